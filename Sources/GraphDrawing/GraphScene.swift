import CGraphDraw
import Graphing

/// A `Graph` turned into the C drawing code's scene (Sources/CGraphDraw/calc_graph.h):
/// coordinates in pixels relative to the view, so that the cairo side only ever sees
/// small numbers. The window draws it; `cerebrum --plot --output` writes it to a file.
public final class GraphScene {
    /// The colours (`calc_graph.h`).
    public enum Style: Int32, Sendable {
        case light = 0, dark = 1, highContrast = 2, highContrastDark = 3
    }

    /// The C scene; freed with the object.
    public let pointer: OpaquePointer

    /// A scene of `graph`: every curve (its colour an index into the palette, from
    /// `colours` when given), the key points as markers, and an optional trace.
    public init(_ graph: Graph, style: Style = .light, fontSize: Double = 12, colours: [Int]? = nil,
                keyPoints: [(curve: Int, point: KeyPoint)] = [], trace: (curve: Int, point: PlotPoint, readout: String)? = nil,
                note: String? = nil) {
        let view = graph.view
        pointer = calc_graph_scene_new(Int32(view.width), Int32(view.height), style.rawValue, fontSize)
        calc_graph_scene_set_origin(pointer, view.column(0), view.row(0))
        for tick in graph.xTicks { calc_graph_scene_add_tick(pointer, Int32(CALC_GRAPH_X_AXIS), view.column(tick.value), tick.label) }
        for tick in graph.yTicks { calc_graph_scene_add_tick(pointer, Int32(CALC_GRAPH_Y_AXIS), view.row(tick.value), tick.label) }
        for (i, curve) in graph.curves.enumerated() {
            var xy: [Double] = []
            var lengths: [Int32] = []
            for line in curve.sampled.polylines {
                lengths.append(Int32(line.count))
                for p in line {
                    xy.append(view.column(p.x))
                    xy.append(view.row(p.y))
                }
            }
            let dots = curve.sampled.points.flatMap { [view.column($0.x), view.row($0.y)] }
            _ = calc_graph_scene_add_curve(pointer, curve.description, Int32(colours?[i] ?? i), xy, lengths,
                                           Int32(lengths.count), dots, Int32(dots.count / 2))
            for end in curve.sampled.ends {
                calc_graph_scene_add_end(pointer, Int32(i), view.column(end.point.x), view.row(end.point.y), end.filled ? 1 : 0)
            }
        }
        for (curve, point) in keyPoints {
            calc_graph_scene_add_marker(pointer, Int32(curve), view.column(point.x), view.row(point.y))
        }
        if let trace {
            calc_graph_scene_set_trace(pointer, Int32(trace.curve), view.column(trace.point.x), view.row(trace.point.y),
                                       trace.readout)
        }
        if let note { calc_graph_scene_set_note(pointer, note) }
    }

    deinit { calc_graph_scene_free(pointer) }

    /// A text's box in pixels from the view's top left.
    public struct TextBox: Sendable, Equatable {
        public var x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The boxes share some area.
        public func meets(_ other: TextBox) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// The boxes of the texts the drawing writes: the legend's, the readout's and the
    /// note's (those there are, in that order), then each tick label drawn.
    public var textBoxes: [TextBox] {
        let capacity = 256
        var boxes = [Double](repeating: 0, count: 4 * capacity)
        let count = Int(calc_graph_scene_text_boxes(pointer, &boxes, Int32(capacity)))
        return (0..<count).map { TextBox(x: boxes[4 * $0], y: boxes[4 * $0 + 1], width: boxes[4 * $0 + 2], height: boxes[4 * $0 + 3]) }
    }

    /// The file formats a scene is written in, by the name's suffix.
    public enum FileFormat: Sendable {
        case svg, png

        /// The format a file name asks for (`.svg`, `.png`, any case); nil otherwise.
        public init?(path: String) {
            let lower = path.lowercased()
            if lower.hasSuffix(".svg") { self = .svg } else if lower.hasSuffix(".png") { self = .png } else { return nil }
        }
    }

    /// Writes the scene to `path`; false when it could not be written.
    public func write(to path: String, as format: FileFormat) -> Bool {
        switch format {
        case .svg: calc_graph_scene_write_svg(pointer, path) == 0
        case .png: calc_graph_scene_write_png(pointer, path) == 0
        }
    }
}

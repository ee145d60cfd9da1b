import CalculatorBrain
import GraphDrawing
@testable import Graphing
import Testing

/// Where the drawing writes its texts (docs/behaviour.md §14, issue 32 item 12): nothing
/// drawn overlaps a text — no two texts meet, no key point's ring or trace dot lies on
/// one, and the legend, readout and note keep off the curves where a corner is free.
@Suite struct GraphSceneLayoutTests {
    typealias Box = GraphScene.TextBox

    /// The scene the window draws for `formula` over `view` (nil: the default), with its
    /// key points, a trace at `traceX` and a `note`; and the boxes of its texts.
    static func scene(_ formula: String, view: Viewport? = nil, traceX: Double? = nil, note: String? = nil,
                      width: Int = 600, height: Int = 400) -> (graph: Graph, keyPoints: [KeyPoint], trace: PlotPoint?, boxes: [Box], block: Int) {
        let graph = Graph(functions: [function(formula)], view: view, width: width, height: height, fontSize: 13)
        let keyPoints = graph.keyPoints()
        let trace = traceX.map { PlotPoint(x: $0, y: graph.curves[0].compiled($0)) }
        let scene = GraphScene(graph, fontSize: 13, keyPoints: keyPoints,
                               trace: trace.map { (0, $0, "x = \($0.x)  y = \($0.y)") }, note: note)
        // The legend, then the readout and the note when there are.
        let block = 1 + (trace == nil ? 0 : 1) + (note == nil ? 0 : 1)
        return (graph, keyPoints.map(\.point), trace, scene.textBoxes, block)
    }

    static func ring(_ column: Double, _ row: Double) -> Box { Box(x: column - 5, y: row - 5, width: 10, height: 10) }

    /// The views of the issue: key points on the axes (x³ − 3x: its roots, and the
    /// crossing at the origin under "0"), a trace readout where the y axis's labels
    /// run at the right edge or the x axis's along the top, a key point on a tick label.
    @Test(arguments: [
        ("x^3 − 3x", nil, 1.7320508075688772),
        ("x^3 − 3x", Viewport(xMin: -2.2, xMax: 2.2, yMin: -3, yMax: 3, width: 600, height: 400), -1),
        ("sin(x)", nil, 9),
        ("x", Viewport(xMin: -10, xMax: 0.3, yMin: -5, yMax: 5, width: 600, height: 400), -2),
        ("x − 9", Viewport(xMin: -5, xMax: 5, yMin: -10, yMax: 0.3, width: 600, height: 400), 1),
        ("x² − 4", Viewport(xMin: -5, xMax: 5, yMin: -5, yMax: 5, width: 600, height: 400), 2),
    ] as [(String, Viewport?, Double)])
    func nothingOverlapsAText(formula: String, view: Viewport?, traceX: Double) {
        let (graph, keyPoints, trace, boxes, _) = Self.scene(formula, view: view, traceX: traceX)
        let v = graph.view
        #expect(boxes.count > 5, "\(formula): the ticks are written")
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.meets(b), "\(formula): \(a) meets \(b)") }
            for p in keyPoints { #expect(!a.meets(Self.ring(v.column(p.x), v.row(p.y))), "\(formula): \(a) under \(p)") }
            if let trace { #expect(!a.meets(Self.ring(v.column(trace.x), v.row(trace.y))), "\(formula): \(a) under the trace") }
        }
    }

    /// The hint beside a constant's line is not written over it, wherever the line runs.
    @Test(arguments: [nil, Viewport(xMin: -10, xMax: 10, yMin: -5, yMax: 5.5, width: 600, height: 400),
                      Viewport(xMin: -10, xMax: 10, yMin: 4.9, yMax: 15, width: 600, height: 400)] as [Viewport?])
    func theHintKeepsOffAConstantsLine(view: Viewport?) {
        let note = "A calculation without x draws a line: use x to draw a curve"
        let (graph, _, _, boxes, block) = Self.scene("5", view: view, note: note)
        let row = graph.view.row(5)
        for box in boxes.prefix(block) {
            #expect(!(box.y - 2 <= row && row <= box.y + box.height + 2), "the line at \(row) crosses \(box)")
        }
    }
}

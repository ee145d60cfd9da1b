import Graphing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `--plot --json` object (docs/behaviour.md §14), for a script to check.
struct PlotJSON: Encodable {
    struct Size: Encodable { var width: Int; var height: Int }
    struct Curve: Encodable {
        var description: String
        var polylines: [[[Double]]]
        var points: [[Double]]
        /// The ends of the steps at jumps: x, y and 1 filled or 0 hollow.
        var ends: [[Double]]
    }
    struct Ticks: Encodable { var x: [Double]; var y: [Double] }
    struct Key: Encodable {
        var curve: Int
        var kind: String
        var x: Double
        var y: Double
    }

    var x_range: [Double]
    var y_range: [Double]
    var size: Size
    var curves: [Curve]
    var ticks: Ticks
    var key_points: [Key]

    static func string(_ graph: Graph, keyPoints: [(curve: Int, point: KeyPoint)]) -> String {
        let v = graph.view
        let value = PlotJSON(
            x_range: [v.xMin, v.xMax], y_range: [v.yMin, v.yMax], size: Size(width: v.width, height: v.height),
            curves: graph.curves.map { curve in
                Curve(description: curve.description,
                      polylines: curve.sampled.polylines.map { $0.map { [$0.x, $0.y] } },
                      points: curve.sampled.points.map { [$0.x, $0.y] },
                      ends: curve.sampled.ends.map { [$0.point.x, $0.point.y, $0.filled ? 1 : 0] })
            },
            ticks: Ticks(x: graph.xTicks.map(\.value), y: graph.yTicks.map(\.value)),
            key_points: keyPoints.map { Key(curve: $0.curve, kind: $0.point.kind.rawValue, x: $0.point.x, y: $0.point.y) })
        return JSONText.line(value)
    }
}

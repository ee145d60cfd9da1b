import CalculatorBrain
@testable import Graphing
import Testing

/// The view a graph opens with and the key points it marks (docs/behaviour.md §14,
/// issue 32 items 7, 8 and 13).
@Suite struct DefaultViewTests {
    /// The default view of `formula` at 800 × 600.
    static func view(_ formula: String, angle: AngleUnit = .radians) -> Viewport {
        Graph.defaultView([CompiledFunction(function(formula, angle: angle))], width: 800, height: 600)
    }

    /// At least one full period of the trigonometric functions of `k·x + c`: a new
    /// window is in degrees, where −10 … 10 drew sin x as a flat line.
    @Test(arguments: [
        ("sin(x)", AngleUnit.degrees, 360.0), ("cos(x) + 1", .degrees, 360), ("sin(x) × x", .degrees, 360),
        ("tan(2x)", .degrees, 180), ("sin(x ÷ 4 + 1) + cos(x)", .degrees, 1_440),
        ("sin(x)", .radians, 10), ("sin(x ÷ 10)", .radians, 20 * Double.pi),
        ("x²", .degrees, 10), ("sin(x²)", .degrees, 10), ("asin(x ÷ 20)", .degrees, 10),
    ])
    func xRangeHoldsAPeriod(formula: String, angle: AngleUnit, half: Double) {
        let view = Self.view(formula, angle: angle)
        #expect(abs(view.xMin + half) <= 1e-9 * half && abs(view.xMax - half) <= 1e-9 * half, "\(formula): \(view.xMin) … \(view.xMax)")
    }

    /// In degrees sin x fills the height as it does in radians.
    @Test func sineInDegreesIsNotFlat() {
        let view = Self.view("sin(x)", angle: .degrees)
        #expect(abs(view.yMin + 1.5) < 1e-3 && abs(view.yMax - 1.5) < 1e-3)
        let g = Graph(functions: [function("sin(x)", angle: .degrees)], view: nil, width: 800, height: 600)
        let ys = g.curves[0].sampled.polylines.flatMap { $0.map(\.y) }
        #expect(ys.max()! > 0.999 && ys.min()! < -0.999)
    }

    /// Every extremum with a sign change of the slope on the grid is marked, one that
    /// falls on a grid point too (x³ − 3x at ±1 over −10 … 10: the grid runs through them).
    @Test(arguments: [
        ("x^3 − 3x", [KeyPoint.Kind.maximum: (-1.0, 2.0), .minimum: (1, -2)]),
        ("−x^3 + 3x", [.minimum: (-1, -2), .maximum: (1, 2)]),
        ("x^2 − 2x", [.minimum: (1, -1)]),
    ])
    func extremaOnTheGridAreMarked(formula: String, extrema: [KeyPoint.Kind: (Double, Double)]) {
        for width in [800, 600, 1920] {
            let g = graph(formula, x: -10...10, y: -5...5, width: width)
            let found = g.keyPoints().map(\.point).filter { $0.kind == .minimum || $0.kind == .maximum }
            #expect(found.count == extrema.count, "\(formula) at \(width): \(found)")
            for (kind, (x, y)) in extrema {
                #expect(found.contains { $0.kind == kind && $0.x == x && $0.y == y }, "\(formula) \(kind) at \(width): \(found)")
            }
        }
    }

    /// The key points are framed first: x³ − 3x got ±1,000 with its five key points on one
    /// line. Their span is then half the height; a curve whose values the key points
    /// already span keeps the fit to its values.
    @Test(arguments: [
        ("x^3 − 3x", -4.0, 4.0), ("−x^3 + 3x", -4, 4), ("x^4 − 10x^2", -37.5, 12.5), ("x² − 2", -3, 1),
    ])
    func keyPointsAreFramed(formula: String, low: Double, high: Double) {
        let view = Self.view(formula)
        #expect(abs(view.yMin - low) < 1e-6 && abs(view.yMax - high) < 1e-6, "\(formula): \(view.yMin) … \(view.yMax)")
    }

    @Test(arguments: ["x²", "sin(x)", "x", "exp(x)", "1 ÷ x"])
    func curvesTheirKeyPointsSpanKeepTheFit(formula: String) {
        let compiled = [CompiledFunction(function(formula))]
        let view = Self.view(formula)
        // The fit to the values alone (the key points are all at one height, or none).
        var values = compiled[0]((0...1_000).map { -10 + 20 * Double($0) / 1_000 }).filter(\.isFinite).sorted()
        values = Array(values[(values.count * 5 / 100)...((values.count - 1) * 95 / 100)])
        #expect(view.yMax - view.yMin >= values.last! - values.first!, "\(formula): \(view.yMin) … \(view.yMax)")
    }
}

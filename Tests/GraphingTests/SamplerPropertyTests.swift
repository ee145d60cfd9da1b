#if canImport(Glibc)
import Glibc
#endif
import CalculatorBrain
@testable import Graphing
import Testing
import TestSupport

/// Laws of the sampler and the ticks over random calculations and views (docs/behaviour.md
/// §14): every vertex is on the curve to half a pixel, the curve stays within a pixel of
/// each chord, and tick values are nice with labels that do not overlap.
@Suite struct SamplerPropertyTests {
    /// A random calculation in x, built as RPN steps from a seeded generator.
    static func randomFunction(_ random: inout SeededGenerator) -> FunctionOfX {
        let unary: [UnaryOperation] = [.sin, .cos, .square, .negate, .squareRoot, .exp, .ln, .atan, .cubeRoot]
        let binary: [BinaryOperation] = [.add, .subtract, .multiply, .divide]
        let numbers = ["0.5", "2", "3", "-1", "0.1", "7"].map { Number(decimal: $0)! }
        var brain = CalculatorBrain(mode: .rpn)
        for _ in 0..<Int.random(in: 2...9, using: &random) {
            let depth = brain.stack.count
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1: brain.perform(.variable("x"))
            case 2: brain.perform(.operand(numbers.randomElement(using: &random)!))
            case 3 where depth >= 1: brain.perform(.unary(unary.randomElement(using: &random)!))
            case 4 where depth >= 2: brain.perform(.binary(binary.randomElement(using: &random)!))
            default: brain.perform(.variable("x"))
            }
        }
        while brain.stack.count > 1 { brain.perform(.binary(.add)) }
        return brain.displayedFunction
    }

    static func randomView(_ random: inout SeededGenerator) -> Viewport {
        let span = Double.random(in: 0.5...50, using: &random)
        let center = Double.random(in: -10...10, using: &random)
        let ySpan = Double.random(in: 0.5...50, using: &random)
        let yCenter = Double.random(in: -5...5, using: &random)
        return Viewport(xMin: center - span / 2, xMax: center + span / 2, yMin: yCenter - ySpan / 2,
                        yMax: yCenter + ySpan / 2, width: Int.random(in: 200...1200, using: &random),
                        height: Int.random(in: 150...900, using: &random))
    }

    @Test func verticesAreOnTheCurveAndChordsHugIt() {
        var random = SeededGenerator(state: 25)
        var checkedSegments = 0, checkedCases = 0
        for case_ in 0..<300 {
            let function = Self.randomFunction(&random)
            let f = CompiledFunction(function)
            let view = Self.randomView(&random)
            let curve = CurveSampler.sample(f, in: view)
            // A band, or a curve wild enough to use up the work allowed, is not a line.
            guard curve.bands == 0, !curve.exhausted else { continue }
            checkedCases += 1
            let height = Double(view.height)
            func inView(_ p: PlotPoint) -> Bool { view.row(p.y) >= 0 && view.row(p.y) <= height }
            for line in curve.polylines {
                for p in line where inView(p) && f(p.x).isFinite {
                    #expect(abs(view.row(f(p.x)) - view.row(p.y)) <= 0.5,
                            "case \(case_): \(function.description) at x = \(p.x)")
                }
                for (p, q) in zip(line, line.dropFirst()) where inView(p) && inView(q) {
                    checkedSegments += 1
                    let (a, b) = ((view.column(p.x), view.row(p.y)), (view.column(q.x), view.row(q.y)))
                    for k in 1..<16 {
                        let x = p.x + (q.x - p.x) * Double(k) / 16
                        let y = f(x)
                        guard y.isFinite else { continue }
                        let d = CurveSampler.distance(from: (view.column(x), view.row(y)), toChord: a, b)
                        #expect(d <= 1, "case \(case_): \(function.description) between \(p.x) and \(q.x) in \(view) evaluations \(curve.evaluations)")
                    }
                }
            }
        }
        #expect(checkedSegments > 10_000 && checkedCases > 250)
    }

    @Test func ticksAreNiceAndTheirLabelsDoNotOverlap() {
        var random = SeededGenerator(state: 13)
        for case_ in 0..<400 {
            let exponent = Double.random(in: -10...10, using: &random)
            let span = Double.random(in: 1...10, using: &random) * pow10(exponent)
            let center = Double.random(in: -5...5, using: &random) * span * pow10(Double.random(in: 0...3, using: &random))
            let view = Viewport(xMin: center - span / 2, xMax: center + span / 2, yMin: center - span, yMax: center + span,
                                width: Int.random(in: 200...1920, using: &random), height: Int.random(in: 150...1080, using: &random))
            for (axis, ticks) in [("x", Ticks.xTicks(view, fontSize: 12)), ("y", Ticks.yTicks(view, fontSize: 12))] {
                // A view a few labels wide can hold only one.
                #expect(!ticks.isEmpty, "case \(case_) \(axis): \(view)")
                guard ticks.count >= 2 else { continue }
                let step = ticks[1].value - ticks[0].value
                let nice = [1.0, 2, 5].contains { q in
                    abs(step - q * pow10(log10(step / q).rounded())) <= 1e-6 * step
                }
                #expect(nice, "case \(case_) \(axis): step \(step)")
                for t in ticks {
                    #expect(abs(t.value / step - (t.value / step).rounded()) < 1e-6, "case \(case_): \(t.value) not a multiple")
                }
                for (t, u) in zip(ticks, ticks.dropFirst()) {
                    if axis == "x" {
                        let gap = view.column(u.value) - view.column(t.value)
                        let room = (Ticks.labelWidth(t.label, fontSize: 12) + Ticks.labelWidth(u.label, fontSize: 12)) / 2
                        #expect(gap >= room + 12, "case \(case_): \(t.label) and \(u.label) overlap")
                    } else {
                        #expect(view.row(t.value) - view.row(u.value) >= 24, "case \(case_): \(t.label), \(u.label)")
                    }
                }
            }
        }
    }

    func pow10(_ e: Double) -> Double { pow(10, e) }
}

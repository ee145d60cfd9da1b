import CalculatorBrain
@testable import Graphing
import Testing

/// What the sampler draws for the functions the issue names (docs/behaviour.md §14).
@Suite struct SamplerTableTests {
    /// No segment of any polyline has a pole between its ends.
    static func crossesNoPole(_ g: Graph, poles: [Double]) -> Bool {
        g.curves[0].sampled.polylines.allSatisfy { line in
            zip(line, line.dropFirst()).allSatisfy { p, q in
                !poles.contains { p.x < $0 && $0 < q.x } && !poles.contains { p.x == $0 || q.x == $0 }
            }
        }
    }

    @Test(arguments: [
        ("tan(x)", [-3, -1, 1, 3].map { Double($0) * Double.pi / 2 }),
        ("1/x", [0.0]),
        ("1/((x−1)(x+2))", [1.0, -2.0]),
        ("1/x²", [0.0]),
    ])
    func polesAreNeverJoined(formula: String, poles: [Double]) {
        let g = graph(formula)
        #expect(Self.crossesNoPole(g, poles: poles))
        #expect(g.curves[0].sampled.polylines.count > poles.count)
    }

    /// The grid is sampled in stretches (on several threads for a long function): a
    /// continuous curve is still one line across their boundaries, and a pole in one is
    /// still a break.
    @Test func stretchesJoinWhereTheCurveRunsOn() {
        let series = (1...9).map { "sin(\(2 * $0 - 1)x)/\(2 * $0 - 1)" }.joined(separator: "+")
        let long = graph(series)
        #expect(CompiledFunction(function(series)).stepCount >= CurveSampler.stepsWorthThreads)
        #expect(long.curves[0].sampled.polylines.count == 1)
        let xs = long.curves[0].sampled.polylines[0].map(\.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        let short = graph("sin(x)")
        #expect(short.curves[0].sampled.polylines.count == 1)
        let poles = graph(series + "+tan(x)")
        #expect(Self.crossesNoPole(poles, poles: [-3, -1, 1, 3].map { Double($0) * Double.pi / 2 }))
    }

    /// Detail that sits in one of the stretches (near 0, or at the right end) is drawn
    /// in full there, with more than the eighth of the view's budget each stretch starts
    /// with, and never more than twice the view's budget in all.
    @Test(arguments: ["tan(1000/x)", "tan(exp(2x))"])
    func detailInOneStretchGetsTheBudget(formula: String) {
        let g = graph(formula, x: -0.5...7.5, y: -1.5...1.5)
        let view = Viewport(xMin: -0.5, xMax: 7.5, yMin: -1.5, yMax: 1.5, width: 800, height: 600)
        let sampled = g.curves[0].sampled
        let exhausted = sampled.exhausted
        #expect(!exhausted, "\(formula)")
        #expect(sampled.evaluations > CurveSampler.budget(for: view) / CurveSampler.parts, "\(formula)")
        #expect(sampled.evaluations <= 2 * CurveSampler.budget(for: view), "\(formula)")
    }

    @Test func squareRootStartsAtZero() {
        let lines = graph("√x").curves[0].sampled.polylines
        #expect(lines.count == 1)
        let xs = lines.flatMap { $0.map(\.x) }
        #expect(xs.allSatisfy { $0 >= 0 })
        #expect(xs.min()! < 20.0 / 800 / 2)
    }

    @Test func lnStopsAtZero() {
        let xs = graph("ln(x)").curves[0].sampled.polylines.flatMap { $0.map(\.x) }
        #expect(xs.allSatisfy { $0 > 0 })
        #expect(xs.min()! < 20.0 / 800)
    }

    @Test func removableHoleIsDrawnThrough() {
        let g = graph("sin(x)/x")
        let lines = g.curves[0].sampled.polylines
        #expect(lines.count == 1)
        // One chord passes over 0, within half a pixel of the limit 1.
        let line = lines[0]
        let across = zip(line, line.dropFirst()).filter { $0.x < 0 && $1.x >= 0 }
        #expect(across.count == 1)
        for (p, q) in across {
            let y = p.y + (q.y - p.y) * (0 - p.x) / (q.x - p.x)
            #expect(abs(g.view.row(y) - g.view.row(1)) <= 0.5)
        }
    }

    /// `ncr(x; 2)` is defined at whole x only (docs/behaviour.md §15): dots.
    @Test func wholeNumberFunctionsAreDots() {
        let curve = graph("ncr(x; 2)").curves[0].sampled
        #expect(curve.polylines.isEmpty)
        // ncr(7; 2) = 21 is more than a view height above the view (y to 5): not drawn.
        #expect(curve.points.map(\.x) == [0, 1, 2, 3, 4, 5, 6])
        #expect(curve.points.map(\.y) == [0, 0, 1, 3, 6, 10, 15])
    }

    /// `x!` is Γ(x + 1) between the whole numbers (docs/behaviour.md §15): a curve,
    /// broken at its poles, the negative whole numbers.
    @Test func factorialIsGammaBetweenWholeNumbers() {
        let curve = graph("x!").curves[0].sampled
        #expect(curve.points.isEmpty)
        let vertices = curve.polylines.flatMap { $0 }
        #expect(vertices.contains { abs($0.x - 2.5) < 0.05 && abs($0.y - 3.323) < 0.05 })
        for polyline in curve.polylines {
            let xs = polyline.map(\.x)
            // No piece spans a pole.
            #expect(!(-5 ... -1).contains { pole in xs.min()! < Double(pole) && xs.max()! > Double(pole) })
        }
    }

    /// `floor(x)` is steps and `x mod 3` a sawtooth: no piece joins across a jump.
    @Test func jumpsAreNotJoined() {
        // The steps from y = −5 to 5 and one view height beyond (the view is clipped there).
        for (formula, jumps, pieces) in [("floor(x)", Array(-9...9), 12), ("x mod 3", [-9, -6, -3, 0, 3, 6, 9], 8)] {
            let curve = graph(formula).curves[0].sampled
            #expect(curve.polylines.count == pieces, "\(formula)")
            for polyline in curve.polylines {
                let xs = polyline.map(\.x)
                for jump in jumps {
                    #expect(!(xs.min()! < Double(jump) - 1e-9 && xs.max()! > Double(jump) + 1e-9), "\(formula) at \(jump)")
                }
                // Each piece is flat (floor) or of slope 1 (mod).
                let ys = polyline.map(\.y)
                #expect(ys.max()! - ys.min()! <= (formula == "floor(x)" ? 1e-9 : 3), "\(formula)")
            }
        }
    }

    @Test func wildOscillationIsBounded() {
        let g = graph("sin(1/x)", x: -1...1, y: -1.5...1.5, width: 1920, height: 1080)
        let vertices = g.curves[0].sampled.polylines.reduce(0) { $0 + $1.count }
        #expect(vertices < 40_000)
        #expect(g.curves[0].sampled.evaluations <= 64 * 1920 + 1_000 + 200)
        // The band near 0 reaches both −1 and 1.
        let near = g.curves[0].sampled.polylines.flatMap { $0 }.filter { abs($0.x) < 0.01 }
        #expect(near.map(\.y).max()! > 0.99 && near.map(\.y).min()! < -0.99)
    }

    @Test func constantIsAHorizontalLine() {
        let lines = graph("2").curves[0].sampled.polylines
        #expect(lines.count == 1 && lines[0].count == 2 && lines[0].allSatisfy { $0.y == 2 })
    }

    @Test func hugeValuesAreClipped() {
        let lines = graph("tan(x)").curves[0].sampled.polylines
        #expect(lines.flatMap { $0 }.allSatisfy { abs($0.y) <= 15 })
    }

    @Test func viewsFinerThanADoubleAreRefused() {
        let view = Viewport(xMin: 1e10, xMax: 1e10 + 1e-3, yMin: 0, yMax: 1, width: 800, height: 600)
        #expect(!view.isUsable)
        #expect(CurveSampler.sample(CompiledFunction(function("x")), in: view).polylines.isEmpty)
    }

    @Test(arguments: [(-1e-10, 1e-10), (-1e10, 1e10), (1e10, 1e10 + 0.1)])
    func extremeScalesStayWithinHalfAPixel(low: Double, high: Double) {
        let f = function("x")
        let span = high - low
        let g = Graph(functions: [f], view: Viewport(xMin: low, xMax: high, yMin: low - span / 2, yMax: high + span / 2,
                                                      width: 800, height: 600), width: 800, height: 600)
        let lines = g.curves[0].sampled.polylines
        #expect(lines.count == 1)
        for p in lines[0] { #expect(abs(g.view.row(p.y) - g.view.row(p.x)) <= 0.5) }
    }

    @Test func keyPointsOfAParabola() {
        let points = graph("x² − 2").keyPoints().map(\.point)
        let roots = points.filter { $0.kind == .root }
        #expect(roots.map { DisplayFormatter.string(for: .approximate($0.x)) } == ["−1.4142135623731", "1.4142135623731"])
        let minimum = points.filter { $0.kind == .minimum }
        #expect(minimum.count == 1 && minimum[0].x == 0 && minimum[0].y == -2)
        #expect(minimum[0].exactY == Number(-2))
        #expect(points.contains { $0.kind == .yIntercept && $0.y == -2 })
    }

    @Test func exactRootIsExact() {
        let roots = graph("x − 0.1").keyPoints().map(\.point).filter { $0.kind == .root }
        #expect(roots.map(\.x) == [0.1])
    }

    @Test func rootsOfSineAreMultiplesOfPi() {
        let roots = graph("sin(x)").keyPoints().map(\.point).filter { $0.kind == .root }
        #expect(roots.count == 7)
        for r in roots { #expect(abs(r.x - (r.x / Double.pi).rounded() * Double.pi) <= 4 * abs(r.x).ulp) }
        let maxima = graph("sin(x)").keyPoints().map(\.point).filter { $0.kind == .maximum }
        #expect(maxima.contains { abs($0.x - Double.pi / 2) <= 2 * (Double.pi / 2).ulp && $0.y == 1 })
    }

    /// 32 of a kind are marked; 33 are a band, and so is a curve whose sign or slope
    /// changes more than 128 times on the grid (not looked at one by one). sin(10x) has
    /// a root every π/10 and an extremum between two.
    @Test(arguments: [(32, 10.0, true), (33, 10.0, false), (200, 100.0, false)])
    func keyPointsOfOneKindAreMarkedUpToThirtyTwo(roots: Int, k: Double, marked: Bool) {
        let last = Double(roots) * Double.pi / k - 0.5 / k
        let points = graph("sin(x × \(Int(k)))", x: -0.1 / k...last).keyPoints().map(\.point)
        #expect(points.count(where: { $0.kind == .root }) == (marked ? roots : 0))
        #expect(points.count(where: { $0.kind != .root && $0.kind != .yIntercept }) == (marked ? roots : 0))
    }

    /// A sign change at each of 191 poles is no root; the one root among them is marked.
    @Test func aRootAmongManyPolesIsMarked() {
        let roots = graph("(x − 1) ÷ sin(30 × x)").keyPoints().map(\.point).filter { $0.kind == .root }
        #expect(roots.map(\.x) == [1])
    }

    @Test func degreesRootsAreExact() {
        let roots = graph("sin(x)", x: -400...400, y: -2...2, angle: .degrees).keyPoints().map(\.point)
            .filter { $0.kind == .root }
        #expect(roots.map(\.x) == [-360, -180, 0, 180, 360])
    }

    @Test func compiledValuesMatchTheBrain() {
        for formula in ["x² − 2", "sin(x)/x", "2^x + 3x", "√(x) × ln(x)", "1/(1/x)", "(x+1)(x−1)/7"] {
            let f = function(formula)
            let compiled = CompiledFunction(f)
            for x in stride(from: -3.0, through: 3.0, by: 0.25) {
                let brain = f.value(at: .approximate(x))
                let fast = compiled(x)
                switch brain {
                case .success(let n): #expect(abs(n.doubleValue - fast) <= 1e-12 * max(1, abs(fast)), "\(formula) at \(x)")
                case .failure: #expect(fast.isNaN, "\(formula) at \(x)")
                }
            }
        }
    }

    @Test func otherVariablesAreTheirValues() {
        let f = function("x + y", variables: ["y": Number(3)])
        #expect(CompiledFunction(f)(2) == 5)
        let unset = function("x + y")
        #expect(unset.leafFailure == .variableNotSet("y"))
    }

    @Test func longAffineChainsCompileToOneStep() {
        var brain = CalculatorBrain(mode: .algebraic)
        brain.perform(.variable("x"))
        for _ in 0..<100_000 {
            brain.perform(.binary(.add))
            brain.perform(.operand(Number(1)))
        }
        brain.perform(.equals)
        let compiled = CompiledFunction(brain.displayedFunction)
        #expect(compiled.stepCount == 1)
        #expect(compiled(0.5) == 100_000.5)
    }

    @Test func defaultViewIsNotFlattenedByPoles() {
        let (low, high) = DefaultView.yRange([CompiledFunction(function("tan(x)"))])
        #expect(high < 30 && low > -30 && high > 3)
        let (sinLow, sinHigh) = DefaultView.yRange([CompiledFunction(function("sin(x)"))])
        #expect(abs(sinLow + 1.5) < 1e-3 && abs(sinHigh - 1.5) < 1e-3)
    }
}

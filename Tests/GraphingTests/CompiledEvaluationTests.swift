import CalculatorBrain
@testable import Graphing
import Testing
import TestSupport

/// The compiled form evaluated many points at once (docs/architecture.md, the graph): its
/// values are the brain's to 1e−12 for every elementary function, in radians and degrees,
/// undefined where the brain gives an error, and a point's value does not depend on the
/// points evaluated with it.
@Suite struct CompiledEvaluationTests {
    /// `f` at `xs`, all at once.
    static func batch(_ f: CompiledFunction, _ xs: [Double], points: Int = CurveSampler.batch) -> [Double] {
        var scratch = EvaluationScratch(for: f, points: points)
        var ys = [Double](repeating: 0, count: xs.count)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in f.evaluate(xs, into: ys, scratch: &scratch) }
        }
        return ys
    }

    static let rows: [(formula: String, angle: AngleUnit)] = [
        ("sin(3x) + cos(x/2)", .radians), ("tan(x)", .radians), ("asin(x/4) + acos(x/4)", .radians),
        ("atan(x) × 2", .radians), ("ln(x) + log(x)", .radians), ("exp(x) − ∛(x)", .radians),
        ("sin(x) + cos(x)", .degrees), ("tan(45x)", .degrees), ("asin(x/4) − atan(x)", .degrees),
        ("2^x + x^3", .radians), ("x^x", .radians), ("1/(x−1)", .radians), ("√(x) × x!", .radians),
        // An undefined operand of a power stays undefined: pow(1, NaN) is 1 in C.
        ("1^(ln(x))", .radians), ("(ln(x))^0", .radians), ("(1/(x−x))^0", .radians),
        // docs/behaviour.md §15, and odd roots of negatives (§6).
        ("floor(x) + ceil(x/3) + round(x/2) + trunc(x) + frac(x)", .radians), ("abs(x) − sgn(x)", .radians),
        ("sinh(x) + cosh(x/2) + tanh(x) + asinh(x)", .radians), ("acosh(x) + atanh(x/5) + log2(x)", .radians),
        ("x mod 3 + 7 mod x + x mod (−2.5)", .radians), ("log(x; 3) + log(5; x)", .radians),
        ("gcd(x; 6) + lcm(x; 4) + ncr(x; 2) + npr(6; x)", .radians), ("x^(1/3) + x^(2/5) + x^(1/2)", .radians),
    ]

    @Test(arguments: rows)
    func valuesAreTheBrains(formula: String, angle: AngleUnit) {
        let f = function(formula, angle: angle)
        let compiled = CompiledFunction(f)
        // Far out only in radians: degrees become radians by one product, whose rounding
        // grows with the angle (a billionth at 2·10⁹°, far below a pixel).
        let xs = Array(stride(from: -4.0, through: 4.0, by: 0.125)) + [1e-9, -0.0] + (angle == .radians ? [2e9] : [])
        for (x, fast) in zip(xs, Self.batch(compiled, xs)) {
            switch f.value(at: .approximate(x)) {
            case .success(let n):
                #expect(abs(n.doubleValue - fast) <= 1e-12 * max(1, abs(n.doubleValue)), "\(formula) at \(x)")
            case .failure:
                #expect(fast.isNaN, "\(formula) at \(x): the brain has no value, the graph \(fast)")
            }
        }
    }

    @Test func aPointsValueDoesNotDependOnItsBatch() {
        var random = SeededGenerator(state: 41)
        for _ in 0..<200 {
            let f = CompiledFunction(SamplerPropertyTests.randomFunction(&random))
            let xs = (0..<Int.random(in: 1...150, using: &random)).map { _ in Double.random(in: -20...20, using: &random) }
            let together = Self.batch(f, xs)
            let small = Self.batch(f, xs, points: 3)
            for (k, x) in xs.enumerated() {
                let alone = f(x)
                #expect(together[k].bitPattern == alone.bitPattern || together[k].isNaN && alone.isNaN, "at \(x)")
                #expect(small[k].bitPattern == alone.bitPattern || small[k].isNaN && alone.isNaN, "at \(x)")
            }
        }
    }
}

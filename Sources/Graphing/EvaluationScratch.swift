import CalculatorBrain
import CVectorMath
#if canImport(Glibc)
import Glibc
#endif

/// The registers of a compiled function for a batch of points, allocated once by a
/// sampler that evaluates thousands of points.
struct EvaluationScratch {
    /// Points evaluated together at most.
    let lanes: Int
    /// Register `r` of point `l` of a batch of `n` at `r·n + l`.
    private var registers: [Double]
    /// The operands of the step being run, one per point.
    private var first: [Double]
    private var second: [Double]

    /// The registers' derivatives, laid out as `registers` (empty: values only).
    private var slopes: [Double]

    /// Room for `points` points at once, fewer for a long function: its registers stay
    /// within half a megabyte, as many as the points a sampler evaluates together.
    /// `derivatives`: room for `differentiate` too.
    init(for function: CompiledFunction, points: Int, derivatives: Bool = false) {
        let rows = function.stepCount + 1
        lanes = max(1, min(points, 65_536 / rows))
        registers = [Double](repeating: 0, count: rows * lanes)
        slopes = derivatives ? registers : []
        first = [Double](repeating: 0, count: lanes)
        second = [Double](repeating: 0, count: lanes)
    }

    /// Runs `function` for the `n` points at `xs` (n ≤ lanes), writing their values to `ys`.
    mutating func run(_ function: CompiledFunction, xs: UnsafePointer<Double>, ys: UnsafeMutablePointer<Double>,
                      count n: Int) {
        precondition(n <= lanes && (function.stepCount + 1) * n <= registers.count, "a scratch made for this function")
        let (degree, radian) = (function.degree, function.radian)
        function.steps.withUnsafeBufferPointer { steps in
            registers.withUnsafeMutableBufferPointer { registers in
                first.withUnsafeMutableBufferPointer { first in
                    second.withUnsafeMutableBufferPointer { second in
                        let r = registers.baseAddress!, u = first.baseAddress!, w = second.baseAddress!
                        r.update(from: xs, count: n)
                        for (index, step) in steps.enumerated() {
                            let v = r + (index + 1) * n
                            if Self.arithmetic(step, r, into: v, n) { continue }
                            Self.operand(r + Int(step.first) * n, step.firstScale, step.firstOffset, into: u, n)
                            if step.second >= 0 {
                                Self.operand(r + Int(step.second) * n, step.secondScale, step.secondOffset, into: w, n)
                            }
                            Self.apply(step, u, w, into: v, n, degree: degree, radian: radian)
                            // An error anywhere is an error of the whole (1/(1/0) is not 0). Sine
                            // and cosine of a finite or NaN operand are finite or NaN already.
                            if step.code != .unary(.sin) && step.code != .unary(.cos) {
                                for l in 0..<n where !v[l].isFinite { v[l] = .nan }
                            }
                        }
                        ys.update(from: r + steps.count * n, count: n)
                    }
                }
            }
        }
    }

    /// Runs an affine step, a sum, a difference or a product in one pass over the points,
    /// reading its operands in place; false for any other step. Such a result is not
    /// finite exactly when an operand is not (or it overflows), so the operands need no
    /// check of their own.
    @inline(__always)
    private static func arithmetic(_ step: CompiledFunction.Step, _ r: UnsafeMutablePointer<Double>,
                                   into v: UnsafeMutablePointer<Double>, _ n: Int) -> Bool {
        let x = r + Int(step.first) * n
        let (s, o) = (step.firstScale, step.firstOffset)
        @inline(__always) func each(_ f: (Double, Int) -> Double) {
            for l in 0..<n {
                let value = f(s * x[l] + o, l)
                v[l] = value.isFinite ? value : .nan
            }
        }
        switch step.code {
        case .affine:
            each { u, _ in step.a * u + step.b }
        case .add, .subtract, .multiply:
            let y = r + Int(step.second) * n
            let (t, p) = (step.secondScale, step.secondOffset)
            switch step.code {
            case .add: each { u, l in u + (t * y[l] + p) }
            case .subtract: each { u, l in u - (t * y[l] + p) }
            default: each { u, l in u * (t * y[l] + p) }
            }
        default:
            return false
        }
        return true
    }

    /// `scale·register + offset` for each point; NaN where that is not finite (an affine
    /// operand beyond a `Double` is an error, as its own step was), so that every operand
    /// is finite or NaN and NaN is carried on.
    @inline(__always)
    private static func operand(_ register: UnsafePointer<Double>, _ scale: Double, _ offset: Double,
                                into u: UnsafeMutablePointer<Double>, _ n: Int) {
        for l in 0..<n {
            let value = scale * register[l] + offset
            u[l] = value.isFinite ? value : .nan
        }
    }

    /// `v = step(u, w)` for `n` points. A NaN operand gives NaN: arithmetic and the
    /// elementary functions carry it; the powers check it, as `pow(1, NaN)` is 1.
    @inline(__always)
    private static func apply(_ step: CompiledFunction.Step, _ u: UnsafeMutablePointer<Double>,
                              _ w: UnsafeMutablePointer<Double>, into v: UnsafeMutablePointer<Double>, _ n: Int,
                              degree: Double, radian: Double) {
        switch step.code {
        case .affine, .add, .subtract, .multiply: preconditionFailure("run by arithmetic(_:_:into:_:)")
        case .divide: for l in 0..<n { v[l] = u[l] / w[l] }
        case .power: for l in 0..<n { v[l] = u[l].isNaN || w[l].isNaN ? .nan : DoubleMath.power(u[l], w[l]) }
        case .constantDivide: for l in 0..<n { v[l] = step.a / u[l] }
        case .powerConstant: for l in 0..<n { v[l] = u[l].isNaN ? .nan : DoubleMath.power(u[l], step.b) }
        case .constantPower: for l in 0..<n { v[l] = u[l].isNaN ? .nan : DoubleMath.power(step.a, u[l]) }
        case .unary(let op): unary(op, u, w, into: v, n, degree: degree, radian: radian)
        case .binary(let op):
            let f = op.entry.double
            for l in 0..<n { v[l] = f(u[l], w[l]) }
        }
    }

    /// `v = op(u)` for `n` points (`w`: scratch for angles in degrees). The operations of
    /// the keypad have vector forms here (Sources/CVectorMath); any other is its table
    /// row's `double`, point by point.
    @inline(__always)
    private static func unary(_ op: UnaryOperation, _ u: UnsafeMutablePointer<Double>, _ w: UnsafeMutablePointer<Double>,
                              into v: UnsafeMutablePointer<Double>, _ n: Int, degree: Double, radian: Double) {
        switch op {
        case .squareRoot: for l in 0..<n { v[l] = u[l].squareRoot() }
        case .cubeRoot: calc_vector_cbrt(u, v, n)
        case .square: for l in 0..<n { v[l] = u[l] * u[l] }
        case .reciprocal: for l in 0..<n { v[l] = 1 / u[l] }
        case .negate: for l in 0..<n { v[l] = -u[l] }
        case .percent: for l in 0..<n { v[l] = u[l] / 100 }
        case .sin, .cos, .tan:
            // In radians the operands as they are; in degrees converted, beside them.
            let angles = degree == 1 ? u : w
            if degree != 1 { for l in 0..<n { w[l] = u[l] * degree } }
            switch op {
            case .sin: calc_vector_sin(angles, v, n)
            case .cos: calc_vector_cos(angles, v, n)
            default:
                calc_vector_tan(angles, v, n)
                // Undefined where the brain says so in degrees (90° + 180°·k).
                if degree != 1 { for l in 0..<n where CompiledFunction.isPoleInDegrees(u[l]) { v[l] = .nan } }
            }
        case .asin, .acos, .atan:
            switch op {
            case .asin: calc_vector_asin(u, v, n)
            case .acos: calc_vector_acos(u, v, n)
            default: calc_vector_atan(u, v, n)
            }
            if radian != 1 { for l in 0..<n { v[l] *= radian } }
        // The logarithm of 0 is −∞, of a negative number NaN: both undefined.
        case .ln: calc_vector_log(u, v, n)
        case .log: calc_vector_log10(u, v, n)
        case .exp: calc_vector_exp(u, v, n)
        default:
            let entry = op.entry
            let f = entry.double
            let scale = entry.angle == .operand ? degree : 1
            for l in 0..<n { v[l] = f(u[l] * scale) }
            if entry.angle == .value && radian != 1 { for l in 0..<n { v[l] *= radian } }
        }
    }
}

extension EvaluationScratch {
    /// After `run` of `function` for the same `n` points: writes `f′` at them to `out`, by
    /// forward differentiation over the registers' values (NaN where `f` is not
    /// differentiable).
    mutating func differentiate(_ function: CompiledFunction, into out: UnsafeMutablePointer<Double>, count n: Int) {
        precondition(n <= lanes && slopes.count == registers.count, "a scratch made with derivatives")
        let (degree, radian) = (function.degree, function.radian)
        function.steps.withUnsafeBufferPointer { steps in
            registers.withUnsafeMutableBufferPointer { registers in
                slopes.withUnsafeMutableBufferPointer { slopes in
                    first.withUnsafeMutableBufferPointer { first in
                        let r = registers.baseAddress!, d = slopes.baseAddress!, trig = first.baseAddress!
                        for l in 0..<n { d[l] = 1 }
                        for (index, step) in steps.enumerated() {
                            let (v, dv) = (r + (index + 1) * n, d + (index + 1) * n)
                            let (x, dx) = (r + Int(step.first) * n, d + Int(step.first) * n)
                            let (y, dy) = step.second >= 0 ? (r + Int(step.second) * n, d + Int(step.second) * n) : (r, d)
                            // sin′ is cos and cos′ is −sin: the other function of the operands, at once.
                            if step.code == .unary(.sin) || step.code == .unary(.cos) {
                                for l in 0..<n { trig[l] = (step.firstScale * x[l] + step.firstOffset) * degree }
                                if step.code == .unary(.sin) { calc_vector_cos(trig, trig, n) } else { calc_vector_sin(trig, trig, n) }
                            }
                            Self.slopes(step, x, dx, y, dy, v, trig, into: dv, n, degree: degree, radian: radian)
                        }
                        out.update(from: d + steps.count * n, count: n)
                    }
                }
            }
        }
    }

    /// The derivatives of one step's values `v = op(u, w)` at `n` points, from the
    /// operands' registers `x`, `y` and their derivatives `dx`, `dy`; `trig`: cos(u) for
    /// sin, sin(u) for cos (in radians). NaN where the value is undefined.
    @inline(__always)
    private static func slopes(_ step: CompiledFunction.Step, _ x: UnsafePointer<Double>, _ dx: UnsafePointer<Double>,
                               _ y: UnsafePointer<Double>, _ dy: UnsafePointer<Double>, _ v: UnsafePointer<Double>,
                               _ trig: UnsafePointer<Double>, into dv: UnsafeMutablePointer<Double>, _ n: Int,
                               degree: Double, radian: Double) {
        let (s, o, t, p) = (step.firstScale, step.firstOffset, step.secondScale, step.secondOffset)
        /// `rule(u, du, w, dw, v, trig)` at each point: one loop per kind of step.
        @inline(__always) func each(_ rule: (Double, Double, Double, Double, Double, Double) -> Double) {
            for l in 0..<n {
                dv[l] = v[l].isNaN ? .nan : rule(s * x[l] + o, s * dx[l], t * y[l] + p, t * dy[l], v[l], trig[l])
            }
        }
        switch step.code {
        case .affine: each { _, du, _, _, _, _ in step.a * du }
        case .add, .subtract, .multiply, .divide, .power:
            let slope = CompiledFunction.operation(step.code).entry.slope
            each { u, du, w, dw, v, _ in slope(u, du, w, dw, v) }
        case .constantDivide: each { u, du, _, _, _, _ in -step.a * du / (u * u) }
        case .powerConstant:
            let slope = BinaryOperation.power.entry.slope
            each { u, du, _, _, v, _ in slope(u, du, step.b, 0, v) }
        case .constantPower:
            let slope = BinaryOperation.power.entry.slope
            each { u, du, _, _, v, _ in slope(step.a, 0, u, du, v) }
        case .unary(.sin): each { _, du, _, _, _, cosine in cosine * degree * du }
        case .unary(.cos): each { _, du, _, _, _, sine in -sine * degree * du }
        case .unary(let op):
            // The table row's derivative, in radians: an angle operand is scaled to
            // radians before it, an angle value after.
            let entry = op.entry
            let slope = entry.slope
            let (inward, outward) = (entry.angle == .operand ? degree : 1, entry.angle == .value ? radian : 1)
            each { u, du, _, _, v, _ in
                let rate = slope(u * inward, v / outward) * inward * outward
                return rate == 0 ? 0 : rate * du
            }
        case .binary(let op):
            let slope = op.entry.slope
            each { u, du, w, dw, v, _ in slope(u, du, w, dw, v) }
        }
    }
}

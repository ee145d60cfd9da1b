import CVectorMath
#if canImport(Glibc)
import Glibc
#endif

/// Evaluation of a compiled function: its value at many points at once, and its value
/// with its derivative (forward differentiation, for the extrema of `KeyPoints`).
extension CompiledFunction {
    /// `f(x)`, or NaN where it is undefined (an error in the brain, or beyond a `Double`).
    public func callAsFunction(_ x: Double) -> Double {
        if isConstant { return constant ?? .nan }
        var scratch = EvaluationScratch(for: self, points: 1)
        let xs = [x]
        var ys = [Double.nan]
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in evaluate(xs, into: ys, scratch: &scratch) }
        }
        return ys[0]
    }

    /// `ys[i] = f(xs[i])` (NaN where undefined), with `scratch` made for this function.
    ///
    /// The points go through the steps together, one step for all of them before the next:
    /// a step's kind is read once per batch rather than once per point, and the
    /// elementary functions take whole vectors of points (Sources/CVectorMath). A
    /// point's value does not depend on the others evaluated with it.
    func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>,
                  scratch: inout EvaluationScratch) {
        precondition(ys.count >= xs.count, "one value per point")
        if isConstant {
            for i in xs.indices { ys[i] = constant ?? .nan }
            return
        }
        var start = 0
        while start < xs.count {
            let n = min(scratch.lanes, xs.count - start)
            scratch.run(steps, radians: radians, xs: xs.baseAddress! + start, ys: ys.baseAddress! + start, count: n)
            start += n
        }
    }

    /// `(f(x), f′(x))`; the derivative is NaN where `f` is not differentiable (`x!`).
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if isConstant { return (constant ?? .nan, 0) }
        let degree = radians ? 1.0 : Double.pi / 180
        let radian = radians ? 1.0 : 180 / Double.pi
        var value = [Double](repeating: 0, count: steps.count + 1)
        var slope = [Double](repeating: 0, count: steps.count + 1)
        value[0] = x
        slope[0] = 1
        for (index, step) in steps.enumerated() {
            let i = index + 1
            let (u, du) = (step.firstScale * value[Int(step.first)] + step.firstOffset,
                           step.firstScale * slope[Int(step.first)])
            let (w, dw) = step.second >= 0
                ? (step.secondScale * value[Int(step.second)] + step.secondOffset, step.secondScale * slope[Int(step.second)])
                : (0, 0)
            guard u.isFinite, w.isFinite else { return (.nan, .nan) }
            var v: Double
            var dv: Double
            switch step.code {
            case .affine: (v, dv) = (step.a * u + step.b, step.a * du)
            case .add: (v, dv) = (u + w, du + dw)
            case .subtract: (v, dv) = (u - w, du - dw)
            case .multiply: (v, dv) = (u * w, du * w + u * dw)
            case .divide: (v, dv) = (u / w, (du * w - u * dw) / (w * w))
            case .power:
                v = Self.power(u, w)
                dv = (w * Self.power(u, w - 1) * du) + (dw == 0 ? 0 : v * log(u) * dw)
            case .constantDivide: (v, dv) = (step.a / u, -step.a * du / (u * u))
            case .powerConstant:
                v = Self.power(u, step.b)
                dv = step.b == 0 ? 0 : step.b * Self.power(u, step.b - 1) * du
            case .constantPower: v = Self.power(step.a, u); dv = v * log(step.a) * du
            case .squareRoot: v = u.squareRoot(); dv = du / (2 * v)
            case .cubeRoot: v = cbrt(u); dv = du / (3 * v * v)
            case .square: (v, dv) = (u * u, 2 * u * du)
            case .reciprocal: (v, dv) = (1 / u, -du / (u * u))
            case .negate: (v, dv) = (-u, -du)
            case .percent: (v, dv) = (u / 100, du / 100)
            case .factorial: (v, dv) = (Self.factorial(u), .nan)
            case .sin: (v, dv) = (sin(u * degree), cos(u * degree) * degree * du)
            case .cos: (v, dv) = (cos(u * degree), -sin(u * degree) * degree * du)
            case .tan:
                v = Self.tangent(u, degree: degree, radians: radians)
                dv = (1 + v * v) * degree * du
            case .asin: (v, dv) = (asin(u) * radian, radian * du / (1 - u * u).squareRoot())
            case .acos: (v, dv) = (acos(u) * radian, -radian * du / (1 - u * u).squareRoot())
            case .atan: (v, dv) = (atan(u) * radian, radian * du / (1 + u * u))
            case .ln: (v, dv) = (u > 0 ? log(u) : .nan, du / u)
            case .log: (v, dv) = (u > 0 ? log10(u) : .nan, du / (u * M_LN10))
            case .exp: v = Glibc.exp(u); dv = v * du
            }
            guard v.isFinite else { return (.nan, .nan) }
            value[i] = v
            slope[i] = dv
        }
        return (value[steps.count], slope[steps.count])
    }

    /// `x ^ y` with the brain's domain: a negative base needs a whole exponent, `0 ^ −n`
    /// is a division by zero (NaN, infinite: both undefined).
    static func power(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x < 0 && y.rounded(.towardZero) != y { return .nan }
        return pow(x, y)
    }

    /// `tan`, undefined where the brain says so in degrees (90° + 180°·k).
    static func tangent(_ u: Double, degree: Double, radians: Bool) -> Double {
        if !radians, isPoleInDegrees(u) { return .nan }
        return tan(u * degree)
    }

    /// `u` is 90 + 180·k: the tangent in degrees has no value there.
    static func isPoleInDegrees(_ u: Double) -> Bool {
        (u - 90).truncatingRemainder(dividingBy: 180) == 0
    }

    /// `n!` for whole `0 ≤ n ≤ 170`, NaN otherwise (as the brain: outside the domain or
    /// too large).
    static func factorial(_ u: Double) -> Double {
        guard u >= 0, u <= 170, u.rounded(.towardZero) == u else { return .nan }
        return factorials[Int(u)]
    }

    /// 0! … 170!, each the product of the one before (exact up to 22!).
    static let factorials: [Double] = {
        var table: [Double] = [1]
        for k in 1...170 { table.append(table[k - 1] * Double(k)) }
        return table
    }()
}

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

    /// Room for `points` points at once, fewer for a long function: its registers stay
    /// within half a megabyte, as many as the points a sampler evaluates together.
    init(for function: CompiledFunction, points: Int) {
        let rows = function.stepCount + 1
        lanes = max(1, min(points, 65_536 / rows))
        registers = [Double](repeating: 0, count: rows * lanes)
        first = [Double](repeating: 0, count: lanes)
        second = [Double](repeating: 0, count: lanes)
    }

    /// Runs `steps` for the `n` points at `xs` (n ≤ lanes), writing their values to `ys`.
    mutating func run(_ steps: [CompiledFunction.Step], radians: Bool, xs: UnsafePointer<Double>,
                      ys: UnsafeMutablePointer<Double>, count n: Int) {
        let degree = radians ? 1.0 : Double.pi / 180
        let radian = radians ? 1.0 : 180 / Double.pi
        steps.withUnsafeBufferPointer { steps in
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
                            // An error anywhere is an error of the whole (1/(1/0) is not 0).
                            for l in 0..<n where !v[l].isFinite { v[l] = .nan }
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
        typealias F = CompiledFunction
        switch step.code {
        case .affine, .add, .subtract, .multiply: preconditionFailure("run by arithmetic(_:_:into:_:)")
        case .divide: for l in 0..<n { v[l] = u[l] / w[l] }
        case .power: for l in 0..<n { v[l] = u[l].isNaN || w[l].isNaN ? .nan : F.power(u[l], w[l]) }
        case .constantDivide: for l in 0..<n { v[l] = step.a / u[l] }
        case .powerConstant: for l in 0..<n { v[l] = u[l].isNaN ? .nan : F.power(u[l], step.b) }
        case .constantPower: for l in 0..<n { v[l] = u[l].isNaN ? .nan : F.power(step.a, u[l]) }
        case .squareRoot: for l in 0..<n { v[l] = u[l].squareRoot() }
        case .cubeRoot: calc_vector_cbrt(u, v, n)
        case .square: for l in 0..<n { v[l] = u[l] * u[l] }
        case .reciprocal: for l in 0..<n { v[l] = 1 / u[l] }
        case .negate: for l in 0..<n { v[l] = -u[l] }
        case .percent: for l in 0..<n { v[l] = u[l] / 100 }
        case .factorial: for l in 0..<n { v[l] = F.factorial(u[l]) }
        case .sin, .cos, .tan:
            if degree != 1 { for l in 0..<n { w[l] = u[l] * degree } } else { w.update(from: u, count: n) }
            switch step.code {
            case .sin: calc_vector_sin(w, v, n)
            case .cos: calc_vector_cos(w, v, n)
            default:
                calc_vector_tan(w, v, n)
                // Undefined where the brain says so in degrees (90° + 180°·k).
                if degree != 1 { for l in 0..<n where F.isPoleInDegrees(u[l]) { v[l] = .nan } }
            }
        case .asin, .acos, .atan:
            switch step.code {
            case .asin: calc_vector_asin(u, v, n)
            case .acos: calc_vector_acos(u, v, n)
            default: calc_vector_atan(u, v, n)
            }
            if radian != 1 { for l in 0..<n { v[l] *= radian } }
        // The logarithm of 0 is −∞, of a negative number NaN: both undefined.
        case .ln: calc_vector_log(u, v, n)
        case .log: calc_vector_log10(u, v, n)
        case .exp: calc_vector_exp(u, v, n)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Evaluation of a compiled function: its value, and its value with its derivative
/// (forward differentiation, for the extrema of `KeyPoints`).
extension CompiledFunction {
    /// `f(x)`, or NaN where it is undefined (an error in the brain, or beyond a `Double`).
    public func callAsFunction(_ x: Double) -> Double {
        if isConstant { return constant ?? .nan }
        var registers = [Double](repeating: 0, count: steps.count + 1)
        return evaluate(x, registers: &registers)
    }

    /// `f(x)` with `registers` (at least `stepCount + 1` long) as scratch space, so that a
    /// sampler evaluating thousands of points allocates once.
    func evaluate(_ x: Double, registers: inout [Double]) -> Double {
        if isConstant { return constant ?? .nan }
        let degree = radians ? 1.0 : Double.pi / 180
        let radian = radians ? 1.0 : 180 / Double.pi
        return steps.withUnsafeBufferPointer { steps in
            registers.withUnsafeMutableBufferPointer { r in
                r[0] = x
                var i = 1
                for step in steps {
                    let u = step.firstScale * r[Int(step.first)] + step.firstOffset
                    // An affine operand beyond a Double is an error, as its own step was.
                    guard u.isFinite else { return .nan }
                    let v: Double
                    switch step.code {
                    case .affine: v = step.a * u + step.b
                    // An infinite second operand makes a sum, difference or product
                    // infinite or NaN, caught below; a quotient or power needs the check.
                    case .add: v = u + step.second(r)
                    case .subtract: v = u - step.second(r)
                    case .multiply: v = u * step.second(r)
                    case .divide:
                        let w = step.second(r)
                        guard w.isFinite else { return .nan }
                        v = u / w
                    case .power:
                        let w = step.second(r)
                        guard w.isFinite else { return .nan }
                        v = Self.power(u, w)
                    case .constantDivide: v = step.a / u
                    case .powerConstant: v = Self.power(u, step.b)
                    case .constantPower: v = Self.power(step.a, u)
                    case .squareRoot: v = u.squareRoot()
                    case .cubeRoot: v = cbrt(u)
                    case .square: v = u * u
                    case .reciprocal: v = 1 / u
                    case .negate: v = -u
                    case .percent: v = u / 100
                    case .factorial: v = Self.factorial(u)
                    case .sin: v = sin(u * degree)
                    case .cos: v = cos(u * degree)
                    case .tan: v = Self.tangent(u, degree: degree, radians: radians)
                    case .asin: v = asin(u) * radian
                    case .acos: v = acos(u) * radian
                    case .atan: v = atan(u) * radian
                    case .ln: v = u > 0 ? log(u) : .nan
                    case .log: v = u > 0 ? log10(u) : .nan
                    case .exp: v = Glibc.exp(u)
                    }
                    // An error anywhere is an error of the whole (1/(1/0) is not 0).
                    guard v.isFinite else { return .nan }
                    r[i] = v
                    i += 1
                }
                return r[i - 1]
            }
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
        if !radians, (u - 90).truncatingRemainder(dividingBy: 180) == 0 { return .nan }
        return tan(u * degree)
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

extension CompiledFunction.Step {
    /// The second operand, `secondScale·registers[second] + secondOffset`.
    @inline(__always)
    func second(_ r: UnsafeMutableBufferPointer<Double>) -> Double {
        secondScale * r[Int(second)] + secondOffset
    }
}

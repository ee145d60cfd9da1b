import BigInt
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unary operations (docs/behaviour.md §6, §10).
extension Number {
    /// `op(self)`, reading and writing angles in `angle`.
    ///
    /// Exact for `±`, `x²`, `1/x`, `x!`, `√` of a fraction of perfect squares, `∛` of one of perfect cubes, `log` of a
    /// power of ten, `ln(1)` and `eˣ` of 0; `Double` otherwise. Errors follow
    /// `CalculatorError`; a NaN result is outside the domain of the function, an infinite
    /// one is too large.
    ///
    /// Trigonometry (docs/behaviour.md §6): in degrees the angle is reduced modulo 360° exactly, and
    /// sin, cos, tan are exact where the answer is rational (`sin 30° = 1/2`,
    /// `tan 45° = 1`), `tan(90° + 180°·k)` is outside the domain, and the inverses give
    /// exact degrees at 0, ±1/2, ±1. In radians, a sin, cos or tan result smaller than
    /// 2⁻⁵⁰·|x| (for |x| < 2³⁰) is 0: it is only the rounding error of `x`.
    public func applying(_ op: UnaryOperation, angle: AngleUnit) -> Result<Number, CalculatorError> {
        if let error = Number.nonFinite(self, op.functionName) { return .failure(error) }
        switch op {
        case .negate:
            switch self {
            case .exact(let r): return .success(.exact(-r))
            case .approximate(let d): return .success(.approximate(-d))
            }
        case .square:
            return applying(.multiply, self)
        case .reciprocal:
            return Number(1).applying(.divide, self)
        case .factorial:
            return factorial()
        case .squareRoot:
            return squareRoot()
        case .cubeRoot:
            return cubeRoot()
        case .ln, .log:
            return logarithm(base10: op == .log)
        case .exp:
            if case .exact(let r) = self, r.isZero { return .success(Number(1)) }
            return Number.checked(exp(doubleValue), function: op.functionName)
        case .sin, .cos, .tan, .asin, .acos, .atan:
            return trigonometric(op, angle: angle)
        case .percent:
            return applying(.divide, Number(100))
        }
    }

    /// The largest whole number whose factorial is in the exact range (`3248!` is about
    /// 1.97e9997; `3249!` would be 6.4e10000).
    static let largestExactFactorial = 3248

    /// `n!` for whole `n ≥ 0`: exact up to `3248!` for an exact operand, a `Double` up to
    /// `170!` for an inexact one; beyond that "result too large", decided before any
    /// multiplication. A negative or fractional operand is outside the domain.
    private func factorial() -> Result<Number, CalculatorError> {
        let n: Int
        switch self {
        case .exact(let r):
            guard r.isInteger, r.signum >= 0 else { return .failure(.outsideDomain(function: "!")) }
            guard let i = r.intValue, i <= Number.largestExactFactorial else {
                return .failure(.resultTooLarge)
            }
            n = i
        case .approximate(let d):
            guard d >= 0, d.rounded(.towardZero) == d else {
                return .failure(.outsideDomain(function: "!"))
            }
            guard d <= 170 else { return .failure(.resultTooLarge) }  // 171! is beyond a Double
            n = Int(d)
        }
        // Multiply in machine words until they would overflow: a quarter as many big steps.
        var product = BigUInt(1)
        var chunk: UInt = 1
        if n > 1 {
            for k in 2...n {
                let (next, overflow) = chunk.multipliedReportingOverflow(by: UInt(k))
                if overflow {
                    product.multiply(byWord: chunk)
                    chunk = UInt(k)
                } else {
                    chunk = next
                }
            }
        }
        product.multiply(byWord: chunk)
        let exact = Rational(BigInt(product))
        return .success(isExact ? .exact(exact) : .approximate(exact.doubleValue))
    }

    /// `√x`: exact when numerator and denominator are perfect squares, else the correctly
    /// rounded `Double`.
    private func squareRoot() -> Result<Number, CalculatorError> {
        switch self {
        case .approximate(let d):
            if d < 0 { return .failure(.squareRootOfNegative) }
            return .success(.approximate(d.squareRoot()))
        case .exact(let r):
            if r.signum < 0 { return .failure(.squareRootOfNegative) }
            if r.isZero { return .success(.zero) }
            let n = r.numerator.magnitude
            let d = r.denominator.magnitude
            let rootN = n.squareRoot()
            let rootD = d.squareRoot()
            if rootN * rootN == n && rootD * rootD == d {
                return .success(.exact(Rational(BigInt(rootN), BigInt(rootD))))
            }
            // The root of an exact number beyond a Double's range can still be beyond it.
            return Number.checked(Number.roundedSquareRoot(n, d), function: "√")
        }
    }

    /// `√(n/d)` rounded once to the nearest `Double`, even when `n/d` itself is not a
    /// `Double` (so a tiny or long fraction loses nothing to a first rounding).
    private static func roundedSquareRoot(_ n: BigUInt, _ d: BigUInt) -> Double {
        // Scale by 4^k so the integer root has at least 56 bits, then append a sticky bit
        // when the root is inexact: the one rounding to 53 bits then sees the true side.
        let k = Swift.max(0, (112 - (n.bitWidth - d.bitWidth) + 1) / 2 + 1)
        let (q, remainder) = (n << (2 * k)).quotientAndRemainder(dividingBy: d)
        let root = q.squareRoot()
        let inexact = !remainder.isZero || root * root != q
        let sticky = (root << 1) + (inexact ? 1 : 0)
        return Rational(BigInt(sticky), BigInt(1) << (k + 1)).doubleValue
    }

    /// `∛x`: exact when numerator and denominator are perfect cubes, else the correctly
    /// rounded `Double`. Defined for negatives: `∛(−8)` is `−2`.
    private func cubeRoot() -> Result<Number, CalculatorError> {
        switch self {
        case .approximate(let d):
            // The C library's `cbrt` can be an ulp off (`cbrt(0.125)` is not 0.5): round
            // the exact value of `d` once instead.
            guard let r = Rational(exactly: d), !r.isZero else { return .success(.approximate(d)) }
            let root = Number.roundedCubeRoot(r.numerator.magnitude, r.denominator.magnitude)
            return .success(.approximate(r.signum < 0 ? -root : root))
        case .exact(let r):
            if r.isZero { return .success(.zero) }
            let negative = r.signum < 0
            let n = r.numerator.magnitude
            let d = r.denominator.magnitude
            let rootN = Number.integerCubeRoot(n)
            let rootD = Number.integerCubeRoot(d)
            if rootN * rootN * rootN == n && rootD * rootD * rootD == d {
                let root = Rational(BigInt(rootN), BigInt(rootD))
                return .success(.exact(negative ? -root : root))
            }
            // The root of an exact number beyond a Double's range can still be beyond it.
            let root = Number.roundedCubeRoot(n, d)
            return Number.checked(negative ? -root : root, function: UnaryOperation.cubeRoot.functionName)
        }
    }

    /// The largest whole number whose cube is at most `n`: Newton's method from a start
    /// above the root, which decreases until it reaches it.
    private static func integerCubeRoot(_ n: BigUInt) -> BigUInt {
        if n < 8 { return n.isZero ? 0 : 1 }
        var x = BigUInt(1) << ((n.bitWidth + 2) / 3)
        while true {
            let next = (2 * x + n / (x * x)) / 3
            if next >= x { return x }
            x = next
        }
    }

    /// `∛(n/d)` rounded once to the nearest `Double`, as `roundedSquareRoot` does for `√`.
    private static func roundedCubeRoot(_ n: BigUInt, _ d: BigUInt) -> Double {
        // Scale by 8^k so the integer root has at least 56 bits, then append a sticky bit
        // when the root is inexact: the one rounding to 53 bits then sees the true side.
        let k = Swift.max(0, (171 - (n.bitWidth - d.bitWidth) + 2) / 3 + 1)
        let (q, remainder) = (n << (3 * k)).quotientAndRemainder(dividingBy: d)
        let root = integerCubeRoot(q)
        let inexact = !remainder.isZero || root * root * root != q
        let sticky = (root << 1) + (inexact ? 1 : 0)
        return Rational(BigInt(sticky), BigInt(1) << (k + 1)).doubleValue
    }

    /// `ln x` or `log₁₀ x`; exact for `ln 1` and for `log` of an exact power of ten.
    private func logarithm(base10: Bool) -> Result<Number, CalculatorError> {
        let x = doubleValue
        if case .exact(let r) = self {
            if r.signum <= 0 { return .failure(.logarithmOfNonPositive) }
            if r == .one { return .success(.zero) }
            if base10, let p = Number.powerOfTen(r) { return .success(Number(p)) }
            if !x.isFinite || x == 0 {
                // Outside Double range: ln(n/d) = ln n − ln d from the parts.
                let ln = Number.naturalLog(r.numerator.magnitude) - Number.naturalLog(r.denominator.magnitude)
                return Number.checked(base10 ? ln / M_LN10 : ln, function: base10 ? "log" : "ln")
            }
        } else if x <= 0 {
            return .failure(.logarithmOfNonPositive)
        }
        return Number.checked(base10 ? log10(x) : log(x), function: base10 ? "log" : "ln")
    }

    /// `ln` of a positive integer of any size: shift it into `Double` range first.
    private static func naturalLog(_ n: BigUInt) -> Double {
        let shift = Swift.max(0, n.bitWidth - 64)
        return log(Double(n >> shift)) + Double(shift) * M_LN2
    }

    /// `p` when `r` is exactly `10^p`, else nil.
    private static func powerOfTen(_ r: Rational) -> Int? {
        let (whole, sign) = r.isInteger ? (r.numerator, 1) : (r.denominator, -1)
        guard r.isInteger || r.numerator == 1 else { return nil }
        let digits = whole.description
        guard digits.first == "1", digits.dropFirst().allSatisfy({ $0 == "0" }) else { return nil }
        return sign * (digits.count - 1)
    }
}

import BigInt
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Binary operations (docs/behaviour.md §6, §10).
extension Number {
    /// `self op rhs`: exact when both operands are exact for `+ − × ÷` and whole powers,
    /// otherwise a `Double` result.
    ///
    /// A `Double` result of `+ − × ÷` is the exact result of the operands' true values,
    /// rounded once — what IEEE arithmetic does for two `Double`s, and for an exact operand
    /// it keeps the exact value instead of rounding it first: `π − 3.14159265358979` is
    /// `3.11599796346854e−15`, not the `3.10862446895044e−15` of `π − Double(3.14159265358979)`
    /// (docs/behaviour.md §10). Powers with a `Double` operand or a fractional exponent use `pow`.
    /// An inexact sum or difference smaller than 2⁻⁵¹ of its larger operand is rounding
    /// noise and is 0 (docs/behaviour.md §6): `sin(45°) − 1 ÷ √(2)`.
    ///
    /// Errors: division by zero (also `0 ^ −n`), a negative base with a fractional exponent
    /// (`outsideDomain("^")`), an exact result outside `1e−9999`…`1e10000` and an inexact
    /// one beyond the `Double` range (`resultTooLarge`, `resultTooSmall`). Inexact results
    /// too small for a `Double` are 0. `0 ^ 0` is 1.
    public func applying(_ op: BinaryOperation, _ rhs: Number) -> Result<Number, CalculatorError> {
        if let error = Number.nonFinite(self, op.symbol) ?? Number.nonFinite(rhs, op.symbol) {
            return .failure(error)
        }
        if op == .divide && rhs.isZero { return .failure(.divisionByZero) }
        if op == .power {
            if case .exact(let a) = self, case .exact(let b) = rhs,
                let result = Number.exactPower(a, b)
            {
                return result
            }
            return Number.doublePower(doubleValue, rhs.doubleValue)
        }
        switch (self, rhs) {
        case (.exact(let a), .exact(let b)):
            if let refused = Number.refusedProduct(a, op, b) { return .failure(refused) }
            return Number.checked(Number.exact(a, op, b))
        case (.approximate(let x), .approximate(let y)):
            let value = op == .add ? x + y : op == .subtract ? x - y : op == .multiply ? x * y : x / y
            if op == .add || op == .subtract, abs(value) < 0x1p-51 * max(abs(x), abs(y)) {
                return .success(.approximate(0))
            }
            return Number.checked(value, function: op.symbol)
        default:
            guard let a = exactValue, let b = rhs.exactValue else {
                return .failure(.outsideDomain(function: op.symbol))  // non-finite: excluded above
            }
            if let refused = Number.refusedProduct(a, op, b) {
                return refused == .resultTooLarge ? .failure(refused) : .success(.approximate(0))
            }
            let exact = Number.exact(a, op, b)
            if op == .add || op == .subtract, Number.isCancellation(exact, a, b) {
                return .success(.approximate(0))
            }
            return Number.inexact(exact)
        }
    }

    /// True when `sum` (of `a` and `b`, or their difference) is below 2⁻⁵¹ of the larger
    /// operand's magnitude: nothing is left of it but the rounding error of the inexact one.
    private static func isCancellation(_ sum: Rational, _ a: Rational, _ b: Rational) -> Bool {
        let larger = Swift.max(a.magnitude, b.magnitude)
        return sum.magnitude * Rational(BigInt(1) << 51) < larger
    }

    /// The error for a product or quotient that its operands' sizes already put outside
    /// the exact range, so that it is never built; nil when it may be in range.
    private static func refusedProduct(_ a: Rational, _ op: BinaryOperation, _ b: Rational) -> CalculatorError? {
        guard op == .multiply || op == .divide, !a.isZero, !b.isZero else { return nil }
        let log2 = op == .multiply ? a.log2Magnitude + b.log2Magnitude : a.log2Magnitude - b.log2Magnitude
        switch ExactRange.place(estimatedLog2: log2) {
        case .above: return .resultTooLarge
        case .below: return .resultTooSmall
        case .inside, nil: return nil
        }
    }

    /// The error a non-finite `Double` operand stands for (the brain never makes one, but
    /// `Number` is a public enum): NaN is outside the domain, ±∞ too large.
    static func nonFinite(_ n: Number, _ function: String) -> CalculatorError? {
        guard case .approximate(let d) = n, !d.isFinite else { return nil }
        return d.isNaN ? .outsideDomain(function: function) : .resultTooLarge
    }

    /// True for exact zero and for `±0.0`.
    var isZero: Bool {
        switch self {
        case .exact(let r): r.isZero
        case .approximate(let d): d == 0
        }
    }

    /// `a op b` for `+ − × ÷` (b nonzero for `÷`).
    private static func exact(_ a: Rational, _ op: BinaryOperation, _ b: Rational) -> Rational {
        op == .add ? a + b : op == .subtract ? a - b : op == .multiply ? a * b : a / b
    }

    /// `base ^ exponent` exactly, when the exponent is whole; nil to let the caller compute
    /// it as a `Double`. The result's size is estimated from the operands before anything
    /// is built, so `10 ^ 10 ^ 10` is refused at once: a magnitude outside the exact range
    /// is an error, and a result longer than `maximumExactBits` is inexact.
    private static func exactPower(_ base: Rational, _ exponent: Rational) -> Result<Number, CalculatorError>? {
        guard exponent.isInteger else { return nil }
        if exponent.isZero { return .success(Number(1)) }  // 0 ^ 0 is 1 too
        let negativeExponent = exponent.signum < 0
        if base.isZero {
            return negativeExponent ? .failure(.divisionByZero) : .success(.zero)
        }
        if base == .one { return .success(Number(1)) }
        if base == -.one {
            let odd = exponent.numerator.magnitude[bitAt: 0]
            return .success(Number(odd ? -1 : 1))
        }
        // For a base within 2⁻⁶⁴ of 1 and a huge exponent this is 0 · ∞ = NaN, which
        // decides nothing: such powers go to `pow` below.
        let log2 = base.log2Magnitude * Double(exponent.numerator)
        switch ExactRange.place(estimatedLog2: log2) {
        case .above: return .failure(.resultTooLarge)
        case .below: return .failure(.resultTooSmall)
        case .inside, nil: break
        }
        // Near a bound or inside: the exponent is a few tens of thousands at most.
        // The result's numerator and denominator have |n|·log₂ of the base's (`10 ^ 9999`
        // has 33,216 bits, not 4 · 9999).
        guard let n = exponent.intValue,
            Double(n.magnitude) * base.log2LongerPart < Double(maximumExactBits)
        else { return nil }
        return checked(base.power(n))
    }

    /// `x ^ y` in `Double`, with the calculator's errors (a result too small for a
    /// `Double` is 0).
    private static func doublePower(_ x: Double, _ y: Double) -> Result<Number, CalculatorError> {
        if y == 0 { return .success(.approximate(1)) }
        if x == 0 && y < 0 { return .failure(.divisionByZero) }
        if x < 0 && y.rounded(.towardZero) != y { return .failure(.outsideDomain(function: "^")) }
        return checked(pow(x, y), function: "^")
    }

    /// Applies the range rules to a `Double` result: infinity is "result too large", NaN is
    /// outside the domain of `function`.
    static func checked(_ value: Double, function: String) -> Result<Number, CalculatorError> {
        if value.isNaN { return .failure(.outsideDomain(function: function)) }
        if value.isInfinite { return .failure(.resultTooLarge) }
        return .success(.approximate(value))
    }
}

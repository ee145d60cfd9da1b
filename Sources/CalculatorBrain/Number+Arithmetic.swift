#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Binary operations (SPEC §6, §10).
extension Number {
    /// `self op rhs`: exact when both operands are exact for `+ − × ÷` and whole powers,
    /// otherwise a `Double` result.
    ///
    /// A `Double` result of `+ − × ÷` is the exact result of the operands' true values,
    /// rounded once — what IEEE arithmetic does for two `Double`s, and for an exact operand
    /// it keeps the exact value instead of rounding it first: `π − 3.14159265358979` is
    /// `3.11599796346854e−15`, not the `3.10862446895044e−15` of `π − Double(3.14159265358979)`
    /// (SPEC §10). Powers with a `Double` operand or a fractional exponent use `pow`.
    ///
    /// Errors: division by zero (also `0 ^ −n`), a negative base with a fractional exponent
    /// (`outsideDomain("^")`), and any result beyond the `Double` range (`resultTooLarge`).
    /// Results too small for a `Double` are 0. `0 ^ 0` is 1.
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
            return Number.checked(Number.exact(a, op, b))
        case (.approximate(let x), .approximate(let y)):
            let value = op == .add ? x + y : op == .subtract ? x - y : op == .multiply ? x * y : x / y
            return Number.checked(value, function: op.symbol)
        default:
            guard let a = exactValue, let b = rhs.exactValue else {
                return .failure(.outsideDomain(function: op.symbol))  // non-finite: excluded above
            }
            return Number.checked(Number.exact(a, op, b)).map { .approximate($0.doubleValue) }
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

    /// `base ^ exponent` exactly, when the exponent is whole and the result small enough to
    /// keep exact; nil to let the caller compute it as a `Double`.
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
        // Estimate the size before computing, so `2 ^ 1000000` never builds a huge BigInt.
        guard let n = exponent.intValue, n.magnitude <= UInt(maximumExactBits),
            base.bitWidth * Int(n.magnitude) <= 2 * maximumExactBits
        else { return nil }
        return checked(base.power(n))
    }

    /// `x ^ y` in `Double`, with the calculator's errors.
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

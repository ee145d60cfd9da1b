import BigInt

/// Binary operations (docs/behaviour.md §6, §10).
extension Number {
    /// `self op rhs`: exact when both operands are exact for `+ − × ÷` and whole powers,
    /// otherwise a `Real` result computed from the operands' true values until its digits
    /// are certain: `π − 3.14159265358979` is `3.23846264338328e−15`.
    /// A sum or difference that cannot be told from 0 at the precision limit is 0
    /// (docs/behaviour.md §6): `sin(45°) − 1 ÷ √(2)`, `π − π`.
    ///
    /// Errors: division by zero (also `0 ^ −n`), a negative base with an exponent that is
    /// not a whole number (`outsideDomain("^")`), an exact result outside
    /// `1e−9999`…`1e10000` and an inexact one beyond the `Double` range (`resultTooLarge`,
    /// `resultTooSmall`). Inexact results too small for a `Double` are 0. `0 ^ 0` is 1.
    public func applying(_ op: BinaryOperation, _ rhs: Number) -> Result<Number, CalculatorError> {
        if let error = Number.nonFinite(self, op.symbol) ?? Number.nonFinite(rhs, op.symbol) {
            return .failure(error)
        }
        return op.entry.exact(self, rhs)
    }

    /// `self op rhs` for `+ − × ÷`.
    func arithmetic(_ op: BinaryOperation, _ rhs: Number) -> Value {
        if op == .divide && rhs.isZero { return .failure(.divisionByZero) }
        if case .exact(let a) = self, case .exact(let b) = rhs {
            if let refused = Number.refusedProduct(a, op, b) { return .failure(refused) }
            return Number.checked(Number.exact(a, op, b))
        }
        if op == .multiply && (isZero || rhs.isZero) { return .success(.approximate(0)) }
        return Real.make(.binary(op, realOperand, rhs.realOperand), function: op.symbol)
    }

    /// `self ^ rhs`: exact for exact operands where the power is.
    func power(_ rhs: Number) -> Value {
        if case .exact(let a) = self, case .exact(let b) = rhs, let result = Number.exactPower(a, b) {
            return result
        }
        return Number.inexactPower(self, rhs)
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
        guard case .approximate(let a) = n, !a.double.isFinite else { return nil }
        let d = a.double
        return d.isNaN ? .outsideDomain(function: function) : .resultTooLarge
    }

    /// True for exact zero and for `±0.0`.
    var isZero: Bool {
        switch self {
        case .exact(let r): r.isZero
        case .approximate(let a): a.double == 0
        }
    }

    /// `a op b` for `+ − × ÷` (b nonzero for `÷`).
    private static func exact(_ a: Rational, _ op: BinaryOperation, _ b: Rational) -> Rational {
        op == .add ? a + b : op == .subtract ? a - b : op == .multiply ? a * b : a / b
    }

    /// `base ^ exponent` exactly, when the exponent is whole; nil to let the caller compute
    /// it inexactly. The result's size is estimated from the operands before anything
    /// is built, so `10 ^ 10 ^ 10` is refused at once: a magnitude outside the exact range
    /// is an error, and a result longer than `maximumExactBits` is inexact.
    private static func exactPower(_ base: Rational, _ exponent: Rational) -> Result<Number, CalculatorError>? {
        guard exponent.isInteger else { return exactRoot(base, exponent) }
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
        // decides nothing: such powers are computed inexactly.
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

    /// `x ^ y` for an inexact operand or a power not kept exactly.
    private static func inexactPower(_ x: Number, _ y: Number) -> Result<Number, CalculatorError> {
        if y.isZero { return .success(.approximate(1)) }
        if x.isZero {
            return y.doubleValue < 0 ? .failure(.divisionByZero) : .success(.approximate(0))
        }
        return Real.make(.binary(.power, x.realOperand, y.realOperand), function: "^")
    }
}

import BigInt

/// Logarithms to a base (docs/behaviour.md §15): `log(x; b)` and `log₂ x`, exact when the
/// result is rational (`log(8; 2)` is 3, `log(4; 8)` is 2/3), a certain `Real` otherwise.
extension Number {
    /// log_b of the value. A base that is not positive, or is 1, is outside the domain;
    /// so is the logarithm of zero or a negative number.
    func logarithm(base b: Number) -> Value {
        if case .exact(let base) = b, base.signum <= 0 || base == .one {
            return .failure(.outsideDomain(function: BinaryOperation.logBase.symbol))
        }
        if case .exact(let x) = self {
            if x.signum <= 0 { return .failure(.logarithmOfNonPositive) }
            if x == .one { return .success(.zero) }
            if case .exact(let base) = b, let q = Number.rationalLogarithm(x, base: base) { return .success(.exact(q)) }
        }
        return Real.make(.binary(.logBase, realOperand, b.realOperand), function: BinaryOperation.logBase.symbol)
    }

    /// `log₂ x`.
    func binaryLogarithm() -> Value {
        if case .exact(let x) = self {
            if x.signum <= 0 { return .failure(.logarithmOfNonPositive) }
            if let q = Number.rationalLogarithm(x, base: Rational(2)) { return .success(.exact(q)) }
        }
        return Real.make(.unary(.log2, .radians, realOperand), function: UnaryOperation.log2.functionName)
    }

    /// p/q when x^q = base^p with q ≤ 64 (x, base positive, base ≠ 1): the candidates
    /// are the continued fraction's convergents of the ratio of sizes, each checked
    /// exactly, so a rational answer is never a rounding.
    static func rationalLogarithm(_ x: Rational, base: Rational) -> Rational? {
        let lx = x.log2Magnitude, lb = base.log2Magnitude
        guard lb != 0, lx.isFinite, lb.isFinite else { return nil }
        var rest = lx / lb
        var (p0, q0, p1, q1) = (0, 1, 1, 0)  // convergents p/q before the current
        for _ in 0..<12 {
            guard rest.isFinite, Swift.abs(rest) < 1e6 else { return nil }
            let a = Int(rest.rounded(.down))
            (p0, q0, p1, q1) = (p1, q1, a * p1 + p0, a * q1 + q0)
            guard q1 <= 64 else { return nil }
            // Both sides have at most this many bits: keep the check cheap.
            if Double(Swift.abs(p1)) * base.log2LongerPart < 100_000, Double(q1) * x.log2LongerPart < 100_000,
               x.power(q1) == base.power(p1) {
                return Rational(BigInt(p1), BigInt(q1))
            }
            let fraction = rest - Double(a)
            guard fraction > 1e-12 else { return nil }
            rest = 1 / fraction
        }
        return nil
    }
}

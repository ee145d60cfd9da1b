import BigInt

/// Powers with an exact fractional exponent p/q (docs/behaviour.md §6): exact when the
/// base is a perfect q-th power (`8^(2/3)` is 4, `(−32)^(3/5)` is −8); a negative base
/// has a real root only for an odd q (`(−8)^(1/3)` is −2, `(−8)^(1/2)` is outside the
/// domain). Other odd roots of negatives are computed inexactly (`Real.make`).
extension Number {
    /// The largest q tried for an exact root: beyond it the base would need more than
    /// 64 times as many bits as its root to be a perfect power worth the search.
    static let largestExactRoot = 64

    /// `base ^ (p/q)` for a fraction p/q in lowest terms (q > 1): the error of an even root
    /// of a negative base, the exact power of an exact root, or nil to compute it inexactly.
    static func exactRoot(_ base: Rational, _ exponent: Rational) -> Result<Number, CalculatorError>? {
        let q = exponent.denominator
        let odd = q.magnitude[bitAt: 0]
        if base.signum < 0 && !odd { return .failure(.outsideDomain(function: "^")) }
        if base.isZero { return exponent.signum < 0 ? .failure(.divisionByZero) : .success(.zero) }
        guard let k = q.magnitude.bitWidth < 16 ? Int(q) : nil, k <= largestExactRoot,
              let n = integerRoot(base.numerator.magnitude, k), let d = integerRoot(base.denominator.magnitude, k)
        else { return nil }
        let root = Rational(base.signum < 0 ? -BigInt(n) : BigInt(n), BigInt(d))
        return Number.exact(root).applying(.power, .exact(Rational(exponent.numerator)))
    }

    /// The k-th root of `n` when `n` is a perfect k-th power, else nil: Newton's method
    /// from above, which decreases to ⌊n^(1/k)⌋.
    private static func integerRoot(_ n: BigUInt, _ k: Int) -> BigUInt? {
        if n < 2 { return n }
        var x = BigUInt(1) << ((n.bitWidth + k - 1) / k)
        while true {
            let next = (BigUInt(k - 1) * x + n / x.power(k - 1)) / BigUInt(k)
            if next >= x { break }
            x = next
        }
        return x.power(k) == n ? x : nil
    }
}

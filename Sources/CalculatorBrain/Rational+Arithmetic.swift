import BigInt

/// Exact arithmetic. Each operator first tries machine-word arithmetic with overflow
/// checks (the common case: small operands) and falls back to GMP only on overflow.
extension Rational {
    /// The negated value.
    public static prefix func - (x: Rational) -> Rational {
        switch x.storage {
        case .small(let n, let d): Rational(reducedSmall: -n, d)  // n is never Int.min
        case .big(let n, let d): Rational(reducedNumerator: -n, denominator: d)
        }
    }

    /// The exact sum.
    public static func + (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage,
            let sum = smallSum(an, ad, bn, bd)
        {
            return sum
        }
        let (n, d) = GMP.sum(a.numerator, a.denominator, b.numerator, b.denominator)
        return Rational(reducedNumerator: n, denominator: d)
    }

    /// The exact difference.
    public static func - (a: Rational, b: Rational) -> Rational {
        a + -b
    }

    /// The exact product.
    public static func * (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage,
            let product = smallProduct(an, ad, bn, bd)
        {
            return product
        }
        // GMP cross-reduces, so its gcds are of the operands' size, not the product's.
        let (n, d) = GMP.product(a.numerator, a.denominator, b.numerator, b.denominator)
        return Rational(reducedNumerator: n, denominator: d)
    }

    /// The exact quotient. Dividing by zero is a programming error: `Number` reports it as
    /// `CalculatorError.divisionByZero` before calling this.
    public static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "Rational division by zero")
        return a * b.reciprocal
    }

    /// `1 / self`; must not be zero.
    public var reciprocal: Rational {
        precondition(!isZero, "Reciprocal of zero")
        switch storage {
        case .small(let n, let d):
            return n < 0 ? Rational(reducedSmall: -d, -n) : Rational(reducedSmall: d, n)
        case .big(let n, let d):
            return n.sign == .minus
                ? Rational(reducedNumerator: -d, denominator: -n)
                : Rational(reducedNumerator: d, denominator: n)
        }
    }

    /// `self` raised to a whole power (negative powers of zero are a programming error).
    /// The caller bounds the size (see `Number.applying`): the result has about
    /// `bitWidth × |exponent|` bits.
    public func power(_ exponent: Int) -> Rational {
        if exponent == 0 { return .one }
        if exponent < 0 { return reciprocal.power(-exponent) }
        // Reduced stays reduced: powers of coprime numbers are coprime.
        return Rational(reducedNumerator: numerator.power(exponent),
                        denominator: denominator.power(exponent))
    }

    /// `an/ad + bn/bd` in `Int`, or nil on overflow.
    private static func smallSum(_ an: Int, _ ad: Int, _ bn: Int, _ bd: Int) -> Rational? {
        if ad == 1 && bd == 1 {
            let (s, o) = an.addingReportingOverflow(bn)
            return o ? nil : Rational(reducedSmall: s, 1)
        }
        // an/ad + bn/bd = (an·(bd/g) + bn·(ad/g)) / (ad/g · bd) with g = gcd(ad, bd).
        let g = Int(gcd(ad.magnitude, bd.magnitude))
        let (x, o1) = an.multipliedReportingOverflow(by: bd / g)
        let (y, o2) = bn.multipliedReportingOverflow(by: ad / g)
        let (n, o3) = x.addingReportingOverflow(y)
        let (d, o4) = (ad / g).multipliedReportingOverflow(by: bd)
        if o1 || o2 || o3 || o4 || n == .min { return nil }
        return Rational(small: n, d)
    }

    /// `an/ad × bn/bd` in `Int`, or nil on overflow. Cross-reducing first keeps the
    /// result reduced without a final gcd.
    private static func smallProduct(_ an: Int, _ ad: Int, _ bn: Int, _ bd: Int) -> Rational? {
        let g1 = Int(gcd(an.magnitude, bd.magnitude))
        let g2 = Int(gcd(bn.magnitude, ad.magnitude))
        let (n, o1) = (an / g1).multipliedReportingOverflow(by: bn / g2)
        let (d, o2) = (ad / g2).multipliedReportingOverflow(by: bd / g1)
        if o1 || o2 || n == .min { return nil }
        return Rational(reducedSmall: n, d)
    }
}

extension Rational: Comparable {
    /// Orders by value.
    public static func < (a: Rational, b: Rational) -> Bool {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            // an/ad < bn/bd  ⟺  an·bd < bn·ad (denominators positive), in 128 bits.
            return Int128(an) * Int128(bd) < Int128(bn) * Int128(ad)
        }
        return a.numerator * b.denominator < b.numerator * a.denominator
    }
}

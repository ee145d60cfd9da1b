import BigInt

/// The simplest fraction in an interval: the one with the smallest denominator (and then
/// the smallest numerator), found from the continued fractions of the interval's ends
/// (docs/behaviour.md §17: the `≈` fraction of a value the display rounds).
enum SimplestRational {
    /// The simplest fraction strictly between `low` and `high` (0 ≤ `low` < `high`).
    ///
    /// The continued fraction of the answer follows those of the two ends while their
    /// whole parts agree; at the first place they differ it takes the smallest whole
    /// number strictly inside, which is what makes its denominator the smallest. A loop,
    /// not a recursion: each step takes one term, and the terms are as many as those of
    /// the ends' continued fractions (about 2.4 per decimal digit of their denominators).
    static func between(_ low: Rational, _ high: Rational) -> Rational {
        precondition(low.signum >= 0 && low < high)
        var terms: [BigInt] = []
        var low = low
        var high: Rational? = high  // nil: no upper end (∞)
        while true {
            let whole = floor(low)
            // The smallest whole number above `low` is inside when it is below `high`.
            if high.map({ Rational(whole + 1) < $0 }) ?? true {
                terms.append(whole + 1)
                break
            }
            terms.append(whole)
            // Both ends in (whole, whole + 1]: continue with the reciprocals of their rests,
            // which swap places.
            let lowRest = low - Rational(whole)
            let highRest = high! - Rational(whole)
            low = Rational.one / highRest
            high = lowRest.isZero ? nil : Rational.one / lowRest
        }
        // [t0; t1, …, tn] from the last term back: p/q = t + 1/(p'/q').
        var numerator = terms.last!, denominator = BigInt(1)
        for term in terms.dropLast().reversed() {
            (numerator, denominator) = (term * numerator + denominator, numerator)
        }
        return Rational(numerator, denominator)
    }

    /// ⌊x⌋ for x ≥ 0.
    private static func floor(_ x: Rational) -> BigInt {
        x.numerator / x.denominator
    }
}

extension Rational {
    /// The simplest fraction (smallest denominator) in the closed interval `low…high`:
    /// where a graph's jump lies between two neighbouring `Double`s, the number it is at
    /// (`floor(10x)` jumps at 1/10, which no `Double` is).
    public static func simplest(from low: Rational, through high: Rational) -> Rational {
        precondition(low <= high)
        if low.signum <= 0 && high.signum >= 0 { return .zero }
        if high.signum < 0 { return -simplest(from: -high, through: -low) }
        let inside = low < high ? [SimplestRational.between(low, high)] : []
        return ([low, high] + inside).min { $0.denominator < $1.denominator }!
    }
}

import BigInt

/// A greatest common divisor fast enough for the exact range (docs/behaviour.md §6): numbers of tens of
/// thousands of bits. `BigUInt.greatestCommonDivisor` is Stein's binary algorithm, one
/// pass over the whole number per bit removed (a quarter of a second for two 33,000-bit
/// numbers, even when one of them is 1); Lehmer's algorithm works on the leading 62 bits
/// in machine words and touches the big numbers once per ~30 bits of progress.
extension BigUInt {
    /// gcd(self, other); gcd(0, 0) is 0.
    func lehmerGCD(_ other: BigUInt) -> BigUInt {
        var (a, b) = self >= other ? (self, other) : (other, self)
        if b.isZero { return a }
        if b == 1 { return 1 }
        while a.bitWidth > UInt.bitWidth {
            if b.isZero { return a }
            let (cofactors, steps) = Self.lehmerCofactors(a, b)
            if steps == 0 {
                // The leading bits could not decide the quotient: one full division step.
                (a, b) = (b, a % b)
                continue
            }
            let (A, B, C, D) = cofactors
            // The cofactors alternate in sign; Lehmer's theory makes each difference
            // non-negative. `difference` keeps a violated expectation from trapping.
            if steps % 2 == 1 {
                (a, b) = (Self.difference(b.multiplied(byWord: A), a.multiplied(byWord: B)),
                          Self.difference(a.multiplied(byWord: D), b.multiplied(byWord: C)))
            } else {
                (a, b) = (Self.difference(a.multiplied(byWord: A), b.multiplied(byWord: B)),
                          Self.difference(b.multiplied(byWord: D), a.multiplied(byWord: C)))
            }
            if a < b { swap(&a, &b) }
        }
        // Both fit in a word now.
        var (x, y) = (UInt(a), UInt(b))
        while y != 0 { (x, y) = (y, x % y) }
        return BigUInt(x)
    }

    /// The cofactors of as many Euclid steps as the leading 62 bits of `a` (and the same
    /// bits of `b`) decide, by Jebelean's condition, and the number of those steps.
    private static func lehmerCofactors(_ a: BigUInt, _ b: BigUInt)
        -> (cofactors: (UInt, UInt, UInt, UInt), steps: Int)
    {
        let shift = a.bitWidth - 62
        var x = Int(a >> shift)
        var y = Int(b >> shift)
        // The cofactors stay near √x (the loop stops before they pass it), so the products
        // below fit; the overflow checks only make that certain.
        var (A, B, C, D) = (1, 0, 0, 1)
        var steps = 0
        while y - C != 0 {
            let q = (x + (A - 1)) / (y - C)
            let (qD, overflowD) = q.multipliedReportingOverflow(by: D)
            let (qy, overflowY) = q.multipliedReportingOverflow(by: y)
            if overflowD || overflowY { break }
            let s = B + qD
            let t = x - qy
            let (qC, overflowC) = q.multipliedReportingOverflow(by: C)
            if s > t || overflowC { break }
            (x, y) = (y, t)
            (A, B, C, D) = (D, C, s, A + qC)
            steps += 1
        }
        return ((UInt(A), UInt(B), UInt(C), UInt(D)), steps)
    }

    /// `x − y`, or `y − x` if that is the non-negative one.
    private static func difference(_ x: BigUInt, _ y: BigUInt) -> BigUInt {
        x >= y ? x - y : y - x
    }
}

import BigInt
import CMPFR

/// GNU GMP (linked through MPFR) for the exact arithmetic whose cost grows faster than the
/// numbers: the big fractions' sums, products and reductions, and gcds. `BigInt` stays
/// `Rational`'s storage — a Swift value, hashable and sendable, with nothing to free — and
/// each operation copies its operands into GMP and its result back, which costs a pass
/// over the words against GMP's far faster multiplication and gcd (docs/performance.md,
/// "Exact arithmetic"). Every GMP value lives inside one call here.
enum GMP {
    /// Calls `body` with a GMP integer equal to `n`, freed afterwards.
    @discardableResult
    static func withInteger<T>(_ n: BigInt, _ body: (mpz_ptr) -> T) -> T {
        let z = mpz_ptr.allocate(capacity: 1)
        cmpfr_z_init(z)
        defer {
            cmpfr_z_clear(z)
            z.deallocate()
        }
        set(z, n)
        return body(z)
    }

    /// The integer `z` holds.
    static func integer(_ z: mpz_ptr) -> BigInt {
        let count = cmpfr_z_word_count(z)
        guard count > 0 else { return 0 }
        var words = [UInt](repeating: 0, count: count)
        words.withUnsafeMutableBufferPointer { cmpfr_z_get_words(z, $0.baseAddress) }
        let magnitude = BigUInt(words: words)
        return cmpfr_z_sgn(z) < 0 ? -BigInt(magnitude) : BigInt(magnitude)
    }

    /// `n / d` in lowest terms, the denominator positive; `d` must not be zero.
    static func reduced(_ n: BigInt, _ d: BigInt) -> (numerator: BigInt, denominator: BigInt) {
        withFractions(1) { q in
            set(q, n, d)
            cmpfr_q_canonicalize(q)
            return parts(q)
        }
    }

    /// The sum of two fractions in lowest terms (denominators positive), in lowest terms.
    static func sum(_ an: BigInt, _ ad: BigInt, _ bn: BigInt, _ bd: BigInt) -> (numerator: BigInt, denominator: BigInt) {
        withFractions(3) { q in
            set(q, an, ad)
            set(q + 1, bn, bd)
            cmpfr_q_add(q + 2, q, q + 1)
            return parts(q + 2)
        }
    }

    /// The product of two fractions in lowest terms (denominators positive), in lowest terms.
    static func product(_ an: BigInt, _ ad: BigInt, _ bn: BigInt, _ bd: BigInt) -> (numerator: BigInt, denominator: BigInt) {
        withFractions(3) { q in
            set(q, an, ad)
            set(q + 1, bn, bd)
            cmpfr_q_mul(q + 2, q, q + 1)
            return parts(q + 2)
        }
    }

    /// gcd(a, b); gcd(0, 0) is 0.
    static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        withInteger(BigInt(a)) { x in
            withInteger(BigInt(b)) { y in
                cmpfr_z_gcd(x, x, y)
                return integer(x).magnitude
            }
        }
    }

    private static func set(_ z: mpz_ptr, _ n: BigInt) {
        let words = Array(n.magnitude.words)
        words.withUnsafeBufferPointer { cmpfr_z_set_words(z, $0.baseAddress, $0.count, n.sign == .minus ? 1 : 0) }
    }

    private static func set(_ q: mpq_ptr, _ n: BigInt, _ d: BigInt) {
        set(cmpfr_q_num(q), n)
        set(cmpfr_q_den(q), d)
    }

    private static func parts(_ q: mpq_ptr) -> (numerator: BigInt, denominator: BigInt) {
        (integer(cmpfr_q_num(q)), integer(cmpfr_q_den(q)))
    }

    /// Calls `body` with `count` GMP fractions (0), freed afterwards.
    private static func withFractions<T>(_ count: Int, _ body: (mpq_ptr) -> T) -> T {
        let q = mpq_ptr.allocate(capacity: count)
        for i in 0..<count { cmpfr_q_init(q + i) }
        defer {
            for i in 0..<count { cmpfr_q_clear(q + i) }
            q.deallocate()
        }
        return body(q)
    }
}

import BigInt
import CMPFR

/// A closed interval of MPFR numbers at one precision (an MPFI value): every operation
/// rounds its lower end down and its upper end up, so the true value of what it stands
/// for is always inside.
///
/// Filled in while it is computed, then only read: a cached interval (`RealNode`) is
/// never changed again, which is what makes sharing it between threads safe.
///
/// Swift may free an object right after the last use of a reference to it, which for an
/// `Interval` can be the reading of `pointer`: a function that passes an interval's
/// pointer on keeps the interval alive to its end (`withExtendedLifetime`).
final class Interval: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<__mpfi_struct>

    /// A new interval of `precision` bits, not yet set (NaN).
    init(precision: Int) {
        pointer = .allocate(capacity: 1)
        mpfi_init2(pointer, mpfr_prec_t(precision))
    }

    deinit {
        mpfi_clear(pointer)
        pointer.deallocate()
    }

    /// The precision in bits.
    var precision: Int { Int(mpfi_get_prec(pointer)) }

    /// The interval holding `r` (exactly, when `precision` holds its numerator and
    /// denominator and the quotient is a binary fraction; else as tightly as it can).
    convenience init(_ r: Rational, precision: Int) {
        self.init(precision: precision)
        set(r)
    }

    /// Sets the interval to hold `r`: numerator and denominator enter MPFR exactly and are
    /// divided with outward rounding.
    func set(_ r: Rational) {
        switch r.storage {
        case .small(let n, let d):
            mpfi_set_si(pointer, n)
            if d != 1 { mpfi_div_si(pointer, pointer, d) }
        case .big(let n, let d):
            GMP.withInteger(n) { mpfi_set_z(pointer, $0) }
            if d != 1 { GMP.withInteger(d) { mpfi_div_z(pointer, pointer, $0) } }
        }
    }

    /// 1 when the whole interval is above 0, −1 below, 0 when it holds 0, nil when it is
    /// not a number.
    var sign: Int? {
        let s = cmpfr_i_sign(pointer)
        return s == 2 ? nil : Int(s)
    }

    /// Both ends are finite.
    var isBounded: Bool { cmpfr_i_bounded(pointer) != 0 }

    /// The interval is the single point 0.
    var isZero: Bool { cmpfr_i_is_zero(pointer) != 0 }

    /// The lower and upper ends rounded to the nearest `Double`.
    var doubles: (lower: Double, upper: Double) {
        (mpfr_get_d(cmpfr_i_left(pointer), MPFR_RNDN), mpfr_get_d(cmpfr_i_right(pointer), MPFR_RNDN))
    }

    /// The `Double` nearest to every point of the interval, or nil when two points have
    /// different nearest `Double`s.
    var certainDouble: Double? {
        let (lower, upper) = doubles
        return lower == upper ? lower : nil
    }

    /// The midpoint rounded to the nearest `Double`.
    var middleDouble: Double {
        let middle = Interval(precision: precision + 1)
        defer { withExtendedLifetime(middle) {} }  // its pointer is used past its last use
        mpfi_mid(cmpfr_i_left(middle.pointer), pointer)
        return mpfr_get_d(cmpfr_i_left(middle.pointer), MPFR_RNDN)
    }

    /// Both ends are finite and within 2^−`bits` of 0.
    func isNearZero(within bits: Int) -> Bool {
        guard isBounded else { return false }
        return [cmpfr_i_left(pointer), cmpfr_i_right(pointer)].allSatisfy { (end: mpfr_ptr?) in
            mpfr_zero_p(end) != 0 || mpfr_get_exp(end) <= -bits
        }
    }

    /// Bounded, not holding 0, and narrower than 2^−`bits` times its smaller end's size.
    func isNarrow(relative bits: Int) -> Bool {
        guard isBounded, let s = sign, s != 0 else { return false }
        let width = Interval(precision: 64)
        defer { withExtendedLifetime(width) {} }  // its pointer is used past its last use
        let diameter = cmpfr_i_left(width.pointer)
        mpfi_diam_abs(diameter, pointer)
        if mpfr_zero_p(diameter) != 0 { return true }
        // |end| ≥ 2^(e − 1) and width < 2^w: narrow when w ≤ e − 1 − bits.
        let smaller = Swift.min(mpfr_get_exp(cmpfr_i_left(pointer)), mpfr_get_exp(cmpfr_i_right(pointer)))
        return Int(mpfr_get_exp(diameter)) <= Int(smaller) - 1 - bits
    }

    /// The significant digits of every point of the interval rounded half away from zero
    /// to `digits` digits (without trailing zeros) and the decimal exponent of the first,
    /// or nil when two points round differently (or the interval holds 0 or is unbounded).
    /// With `middle`, those of the midpoint instead: the answer at the precision limit.
    func roundedDigits(_ digits: Int, middle: Bool = false) -> (digits: String, exponent: Int)? {
        guard isBounded, let s = sign, s != 0 else { return nil }
        let p = precision + 8
        let magnitude = Interval(precision: p)
        if middle {
            mpfi_mid(cmpfr_i_left(magnitude.pointer), pointer)
            mpfi_set_fr(magnitude.pointer, cmpfr_i_left(magnitude.pointer))
            if s < 0 { mpfi_neg(magnitude.pointer, magnitude.pointer) }
        } else {
            mpfi_abs(magnitude.pointer, pointer)
        }
        // |x| in [2^(e−1), 2^e): a first guess of ⌊log₁₀|x|⌋, corrected below.
        let e = Int(mpfr_get_exp(cmpfr_i_left(magnitude.pointer)))
        var exponent = Int((Double(e - 1) * 0.30102999566398120).rounded(.down))
        let scaled = Interval(precision: p)
        let lower = Interval(precision: 64)
        defer { withExtendedLifetime((magnitude, scaled, lower)) {} }
        for _ in 0..<4 {
            // |x| · 10^(digits − 1 − exponent) should lie in [10^(digits−1), 10^digits).
            let shift = digits - 1 - exponent
            GMP.withInteger(BigInt(10).power(abs(shift))) { power in
                if shift >= 0 {
                    mpfi_mul_z(scaled.pointer, magnitude.pointer, power)
                } else {
                    mpfi_div_z(scaled.pointer, magnitude.pointer, power)
                }
            }
            // Both ends rounded to whole numbers, halves away from zero (mpfr_round).
            let left = cmpfr_i_left(lower.pointer), right = cmpfr_i_right(lower.pointer)
            mpfr_round(left, cmpfr_i_left(scaled.pointer))
            mpfr_round(right, cmpfr_i_right(scaled.pointer))
            guard mpfr_equal_p(left, right) != 0 else { return nil }
            let whole = UInt64(mpfr_get_ui(left, MPFR_RNDN))
            let low = Interval.powersOfTen[digits - 1], high = Interval.powersOfTen[digits]
            if whole < low {
                exponent -= 1
            } else if whole > high {
                exponent += 1
            } else if whole == high {
                return ("1", exponent + 1)  // 9.99…95 rounded up to 10
            } else {
                var text = String(whole)
                while text.last == "0" { text.removeLast() }
                return (text, exponent)
            }
        }
        return nil
    }

    /// 10^0 … 10^15.
    private static let powersOfTen: [UInt64] = (0...15).map { k in
        (0..<k).reduce(UInt64(1)) { value, _ in value * 10 }
    }
}

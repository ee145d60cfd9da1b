import BigInt
import CMPFR

extension Real {
    /// |value| · 10^`decimals` rounded once, half away from zero, to a whole number, as
    /// fixed notation shows it (docs/behaviour.md §17); computed to the precision that
    /// makes it certain, like the display's digits (at the precision limit, that of the
    /// middle of the interval). Nil when it has more than 15 digits, and for a value that
    /// is a `Double` exactly (its own exact value is used instead).
    func roundedScaled(decimals: Int) -> UInt64? {
        guard let node else { return nil }
        var precision = Real.firstPrecision
        while true {
            let interval = node.enclosure(precision)
            switch interval.roundedScaled(decimals: decimals, middle: false) {
            case .certain(let whole): return whole
            case .tooLong: return nil
            case .uncertain: break
            }
            if precision >= Real.precisionLimit {
                if case .certain(let whole) = interval.roundedScaled(decimals: decimals, middle: true) { return whole }
                return nil
            }
            precision = Real.nextPrecision(precision)
        }
    }
}

extension Interval {
    /// What rounding every point of an interval at a fixed decimal place gave.
    enum ScaledRounding {
        /// Every point rounds to this whole number.
        case certain(UInt64)
        /// Two points round differently.
        case uncertain
        /// The rounded value has more than 15 digits (or the interval is unbounded).
        case tooLong
    }

    /// Every point's |x| · 10^`decimals` rounded half away from zero; with `middle`, the
    /// midpoint's.
    func roundedScaled(decimals: Int, middle: Bool) -> ScaledRounding {
        guard isBounded else { return .tooLong }
        let p = precision + 8
        let scaled = Interval(precision: p)
        let rounded = Interval(precision: 64)
        defer { withExtendedLifetime((scaled, rounded)) {} }
        if middle {
            mpfi_mid(cmpfr_i_left(scaled.pointer), pointer)
            mpfi_set_fr(scaled.pointer, cmpfr_i_left(scaled.pointer))
            mpfi_abs(scaled.pointer, scaled.pointer)
        } else {
            mpfi_abs(scaled.pointer, pointer)
        }
        GMP.withInteger(BigInt(10).power(decimals)) { mpfi_mul_z(scaled.pointer, scaled.pointer, $0) }
        let left = cmpfr_i_left(rounded.pointer), right = cmpfr_i_right(rounded.pointer)
        // Whole numbers of up to 15 digits are exact in 64 bits; above them it is too long.
        if mpfr_cmp_d(cmpfr_i_right(scaled.pointer), 1e15) >= 0 {
            return mpfr_cmp_d(cmpfr_i_left(scaled.pointer), 1e15) >= 0 ? .tooLong : .uncertain
        }
        mpfr_round(left, cmpfr_i_left(scaled.pointer))
        mpfr_round(right, cmpfr_i_right(scaled.pointer))
        guard mpfr_equal_p(left, right) != 0 else { return .uncertain }
        let whole = UInt64(mpfr_get_ui(left, MPFR_RNDN))
        return whole < 1_000_000_000_000_000 ? .certain(whole) : .tooLong
    }
}

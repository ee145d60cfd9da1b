import CMPFR

/// Γ(x + 1) on intervals, the factorial of a number that is not whole (docs/behaviour.md
/// §15). MPFI has no Γ; MPFR has it correctly rounded at a point, and on an interval
/// between two poles where the digamma function ψ = Γ′/Γ keeps its sign Γ is monotonic
/// (ψ increases between poles), so its ends bound it. Anywhere else (a pole inside, or the
/// one extremum of a stretch) the result is the whole line, which `Real.make` never takes
/// as certain: the precision grows, and at the limit it is not precise enough.
extension RealMath {
    static func factorial(_ x: Interval) {
        let out = x.pointer
        let p = mpfr_prec_t(x.precision)
        mpfi_add_ui(out, out, 1)
        let (left, right) = (cmpfr_i_left(out), cmpfr_i_right(out))
        guard x.isBounded else { return whole(x) }
        // No pole inside: all above 0, or between the same two non-positive integers.
        if mpfr_sgn(left) <= 0 {
            var a = __mpfr_struct(), b = __mpfr_struct()
            mpfr_init2(&a, p)
            mpfr_init2(&b, p)
            defer { mpfr_clear(&a); mpfr_clear(&b) }
            mpfr_floor(&a, left)
            mpfr_floor(&b, right)
            guard mpfr_sgn(right) < 0, mpfr_equal_p(&a, &b) != 0, mpfr_equal_p(&a, left) == 0 else { return whole(x) }
        }
        var lowLeft = __mpfr_struct(), highLeft = __mpfr_struct(), lowRight = __mpfr_struct(), highRight = __mpfr_struct()
        mpfr_init2(&lowLeft, p)
        mpfr_init2(&highLeft, p)
        mpfr_init2(&lowRight, p)
        mpfr_init2(&highRight, p)
        defer { mpfr_clear(&lowLeft); mpfr_clear(&highLeft); mpfr_clear(&lowRight); mpfr_clear(&highRight) }
        if mpfr_equal_p(left, right) == 0 {
            // ψ of the same sign at both ends: monotonic in between.
            mpfr_digamma(&lowLeft, left, MPFR_RNDN)
            mpfr_digamma(&lowRight, right, MPFR_RNDN)
            let (s, t) = (mpfr_sgn(&lowLeft), mpfr_sgn(&lowRight))
            guard mpfr_number_p(&lowLeft) != 0, mpfr_number_p(&lowRight) != 0, s != 0, (s > 0) == (t > 0) else {
                return whole(x)
            }
        }
        mpfr_gamma(&lowLeft, left, MPFR_RNDD)
        mpfr_gamma(&highLeft, left, MPFR_RNDU)
        mpfr_gamma(&lowRight, right, MPFR_RNDD)
        mpfr_gamma(&highRight, right, MPFR_RNDU)
        mpfr_min(left, &lowLeft, &lowRight, MPFR_RNDD)
        mpfr_max(right, &highLeft, &highRight, MPFR_RNDU)
    }

    /// Sets the interval to the whole line.
    private static func whole(_ x: Interval) {
        mpfr_set_inf(cmpfr_i_left(x.pointer), -1)
        mpfr_set_inf(cmpfr_i_right(x.pointer), 1)
    }
}

import CMPFR
import Testing
@testable import CalculatorBrain

/// `cmpfr_i_point` (one evaluation at a single number) gives the interval MPFI would,
/// down to the signs of zero ends, which MPFI's division reads.
@Suite struct IntervalPointTests {
    /// Function, argument whose value is exactly 0.
    @Test(arguments: [
        (CMPFR_SIN, 0), (CMPFR_TAN, 0), (CMPFR_ATAN, 0), (CMPFR_LOG, 1), (CMPFR_LOG10, 1),
    ])
    func anExactZeroIsSignedAsMPFISignsIt(_ row: (cmpfr_function, Int)) {
        let x = Interval(Rational(row.1), precision: 160)
        let result = Interval(precision: 160)
        let inverse = Interval(precision: 160)
        defer { withExtendedLifetime((x, result, inverse)) {} }
        #expect(cmpfr_i_point(result.pointer, x.pointer, row.0) == 1)
        #expect(result.isZero)
        #expect(mpfr_signbit(cmpfr_i_left(result.pointer)) == 0, "left end +0")
        #expect(mpfr_signbit(cmpfr_i_right(result.pointer)) != 0, "right end −0")
        // 1 ÷ [0, 0] is everything, as for MPFI's own zero.
        mpfi_inv(inverse.pointer, result.pointer)
        #expect(mpfr_inf_p(cmpfr_i_left(inverse.pointer)) != 0 && mpfr_signbit(cmpfr_i_left(inverse.pointer)) != 0)
        #expect(mpfr_inf_p(cmpfr_i_right(inverse.pointer)) != 0 && mpfr_signbit(cmpfr_i_right(inverse.pointer)) == 0)
    }
}

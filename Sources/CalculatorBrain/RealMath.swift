import BigInt
import CMPFR

/// The operations on intervals (`RealNode.compute`): each writes an interval holding
/// every value of the operation on points of its operands. An operand only partly inside
/// the domain (an interval of a true value that is inside) is cut to the domain first; an
/// operand wholly outside gives an interval that is not a number, or unbounded, which
/// `Real.make` never accepts as certain.
enum RealMath {
    static func unary(_ op: UnaryOperation, angle: AngleUnit, _ operand: RealNode.Operand,
                      into result: Interval) {
        let p = result.precision
        let out = result.pointer
        let entry = op.entry
        if entry.angle == .operand && angle == .degrees {
            radians(ofDegrees: operand, into: result)
        } else {
            let x = RealNode.interval(of: operand, p)
            mpfi_set(out, x.pointer)
            withExtendedLifetime(x) {}
        }
        entry.interval(result)
        if entry.angle == .value && angle == .degrees {
            let pi = Interval(precision: p)
            mpfi_const_pi(pi.pointer)
            mpfi_mul_ui(out, out, 180)
            mpfi_div(out, out, pi.pointer)
            withExtendedLifetime(pi) {}
        }
    }

    /// An MPFI function of one interval, applied in place.
    typealias Function = @Sendable (mpfi_ptr?, mpfi_srcptr?) -> Int32

    /// `x = f(x)`.
    static func apply(_ f: Function, _ x: Interval) {
        _ = f(x.pointer, x.pointer)
    }

    /// `f` in place, as an operation table's row takes it (`UnaryOperation.Entry.interval`).
    @Sendable static func inPlace(_ f: @escaping Function) -> @Sendable (Interval) -> Void {
        { x in apply(f, x) }
    }

    /// The same, but a point where MPFR computes the `function` correctly rounded
    /// (`cmpfr_i_point`): an elementary function of an exact operand.
    @Sendable static func pointFirst(_ function: cmpfr_function, _ f: @escaping Function) -> @Sendable (Interval) -> Void {
        { x in if cmpfr_i_point(x.pointer, x.pointer, function) == 0 { apply(f, x) } }
    }

    /// The interval of an operation decided exactly (`Domain.exactOnly`), which is never
    /// computed: not a number.
    @Sendable static func undefined(_ x: Interval) {
        mpfr_set_nan(cmpfr_i_left(x.pointer))
        mpfr_set_nan(cmpfr_i_right(x.pointer))
    }

    /// An angle in degrees in radians; an exact angle is reduced modulo 360° exactly first,
    /// so that `sin(10^1000°)` costs what `sin(280°)` does.
    private static func radians(ofDegrees operand: RealNode.Operand, into result: Interval) {
        let out = result.pointer
        if case .rational(let r) = operand {
            result.set(r - Rational(360) * Rational(floorQuotient(r, 360)))
        } else {
            let x = RealNode.interval(of: operand, result.precision)
            mpfi_set(out, x.pointer)
            withExtendedLifetime(x) {}
        }
        let pi = Interval(precision: result.precision)
        mpfi_const_pi(pi.pointer)
        mpfi_mul(out, out, pi.pointer)
        mpfi_div_ui(out, out, 180)
        withExtendedLifetime(pi) {}
    }

    /// ⌊r / m⌋.
    static func floorQuotient(_ r: Rational, _ m: Int) -> BigInt {
        let n = r.numerator, d = r.denominator * BigInt(m)
        let (q, rest) = n.quotientAndRemainder(dividingBy: d)
        return rest.signum() < 0 ? q - 1 : q
    }

    /// Cuts off the part of the interval below 0.
    static func cutBelowZero(_ x: Interval) {
        if x.sign == 0 { mpfr_set_zero(cmpfr_i_left(x.pointer), 1) }
    }

    /// Cuts off the part of the interval below 1.
    static func cutBelowOne(_ x: Interval) {
        let left = cmpfr_i_left(x.pointer)
        if mpfr_cmp_si_2exp(left, 1, 0) < 0 { mpfr_set_si(left, 1, MPFR_RNDD) }
    }

    /// Cuts the interval to [−1, 1].
    static func cutToUnit(_ x: Interval) {
        let unit = Interval(precision: 2)
        mpfi_interv_si(unit.pointer, -1, 1)
        mpfi_intersect(x.pointer, x.pointer, unit.pointer)
        withExtendedLifetime(unit) {}
    }

    /// Whole powers up to this size are computed by squaring, larger ones as exp(n·ln|x|).
    static let largestSquaredExponent = 1 << 20

    static func binary(_ op: BinaryOperation, _ a: Interval, _ b: Interval,
                       exponent: RealNode.Operand, into result: Interval) {
        op.entry.interval(result, a, b, exponent)
    }

    /// An MPFI function of two intervals, as an operation table's row takes it.
    typealias Function2 = @Sendable (mpfi_ptr?, mpfi_srcptr?, mpfi_srcptr?) -> Int32

    /// `result = f(a, b)`, as a row takes it (`BinaryOperation.Entry.interval`).
    @Sendable static func inPlace2(_ f: @escaping Function2) -> @Sendable (Interval, Interval, Interval, RealNode.Operand) -> Void {
        { result, a, b, _ in _ = f(result.pointer, a.pointer, b.pointer) }
    }

    /// The interval of an operation of two operands decided exactly (`BinaryDomain.exactOnly`).
    @Sendable static func undefined2(_ result: Interval, _ a: Interval, _ b: Interval, _ exponent: RealNode.Operand) {
        undefined(result)
    }

    /// log_b x = ln x ÷ ln b.
    @Sendable static func logarithm(_ result: Interval, _ a: Interval, _ b: Interval, _ exponent: RealNode.Operand) {
        let out = result.pointer
        let lnBase = Interval(precision: result.precision)
        mpfi_log(out, a.pointer)
        mpfi_log(lnBase.pointer, b.pointer)
        mpfi_div(out, out, lnBase.pointer)
        withExtendedLifetime(lnBase) {}
    }

    /// x^y: by squaring for a whole exponent, else exp(y · ln x) for x > 0 (`Real.make`
    /// decides the rest).
    @Sendable static func power(_ result: Interval, _ a: Interval, _ b: Interval, _ exponent: RealNode.Operand) {
        if case .rational(let n) = exponent, n.isInteger {
            wholePower(a, n.numerator, into: result)
        } else {
            let out = result.pointer
            mpfi_log(out, a.pointer)
            mpfi_mul(out, out, b.pointer)
            mpfi_exp(out, out)
        }
    }

    /// x^n for a whole n.
    private static func wholePower(_ x: Interval, _ n: BigInt, into result: Interval) {
        let out = result.pointer
        if n.magnitude <= BigUInt(largestSquaredExponent) {
            var k = Int(n.magnitude)
            let base = Interval(precision: result.precision)
            mpfi_set(base.pointer, x.pointer)
            mpfi_set_ui(out, 1)
            while k > 0 {
                if k & 1 == 1 { mpfi_mul(out, out, base.pointer) }
                k >>= 1
                if k > 0 { mpfi_sqr(base.pointer, base.pointer) }
            }
            if n.signum() < 0 { mpfi_inv(out, out) }
            withExtendedLifetime(base) {}
            return
        }
        // |x|^n = exp(n · ln|x|), the sign from n's parity.
        mpfi_abs(out, x.pointer)
        mpfi_log(out, out)
        GMP.withInteger(n) { mpfi_mul_z(out, out, $0) }
        mpfi_exp(out, out)
        if x.sign == -1 && n.magnitude[bitAt: 0] { mpfi_neg(out, out) }
        if x.sign == 0 {  // a base not told from 0: nothing is certain
            mpfr_set_inf(cmpfr_i_left(out), -1)
            mpfr_set_inf(cmpfr_i_right(out), 1)
        }
    }
}

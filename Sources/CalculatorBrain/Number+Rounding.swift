import BigInt
import CMPFR

/// `abs`, `sgn` and the integer parts `floor`, `ceil`, `round`, `trunc`, `frac`
/// (docs/behaviour.md §15): exact for an exact operand; for an inexact one the integer is
/// decided on the true value, with the precision grown until the operand's interval
/// lies between two integers (`floor(e^(π√163))` is 262537412640768743), and "cannot be
/// computed precisely enough" when it still straddles one at the precision limit.
extension Number {
    func rounding(_ op: UnaryOperation) -> Value {
        switch op {
        case .abs:
            switch self {
            case .exact(let r): return .success(.exact(r.magnitude))
            case .approximate(let a): return a.double < 0 ? applying(.negate, angle: .radians) : .success(self)
            }
        case .sgn:
            // A certain `Double` has the true value's sign (0 only where the value was
            // taken to be 0, docs/behaviour.md §6).
            let sign = switch self {
            case .exact(let r): r.signum
            case .approximate(let a): a.double > 0 ? 1 : a.double < 0 ? -1 : 0
            }
            return .success(Number(sign))
        case .frac:
            return integerPart(.trunc).flatMap { n in
                if n.isZero { return .success(self) }
                return applying(.subtract, .exact(Rational(n)))
            }
        default:
            return integerPart(op).map { .exact(Rational($0)) }
        }
    }

    /// `floor`, `ceil`, `round` (half away from zero) or `trunc` of the value, as a whole
    /// number; not precise enough when an inexact value cannot be told from a boundary.
    func integerPart(_ op: UnaryOperation) -> Result<BigInt, CalculatorError> {
        switch self {
        case .exact(let r):
            return .success(Number.integerPart(op, r))
        case .approximate(let a):
            guard let node = a.node else {
                guard let r = Rational(exactly: a.double) else { return .failure(.resultTooLarge) }
                return .success(Number.integerPart(op, r))
            }
            // The true value lies between the `Double`s next to its nearest one: when
            // both have the same integer part, so does it.
            let d = a.double
            let low = Number.integerPart(op, d.nextDown), high = Number.integerPart(op, d.nextUp)
            if low == high, low.isFinite { return .success(BigInt(low)) }
            var precision = Real.firstPrecision
            while true {
                if let n = Number.integerPart(op, node.enclosure(precision)) { return .success(n) }
                if precision >= Real.precisionLimit { return .failure(.notPreciseEnough) }
                precision = Real.nextPrecision(precision)
            }
        }
    }

    /// The integer part of an exact fraction.
    static func integerPart(_ op: UnaryOperation, _ r: Rational) -> BigInt {
        let n = r.numerator, d = r.denominator  // d > 0
        let (q, rest) = n.quotientAndRemainder(dividingBy: d)  // q toward zero
        if rest.isZero { return q }
        switch op {
        case .floor: return rest.signum() < 0 ? q - 1 : q
        case .ceil: return rest.signum() > 0 ? q + 1 : q
        case .round:
            // Half away from zero: |rest| / d ≥ 1/2.
            guard 2 * rest.magnitude >= d.magnitude else { return q }
            return n.signum() < 0 ? q - 1 : q + 1
        default: return q
        }
    }

    private static func integerPart(_ op: UnaryOperation, _ d: Double) -> Double {
        switch op {
        case .floor: d.rounded(.down)
        case .ceil: d.rounded(.up)
        case .round: d.rounded(.toNearestOrAwayFromZero)
        default: d.rounded(.towardZero)
        }
    }

    /// The integer part every point of the interval has, or nil when two points differ
    /// (or the interval is unbounded).
    private static func integerPart(_ op: UnaryOperation, _ interval: Interval) -> BigInt? {
        guard interval.isBounded else { return nil }
        let ends = Interval(precision: interval.precision)
        defer { withExtendedLifetime((ends, interval)) {} }
        let (left, right) = (cmpfr_i_left(ends.pointer), cmpfr_i_right(ends.pointer))
        for (end, from) in [(left, cmpfr_i_left(interval.pointer)), (right, cmpfr_i_right(interval.pointer))] {
            switch op {
            case .floor: mpfr_floor(end, from)
            case .ceil: mpfr_ceil(end, from)
            case .round: mpfr_round(end, from)
            default: mpfr_trunc(end, from)
            }
        }
        guard mpfr_equal_p(left, right) != 0 else { return nil }
        return Interval.integer(left!)
    }
}

extension Interval {
    /// The whole number an MPFR integer holds.
    static func integer(_ x: mpfr_ptr) -> BigInt {
        var z = __mpz_struct()
        cmpfr_z_init(&z)
        defer { cmpfr_z_clear(&z) }
        mpfr_get_z(&z, x, MPFR_RNDN)
        return GMP.integer(&z)
    }
}

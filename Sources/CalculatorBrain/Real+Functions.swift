import CMPFR

/// The domain decisions of docs/behaviour.md §15's functions (`Real.make`): on the true
/// value, with the precision grown while the operand's interval touches a boundary; at the
/// limit a boundary is taken only when the interval lies within 2^−5120 of it, as the
/// zero rule does (docs/behaviour.md §6), and a wider one is not precise enough.
extension Real {
    static func decideFunction(_ op: UnaryOperation, _ operand: RealNode.Operand, _ precision: Int,
                               atLimit: Bool) -> Decision {
        let x = RealNode.interval(of: operand, precision)
        let outside = Decision.answer(.failure(.outsideDomain(function: op.functionName)))
        guard x.isBounded else { return atLimit ? .answer(.failure(.notPreciseEnough)) : .undecided }
        switch op.entry.domain {
        case .atLeastOne:
            // x ≥ 1; at the limit a hair below 1 is cut to 1 (RealMath).
            let below = shifted(x, by: -1)
            if mpfr_sgn(cmpfr_i_left(below.pointer)) >= 0 { return .compute }
            if mpfr_sgn(cmpfr_i_right(below.pointer)) < 0 { return outside }
            guard atLimit else { return .undecided }
            // Below 1 by a hair only (its lower end within 2^−limitNarrowness of 1).
            return mpfr_get_exp(cmpfr_i_left(below.pointer)) <= -limitNarrowness ? .compute : .answer(.failure(.notPreciseEnough))
        case .openUnitInterval:
            // −1 < x < 1.
            let (minusOne, plusOne) = (shifted(x, by: -1), shifted(x, by: 1))
            if mpfr_sgn(cmpfr_i_right(minusOne.pointer)) < 0 && mpfr_sgn(cmpfr_i_left(plusOne.pointer)) > 0 { return .compute }
            if mpfr_sgn(cmpfr_i_left(minusOne.pointer)) >= 0 || mpfr_sgn(cmpfr_i_right(plusOne.pointer)) <= 0 { return outside }
            guard atLimit else { return .undecided }
            let nearOne = minusOne.sign == 0 && minusOne.isNearZero(within: limitNarrowness)
            let nearMinusOne = plusOne.sign == 0 && plusOne.isNearZero(within: limitNarrowness)
            return nearOne || nearMinusOne ? outside : .answer(.failure(.notPreciseEnough))
        case .everywhere, .nonNegative, .positive, .unitInterval, .tangentPoles, .exactOnly:
            preconditionFailure("decided in Real.decideUnary")
        case .gammaPoles:
            // x! = Γ(x + 1): poles at the negative whole numbers.
            let (left, right) = (cmpfr_i_left(x.pointer), cmpfr_i_right(x.pointer))
            if mpfr_cmp_si_2exp(left, -1, 0) > 0 { return .compute }
            let (a, b) = (Interval(precision: x.precision), Interval(precision: x.precision))
            defer { withExtendedLifetime((a, b, x)) {} }
            mpfr_floor(cmpfr_i_left(a.pointer), left)
            mpfr_floor(cmpfr_i_left(b.pointer), right)
            let sameStretch = mpfr_equal_p(cmpfr_i_left(a.pointer), cmpfr_i_left(b.pointer)) != 0
            let leftIsWhole = mpfr_equal_p(cmpfr_i_left(a.pointer), left) != 0
            if sameStretch && !leftIsWhole { return .compute }
            if mpfr_equal_p(left, right) != 0 { return outside }  // exactly a negative whole number
            guard atLimit else { return .undecided }
            let whole = x.middleDouble.rounded()
            let distance = Interval(precision: x.precision)
            defer { withExtendedLifetime(distance) {} }
            mpfi_sub_d(distance.pointer, x.pointer, whole)
            return whole < 0 && distance.isNearZero(within: limitNarrowness) ? outside : .answer(.failure(.notPreciseEnough))
        }
    }

    /// `log(x; b)`: x > 0, b > 0 and b ≠ 1.
    static func decideLogarithm(_ a: RealNode.Operand, base b: RealNode.Operand, _ precision: Int,
                                atLimit: Bool) -> Decision {
        let x = RealNode.interval(of: a, precision)
        let base = RealNode.interval(of: b, precision)
        let badBase = Decision.answer(.failure(.outsideDomain(function: BinaryOperation.logBase.symbol)))
        if x.sign == -1 { return .answer(.failure(.logarithmOfNonPositive)) }
        if base.sign == -1 { return badBase }
        let baseMinusOne = shifted(base, by: -1)
        if x.sign == 1, base.sign == 1, let s = baseMinusOne.sign, s != 0 { return .compute }
        guard atLimit else { return .undecided }
        let notPrecise = Decision.answer(.failure(.notPreciseEnough))
        if x.sign != 1 {
            return x.isNearZero(within: limitNarrowness) ? .answer(.failure(.logarithmOfNonPositive)) : notPrecise
        }
        if base.sign != 1 { return base.isNearZero(within: limitNarrowness) ? badBase : notPrecise }
        return baseMinusOne.isNearZero(within: limitNarrowness) ? badBase : notPrecise
    }

    /// x + k.
    private static func shifted(_ x: Interval, by k: Int) -> Interval {
        let t = Interval(precision: x.precision)
        mpfi_add_si(t.pointer, x.pointer, k)
        withExtendedLifetime(x) {}
        return t
    }
}

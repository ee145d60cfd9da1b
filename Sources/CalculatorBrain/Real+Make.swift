import CMPFR

/// Making an inexact value: precision until certain (docs/behaviour.md §6).
extension Real {
    /// What a domain check found at one precision.
    enum Decision {
        /// The operands are inside the domain: compute.
        case compute
        /// Not yet known at this precision.
        case undecided
        /// The answer without computing (an operand taken to be 0, or an error).
        case answer(Value)
        /// Compute this recipe instead (an exponent taken to be a whole number).
        case replace(RealNode.Recipe)
    }

    /// The value `recipe` computes, with its domain decided and its `Double` and 15 digits
    /// certain: computed at 160 bits, then at twice as many until they are, up to the
    /// precision limit. At the limit, what cannot be told from a boundary is taken to be
    /// on it (`√` of a value not told from 0 is 0, tan at a value not told from a pole is
    /// outside the domain), a result not told from 0 is 0, and digits not yet certain are
    /// those of the middle of the interval. `function` names the operation in errors.
    static func make(_ recipe: RealNode.Recipe, function: String) -> Value {
        var node = RealNode(recipe)
        var precision = startingPrecision(recipe)
        // Precisions in a row whose interval held 0.
        var heldZero = 0
        while true {
            let atLimit = precision >= precisionLimit
            switch decide(node.recipe, precision, atLimit: atLimit, function: function) {
            case .answer(let value):
                return value
            case .replace(let replacement):
                node = RealNode(replacement)
                continue
            case .undecided:
                precision = nextPrecision(precision)
                continue
            case .compute:
                break
            }
            let interval = node.enclosure(precision)
            if let value = certain(interval, node, atLimit: atLimit, function: function) {
                return value
            }
            // An interval holding 0 at two precisions in a row is most likely 0, which only
            // the limit decides (the zero rule): there in steps of four times the precision,
            // fewer than doubling takes, while a small value that is not 0
            // (`sin(10^−50) − 10^−50`) is still found well below the limit.
            heldZero = interval.sign == 0 ? heldZero + 1 : 0
            precision = heldZero >= 2 ? Swift.min(4 * precision, precisionLimit) : nextPrecision(precision)
        }
    }

    /// The value an interval gives when it is certain (or at the limit), else nil.
    private static func certain(_ interval: Interval, _ node: RealNode, atLimit: Bool,
                                function: String) -> Value? {
        if interval.isZero { return .success(.approximate(0)) }
        guard let sign = interval.sign else {
            return atLimit ? .failure(.outsideDomain(function: function)) : nil
        }
        let (lower, upper) = interval.doubles
        // Beyond a Double's range: too large; nearer 0 than its smallest: 0 (docs/behaviour.md §6).
        if lower == .infinity || upper == -.infinity { return .failure(.resultTooLarge) }
        if sign != 0 && lower == 0 && upper == 0 { return .success(.approximate(0)) }
        if sign != 0, interval.isBounded, lower == upper, let shown = interval.roundedDigits(shownDigits) {
            if lower.isInfinite { return .failure(.resultTooLarge) }
            node.shown = shown
            return .success(.approximate(Real(lower, node: node)))
        }
        guard atLimit else { return nil }
        // Not told from 0: 0, when the interval is narrow around it (`π − π`). One reaching
        // to infinity from a finite end says nothing of the value's size
        // (`(1 + 10^−9999)^(10^9999)` is about e, but the limit cannot tell its base from
        // 1), nor does one bounded but wide (`(1 + 10^−3090)^(10^3085) − 3`): not precise
        // enough, never a 0 or a "too large" that is not the value. (An interval wholly
        // beyond a Double's range was "too large" above.)
        if sign == 0 {
            guard interval.isBounded else { return .failure(.notPreciseEnough) }
            return interval.isNearZero(within: limitNarrowness) ? .success(.approximate(0)) : .failure(.notPreciseEnough)
        }
        guard interval.isBounded else { return .failure(.notPreciseEnough) }
        // The middle's digits only when it is relatively narrow (a value on a rounding
        // boundary), never the middle of a wide one (`(1 + 10^−3090)^(10^3085)`).
        guard interval.isNarrow(relative: limitNarrowness) else { return .failure(.notPreciseEnough) }
        let middle = interval.middleDouble
        if middle.isInfinite { return .failure(.resultTooLarge) }
        guard middle != 0, let shown = interval.roundedDigits(shownDigits, middle: true) else {
            return .success(.approximate(0))
        }
        node.shown = shown
        return .success(.approximate(Real(middle, node: node)))
    }

    /// At the limit, an interval narrower than 2^−this (around 0, or relative to its size)
    /// is taken to be 0 or its middle; a wider one is not precise enough.
    static let limitNarrowness = precisionLimit / 2

    /// The first precision: more for sin, cos and tan of a large angle in radians, whose
    /// reduction by 2π needs the angle's integer bits on top.
    private static func startingPrecision(_ recipe: RealNode.Recipe) -> Int {
        guard case .unary(let op, .radians, let operand) = recipe, op.takesAngle else {
            return firstPrecision
        }
        let bits: Double
        switch operand {
        case .rational(let r): bits = r.isZero ? 0 : r.log2Magnitude
        case .double(let d): bits = d == 0 ? 0 : Double(d.exponent)
        case .node(let n): bits = n.cached(atLeast: 0).map { Double(mpfr_get_exp(cmpfr_i_left($0.pointer))) } ?? 0
        }
        return precision(atLeast: firstPrecision + Int(Swift.max(0, Swift.min(bits, 1e6))))
    }

    /// The domain decision for `recipe`'s operands at `precision`.
    private static func decide(_ recipe: RealNode.Recipe, _ precision: Int, atLimit: Bool,
                               function: String) -> Decision {
        switch recipe {
        case .value, .constant:
            return .compute
        case .unary(let op, let angle, let operand):
            return decideUnary(op, angle: angle, operand, precision, atLimit: atLimit)
        case .binary(let op, let a, let b):
            return decideBinary(op, a, b, precision, atLimit: atLimit)
        }
    }

    private static func decideUnary(_ op: UnaryOperation, angle: AngleUnit, _ operand: RealNode.Operand,
                                    _ precision: Int, atLimit: Bool) -> Decision {
        let domain = op.entry.domain
        switch domain {
        case .nonNegative, .positive:
            let sign = RealNode.interval(of: operand, precision).sign
            if sign == 1 { return .compute }
            if sign == -1 {
                return .answer(.failure(domain == .nonNegative ? .squareRootOfNegative : .logarithmOfNonPositive))
            }
            guard atLimit else { return .undecided }
            // Not told from 0: taken to be 0 only when the interval is narrow around it.
            guard RealNode.interval(of: operand, precision).isNearZero(within: limitNarrowness) else {
                return .answer(.failure(.notPreciseEnough))
            }
            return .answer(domain == .nonNegative ? .success(.approximate(0)) : .failure(.logarithmOfNonPositive))
        case .unitInterval:
            let x = RealNode.interval(of: operand, precision)
            let (lower, upper) = x.doubles
            if lower > 1 || upper < -1 { return .answer(.failure(.outsideDomain(function: op.functionName))) }
            if isInsideUnit(x) { return .compute }
            guard atLimit else { return .undecided }
            // At the limit: cut to [−1, 1] when it reaches beyond by a hair only; wider,
            // the interval does not say which side the value is on (docs/behaviour.md §6).
            return reachesBeyondUnit(x, by: limitNarrowness) ? .answer(.failure(.notPreciseEnough)) : .compute
        case .tangentPoles:
            // A pole where the cosine is 0.
            let cosine = Interval(precision: precision)
            RealMath.unary(.cos, angle: angle, operand, into: cosine)
            if let sign = cosine.sign, sign != 0 { return .compute }
            guard atLimit else { return .undecided }
            return .answer(.failure(cosine.isNearZero(within: limitNarrowness) ? .outsideDomain(function: op.functionName) : .notPreciseEnough))
        case .atLeastOne, .openUnitInterval, .gammaPoles:
            return decideFunction(op, operand, precision, atLimit: atLimit)
        case .everywhere, .exactOnly:
            return .compute
        }
    }

    /// True when the interval reaches beyond [−1, 1] by more than 2^−`bits`.
    static func reachesBeyondUnit(_ x: Interval, by bits: Int) -> Bool {
        let t = Interval(precision: x.precision)
        defer { withExtendedLifetime((t, x)) {} }
        mpfi_sub_ui(t.pointer, x.pointer, 1)
        let above = cmpfr_i_right(t.pointer)
        if mpfr_sgn(above) > 0 && mpfr_get_exp(above) > -bits { return true }
        mpfi_add_ui(t.pointer, x.pointer, 1)
        let below = cmpfr_i_left(t.pointer)
        return mpfr_sgn(below) < 0 && mpfr_get_exp(below) > -bits
    }

    /// True when the interval lies within [−1, 1].
    private static func isInsideUnit(_ x: Interval) -> Bool {
        mpfr_cmp_si_2exp(cmpfr_i_left(x.pointer), -1, 0) >= 0
            && mpfr_cmp_si_2exp(cmpfr_i_right(x.pointer), 1, 0) <= 0
    }

    private static func decideBinary(_ op: BinaryOperation, _ a: RealNode.Operand, _ b: RealNode.Operand,
                                     _ precision: Int, atLimit: Bool) -> Decision {
        switch op.entry.domain {
        case .everywhere:
            return .compute
        case .nonZeroDivisor:
            let divisor = RealNode.interval(of: b, precision)
            if divisor.sign != 0 { return .compute }
            guard atLimit else { return .undecided }
            return .answer(.failure(divisor.isNearZero(within: limitNarrowness) ? .divisionByZero : .notPreciseEnough))
        case .power:
            return decidePower(a, b, precision, atLimit: atLimit)
        case .logarithm:
            return decideLogarithm(a, base: b, precision, atLimit: atLimit)
        case .exactOnly:
            return .answer(.failure(.outsideDomain(function: op.symbol)))  // decided exactly (Number+Integers)
        }
    }

    /// x^y: a whole exponent needs a base told from 0 when negative; any other exponent a
    /// positive base, and a negative base is outside the domain unless the exponent cannot
    /// be told from a whole number.
    private static func decidePower(_ a: RealNode.Operand, _ b: RealNode.Operand, _ precision: Int,
                                    atLimit: Bool) -> Decision {
        let base = RealNode.interval(of: a, precision)
        if case .rational(let n) = b, n.isInteger {
            if base.sign != 0 || n.signum > 0 && n.magnitude <= Rational(RealMath.largestSquaredExponent) {
                return .compute
            }
            guard atLimit else { return .undecided }
            guard base.isNearZero(within: limitNarrowness) else { return .answer(.failure(.notPreciseEnough)) }
            return .answer(n.signum < 0 ? .failure(.divisionByZero) : .success(.approximate(0)))
        }
        let exponent = RealNode.interval(of: b, precision)
        switch base.sign {
        case 1:
            return .compute
        case 0:
            guard atLimit else { return .undecided }
            // A base not told from 0.
            guard base.isNearZero(within: limitNarrowness) else { return .answer(.failure(.notPreciseEnough)) }
            switch exponent.sign {
            case 1: return .answer(.success(.approximate(0)))
            case -1: return .answer(.failure(.divisionByZero))
            default: return .answer(.success(.approximate(1)))
            }
        default:
            // A negative base: a whole exponent, or an exact one whose denominator is odd
            // (a real odd root: (−8)^(1/3) is −2, docs/behaviour.md §6).
            if case .rational(let r) = b {
                guard r.denominator.magnitude[bitAt: 0] else { return .answer(.failure(.outsideDomain(function: "^"))) }
                let magnitude = RealNode.Operand.node(RealNode(.unary(.abs, .radians, a)))
                let power = RealNode.Recipe.binary(.power, magnitude, b)
                return .replace(r.numerator.magnitude[bitAt: 0] ? .unary(.negate, .radians, .node(RealNode(power))) : power)
            }
            let left = Interval(precision: 64), right = Interval(precision: 64)
            defer { withExtendedLifetime((left, right, exponent)) {} }
            mpfr_floor(cmpfr_i_left(left.pointer), cmpfr_i_left(exponent.pointer))
            mpfr_floor(cmpfr_i_left(right.pointer), cmpfr_i_right(exponent.pointer))
            let holdsWhole = mpfr_equal_p(cmpfr_i_left(left.pointer), cmpfr_i_left(right.pointer)) == 0
                || mpfr_equal_p(cmpfr_i_left(left.pointer), cmpfr_i_left(exponent.pointer)) != 0
            if !holdsWhole || !exponent.isBounded {
                return holdsWhole ? .undecided : .answer(.failure(.outsideDomain(function: "^")))
            }
            guard atLimit else { return .undecided }
            // An exponent not told from the whole number nearest its middle, when it lies
            // within a hair of it; a wider one is not precise enough.
            let whole = exponent.middleDouble.rounded()
            guard let n = Rational(exactly: whole) else { return .answer(.failure(.outsideDomain(function: "^"))) }
            let distance = Interval(precision: exponent.precision)
            defer { withExtendedLifetime(distance) {} }
            mpfi_sub_d(distance.pointer, exponent.pointer, whole)
            guard distance.isNearZero(within: limitNarrowness) else { return .answer(.failure(.notPreciseEnough)) }
            return .replace(.binary(.power, a, .rational(n)))
        }
    }
}

/// Trigonometry (docs/behaviour.md §6): exact in degrees where the mathematics is, and certain digits
/// elsewhere.
extension Number {
    /// `sin`, `cos`, `tan` and their inverses, with angles in `angle`. A special value keeps
    /// the operand's kind: exact for an exact operand, a `Double` for a `Double`.
    func trigonometric(_ op: UnaryOperation, angle: AngleUnit) -> Result<Number, CalculatorError> {
        switch (op, angle) {
        case (.sin, .degrees), (.cos, .degrees), (.tan, .degrees):
            return forwardDegrees(op)
        case (.sin, .radians), (.cos, .radians), (.tan, .radians):
            return forwardRadians(op)
        default:
            return inverse(op, angle: angle)
        }
    }

    /// The same kind as `self` with value `r`.
    private func sameKind(_ r: Rational) -> Number {
        isExact ? .exact(r) : .approximate(Real(r.doubleValue))
    }

    /// The value as an exact fraction when it is known exactly: an exact number, or a
    /// `Real` that is a `Double`'s value (not one computed from others).
    private var knownExactly: Rational? {
        switch self {
        case .exact(let r): r
        case .approximate(let a): a.node == nil ? Rational(exactly: a.double) : nil
        }
    }

    /// sin, cos, tan of an angle in radians.
    private func forwardRadians(_ op: UnaryOperation) -> Result<Number, CalculatorError> {
        if case .exact(let r) = self, r.isZero {
            return .success(op == .cos ? Number(1) : .zero)
        }
        return Real.make(.unary(op, .radians, realOperand), function: op.functionName)
    }

    /// sin, cos, tan of an angle in degrees: rational values and tan's poles from the
    /// table at multiples of 15°, others computed from the exactly reduced angle.
    private func forwardDegrees(_ op: UnaryOperation) -> Result<Number, CalculatorError> {
        if let r = knownExactly {
            let reduced = r - Rational(360) * Rational(RealMath.floorQuotient(r, 360))
            if let k = (reduced / Rational(15)).intValue, let special = Number.specialDegrees(op, k) {
                switch special {
                case .undefined: return .failure(.outsideDomain(function: "tan"))
                case .rational(let value): return .success(sameKind(value))
                }
            }
            return Real.make(.unary(op, .degrees, .rational(reduced)), function: op.functionName)
        }
        return Real.make(.unary(op, .degrees, realOperand), function: op.functionName)
    }

    /// A value of sin, cos or tan at a multiple of 15°.
    private enum SpecialValue {
        /// tan(90°), tan(270°).
        case undefined
        /// 0, ±1/2, ±1.
        case rational(Rational)
    }

    /// `op` at 15°·k (0 ≤ k < 24) where it is rational or a pole; nil elsewhere, left to
    /// the general computation.
    private static func specialDegrees(_ op: UnaryOperation, _ k: Int) -> SpecialValue? {
        let half = Rational(1, 2)
        if op == .tan {
            // Period 180°: index k mod 12 is 0°, 15°, …, 165°.
            let values: [SpecialValue?] = [
                .rational(.zero), nil, nil, .rational(.one), nil,
                nil, .undefined, nil, nil, .rational(-.one), nil, nil,
            ]
            return values[k % 12]
        }
        // sin(15°·j) for j = 0…11, then sin(x + 180°) = −sin x and cos x = sin(x + 90°).
        let j = (k + (op == .cos ? 6 : 0)) % 24
        let values: [SpecialValue?] = [
            .rational(.zero), nil, .rational(half), nil, nil, nil,
            .rational(.one), nil, nil, nil, .rational(half), nil,
        ]
        guard let value = values[j % 12] else { return nil }
        guard j >= 12 else { return value }
        switch value {
        case .rational(let r): return .rational(-r)
        case .undefined: return .undefined
        }
    }

    /// sin⁻¹, cos⁻¹, tan⁻¹, exact at the inputs whose answer is a whole number of degrees.
    private func inverse(_ op: UnaryOperation, angle: AngleUnit) -> Result<Number, CalculatorError> {
        if let r = knownExactly {
            if op != .atan && r.magnitude > .one { return .failure(.outsideDomain(function: op.functionName)) }
            if let special = Number.inverseSpecials[r] {
                let degrees = op == .asin ? special.asin : op == .acos ? special.acos : special.atan
                if let degrees, angle == .degrees {
                    return .success(sameKind(Rational(degrees)))
                }
                if degrees == 0 { return .success(sameKind(.zero)) }
            }
        }
        return Real.make(.unary(op, angle, realOperand), function: op.functionName)
    }

    /// The inputs whose inverse sine, cosine or tangent is a whole number of degrees.
    private static let inverseSpecials: [Rational: (asin: Int, acos: Int, atan: Int?)] = [
        -.one: (-90, 180, -45), Rational(-1, 2): (-30, 120, nil), .zero: (0, 90, 0),
        Rational(1, 2): (30, 60, nil), .one: (90, 0, 45),
    ]
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Trigonometry (docs/behaviour.md §6): exact in degrees where the mathematics is, and with radians
/// results below the rounding error of the argument reported as 0.
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
        isExact ? .exact(r) : .approximate(r.doubleValue)
    }

    /// sin, cos, tan of an angle in radians, with the near-zero rule.
    private func forwardRadians(_ op: UnaryOperation) -> Result<Number, CalculatorError> {
        if case .exact(let r) = self, r.isZero {
            return .success(op == .cos ? Number(1) : .zero)
        }
        let x = doubleValue
        let y = op == .sin ? sin(x) : op == .cos ? cos(x) : tan(x)
        // Below the rounding error of the argument: the true value is indistinguishable
        // from 0 (sin(π) is 1.2e−16 only because π was rounded).
        if abs(y) < 0x1p-50 * abs(x) && abs(x) < 0x1p30 {
            return .success(.approximate(0))
        }
        return Number.checked(y, function: op.functionName)
    }

    /// sin, cos, tan of an angle in degrees: special angles from the table, others in
    /// `Double` from the exactly reduced angle.
    private func forwardDegrees(_ op: UnaryOperation) -> Result<Number, CalculatorError> {
        guard let reduced = ReducedAngle(self) else {
            return .failure(.outsideDomain(function: op.functionName))  // not finite
        }
        let flip = reduced.negative && op != .cos  // sin and tan are odd, cos is even
        if let k = reduced.multipleOf15, let special = Number.specialDegrees(op, k) {
            switch special {
            case .undefined: return .failure(.outsideDomain(function: "tan"))
            case .rational(let r): return .success(sameKind(flip ? -r : r))
            case .root(let d): return .success(.approximate(flip ? -d : d))
            }
        }
        let q = reduced.quadrant
        let y: Double
        if op == .tan {
            // tan(90°·q + θ) is tan θ for even q and −1/tan θ for odd q, and
            // tan θ = 1/tan(90° − θ): at most one reciprocal.
            let inverted = reduced.complemented != (q % 2 == 1)
            let t = tan(reduced.radians)
            y = (inverted ? 1 / t : t) * (q % 2 == 1 ? -1 : 1)
        } else {
            // sin θ and cos θ for θ = angle, or swapped for θ = 90° − angle.
            var (s, c) = (sin(reduced.radians), cos(reduced.radians))
            if reduced.complemented { (s, c) = (c, s) }
            y = op == .sin ? [s, c, -s, -c][q] : [c, -s, -c, s][q]
        }
        return Number.checked(flip ? -y : y, function: op.functionName)
    }

    /// A value of sin, cos or tan at a multiple of 15°.
    private enum SpecialValue {
        /// tan(90°), tan(270°).
        case undefined
        /// 0, ±1/2, ±1.
        case rational(Rational)
        /// ±√2/2, ±√3/2, ±√3, ±1/√3, correctly rounded: computed as one square root, they
        /// come out the same from every reduction path (sin 45° = cos 45° = cos 315°).
        case root(Double)
    }

    /// `op` at 15°·k (0 ≤ k < 24) where it is rational or a simple square root; nil at the
    /// odd multiples of 15°, left to the general computation.
    private static func specialDegrees(_ op: UnaryOperation, _ k: Int) -> SpecialValue? {
        let (half, root2, root3) = (Rational(1, 2), 0.5.squareRoot(), 0.75.squareRoot())
        if op == .tan {
            // Period 180°: index k mod 12 is 0°, 15°, …, 165°.
            let rootThird = (1.0 / 3).squareRoot()
            let values: [SpecialValue?] = [
                .rational(.zero), nil, .root(rootThird), .rational(.one), .root(3.0.squareRoot()),
                nil, .undefined, nil, .root(-3.0.squareRoot()), .rational(-.one),
                .root(-rootThird), nil,
            ]
            return values[k % 12]
        }
        // sin(15°·j) for j = 0…11, then sin(x + 180°) = −sin x and cos x = sin(x + 90°).
        let j = (k + (op == .cos ? 6 : 0)) % 24
        let values: [SpecialValue?] = [
            .rational(.zero), nil, .rational(half), .root(root2), .root(root3), nil,
            .rational(.one), nil, .root(root3), .root(root2), .rational(half), nil,
        ]
        guard let value = values[j % 12] else { return nil }
        guard j >= 12 else { return value }
        switch value {
        case .rational(let r): return .rational(-r)
        case .root(let d): return .root(-d)
        case .undefined: return .undefined
        }
    }

    /// sin⁻¹, cos⁻¹, tan⁻¹, exact at the inputs whose answer is a whole number of degrees.
    private func inverse(_ op: UnaryOperation, angle: AngleUnit) -> Result<Number, CalculatorError> {
        let x = doubleValue
        let beyondOne: Bool
        switch self {
        case .exact(let r): beyondOne = r.magnitude > .one
        case .approximate(let d): beyondOne = !(abs(d) <= 1)
        }
        if op != .atan && beyondOne { return .failure(.outsideDomain(function: op.functionName)) }
        if let special = Number.inverseSpecials[x], exactValue == Rational(exactly: x) {
            let degrees = op == .asin ? special.asin : op == .acos ? special.acos : special.atan
            if let degrees, angle == .degrees {
                return .success(sameKind(Rational(degrees)))
            }
            if degrees == 0 { return .success(sameKind(.zero)) }
        }
        let radians = op == .asin ? asin(x) : op == .acos ? acos(x) : atan(x)
        let y = angle == .degrees ? radians * (180 / Double.pi) : radians
        return Number.checked(y, function: op.functionName)
    }

    /// The inputs whose inverse sine, cosine or tangent is a whole number of degrees.
    private static let inverseSpecials: [Double: (asin: Int, acos: Int, atan: Int?)] = [
        -1: (-90, 180, -45), -0.5: (-30, 120, nil), 0: (0, 90, 0),
        0.5: (30, 60, nil), 1: (90, 0, 45),
    ]
}

/// An angle in degrees split for accurate evaluation: |x| mod 360 is
/// `90°·quadrant + θ`, with θ = `angle` or θ = 90° − `angle` (`complemented`), and
/// `angle` in [0°, 45°] — so the `Double` functions only ever see small arguments and
/// the reduction itself is exact.
struct ReducedAngle {
    /// The angle was negative (the reduction works on its magnitude).
    let negative: Bool
    /// 0…3.
    let quadrant: Int
    /// θ is 90° − angle rather than angle.
    let complemented: Bool
    /// The small angle in radians.
    let radians: Double
    /// k when |x| mod 360 is exactly 15°·k (0 ≤ k < 24), where exact values may exist.
    let multipleOf15: Int?

    /// Nil for a non-finite `Double`.
    init?(_ number: Number) {
        let small: Double
        switch number {
        case .exact(let r):
            negative = r.signum < 0
            let a = r.magnitude
            let reduced = a - ReducedAngle.floor(a / Rational(360)) * Rational(360)
            multipleOf15 = (reduced / Rational(15)).intValue
            quadrant = ReducedAngle.floor(reduced / Rational(90)).intValue ?? 0
            let theta = reduced - Rational(90 * quadrant)
            complemented = theta > Rational(45)
            small = (complemented ? Rational(90) - theta : theta).doubleValue
        case .approximate(let d):
            guard d.isFinite else { return nil }
            negative = d < 0
            // fmod is exact, and so are the subtractions below (Sterbenz's lemma).
            let reduced = abs(d).truncatingRemainder(dividingBy: 360)
            multipleOf15 = reduced.truncatingRemainder(dividingBy: 15) == 0 ? Int(reduced / 15) : nil
            quadrant = reduced < 90 ? 0 : reduced < 180 ? 1 : reduced < 270 ? 2 : 3
            let theta = reduced - Double(90 * quadrant)
            complemented = theta > 45
            small = complemented ? 90 - theta : theta
        }
        radians = small * (Double.pi / 180)
    }

    /// ⌊r⌋ for r ≥ 0.
    private static func floor(_ r: Rational) -> Rational {
        Rational(r.numerator / r.denominator)
    }
}

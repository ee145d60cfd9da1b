import Localization

/// The kinds a row of the operation tables (`UnaryOperation.entry`, `BinaryOperation.entry`)
/// is made of: each says one thing about an operation that the rest of the program reads
/// instead of listing operations (docs/architecture.md, "How to add an operation").

/// The groups operations are listed in: `--help`'s lines and the window's Functions menu
/// (docs/behaviour.md §15), in this order.
public enum OperationGroup: CaseIterable, Sendable, Hashable {
    /// `+ − × ÷ ^ √ ∛ x² 1/x ± %`.
    case arithmetic
    /// `sin cos tan` and their inverses.
    case trigonometry
    /// `abs sgn floor ceil round trunc frac`.
    case rounding
    /// `x! mod gcd lcm ncr npr`.
    case integers
    /// `sinh cosh tanh` and their inverses.
    case hyperbolic
    /// `ln log eˣ log₂ log(x; b)`.
    case logarithms

    /// The group's title in the Functions menu.
    public var title: String {
        switch self {
        case .arithmetic: tr("Arithmetic")
        case .trigonometry: tr("Trigonometry")
        case .rounding: tr("Rounding")
        case .integers: tr("Integers")
        case .hyperbolic: tr("Hyperbolic")
        case .logarithms: tr("Logarithms")
        }
    }
}

/// What an operation of one operand has to do with angles.
public enum AngleRole: Sendable, Hashable {
    case none
    /// Its operand is an angle, in the calculator's unit (`sin`).
    case operand
    /// Its value is an angle, in the calculator's unit (`sin⁻¹`).
    case value
}

/// What an operation of one operand does to a quantity's unit (docs/behaviour.md §16).
enum UnitRule: Sendable, Hashable {
    /// The unit stays: `−(5 km)`, `(5 km)%`.
    case keeps
    /// The unit squared: `(3 m)²`.
    case squares
    /// The unit's reciprocal: `1/(2 s)`.
    case inverts
    /// The unit's `n`th root, where each exponent divides: `√(9 m²)`.
    case root(Int)
    /// An angle with its unit, whatever the mode; otherwise a plain number (`sin(30°)`).
    case angle
    /// A plain number only: a unit is an error.
    case plainNumber
}

/// Where a real operand must lie, decided on its true value before the interval is
/// computed (`Real.make`): a boundary the operand cannot be told from gives the answer
/// at the boundary or "not precise enough" (docs/behaviour.md §6).
enum Domain: Sendable, Hashable {
    /// Every real number.
    case everywhere
    /// x ≥ 0, with √'s answers: a negative operand is `squareRootOfNegative`, one not
    /// told from 0 at the limit is 0.
    case nonNegative
    /// x > 0, with the logarithms' answer: `logarithmOfNonPositive`.
    case positive
    /// −1 ≤ x ≤ 1 (`sin⁻¹`, `cos⁻¹`).
    case unitInterval
    /// Not where the cosine is 0 (`tan`).
    case tangentPoles
    /// x ≥ 1 (`acosh`).
    case atLeastOne
    /// −1 < x < 1 (`atanh`).
    case openUnitInterval
    /// Not at the negative whole numbers (`x!`, Γ(x + 1)).
    case gammaPoles
    /// Decided exactly by its mathematics (`floor` of an inexact value grows the
    /// precision itself); an interval is never computed for it.
    case exactOnly
}

/// Where the real operands of an operation of two operands must lie (`Real.make`).
enum BinaryDomain: Sendable, Hashable {
    /// Every pair.
    case everywhere
    /// A divisor told from 0.
    case nonZeroDivisor
    /// `x ^ y`: a base told from 0 for a negative whole exponent, a positive base for any
    /// other exponent (docs/behaviour.md §6).
    case power
    /// `log(x; b)`: x > 0, b > 0 and b ≠ 1.
    case logarithm
    /// Decided exactly by its mathematics (`mod`, `gcd`…); an interval is never computed.
    case exactOnly
}

/// How an operation of two operands groups with one of its own level on its right
/// (`DescriptionPrinter`).
enum Associativity: Sendable, Hashable {
    /// `a − b − c` is (a − b) − c: a right operand of the same level keeps parentheses.
    case left
    /// `a ^ b ^ c` is a ^ (b ^ c): it needs none.
    case right
    /// `a + (b + c)` is (a + b) + c in exact arithmetic: it needs none there.
    case full
}

/// What an operation of two operands does to quantities' units (docs/behaviour.md §16).
enum BinaryUnitRule: Sendable, Hashable {
    /// The same dimension on both sides, the result in the left one's unit (`+ −`).
    case sum
    /// The units multiply or divide (`× ÷`).
    case product
    /// A unit to a whole power (`^`).
    case power
    /// Plain numbers only (`mod`, `gcd`…).
    case plainNumbers
}

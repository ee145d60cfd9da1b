/// Why a value could not be computed. Errors are values carried in results (SPEC §6):
/// the display shows `message` and the app carries on.
public enum CalculatorError: Error, Equatable, Hashable, Sendable {
    /// A division (or `1/x`, or `0 ^ −n`) by zero.
    case divisionByZero
    /// `√` of a negative number.
    case squareRootOfNegative
    /// `ln` or `log` of zero or a negative number.
    case logarithmOfNonPositive
    /// A value outside the domain of the named function (`tan(90°)`, `sin⁻¹(2)`, `(−1)!`).
    case outsideDomain(function: String)
    /// An operation found fewer operands than it needs (RPN).
    case notEnoughOperands
    /// A variable the program uses has no value.
    case variableNotSet(String)
    /// The result is beyond the range of a `Double` (about 1.8e308).
    case resultTooLarge

    /// A stable machine-readable code, used by `--json`.
    public var code: String {
        switch self {
        case .divisionByZero: "division_by_zero"
        case .squareRootOfNegative: "square_root_of_negative"
        case .logarithmOfNonPositive: "logarithm_of_non_positive"
        case .outsideDomain: "outside_domain"
        case .notEnoughOperands: "not_enough_operands"
        case .variableNotSet: "variable_not_set"
        case .resultTooLarge: "result_too_large"
        }
    }

    /// The plain-words message the display shows.
    public var message: String {
        switch self {
        case .divisionByZero: "Division by zero"
        case .squareRootOfNegative: "Square root of a negative number"
        case .logarithmOfNonPositive: "Logarithm of zero or a negative number"
        case .outsideDomain(let function): "Outside the domain of \(function)"
        case .notEnoughOperands: "Not enough operands"
        case .variableNotSet(let name): "\(name) is not set"
        case .resultTooLarge: "Result too large"
        }
    }
}

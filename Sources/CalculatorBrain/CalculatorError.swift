import Localization

/// Why a value could not be computed. Errors are values carried in results (docs/behaviour.md §6):
/// the display shows `message` and the app carries on.
public enum CalculatorError: Error, Equatable, Hashable, Sendable {
    /// A division (or `1/x`, or `0 ^ −n`) by zero.
    case divisionByZero
    /// `√` of a negative number.
    case squareRootOfNegative
    /// `ln` or `log` of zero or a negative number.
    case logarithmOfNonPositive
    /// A value outside the domain of the named function (`tan(90°)`, `sin⁻¹(2)`, `(−1)!`,
    /// `(−8) ^ 0.5`); the name is the one descriptions use (`tan`, `sin⁻¹`, `!`, `^`).
    case outsideDomain(function: String)
    /// An operation found fewer operands than it needs (RPN).
    case notEnoughOperands
    /// A variable the program uses has no value.
    case variableNotSet(String)
    /// An exact result at or above `1e10000`, or an inexact one beyond the `Double` range
    /// (about 1.8e308).
    case resultTooLarge
    /// A non-zero exact result below `1e−9999`.
    case resultTooSmall
    /// An inexact result whose interval at the precision limit is still too wide to give
    /// its digits (or to be taken for 0): `(1 + 10^−3090)^(10^3085)`.
    case notPreciseEnough
    /// Units that do not fit together (docs/behaviour.md §16): `1 m + 1 s`, `5 kg to m`.
    /// `detail` says which (translated where it is made); `position` and `length` are the
    /// offending operator's place in the formula (Character offsets, as `FormulaError`'s).
    case dimensionMismatch(detail: String, position: Int, length: Int)
    /// A formula uses a currency, and there are no exchange rates: none saved, and none
    /// could be fetched (docs/behaviour.md §16).
    case ratesUnavailable
    /// A value that is not a whole number where only whole numbers have a meaning: `1.5 to
    /// hex`, `√2` in programmer mode (docs/behaviour.md §18). `detail` says which, translated
    /// where it is made.
    case integerOnly(detail: String)

    /// A stable machine-readable code, used by `--json`: scripts read this, not `message`.
    public var code: String {
        switch self {
        case .divisionByZero: "division_by_zero"
        case .squareRootOfNegative: "square_root_of_negative"
        case .logarithmOfNonPositive: "logarithm_of_non_positive"
        case .outsideDomain: "outside_domain"
        case .notEnoughOperands: "not_enough_operands"
        case .variableNotSet: "variable_not_set"
        case .resultTooLarge: "result_too_large"
        case .resultTooSmall: "result_too_small"
        case .notPreciseEnough: "not_precise_enough"
        case .dimensionMismatch: "dimension_mismatch"
        case .ratesUnavailable: "rates_unavailable"
        case .integerOnly: "integer_only"
        }
    }

    /// The message the display shows, in the user's language (`tr`, docs/behaviour.md §12): a
    /// sentence a person understands without knowing the word "domain" (docs/behaviour.md §6).
    public var message: String {
        switch self {
        case .divisionByZero: tr("Division by zero")
        case .squareRootOfNegative: tr("Square root of a negative number")
        case .logarithmOfNonPositive: tr("Logarithm of zero or a negative number")
        case .outsideDomain(let function): Self.domainMessage(function)
        case .notEnoughOperands: tr("Not enough operands")
        // TRANSLATORS: %s is the name of a variable: x, y, z or M.
        case .variableNotSet(let name): tr("%s is not set").filled(name)
        case .resultTooLarge: tr("Result too large")
        case .resultTooSmall: tr("Result too small")
        case .notPreciseEnough: tr("Cannot be computed precisely enough")
        case .dimensionMismatch(let detail, let position, _):
            FormulaError(position: position, length: 0, message: detail).description
        case .ratesUnavailable: tr("No exchange rates: none saved, and the ECB's could not be fetched")
        case .integerOnly(let detail): detail
        }
    }

    /// What the function needs, in words: its operation table row's message.
    private static func domainMessage(_ function: String) -> String {
        if let message = UnaryOperation.allCases.first(where: { $0.functionName == function })?.entry.domainMessage {
            return message()
        }
        if let message = BinaryOperation.allCases.first(where: { $0.symbol == function })?.entry.domainMessage {
            return message()
        }
        // TRANSLATORS: %s is the name of a function as the display writes it: ln, √, ….
        return tr("%s is not defined for this number").filled(function)
    }
}

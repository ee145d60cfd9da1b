import Localization
import CalculatorBrain

/// Everything a view shows, produced by the controller after each key. A window renders
/// the whole of it every time, so it can never drift from the brain.
public struct ViewState: Equatable, Sendable {
    /// One variable the program uses, or the memory.
    public struct Variable: Equatable, Sendable {
        /// `x`, `y`, `z` or `M`.
        public var name: String
        /// The value as the display writes it, or nil when unset.
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The main display: the typed text, the value, or the error message.
    public var display: String
    /// How the value came about, ending in ` …` or ` =`; empty at a fresh start.
    public var description: String
    /// The displayed value at full precision; nil when an error is shown or a `Double`
    /// cannot hold the value (`2 ^ 2000`, `0.1 ^ 400`).
    public var value: Double?
    /// The displayed value when it is exact; nil when it is not, or an error is shown.
    public var exactValue: Rational?
    /// The displayed value as an exact fraction `n/d` with ASCII digits and `-` (`1/3`,
    /// `-7/4`, `16`), whatever form the display shows; nil when the value is not exact
    /// or an error is shown (docs/behaviour.md §17). Written when asked (`--json`): a
    /// window never needs the 10,000 digits of a large one.
    public var fraction: String? { exactValue.flatMap { Number.exact($0).fractionText } }
    /// The error shown in the display, if any.
    public var error: CalculatorError?
    /// Algebraic mode: a binary operation waits for its right operand.
    public var pending: Bool
    /// True while the user is typing a number.
    public var typing: Bool
    public var mode: CalculatorMode
    public var angle: AngleUnit
    /// RPN mode: one line per stack entry, oldest first, as the display writes values
    /// (an error entry shows its message). Empty in algebraic mode.
    public var stack: [String]
    /// The variables the program uses and the ones that are set, in the order x, y, z, M.
    public var variables: [Variable]
    /// The displayed value's unit (`mi`, `m²`; docs/behaviour.md §16), which `display`
    /// ends with; nil for a plain number.
    public var unit: String? = nil
    /// The day of the exchange rates the displayed value used (`2026-11-27`), if any.
    public var ratesDate: String? = nil
    /// Every variable that is set, as the display writes it (for the variables panel,
    /// which edits all of them).
    public var variableValues: [String: String]

    public init(display: String, description: String, value: Double?, error: CalculatorError?,
                pending: Bool, typing: Bool, mode: CalculatorMode, angle: AngleUnit,
                stack: [String], variables: [Variable], variableValues: [String: String] = [:],
                exactValue: Rational? = nil) {
        self.exactValue = exactValue
        self.display = display
        self.description = description
        self.value = value
        self.error = error
        self.pending = pending
        self.typing = typing
        self.mode = mode
        self.angle = angle
        self.stack = stack
        self.variables = variables
        self.variableValues = variableValues
    }

    /// The variables line of the window: `x = 5   M = 4.8`, unset ones as `y unset`.
    public var variablesLine: String {
        variables.map { v in
            // TRANSLATORS: in the variables line, a variable with no value: "y unset".
            v.value.map { "\(v.name) = \($0)" } ?? tr("%s unset").filled(v.name)
        }.joined(separator: "   ")
    }
}

import CalculatorBrain
import CalculatorController

/// What a window shows after an event, as plain values: the binding hands each field to
/// the shim's setter of the same name and decides nothing itself.
public struct WindowView: Equatable, Sendable {
    /// One entry of the variables panel.
    public struct VariableEntry: Equatable, Sendable {
        /// `x`, `y`, `z` or `M`.
        public var name: String
        /// What the entry shows; nil: keep what the user typed there (it was refused).
        public var text: String?
        /// The user's text for it was not a number: the entry is marked as an error.
        public var refused: Bool

        public init(name: String, text: String?, refused: Bool) {
            self.name = name
            self.text = text
            self.refused = refused
        }
    }

    /// The display's text, then shorter ones for a narrow window (`displayChoices`).
    public var displayChoices: [String]
    /// How the value came about: `7 + 9 =`.
    public var description: String
    /// The RPN stack above the display, one line per entry, oldest first (`stackText`).
    public var stack: String
    /// `x = 5   M = 4.8`.
    public var variablesLine: String
    /// The variables panel's entries, in the order x, y, z, M.
    public var variableEntries: [VariableEntry]
    public var mode: CalculatorMode
    public var angle: AngleUnit
    /// The display shows an error (in the error style).
    public var error: Bool
    /// The line under the display until the next key; nil: hidden.
    public var message: String?
    /// The formula line's preview; nil while the line is closed.
    public var formulaPreview: FormulaLinePreview?
    /// The message has an Undo button (the history was just cleared).
    public var offersUndo = false
    /// Algebraic mode: the last calculations in the stack's room, oldest first
    /// (`WindowPresenter.recentCalculations`); empty in RPN mode, where the stack is there.
    public var recent: [String] = []
    /// The history index of `recent`'s first entry (choosing entry i uses history entry
    /// `recentFirstIndex + i`, as the history list does).
    public var recentFirstIndex = 0
    /// The unit converter row; nil while it is closed.
    public var converter: ConverterView?
    /// The Preferences window's rows' values (`WindowPresenter.preferenceValues`).
    public var preferences: [Int] = []
    /// Programmer mode's base lines, word and bits; nil in the other modes (§18).
    public var programmer: ProgrammerView?

    public init(displayChoices: [String], description: String, stack: String, variablesLine: String,
                variableEntries: [VariableEntry], mode: CalculatorMode, angle: AngleUnit, error: Bool,
                message: String?, formulaPreview: FormulaLinePreview?) {
        self.displayChoices = displayChoices
        self.description = description
        self.stack = stack
        self.variablesLine = variablesLine
        self.variableEntries = variableEntries
        self.mode = mode
        self.angle = angle
        self.error = error
        self.message = message
        self.formulaPreview = formulaPreview
    }
}

/// The line under the formula line: the formula's value or its error.
public struct FormulaLinePreview: Equatable, Sendable {
    /// `= 98`, or the error's sentence.
    public var text: String
    public var isError: Bool
    /// The UTF-8 bytes of the formula the error is about (the shim marks bytes); nil:
    /// nothing is marked.
    public var markedBytes: Range<Int>?

    public init(text: String, isError: Bool, markedBytes: Range<Int>?) {
        self.text = text
        self.isError = isError
        self.markedBytes = markedBytes
    }
}

/// The history as it changed since the window last had it.
public struct HistoryUpdate: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        /// Every entry's text, oldest first: the list is replaced.
        case replaced([String])
        /// The `dropped` oldest entries go and `added` (oldest first) come.
        case appended(dropped: Int, added: [String])
    }

    public var change: Change
    /// The line under the list: `The latest 100 of 250 calculations`; nil: hidden.
    public var note: String?

    public init(change: Change, note: String?) {
        self.change = change
        self.note = note
    }
}

import CalculatorBrain

/// Turns key presses into brain steps (docs/behaviour.md §2–§4, §7, §10): it owns the number being
/// typed and the brain, and publishes what the view shows as one `ViewState`. It knows
/// nothing of windows; the GTK window and `cerebrum --keys` drive the same type.
public final class CalculatorController {
    /// The brain holding the program and the variables.
    public internal(set) var brain: CalculatorBrain {
        didSet { cachedDescription = nil }  // no `oldValue`: mutations stay in place
    }
    /// The number being typed, not yet part of the program.
    var typing: TypedNumber?
    /// Completed calculations, kept across `C` and mode switches.
    public internal(set) var history = History()
    /// The brain's description, kept until the brain changes: it walks the whole program,
    /// so `=` (for the history) and the view state after it share one walk.
    private var cachedDescription: (format: NumberFormat, text: String)?
    /// What the last `C` or `⎋` cleared, kept until the next key or change: `⌫` as the
    /// very next key brings it back (docs/behaviour.md §2).
    private var clearedState: (brain: CalculatorBrain, typing: TypedNumber?)?
    /// What undo (⌫ with nothing typed to delete, Ctrl+Z) took, newest last, for `redo()`;
    /// anything else that changes the calculation forgets it, as editors do.
    private var undone: [(brain: CalculatorBrain, typing: TypedNumber?)] = []
    /// Redo reaches back this many undos; each keeps a state of the brain.
    static let redoLimit = 100
    /// The longest description the view state carries (its end, after `…`); nil: all of
    /// it. A window sets it to what its label and a history entry can hold, so a key's
    /// work does not grow with the calculation's length.
    public var descriptionLimit: Int? {
        didSet { cachedDescription = nil }
    }
    /// How numbers are written in the view state, the history texts and the copied text,
    /// and read from formulas, pastes and the variables panel (docs/behaviour.md §12): the
    /// window's is the locale's (`NumberFormat.locale`), `--keys` and `--solve` write `.`
    /// (`NumberFormat.commandLine`). The brain and what it records keep `.`.
    public var numberFormat = NumberFormat.plain {
        didSet { cachedDescription = nil }
    }
    /// The window's settings kept with the state (docs/behaviour.md §8): digit grouping
    /// on or off, how often the exchange rates are fetched.
    public var settings = WindowSettings()
    /// Whether finished calculations go into `history`. `--keys` neither shows nor saves a
    /// history, so it turns this off: a key then costs nothing for an entry nobody reads.
    public var recordsHistory = true
    /// Programmer mode's word, base, value and formula (docs/behaviour.md §18), kept in
    /// every mode: switching back finds them as they were.
    public internal(set) var programmer = ProgrammerState()
    /// Programmer mode's states before its last changes, newest last, for `⌫` with
    /// nothing typed; with the brain a `C` cleared.
    var programmerUndone: [(state: ProgrammerState, brain: CalculatorBrain?)] = []
    /// Draws the value of `rand`; replaceable so tests are repeatable.
    private let random: () -> Double

    public var mode: CalculatorMode { brain.mode }
    public var angle: AngleUnit { brain.angle }

    /// The formula line while it is open (docs/behaviour.md §11, §13): what the keyboard types goes
    /// there. Nil while it is closed.
    public internal(set) var line: Line?
    /// The line Escape closed, which `⌫` (Ctrl+Z) right after brings back
    /// (docs/behaviour.md §13); anything else done forgets it.
    var escapedLine: Line?

    /// The angle unit at a first start, in the window and on the command line: degrees,
    /// as GNOME Calculator and Windows Calculator start (docs/behaviour.md §1).
    public static let defaultAngle = AngleUnit.degrees

    /// A controller with an empty program.
    public init(mode: CalculatorMode = .algebraic, angle: AngleUnit = CalculatorController.defaultAngle,
                random: @escaping () -> Double = { Double.random(in: 0..<1) }) {
        brain = CalculatorBrain(mode: mode, angle: angle)
        self.random = random
    }

    /// A controller continuing from a saved brain, history and typed text.
    init(brain: CalculatorBrain, history: History, typing: TypedNumber?,
         random: @escaping () -> Double = { Double.random(in: 0..<1) }) {
        self.brain = brain
        self.history = history
        self.typing = typing
        self.random = random
    }

    // MARK: - Keys

    /// Handles one key press.
    public func press(_ key: Key) {
        if programmer.isOn {
            pressProgrammer(key)
            return
        }
        let cleared = clearedState
        clearedState = nil
        let before = (brain: brain, typing: typing)
        if key != .backspace { undone.removeAll() }
        if let escaped = escapedLine {
            escapedLine = nil
            if key == .backspace {
                line = escaped
                return
            }
        }
        switch key {
        case .digit, .point:
            if typing == nil { typing = TypedNumber(first: key) } else { typing?.append(key) }
        case .unary(.negate) where typing != nil:
            typing?.negate()
        case .unary(.negate) where brain.isEmpty:
            // Nothing typed, nothing entered: `± 5` types −5 (docs/behaviour.md §2).
            typing = .sign
        case .unary(let op):
            enterTyping()
            if brain.perform(.unary(op)), mode == .rpn { recordTopInHistory() }
        case .binary(let op):
            enterTyping()
            if brain.perform(.binary(op)), mode == .rpn { recordTopInHistory() }
        case .equals:
            // In RPN, ↵ after typing pushes the number; without typing it duplicates.
            if mode == .rpn, typing != nil { enterTyping() } else {
                enterTyping()
                if brain.perform(.equals), mode == .algebraic { recordInHistory() }
            }
        case .constant(let c):
            newOperand(.constant(c))
        case .variable(let name) where brain.variableUnits[name] != nil:
            // A variable holding a quantity enters as the formula `x`, which keeps its unit.
            newOperand { try? $0.perform(formula: name) }
        case .variable(let name):
            newOperand(.variable(name))
        case .random:
            newOperand(.random(random()))
        case .store(let name):
            guard let value = displayedNumber else { return }
            let unit = typing == nil ? brain.valueUnit : nil
            typing = nil
            brain.setVariable(name, to: value, unit: unit)
        case .memoryAdd:
            guard let value = displayedNumber else { return }
            let unit = typing == nil ? brain.valueUnit : nil
            typing = nil
            guard let memory = brain.variableValues["M"] else { return brain.setVariable("M", to: value, unit: unit) }
            // In the memory's unit; another dimension leaves it as it is.
            let sum = CalculatorBrain.sum(memory, unit: brain.variableUnits["M"], value, unit: unit)
            if case .success(let total) = sum { brain.setVariable("M", to: total.value, unit: total.unit) }
        case .memoryClear:
            brain.setVariable("M", to: nil)
        case .clear:
            clearedState = (brain, typing)
            typing = nil
            brain = CalculatorBrain(mode: mode, angle: angle)
        case .clearCalculation:
            clearedState = (brain, typing)
            typing = nil
            brain = CalculatorBrain(mode: mode, angle: angle, variables: brain.variableValues, units: brain.variableUnits)
        case .backspace:
            if let cleared {
                (brain, typing) = cleared
            } else if let typed = typing {
                typing = typed.removingLast()
            } else if !brain.undo() {
                return
            }
            undone.append(before)
            if undone.count > Self.redoLimit { undone.removeFirst() }
        case .swap, .drop:
            guard mode == .rpn else { return }
            enterTyping()
            brain.perform(key == .swap ? .swap : .drop)
        case .angle(let unit):
            brain.angle = unit
        case .mode(let newMode):
            switchMode(to: newMode)
        case .openFormula:
            break  // the window opens its formula line; enterFormula(_:) takes the text
        }
    }

    /// Sets a variable from text the user typed in the variables panel (`5`, `−2.5`,
    /// `2,5`; empty to unset). Returns false, changing nothing, when the text is not a number.
    @discardableResult
    public func setVariable(_ name: String, text: String) -> Bool {
        guard CalculatorBrain.variableNames.contains(name) else { return false }
        return variableRefusal(name, text: text) == nil
    }

    /// Sets variable `name` from text typed in the variables panel: a number as a person
    /// writes it, or a formula, whose value is taken exactly (`1/3` is a third, `2π`,
    /// `x+1` with the current x); nil when it was set, else why not (the formula's parse
    /// or mathematical error), the variable unchanged. Empty text unsets it.
    public func variableRefusal(_ name: String, text: String) -> String? {
        guard CalculatorBrain.variableNames.contains(name) else { return "" }
        forgetRestores()  // a variable's new value is a change redo must not take back
        if text.allSatisfy(\.isWhitespace) {
            brain.setVariable(name, to: nil)
            return nil
        }
        if let value = Self.number(fromUserText: text, decimalMark: numberFormat.decimalMark) {
            brain.setVariable(name, to: value)
            return nil
        }
        if let error = Self.lengthError(of: text) { return error.message }
        let preview = brain.previewFormulaWithUnit(text, format: numberFormat)
        switch preview.value {
        case .success(let value):
            // A compound conversion's value is in its first part's unit (§16).
            brain.setVariable(name, to: value, unit: preview.base == nil ? preview.unit : nil)
            return nil
        case .failure(let error as FormulaError): return error.message
        case .failure(let error as CalculatorError): return error.message
        case .failure(let error): return "\(error)"
        }
    }

    // MARK: - History and clipboard

    /// Enters a history entry's value as the next operand (docs/behaviour.md §7).
    public func useHistoryEntry(at index: Int) {
        guard history.entries.indices.contains(index) else { return }
        if programmer.isOn {
            _ = useProgrammerHistoryValue(history.entries[index].value)
            return
        }
        clearedState = nil
        let entry = history.entries[index]
        if let unit = entry.unit {
            newOperand { $0.perform(quantity: entry.value, unit: unit) }
        } else {
            newOperand(.operand(entry.value))
        }
    }

    /// Empties the history; returns the entries it had, which `restoreHistory` puts back.
    @discardableResult
    public func clearHistory() -> [History.Entry] {
        let entries = history.entries
        history.clear()
        return entries
    }

    /// Undoes a `clearHistory`: its entries come back, before any added since.
    public func restoreHistory(_ entries: [History.Entry]) { history.restore(entries) }

    /// Pastes a number into the typing (`-12.5`, `−12,5`, `1 000`, `1,234.5`, `1.5e20`;
    /// `NumberText` says how `,` and `.` are read). Returns false, changing nothing, when
    /// the text is not a number.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        if let mixed = Number(mixedText: text) {  // `1 3/4`, as the mixed form writes it (§17)
            newOperand(.operand(mixed))
            return true
        }
        let normalized = NumberText.normalized(text, decimalMark: numberFormat.decimalMark, pasted: true)
        guard !normalized.isEmpty, let number = Number(decimal: normalized) else { return false }
        if let typed = TypedNumber(text: normalized) {
            forgetRestores()
            typing = typed  // replaces what was typed, as pasting over a selection does
        } else {
            newOperand(.operand(number))
        }
        return true
    }

    /// Pasted text that is a price (`$20.00`, `1.234,50 €`), written as the formula line
    /// reads it (`20.00`; `1234,50` where the mark is `,`); nil for anything else, which
    /// goes into the line as written: a part of a formula (`,18` after `gcd(12`) must keep
    /// its meaning there.
    public func formulaText(forPastedNumber text: String) -> String? {
        let spaceless = NumberText.withoutSpaces(text) ?? ""
        guard NumberText.withoutCurrency(spaceless) != spaceless else { return nil }
        let normalized = NumberText.normalized(text, decimalMark: numberFormat.decimalMark, pasted: true)
        guard !normalized.isEmpty, Number(decimal: normalized) != nil else { return nil }
        return NumberFormat.text(normalized, withMark: numberFormat.decimalMark)
    }

    /// What Ctrl+C copies: the displayed number in plain ASCII (`-12.5`, `1.5e-10`), the
    /// typed text while typing (`-0.50`), nil while an error is shown.
    public var copyText: String? {
        if programmer.isOn { return programmerCopyText }
        if let typed = typing { return typed.asciiText(format: numberFormat) }
        guard case .success(let value) = brain.value else { return nil }
        return DisplayFormatter.asciiString(for: value, format: numberFormat)
    }

    /// A number from text a person typed: U+2212 or `-` for minus, `,` or `.` for the
    /// decimal point, spaces (also thin and no-break ones), and `,` or `.` between digit
    /// groups only where they can be nothing else (`NumberText`). `decimalMark` is the
    /// locale's; `--set` reads as in `C`.
    public static func number(fromUserText text: String, decimalMark: Character = ".") -> Number? {
        let cleaned = NumberText.normalized(text, decimalMark: decimalMark)
        guard !cleaned.isEmpty else { return nil }
        return Number(decimal: cleaned)
    }

    // MARK: - Helpers

    /// The brain's description in `format`, walked once per change of the brain (`=`
    /// records it in the history, and the view state shows it; with a mark other than `.`
    /// they are two walks, since the history keeps `.`).
    func description(format styled: NumberFormat) -> String {
        let format = styled.descriptionFormat
        if let cached = cachedDescription, cached.format == format { return cached.text }
        let text = descriptionLimit.map { brain.description(maxLength: $0, format: format) }
            ?? brain.description(format: format)
        cachedDescription = (format, text)
        return text
    }

    /// Adds the completed calculation to the history (not an error: it has no value). The
    /// entry's description is printed from its end, as much as an entry keeps, so an `=`
    /// costs the same however long the calculation is.
    func recordInHistory() {
        guard recordsHistory, !brain.showsLoneNumber, case .success(let value) = brain.value else { return }
        let text = descriptionLimit == History.descriptionLimit && numberFormat.descriptionFormat == .plain
            ? description(format: .plain) : brain.description(maxLength: History.descriptionLimit)
        history.append(.init(description: text, value: value, unit: brain.valueUnit))
    }

    /// RPN: each operation is a finished calculation, as in Qalculate's RPN mode: the
    /// history gets the new top entry (`3 + 5 = 8`), not the whole stack. ↵, x⇄y, drop
    /// and operands only move numbers about, and add nothing.
    private func recordTopInHistory() {
        guard recordsHistory, case .success(let value) = brain.value,
              let top = brain.topEntryDescription(maxLength: History.descriptionLimit - 2) else { return }
        history.append(.init(description: top + " =", value: value, unit: brain.valueUnit))
    }

    /// Enters the typed number into the program, ending typing.
    private func enterTyping() {
        guard let typed = typing else { return }
        typing = nil
        brain.perform(.operand(typed.number))
    }

    /// Whether `redo()` has something to bring back.
    public var canRedo: Bool { !undone.isEmpty }

    /// Brings back what the last undo took (Ctrl+Shift+Z, Ctrl+Y; docs/behaviour.md §2),
    /// in both modes: the calculation and the typing as they were before it. Nothing after
    /// any other change.
    public func redo() {
        guard let state = undone.popLast() else { return }
        clearedState = nil
        escapedLine = nil
        (brain, typing) = state
    }

    /// A constant, variable or `rand`: in algebraic mode it replaces a number being typed;
    /// in RPN mode the typed number is entered first.
    func newOperand(_ step: ProgramStep) {
        newOperand { $0.perform(step) }
    }

    /// A new operand that `enter` performs on the brain (a parsed formula).
    func newOperand(_ enter: (inout CalculatorBrain) -> Void) {
        forgetRestores()  // a new operand (a formula, a paste…) forfeits them
        if mode == .rpn { enterTyping() } else { typing = nil }
        enter(&brain)
    }

    /// A change made other than by a key: `C`'s restore, what undo took (redo) and the
    /// line Escape closed are forgotten, as an editor forgets them.
    func forgetRestores() {
        clearedState = nil
        undone.removeAll()
        escapedLine = nil
    }

    /// The displayed value at full precision (the typed number, else the value, in its
    /// unit when it has one); nil while an error is shown. The unit converter's amount.
    public var displayedNumber: Number? {
        if let typed = typing { return typed.number }
        return try? brain.value.get()
    }

    /// New exchange rates arrived: the calculation's currencies are converted again
    /// (docs/behaviour.md §16).
    public func ratesChanged() {
        brain.ratesChanged()
    }

    /// Starts a new calculation in the other mode from the displayed value, keeping the
    /// variables and the angle unit.
    private func switchMode(to newMode: CalculatorMode) {
        guard newMode != mode else { return }
        let start = !brain.isEmpty || typing != nil ? displayedNumber : nil
        typing = nil
        brain = CalculatorBrain(mode: newMode, angle: angle, variables: brain.variableValues, units: brain.variableUnits)
        if let start { brain.perform(.operand(start)) }
    }
}

import CalculatorBrain
import Localization

/// The formula line (docs/behaviour.md §11): a whole formula enters the calculation as one operand, the
/// line previews its value as the user types, and a paste that is a formula goes in as one.
/// The brain parses; the controller decides what a formula means to the calculation
/// (it ends typing as any new operand does) and what the line shows.
extension CalculatorController {
    /// What the formula line shows under the text while the user types.
    public struct FormulaPreview: Equatable, Sendable {
        /// The value as the display writes it, or the message of the error.
        public var text: String
        /// True when `text` is an error message (the formula does not parse, or its value
        /// is an error such as a division by zero).
        public var isError: Bool
        /// The characters a parse error is about (Character offsets into the formula),
        /// never empty: a missing `)` at the end marks the last character. Nil when the
        /// formula parses.
        public var marked: Range<Int>?

        public init(text: String, isError: Bool, marked: Range<Int>? = nil) {
            self.text = text
            self.isError = isError
            self.marked = marked
        }
    }

    /// The longest formula taken (the window's line, a paste, `--solve`, a `--keys`
    /// group), in characters: far beyond any formula written by hand, and short enough
    /// that reading, saving and restoring one stays instant (docs/behaviour.md §11). A
    /// longer one is refused whole with a message, never cut.
    public static let formulaLengthLimit = 50_000

    /// The error for a formula longer than `formulaLengthLimit`, nil for one within it.
    /// Counts without reading a huge text character by character.
    static func lengthError(of text: String) -> FormulaError? {
        let bytes = text.utf8.count
        guard bytes > formulaLengthLimit, bytes > 4 * formulaLengthLimit || text.count > formulaLengthLimit else { return nil }
        return FormulaError(position: formulaLengthLimit, length: 0, message: tooLongMessage)
    }

    /// Why a formula or a paste was refused for its length.
    public static var tooLongMessage: String {
        // TRANSLATORS: the number is formulaLengthLimit; write it as your language groups digits.
        tr("too long: a formula has at most 50,000 characters")
    }

    /// The preview of `text` with the current variables and angle unit; changes nothing.
    /// Parentheses left open at the end are closed first, as Enter closes them.
    public func formulaPreview(_ text: String) -> FormulaPreview {
        if let error = Self.lengthError(of: text) { return FormulaPreview(text: error.message, isError: true) }
        let (preview, unit, base, parts) = brain.previewFormulaWithUnit(Self.closingParentheses(of: text), format: numberFormat)
        switch preview {
        case .success(let value):
            if let base, let text = CalculatorBrain.text(value, base: base) { return FormulaPreview(text: text, isError: false) }
            if let parts { return FormulaPreview(text: CalculatorBrain.text(parts: parts, format: numberFormat), isError: false) }
            let number = DisplayFormatter.string(for: value, format: numberFormat)
            return FormulaPreview(text: CalculatorBrain.text(number, unit: unit), isError: false)
        case .failure(let error as FormulaError):
            let typed = typedError(error, in: text)
            return FormulaPreview(text: typed.message, isError: true,
                                  marked: Self.marked(typed, in: text))
        case .failure(let error as CalculatorError):
            if case .dimensionMismatch(_, let position, let length) = error {
                // Marked like a parse error: the operator whose units do not fit.
                let place = FormulaError(position: position, length: length, message: "")
                return FormulaPreview(text: error.message, isError: true, marked: Self.marked(place, in: text))
            }
            return FormulaPreview(text: error.message, isError: true)
        case .failure(let error):
            return FormulaPreview(text: "\(error)", isError: true)
        }
    }

    /// What the formula line opens with: `(`, after the number being typed if any, so
    /// that `2(3+4)` typed on the keyboard means 2 × (3 + 4), as written (the line then
    /// stands for that number: `enterFormula(_:replacingTyping:)`).
    public var formulaLineStart: String { (typing?.text(format: numberFormat) ?? "") + "(" }

    /// Enters `text` as one operand, as Enter in the formula line does: in algebraic mode
    /// it is the current operand (it replaces a number being typed, like a constant); in
    /// RPN mode a typed number is entered first and the formula pushed. One program step,
    /// so undo removes it and the saved state and history carry it. A formula entered
    /// with nothing pending in algebraic mode is a finished calculation (its description
    /// ends in ` =`) and goes into the history, as `=` would put it there.
    /// Parentheses left open at the end are closed (the line opens with a `(`, and
    /// typing `2(3+4)^2` after it must not need two more keys). `replacingTyping`: the
    /// line took over the number being typed (`formulaLineStart`), which is dropped
    /// rather than entered first in RPN mode. `closingParentheses: false` reads the text
    /// as written (`cerebrum --solve`: a `(` left open is the parser's "missing `)`").
    /// `reading`: the numbers' format when not the window's (`cerebrum --formula` and the
    /// desktop's search write `.` or the locale's mark, `NumberFormat.commandLine`).
    /// Returns the parse error, changing nothing, when `text` is not a formula.
    @discardableResult
    public func enterFormula(_ text: String, replacingTyping: Bool = false,
                             closingParentheses: Bool = true, reading: NumberFormat? = nil) -> FormulaError? {
        if let error = Self.lengthError(of: text) { return error }
        let closed = closingParentheses ? Self.closingParentheses(of: text) : text
        // Read once: nothing may change before we know it parses, and the parsed formula
        // (its text with `.` for the locale's mark, so it replays anywhere) is what enters.
        let formula: ParsedFormula
        do {
            formula = try CalculatorBrain.parseFormula(closed, format: reading ?? numberFormat)
        } catch {
            return typedError(error, in: text)
        }
        // Computed where it shows: programmer mode gives way to algebraic (docs/behaviour.md §18).
        if programmer.isOn { setEntryMode(.algebraic) }
        if replacingTyping { typing = nil }
        newOperand { $0.perform(formula) }
        if mode == .algebraic, !brain.isPending { recordInHistory() }
        return nil
    }

    /// A formula from outside the window: the desktop's search chose a result while the
    /// window runs (docs/behaviour.md §19), written with `.` or the locale's mark as
    /// `cerebrum --formula` is. A line being written is put aside as Escape puts it, and
    /// stays so after the formula: `⌫` or Ctrl+Z right after brings it back, so nothing
    /// typed is lost. Returns the parse error, changing nothing else, when it is not a formula.
    @discardableResult
    public func enterOutsideFormula(_ text: String) -> FormulaError? {
        if line != nil { cancelLine() }
        let aside = escapedLine
        let error = enterFormula(text, reading: .commandLine)
        if let aside { escapedLine = aside }
        return error
    }

    /// What became of a paste (Ctrl+V).
    public enum PasteOutcome: Equatable, Sendable {
        /// A plain number went into the typing, or a formula into the calculation.
        case entered
        /// The text does not parse: the window opens it in the formula line with the
        /// error marked, so nothing pasted is lost. `text` is what the line gets (one
        /// line: line breaks and tabs become spaces).
        case edit(text: String, preview: FormulaPreview)
        /// Nothing to paste: the clipboard holds no text, or only white space.
        case empty
        /// Refused whole, nothing changed: the text is longer than a formula may be, or
        /// holds control characters (binary data: `12\0+3` must not become 12). The
        /// message says why.
        case refused(message: String)
    }

    /// Pastes clipboard text (docs/behaviour.md §8, §11): a plain number goes into the typing as
    /// today (`−12,5`, `1 000`, `1.5e20`); a formula is entered as if typed into the
    /// formula line and Enter pressed; anything else comes back to be edited.
    public func pasteText(_ text: String?) -> PasteOutcome {
        guard let text else { return .empty }
        if let why = Self.pasteRefusal(text) { return .refused(message: why) }
        if paste(text) { return .entered }
        let line = Self.formulaLine(fromPasted: text)
        guard !line.isEmpty else { return .empty }
        if enterFormula(line) == nil { return .entered }
        return .edit(text: line, preview: formulaPreview(line))
    }

    /// Why clipboard text cannot be pasted at all, into the calculation or the open
    /// formula line; nil when it can. Such text is refused whole, never cut.
    public static func pasteRefusal(_ text: String) -> String? {
        if lengthError(of: text) != nil { return tooLongMessage }
        if text.unicodeScalars.contains(where: isBinary) {
            return tr("The clipboard holds control characters, not a number or formula; nothing was pasted")
        }
        return nil
    }

    /// A character no text copied as a number or formula holds: a control character
    /// other than tab and line breaks (NUL, ESC, …), or U+2400 `␀`, which the window's
    /// clipboard reader writes for a NUL byte.
    static func isBinary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0x7F, 0x2400: true
        default: false
        }
    }

    /// Pasted text as one line: white space around it dropped, line breaks and tabs
    /// inside it turned into spaces (a formula copied from a document may wrap).
    public static func formulaLine(fromPasted text: String) -> String {
        let spaced = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return spaced.trimmingWhitespace()
    }

    /// `text` with a `)` added for each `(` still open at its end: `(2(3+4` is
    /// `(2(3+4))`. Text with a `)` too many is left as it is, for the parser to report.
    static func closingParentheses(of text: String) -> String {
        var open = 0
        for scalar in text.unicodeScalars {
            if scalar == "(" {
                open += 1
            } else if scalar == ")" {
                open -= 1
                if open < 0 { return text }
            }
        }
        return open == 0 ? text : text + String(repeating: ")", count: open)
    }

    /// The error to show for `text` when its closed form (`closingParentheses(of:)`)
    /// failed with `error`. An error that reaches into the `)` the line added speaks of
    /// text the user did not type ("empty parentheses" for `5(`, "not `)`" for `(2+`):
    /// then the text as written says what is missing ("missing operand after `(`"), as
    /// `cerebrum --solve` does.
    func typedError(_ error: FormulaError, in text: String) -> FormulaError {
        guard error.position + error.length > text.count else { return error }
        return CalculatorBrain.checkFormula(text, format: numberFormat) ?? error
    }

    /// The characters to mark for `error` in `text`: its range, at least one character,
    /// inside the text (an error at the very end marks the last character).
    static func marked(_ error: FormulaError, in text: String) -> Range<Int>? {
        let count = text.count
        guard count > 0 else { return nil }
        let start = min(max(error.position, 0), count - 1)
        let end = min(max(error.position + error.length, start + 1), count)
        return start..<end
    }
}

extension String {
    /// The text without white space (or line breaks) at either end.
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

// MARK: - Keys in the formula line

extension CalculatorController {
    /// What choosing a history entry types into the open formula line: its value as the
    /// display writes it, which the formula grammar reads back (`1.5e20`, `1,5e20` in
    /// `de_DE`); a negative
    /// value in parentheses, so that after `2` it multiplies rather than subtracts.
    public func formulaText(forHistoryEntry index: Int) -> String? {
        guard history.entries.indices.contains(index) else { return nil }
        // In the locale's decimal mark, which the line accepts besides `.` (docs/behaviour.md §12).
        // Decimal and ungrouped whatever the display's form: `1/3` after `2^` would be (2^1)/3.
        let entry = history.entries[index]
        let text = DisplayFormatter.string(for: entry.value, format: numberFormat.descriptionFormat)
        // A quantity in parentheses, so its unit stays its own: `2 × (6.2 mi)` (§16).
        if let unit = entry.unit { return "(\(CalculatorBrain.text(text, unit: unit)))" }
        return text.hasPrefix("−") ? "(\(text))" : text
    }

    /// What a key types into the formula line (a button clicked while it is open), in
    /// the formula grammar of docs/behaviour.md §11: `7`, `×`, `√`, `²`, `sin(`, `π`; `(` types `(`.
    /// Nil for a key that has no place in a formula (`=`, stores, `rand`, `C`, …).
    public static func formulaText(for key: Key) -> String? {
        switch key {
        case .digit(let d): String(d)
        case .point: "."
        case .binary(let op) where op.isFunctionNotation: op.symbol + "("  // `gcd(`: the arguments follow
        case .binary(let op): op == .modulo ? " mod " : op.symbol
        case .unary(let op) where op.isPrefixSign: op.rawValue
        case .unary(.square): "²"
        case .unary(.reciprocal): "⁻¹"
        case .unary(.negate): "−"
        case .unary(.factorial): "!"
        case .unary(.asin): "sin⁻¹("
        case .unary(.acos): "cos⁻¹("
        case .unary(.atan): "tan⁻¹("
        case .unary(.exp): "exp("
        case .unary(.percent): "%"
        case .unary(let op): op.rawValue + "("
        case .constant(let c): c.rawValue
        case .variable(let name): name
        case .openFormula: "("
        case .random, .store, .memoryAdd, .memoryClear, .equals, .clear, .clearCalculation,
             .backspace, .swap, .drop, .angle, .mode:
            nil
        }
    }
}

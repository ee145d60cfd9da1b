import CalculatorBrain

/// The keyboard speaks formulas (docs/behaviour.md §13). In algebraic mode what is typed goes into the
/// formula line, which previews its value, and Return (or `=`) enters it as one operand:
/// `2+3*4` Return is 14, where the same keys clicked are 20. A formula typed first after
/// a result continues from it when it starts with an operator (16 shown, `+2` Return is
/// 18, described `7 + 9 + 2 =`); a lone function name applies the function to the
/// displayed value (`sqrt` Return), as its button does. RPN mode keeps typed digits and
/// operators as HP keys; letters and `(` open the line there too. Buttons stay keys
/// (docs/behaviour.md §3); one clicked while the line is open types into it.
///
/// The window keeps its entry's text and cursor and reports each change (`lineChanged`);
/// `typeText(_:)` drives the same rules without a window, for tests.
extension CalculatorController {
    /// The formula line while it is open.
    public struct Line: Equatable, Sendable {
        /// What the line holds.
        public var text: String
        /// The line started with the number being typed (`12` typed, then `+`: `12+`),
        /// which it now stands for: entering the line replaces that number.
        public var replacesTyping: Bool

        public init(text: String, replacesTyping: Bool = false) {
            self.text = text
            self.replacesTyping = replacesTyping
        }
    }

    /// What a character typed while the line is closed did.
    public enum Typed: Equatable, Sendable {
        /// It pressed this key: a digit or an operator in RPN mode, `=`, `%` and `!` on the
        /// displayed value, `+ × ÷ ^` while an operation waits (it replaces it, docs/behaviour.md §3).
        case key(Key)
        /// It opened the line with the character (after the number being typed, if any).
        case openedLine
        /// White space or a control character: nothing.
        case ignored
    }

    // MARK: - Typing with the line closed

    /// A character typed on the keyboard while the line is closed (docs/behaviour.md §13).
    @discardableResult
    public func type(_ character: Character) -> Typed {
        if let key = typedKey(character) {
            press(key)
            return .key(key)
        }
        guard !character.isWhitespace, !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) else {
            return .ignored
        }
        // `0` typed, then `x`, `b` or `o`: a base literal begins (`0xFF`, docs/behaviour.md §18),
        // in RPN mode too, never the name x after an entered 0.
        let literal = IntegerBase.literal(character) != nil && typing?.text(format: .plain) == "0"
        openLine(with: String(character),
                 takingTyping: literal || !character.isLetter && (mode == .algebraic || character == "(" || character == "."))
        return .openedLine
    }

    /// Opens the line with `text`. `takingTyping`: after the number being typed, which the
    /// line then stands for (`12` then `+3`: `12+3`; `2(3+4)` is 2 × (3 + 4)). A name
    /// does not take it: it replaces the typed number in algebraic mode, as a constant's
    /// key does (docs/behaviour.md §10), and in RPN mode the number is entered first, so `16 sqrt`
    /// Return is √16 on an HP's terms.
    public func openLine(with text: String, takingTyping: Bool = true) {
        escapedLine = nil
        let taken = takingTyping ? typing : nil
        line = Line(text: (taken?.text(format: numberFormat) ?? "") + text, replacesTyping: taken != nil)
    }

    /// The key a typed character is with the line closed, or nil when it opens the line.
    func typedKey(_ character: Character) -> Key? {
        switch character {
        case "=": return .equals
        case "%": return .unary(.percent)
        case "!": return .unary(.factorial)
        default: break
        }
        if mode == .rpn {
            if let digit = character.wholeNumberValue, character.isASCII { return .digit(digit) }
            // Where the decimal mark is `,`, a typed `.` groups digits (`1.000`), so it goes
            // into the line, which reads grouping (docs/behaviour.md §12).
            if character == "." { return numberFormat.decimalMark == "," ? nil : .point }
            if character == "," || character == numberFormat.decimalMark { return .point }
            return Self.typedOperators[character].map(Key.binary)
        }
        // Algebraic: while an operation waits and nothing is typed, `+ × ÷ ^` replace it
        // as their keys do; `−` starts a negative operand in the line (`5 ×`, `-3`).
        guard typing == nil, brain.isPending, let op = Self.typedOperators[character], op != .subtract
        else { return nil }
        return .binary(op)
    }

    /// The operators a keyboard types, ASCII and Unicode.
    static let typedOperators: [Character: BinaryOperation] = [
        "+": .add, "-": .subtract, "−": .subtract, "*": .multiply, "×": .multiply,
        "/": .divide, "÷": .divide, "^": .power,
    ]

    // MARK: - The open line

    /// The window's entry changed (the user typed, deleted, pasted into it).
    public func lineChanged(_ text: String) {
        line?.text = text
    }

    /// Escape in the line: it closes and nothing changes.
    public func closeLine() {
        line = nil
    }

    /// Escape in the line: it closes, changing nothing, and a `⌫` (Ctrl+Z) right after
    /// brings it back as it was (docs/behaviour.md §13), so a long formula is never lost
    /// to one key. An empty line, or one holding only the `(` it opened with, is just closed.
    public func cancelLine() {
        if let line, !line.text.allSatisfy({ $0.isWhitespace || $0 == "(" }) { escapedLine = line }
        line = nil
    }

    /// Return or `=` in the line (docs/behaviour.md §13): a lone function name applies to the
    /// displayed value; a formula that starts with an operator after a result continues
    /// from it; any other formula enters as one operand (docs/behaviour.md §11). Returns the parse
    /// error, changing nothing and keeping the line open, when it does not parse.
    @discardableResult
    public func enterLine() -> FormulaError? {
        guard let line else { return nil }
        if line.text.allSatisfy(\.isWhitespace) {
            self.line = nil
            return nil
        }
        if let op = Self.loneFunction(line.text) {
            self.line = nil
            press(.unary(op))
            return nil
        }
        let (text, offset) = typedFormula(line)
        if let error = enterFormula(text, replacingTyping: line.replacesTyping) {
            return error.shifted(by: -offset)
        }
        self.line = nil
        return nil
    }

    /// The `=` key with the line open (clicked, or typed in the line): the formula goes in
    /// and, when it is the right operand of a waiting operation, `=` finishes that
    /// calculation too, as it does after a typed number (`2 ×` clicked, `(3+4`, `=` is 14;
    /// docs/behaviour.md §11). Return only puts the formula in.
    @discardableResult
    public func enterLineAndFinish() -> FormulaError? {
        if let error = enterLine() { return error }
        if mode == .algebraic, brain.isPending { press(.equals) }
        return nil
    }

    /// The preview of the open line's text (its value, or its error with the place
    /// marked), by the rules `enterLine` enters it with.
    /// An empty line (its `(` deleted) is just empty: no value, no error.
    public func linePreview(_ text: String) -> FormulaPreview {
        if text.allSatisfy(\.isWhitespace) { return FormulaPreview(text: "", isError: false) }
        let typed = Line(text: text, replacesTyping: line?.replacesTyping ?? false)
        if let op = Self.loneFunction(text) {
            // The value the function's key would give: `sqrt` is √ of the displayed value.
            var preview = formulaPreview((op.formulaName ?? op.rawValue) + "(ans)")
            preview.marked = nil
            return preview
        }
        let (formula, offset) = typedFormula(typed)
        var preview = formulaPreview(formula)
        if let marked = preview.marked {
            let lower = max(marked.lowerBound - offset, 0)
            preview.marked = lower..<max(marked.upperBound - offset, lower + 1)
        }
        return preview
    }

    /// A button clicked while the line is open types this into it (nil: the key has no
    /// place in a formula and acts as itself; the line closes first).
    public static func lineText(for key: Key) -> String? {
        formulaText(for: key)
    }

    /// Whether the line's formula continues from the displayed value: algebraic mode,
    /// something calculated and nothing waiting, and the text starts with an operator
    /// (`+2`, `×3`, `^2`, `%`, `!`, `²`), or, after a quantity, with a conversion
    /// (`to mi`, `→ mi`; docs/behaviour.md §16).
    func continues(_ line: Line) -> Bool {
        guard mode == .algebraic, !line.replacesTyping, !brain.isEmpty, !brain.isPending,
              let first = line.text.first(where: { !$0.isWhitespace })
        else { return false }
        if Self.continuingStarts.contains(first) { return true }
        let start = line.text.drop(while: \.isWhitespace).lowercased()
        return (start.hasPrefix("to ") || start.hasPrefix("→")) && brain.displayedQuantityFormula != nil
    }

    /// The characters a formula continuing from the displayed value starts with.
    static let continuingStarts: Set<Character> = [
        "+", "-", "−", "–", "*", "×", "·", "/", "÷", "^", "%", "!",
        "²", "³", "⁻", "⁰", "¹", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹",
    ]

    /// The formula a line enters and how many characters were put before the typed text
    /// (`ans` for a continuation: the displayed value's own expression, docs/behaviour.md §13;
    /// a quantity's own formula in parentheses, so its unit carries on: `5 km`, then `*2`, is
    /// `(5 km)*2`, 10 km, §16).
    private func typedFormula(_ line: Line) -> (text: String, offset: Int) {
        guard continues(line) else { return (line.text, 0) }
        if let quantity = brain.displayedQuantityFormula {
            // Saved with `.`; the line reads the locale's mark, where `.` may be grouping.
            // A word after it (`to mi`) stands apart from the parenthesis.
            let text = "(" + NumberFormat.text(quantity, withMark: numberFormat.formulaMark) + ")"
                + (line.text.first?.isLetter == true ? " " : "")
            return (text + line.text, text.count)
        }
        return ("ans" + line.text, 3)
    }

    /// The function a line holding only its name stands for (`sqrt`, `sin`, `sin⁻¹`,
    /// `√`), with white space and a trailing `=` around it; nil otherwise.
    static func loneFunction(_ text: String) -> UnaryOperation? {
        var name = Substring(text).drop(while: \.isWhitespace)
        while let last = name.last, last.isWhitespace || last == "=" { name.removeLast() }
        return functionNames[String(name)]
    }

    /// Every name a function is typed by.
    private static let functionNames: [String: UnaryOperation] = {
        var table: [String: UnaryOperation] = ["log10": .log]
        for op in UnaryOperation.allCases {
            if let name = op.formulaName { table[name] = op }
            if op.isPrefixSign { table[op.rawValue] = op }
        }
        for op in [UnaryOperation.asin, .acos, .atan] { table[op.functionName] = op }
        return table
    }()

    // MARK: - Without a window

    /// Types `text` as a keyboard would into the window (docs/behaviour.md §13), for tests and
    /// scripts: characters go into the line or press keys as `type(_:)` says; a line
    /// break or `=` is Return, `\u{1B}` Escape, `\u{8}` Backspace. A line that does not
    /// parse stays open. Returns the last parse error, if any.
    @discardableResult
    public func typeText(_ text: String) -> FormulaError? {
        var lastError: FormulaError?
        for character in text {
            guard var open = line else {
                switch character {
                case "\n", "\r": press(.equals)
                case "\u{1B}": press(.clearCalculation)
                case "\u{8}", "\u{7F}": press(.backspace)
                default: type(character)
                }
                continue
            }
            switch character {
            case "\n", "\r":
                if let error = enterLine() { lastError = error }
            case "=":
                // `=` typed in the line is the `=` key, as the window's line has it: it
                // finishes a waiting calculation too (docs/behaviour.md §11).
                if let error = enterLineAndFinish() { lastError = error }
            case "\u{1B}":
                cancelLine()
            case "\u{8}", "\u{7F}":
                // An empty line closes, as it does in the window.
                if open.text.isEmpty { closeLine() } else {
                    open.text.removeLast()
                    line = open
                }
            default:
                open.text.append(character)
                line = open
            }
        }
        return lastError
    }
}

extension FormulaError {
    /// The same error `offset` characters further on (never before the start).
    func shifted(by offset: Int) -> FormulaError {
        FormulaError(position: max(position + offset, 0), length: length, message: message)
    }
}

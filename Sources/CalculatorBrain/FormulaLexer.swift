import Localization

/// Splits formula text into tokens (docs/behaviour.md §11), one at a time so that a megabyte formula
/// needs no token array. Positions count `Character`s.
struct FormulaLexer {
    private let chars: [Character]
    private var at = 0
    /// Tokens already read but not yet handed out: a run of letters can be several names.
    private var queue: [FormulaLexeme] = []
    private var queueHead = 0
    /// The character accepted as the decimal point besides `.` (the format's formula
    /// mark, `,` in `de_DE`).
    private let extraDecimalMark: Character?

    init(_ text: String, format: NumberFormat = .plain) {
        chars = Array(text)
        extraDecimalMark = format.extraFormulaMark
    }

    /// The whole text, for quoting it in messages.
    func text(at position: Int, length: Int) -> String {
        let end = min(chars.count, position + length)
        return position < end ? String(chars[position..<end]) : ""
    }

    /// The number of characters in the text.
    var count: Int { chars.count }

    /// The character at `index`, nil past either end.
    func character(at index: Int) -> Character? {
        index >= 0 && index < chars.count ? chars[index] : nil
    }

    /// The next token without consuming it.
    mutating func peek() throws(FormulaError) -> FormulaLexeme {
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
            try read()
        }
        return queue[queueHead]
    }

    /// The next token; `.end` (forever) once the text is used up.
    mutating func next() throws(FormulaError) -> FormulaLexeme {
        let lexeme = try peek()
        queueHead += 1
        return lexeme
    }

    // MARK: - Reading

    /// Reads at least one token into the queue.
    private mutating func read() throws(FormulaError) {
        while at < chars.count, chars[at].isSpaceFast { at += 1 }
        guard at < chars.count else {
            queue.append(FormulaLexeme(token: .end, position: chars.count, length: 0))
            return
        }
        let c = chars[at]
        if c.isDigitASCII || isDecimalMark(c) { return try readNumber() }
        if Self.superscriptDigits[c] != nil || c == "⁻" { return try readSuperscript() }
        if let (token, length) = unitSign(at: at) {
            queue.append(FormulaLexeme(token: token, position: at, length: length))
            at += length
            return
        }
        if c.isLetterFast { return try readName() }
        if c == "=", chars[(at + 1)...].allSatisfy(\.isSpaceFast) {
            // A trailing `=` (`12*3=`), as people finish a sum: the end of the formula.
            queue.append(FormulaLexeme(token: .end, position: at, length: 0))
            return
        }
        guard let token = Self.symbols[c] else {
            throw FormulaError(position: at, length: 1, message: tr("unexpected `%s`").filled(QuotedInput.printable(String(c))))
        }
        queue.append(FormulaLexeme(token: token, position: at, length: 1))
        at += 1
    }

    private static let symbols: [Character: FormulaToken] = {
        var table: [Character: FormulaToken] = [
            "+": .plus, "-": .minus, "−": .minus, "–": .minus,
            "*": .times, "×": .times, "·": .times, "⋅": .times, "∙": .times,
            "/": .divide, "÷": .divide, "∕": .divide,
            "^": .power, "!": .factorial, "%": .percent, "(": .open, ")": .close,
        ]
        for op in UnaryOperation.allCases where op.isPrefixSign { table[Character(op.rawValue)] = .prefix(op) }
        return table
    }()

    private func isDecimalMark(_ c: Character) -> Bool { c == "." || c == extraDecimalMark }

    /// `12`, `.5`, `5.`, `1.5e20`, `2.5e−10`: the display's own forms. An `e` starts an
    /// exponent only when a digit, or a sign and a digit, follows (`2e` is 2·e).
    private mutating func readNumber() throws(FormulaError) {
        let start = at
        var text = ""
        var seenPoint = false
        var digits = 0
        while at < chars.count {
            let c = chars[at]
            if c.isDigitASCII {
                digits += 1
                text.append(c)
            } else if isDecimalMark(c) {
                guard !seenPoint else {
                    throw FormulaError(position: at, length: 1, message: tr("a second decimal point in one number"))
                }
                seenPoint = true
                text.append(".")
            } else {
                break
            }
            at += 1
        }
        guard digits > 0 else {
            throw FormulaError(position: start, length: at - start, message: tr("`%s` is not a number").filled(chars[start]))
        }
        if at < chars.count, chars[at] == "e" || chars[at] == "E" {
            var digitAt = at + 1
            var sign = ""
            if digitAt < chars.count, let s = Self.signs[chars[digitAt]] {
                sign = s
                digitAt += 1
            }
            if digitAt < chars.count, chars[digitAt].isDigitASCII {
                text += "e" + sign
                at = digitAt
                while at < chars.count, chars[at].isDigitASCII {
                    text.append(chars[at])
                    at += 1
                }
                if at < chars.count, isDecimalMark(chars[at]) {
                    throw FormulaError(position: at, length: 1, message: tr("a decimal point in an exponent"))
                }
            }
        }
        guard let number = Number(decimal: text) else {
            throw FormulaError(position: start, length: at - start, message: Self.refusal(of: text))
        }
        queue.append(FormulaLexeme(token: .number(number), position: start, length: at - start))
    }

    /// Why `Number(decimal:)` refused a number's text (as the lexer writes it: digits, a
    /// point, `e`, `-`): too many characters, or outside docs/behaviour.md §6's exact range, below it
    /// (`1e−10000`) or above it (`1e10000`). Within the length limit only a negative
    /// exponent reaches below the range (without one, 1e−10000 takes 10,002
    /// characters), and none reaches above it.
    private static func refusal(of text: String) -> String {
        if text.count > Number.maximumTextLength { return tr("number too long") }
        // Characters, not `contains("e-")`: with a String that is Foundation's, and one
        // such call links Foundation and ICU into the binary (scripts/check-no-foundation.sh).
        let negativeExponent = text.split(separator: "e" as Character).dropFirst().first?.first == "-"
        return negativeExponent ? tr("number too small") : tr("number too large")
    }

    private static let signs: [Character: String] = ["+": "", "-": "-", "−": "-"]

    private static let superscriptDigits: [Character: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
    ]

    /// `²`, `³`, `⁻¹`, `¹⁰`: an integer power written in superscript.
    private mutating func readSuperscript() throws(FormulaError) {
        let start = at
        var text = ""
        if chars[at] == "⁻" {
            text = "-"
            at += 1
        }
        while at < chars.count, let digit = Self.superscriptDigits[chars[at]] {
            text.append(digit)
            at += 1
        }
        guard text != "-" else {
            throw FormulaError(position: start, length: 1, message: tr("`⁻` without superscript digits after it"))
        }
        guard let number = Number(decimal: text) else {
            throw FormulaError(position: start, length: at - start, message: tr("superscript too large"))
        }
        queue.append(FormulaLexeme(token: .superscript(number), position: start, length: at - start))
    }

    // MARK: - Names

    /// Names a whole run of letters can be.
    private static let names: [String: FormulaToken.Name] = {
        var table: [String: FormulaToken.Name] = [:]
        for op in UnaryOperation.allCases {
            if let name = op.formulaName { table[name] = .function(op) }
        }
        for name in splitNames.keys { table[name] = splitNames[name] }
        table["ans"] = .previous
        return table
    }()

    /// Names a run of letters can be split into (`xy` is x·y, `2πx`): the variables and
    /// constants. Functions are never split out (`sinx` is an unknown name).
    private static let splitNames: [String: FormulaToken.Name] = {
        var table: [String: FormulaToken.Name] = ["pi": .constant(.pi), "π": .constant(.pi), "e": .constant(.e)]
        for name in CalculatorBrain.variableNames { table[name] = .variable(name) }
        return table
    }()

    /// A run of letters: one known name, or several variables and constants written
    /// together. A digit right after a name is an error (`y2`), but `log10` is a name.
    private mutating func readName() throws(FormulaError) {
        let start = at
        while at < chars.count, chars[at].isLetterFast { at += 1 }
        let run = String(chars[start..<at])
        if run == "log", at + 1 < chars.count, chars[at] == "1", chars[at + 1] == "0" {
            at += 2
            queue.append(FormulaLexeme(token: .name(.function(.log)), position: start, length: 5))
        } else if let name = Self.names[run] {
            queue.append(FormulaLexeme(token: .name(name), position: start, length: at - start))
        } else if let (token, end) = unitWord(run, from: start) {
            queue.append(FormulaLexeme(token: token, position: start, length: end - start))
            at = end
        } else {
            try split(from: start)
        }
        if at < chars.count, chars[at].isDigitASCII || isDecimalMark(chars[at]) {
            var end = at
            while end < chars.count, chars[end].isDigitASCII || isDecimalMark(chars[end]) { end += 1 }
            var function = false
            if case .name(.function)? = queue.last?.token { function = true }
            throw FormulaError.numberAfterName(QuotedInput.printable(String(chars[start..<at]), limit: 40),
                                               QuotedInput.printable(String(chars[at..<end]), limit: 40),
                                               function: function, position: start, length: end - start)
        }
    }

    /// Splits `chars[start..<at]` into variables and constants, or throws "unknown name".
    private mutating func split(from start: Int) throws(FormulaError) {
        var i = start
        let first = queue.count
        while i < at {
            let two = i + 1 < at ? String(chars[i...i + 1]) : ""
            if let name = Self.splitNames[two] {
                queue.append(FormulaLexeme(token: .name(name), position: i, length: 2))
                i += 2
            } else if let name = Self.splitNames[String(chars[i])] {
                queue.append(FormulaLexeme(token: .name(name), position: i, length: 1))
                i += 1
            } else {
                queue.removeSubrange(first...)
                let run = String(chars[start..<at])
                throw FormulaError(position: start, length: at - start, message: tr("unknown name `%s`").filled(QuotedInput.printable(run, limit: 40)))
            }
        }
    }
}

// ASCII first: Unicode property look-ups dominate the time of a megabyte formula.
extension Character {
    /// `0`…`9` only (`isNumber` also counts `²` and other digits).
    fileprivate var isDigitASCII: Bool {
        guard let a = asciiValue else { return false }
        return a >= 0x30 && a <= 0x39
    }

    /// `isWhitespace`, without a look-up for ASCII.
    fileprivate var isSpaceFast: Bool {
        guard let a = asciiValue else { return isWhitespace }
        return a == 0x20 || (0x09...0x0D).contains(a)
    }

    /// `isLetter`, without a look-up for ASCII.
    fileprivate var isLetterFast: Bool {
        guard let a = asciiValue else { return isLetter }
        return (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A)
    }
}

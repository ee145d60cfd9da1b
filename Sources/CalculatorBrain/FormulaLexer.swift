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
    /// Where the decimal mark is `,`, `.` groups digits (`1.000` is one thousand,
    /// `1.234.567,5`) and is never a decimal point (docs/behaviour.md §12).
    private var groupsWithPoint: Bool { extraDecimalMark == "," }
    /// Where the format reads a mark besides `.`, the numbers written otherwise than
    /// `.`-decimal and ungrouped (`1.000,5`, `1٫5`), with how they are written so:
    /// `plainText` puts them in, so a formula replays in any locale.
    private(set) var rewrites: [(position: Int, length: Int, text: String)] = []

    init(_ text: String, format: NumberFormat = .plain) {
        chars = Array(text)
        extraDecimalMark = format.extraFormulaMark
    }

    /// The text with every number written with a `.` decimal point and no grouping, as
    /// the plain format reads it: what a formula keeps to replay.
    var plainText: String {
        guard !rewrites.isEmpty else { return String(chars) }
        var text = ""
        var from = 0
        for rewrite in rewrites {
            text += String(chars[from..<rewrite.position]) + rewrite.text
            from = rewrite.position + rewrite.length
        }
        return text + String(chars[from...])
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
        if c == "0", let (token, length) = try baseLiteral(at: at) {
            queue.append(FormulaLexeme(token: token, position: at, length: length))
            at += length
            return
        }
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
        if c == ",", extraDecimalMark != "," {
            // Between arguments, where `,` is not the decimal mark (docs/behaviour.md §15).
            queue.append(FormulaLexeme(token: .separator, position: at, length: 1))
            at += 1
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
        table[";"] = .separator
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
        if groupsWithPoint {
            (text, digits, seenPoint) = try readGroupedMantissa()
        }
        while !groupsWithPoint, at < chars.count {
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
        if seenPoint, let period = try readPeriod() {
            guard let value = RepeatingDecimal.value(text, period: period), case .success(let number) = Number.checked(value) else {
                throw FormulaError(position: start, length: at - start, message: tr("number too long"))
            }
            if extraDecimalMark != nil { rewrites.append((start, at - start, text + "(" + period + ")")) }
            queue.append(FormulaLexeme(token: .number(number), position: start, length: at - start))
            return
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
        if extraDecimalMark != nil, String(chars[start..<at]) != text {
            rewrites.append((start, at - start, text))
        }
        queue.append(FormulaLexeme(token: .number(number), position: start, length: at - start))
    }

    /// A number's digits before any exponent where the decimal mark is `,`: `1.234.567,5`
    /// read as `1234567.5`. A `.` must stand between groups of three digits after a first
    /// group of one to three not starting with `0`; any other `.` (`2.5`, `0.75`, `.5`)
    /// is refused at that `.`, naming the decimal mark, never read as either meaning.
    private mutating func readGroupedMantissa() throws(FormulaError) -> (text: String, digits: Int, decimal: Bool) {
        var text = ""
        var digits = 0
        var group = 0          // digits since the last `.` (or the start)
        var groups = 0         // `.`s passed
        var firstPoint: Int?
        var decimal = false
        func refuse(_ position: Int) -> FormulaError {
            FormulaError(position: position, length: 1,
                         message: tr("the decimal mark is `%s`; `.` only groups digits in threes (`1.000`)").filled(extraDecimalMark.map(String.init) ?? ","))
        }
        while at < chars.count {
            let c = chars[at]
            if c.isDigitASCII {
                digits += 1
                group += 1
                text.append(c)
            } else if c == "." {
                let first = groups == 0
                guard !decimal, first ? (1...3).contains(group) && text.first != "0" : group == 3 else {
                    throw refuse(firstPoint ?? at)
                }
                if first { firstPoint = at }
                groups += 1
                group = 0
            } else if c == extraDecimalMark {
                guard !decimal else {
                    throw FormulaError(position: at, length: 1, message: tr("a second decimal point in one number"))
                }
                if groups > 0, group != 3 { throw refuse(firstPoint ?? at) }
                decimal = true
                groups = 0
                text.append(".")
            } else {
                break
            }
            at += 1
        }
        if groups > 0, group != 3 { throw refuse(firstPoint ?? at) }
        return (text, digits, decimal)
    }

    /// The period of a repeating decimal (docs/behaviour.md §17) right after a number's
    /// decimals: `(6)` in `0.1(6)`, read up to its `)`. Nil, reading nothing, when no `(`
    /// with only digits and a `)` follows (`2.(3+1)` is 2 × (3 + 1)); a period cut short
    /// with `…`, as a long one is shown, is refused: its value is not known.
    private mutating func readPeriod() throws(FormulaError) -> Substring? {
        guard at < chars.count, chars[at] == "(" else { return nil }
        var end = at + 1
        while end < chars.count, chars[end].isDigitASCII { end += 1 }
        guard end > at + 1, end < chars.count else { return nil }
        if chars[end] == "…" {
            throw FormulaError(position: at, length: end + 1 - at,
                               message: tr("a repeating decimal cut short with `…` has no exact value"))
        }
        guard chars[end] == ")" else { return nil }
        guard end - at - 1 <= Number.maximumTextLength else {
            throw FormulaError(position: at, length: end + 1 - at, message: tr("number too long"))
        }
        let period = Substring(String(chars[(at + 1)..<end]))
        at = end + 1
        return period
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

    /// After `to`: a base's name as the next word (`hex`, `bin`, `oct`, `dec`, any case;
    /// docs/behaviour.md §18), read whole with where it stands; nil, reading nothing,
    /// when the next word is something else (a unit).
    mutating func readBaseName() -> (base: IntegerBase, position: Int, length: Int)? {
        guard queueHead == queue.count else { return nil }
        var start = at
        while start < chars.count, chars[start].isSpaceFast { start += 1 }
        var end = start
        while end < chars.count, chars[end].isLetterFast { end += 1 }
        guard end > start, let base = IntegerBase.named(String(chars[start..<end])),
              end == chars.count || !chars[end].isDigitASCII else { return nil }
        at = end
        return (base, start, end - start)
    }

    // MARK: - Names

    /// Names a whole run of letters can be.
    private static let names: [String: FormulaToken.Name] = {
        var table: [String: FormulaToken.Name] = [:]
        for op in UnaryOperation.allCases {
            for name in [op.formulaName, op.alias].compactMap(\.self) where name.allSatisfy(\.isLetter) {
                table[name] = .function(op)
            }
        }
        for op in BinaryOperation.allCases where op.isFunctionNotation && op != .logBase {
            table[op.rawValue] = .function2(op)
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
    /// together. A digit right after a variable or constant is an error (`y2`); right
    /// after a function it is its argument, as in GNOME Calculator (`sin30`, `ln2`,
    /// docs/behaviour.md §11); `log10`, `log2` and `log₂` are names.
    private mutating func readName() throws(FormulaError) {
        let start = at
        while at < chars.count, chars[at].isLetterFast { at += 1 }
        let run = String(chars[start..<at])
        if run == "mod" {
            queue.append(FormulaLexeme(token: .modulo, position: start, length: 3))
            return
        }
        if run == "log", let (base, length) = logarithmBase() {
            at += length
            queue.append(FormulaLexeme(token: .name(.function(base)), position: start, length: 3 + length))
            return
        } else if let name = Self.names[run] {
            queue.append(FormulaLexeme(token: .name(name), position: start, length: at - start))
        } else if let (token, end) = unitWord(run, from: start) {
            queue.append(FormulaLexeme(token: token, position: start, length: end - start))
            at = end
        } else {
            try split(from: start)
        }
        if at < chars.count, chars[at].isDigitASCII || isDecimalMark(chars[at]) {
            switch queue.last?.token {
            case .name(.function)?, .name(.function2)?: return  // its argument (`sin30`), or a missing `(`
            default: break
            }
            var end = at
            while end < chars.count, chars[end].isDigitASCII || isDecimalMark(chars[end]) { end += 1 }
            throw FormulaError.numberAfterName(QuotedInput.printable(String(chars[start..<at]), limit: 40),
                                               QuotedInput.printable(String(chars[at..<end]), limit: 40),
                                               position: start, length: end - start)
        }
    }

    /// After `log`: the base its name carries, `10`, `2` or `₂`, and how many characters
    /// that is; nil when none follows (`log100` is log(100), `log2` before a digit log(2…)).
    private func logarithmBase() -> (UnaryOperation, Int)? {
        if at < chars.count, chars[at] == "₂" { return (.log2, 1) }
        for (digits, op) in [("10", UnaryOperation.log), ("2", .log2)] {
            let end = at + digits.count
            guard end <= chars.count, String(chars[at..<end]) == digits else { continue }
            if end < chars.count, chars[end].isDigitASCII || isDecimalMark(chars[end]) { return nil }
            return (op, digits.count)
        }
        return nil
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

import BigInt
import Localization

/// A formula of programmer mode (docs/behaviour.md §18), read once into postfix order and
/// computed over any `IntegerWord`. Numbers are in the input base (`FF` in base 16) or
/// carry a prefix (`0xFF`, `0b1010`, `0o17`, in any base); operators as in C or as words
/// (`&` `and`, `|` `or`, `~` `not`, `<<` `shl`, `>>` `shr`, `xor`, `nand`, `nor`, `rol`,
/// `ror`, `mod`); `^` is the power, as everywhere. Read with explicit stacks, so nesting
/// costs heap, not call stack. A fraction, `π`, `sin`, `√` … is refused with a message.
public struct ProgrammerFormula: Sendable {
    enum Step: Sendable, Equatable {
        /// A literal's bits, before wrapping to the word (`BigInt`: `0x1FF` in 8 bits wraps).
        case number(BigInt)
        case variable(String)
        /// `ans`: the displayed value.
        case previous
        case binary(IntegerOperation)
        case negate, not
    }

    /// The formula in postfix order.
    let steps: [Step]

    /// Reads `text` with bare numbers in `base`.
    public init(_ text: String, base: IntegerBase = .decimal) throws(FormulaError) {
        var reader = ProgrammerFormulaReader(Array(text), base: base)
        steps = try reader.read()
    }

    /// The formula's value in `word`: `variables` (x, y, z, M) must be whole and without
    /// a unit (`units`: the unit of each that holds a quantity), `previous` is `ans`.
    public func value(in word: IntegerWord, variables: [String: Number] = [:], units: [String: String] = [:],
                      previous: UInt64 = 0) throws(CalculatorError) -> UInt64 {
        var stack: [UInt64] = []
        for step in steps {
            switch step {
            case .number(let n): stack.append(word.pattern(n))
            case .previous: stack.append(previous & word.mask)
            case .variable(let name):
                guard let v = variables[name] else { throw .variableNotSet(name) }
                if let unit = units[name] {
                    // TRANSLATORS: %1$s is a variable's name (x, y, z or M), %2$s a unit (km).
                    throw .integerOnly(detail: tr("%1$s holds a value in %2$s: programmer mode computes with whole numbers").filled(name, unit))
                }
                guard case .exact(let r) = v, r.isInteger else {
                    // TRANSLATORS: %s is a variable's name: x, y, z or M.
                    throw .integerOnly(detail: tr("%s is not a whole number: programmer mode computes with whole numbers").filled(name))
                }
                stack.append(word.pattern(r.numerator))
            case .negate: stack.append(IntegerOperation.negate(stack.removeLast(), in: word))
            case .not: stack.append(IntegerOperation.not(stack.removeLast(), in: word))
            case .binary(let op):
                let b = stack.removeLast(), a = stack.removeLast()
                stack.append(try op.apply(a, b, in: word))
            }
        }
        return stack.last ?? 0
    }
}

/// The reader behind `ProgrammerFormula`: characters to postfix steps, by operator
/// precedence (`IntegerOperation.level`; prefix `−`, `~`, `not` bind tighter than any
/// binary operator but `^`, as `−2^2` is −4 in every mode).
struct ProgrammerFormulaReader {
    private let chars: [Character]
    private let base: IntegerBase
    private var at = 0
    private var output: [ProgrammerFormula.Step] = []
    private enum Pending { case open, negate, not, binary(IntegerOperation, position: Int) }
    private var pending: [Pending] = []

    init(_ chars: [Character], base: IntegerBase) {
        self.chars = chars
        self.base = base
    }

    private static let words: [String: IntegerOperation] = [
        "and": .and, "or": .or, "xor": .xor, "nand": .nand, "nor": .nor, "mod": .modulo,
        "shl": .shiftLeft, "shr": .shiftRight, "rol": .rotateLeft, "ror": .rotateRight,
    ]
    private static let symbols: [Character: IntegerOperation] = [
        "+": .add, "-": .subtract, "−": .subtract, "*": .multiply, "×": .multiply, "·": .multiply,
        "/": .divide, "÷": .divide, "^": .power, "&": .and, "|": .or,
    ]
    /// Names with no whole-number meaning, refused by name (`sin`, `π`): every name of an
    /// operation the operation tables give formulas, and the constants'.
    private static let refusedNames: Set<String> = {
        var names: Set<String> = ["pi", "π", "e", "log10"]
        for op in UnaryOperation.allCases {
            names.formUnion([op.formulaName, op.alias].compactMap { $0 })
        }
        for op in BinaryOperation.allCases where op.isFunctionNotation { names.insert(op.symbol) }
        return names
    }()
    private static let superscripts: [Character: UInt8] = [
        "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9,
    ]

    mutating func read() throws(FormulaError) -> [ProgrammerFormula.Step] {
        var expectOperand = true
        while true {
            while at < chars.count, chars[at].isWhitespace { at += 1 }
            let start = at
            guard at < chars.count, !(chars[at] == "=" && chars[(at + 1)...].allSatisfy(\.isWhitespace)) else {
                guard !expectOperand else {
                    throw FormulaError(position: start, length: 0, message: output.isEmpty && pending.isEmpty
                                       ? tr("empty formula") : tr("missing operand at the end"))
                }
                try reduce(downTo: 0)
                if !pending.isEmpty { throw FormulaError(position: start, length: 0, message: tr("missing `)`")) }
                return output
            }
            let c = chars[at]
            if expectOperand {
                if c == "(" {
                    pending.append(.open)
                    at += 1
                } else if c == "-" || c == "−" {
                    pending.append(.negate)
                    at += 1
                } else if c == "~" {
                    pending.append(.not)
                    at += 1
                } else if c == "+" {
                    at += 1
                } else if Self.inRun(c) {
                    let run = readRun()
                    if run.lowercased() == "not" {
                        pending.append(.not)
                    } else {
                        output.append(try operand(run, at: start))
                        expectOperand = false
                    }
                } else {
                    throw refusal(c, at: start, expected: true)
                }
                continue
            }
            // After an operand: an operator, `)`, or a superscript power.
            if c == ")" {
                at += 1
                try reduce(downTo: 1)
                guard case .open? = pending.popLast() else {
                    throw FormulaError(position: start, length: 1, message: tr("`)` without a matching `(`"))
                }
            } else if Self.superscripts[c] != nil {
                var power = 0
                while at < chars.count, let d = Self.superscripts[chars[at]] {
                    power = min(power * 10 + Int(d), 1_000_000)
                    at += 1
                }
                // Binds tightest, to the operand just read: `2 + 3²` is 2 + 9.
                output.append(.number(BigInt(power)))
                output.append(.binary(.power))
            } else if (c == "<" || c == ">"), at + 1 < chars.count, chars[at + 1] == c {
                at += 2
                try push(c == "<" ? .shiftLeft : .shiftRight, at: start)
                expectOperand = true
            } else if let op = Self.symbols[c] {
                at += 1
                try push(op, at: start)
                expectOperand = true
            } else if c.isLetter {
                let run = readRun()
                guard let op = Self.words[run.lowercased()] else {
                    if Self.refusedNames.contains(run.lowercased()) { throw refusedName(run, at: start) }
                    throw FormulaError(position: start, length: run.count,
                                       message: tr("expected an operator after an operand, not `%s`").filled(QuotedInput.printable(run, limit: 40)))
                }
                try push(op, at: start)
                expectOperand = true
            } else if Self.inRun(c) {
                throw FormulaError(position: start, length: 1, message: tr("two numbers in a row"))
            } else {
                throw refusal(c, at: start, expected: false)
            }
        }
    }

    /// Letters, ASCII digits and `_` from `at` on (a superscript after it is a power).
    private mutating func readRun() -> String {
        let start = at
        while at < chars.count, Self.inRun(chars[at]) { at += 1 }
        return String(chars[start..<at])
    }

    private static func inRun(_ c: Character) -> Bool { c.isLetter || ("0"..."9").contains(c) || c == "_" }

    /// A run read where an operand belongs: a literal with a prefix, a variable, `ans`, or
    /// digits of the input base.
    private func operand(_ run: String, at start: Int) throws(FormulaError) -> ProgrammerFormula.Step {
        let letters = Array(run)
        if letters.count > 2, letters[0] == "0", let prefixed = IntegerBase.literal(letters[1]) {
            return .number(try digits(letters.dropFirst(2), base: prefixed, at: start + 2, whole: start))
        }
        if CalculatorBrain.variableNames.contains(run) { return .variable(run) }
        if run == "ans" { return .previous }
        if letters.allSatisfy({ base.digitValue($0) != nil || $0 == "_" }) {
            return .number(try digits(letters[...], base: base, at: start, whole: start))
        }
        if Self.refusedNames.contains(run.lowercased()) { throw refusedName(run, at: start) }
        if let i = letters.firstIndex(where: { $0.isNumber && base.digitValue($0) == nil }), letters[0].isNumber {
            throw FormulaError(position: start + i, length: 1,
                               // TRANSLATORS: %1$s is a digit, %2$d the base (2, 8, 10 or 16).
                               message: tr("`%1$s` is not a digit in base %2$d").filled(String(letters[i]), base.rawValue))
        }
        throw FormulaError(position: start, length: run.count,
                           message: tr("unknown name `%s`").filled(QuotedInput.printable(run, limit: 40)))
    }

    /// The digits of a number in `base`, `_` allowed between two digits.
    private func digits(_ letters: ArraySlice<Character>, base: IntegerBase, at position: Int, whole: Int) throws(FormulaError) -> BigInt {
        let letters = Array(letters)
        var text = ""
        for (i, c) in letters.enumerated() {
            let isDigit = { (j: Int) in j >= 0 && j < letters.count && base.digitValue(letters[j]) != nil }
            if isDigit(i) {
                text.append(c)
            } else if c == "_", isDigit(i - 1), isDigit(i + 1) {
                continue
            } else {
                let message = c.isNumber || c.isLetter
                    // TRANSLATORS: %1$s is a digit, %2$d the base (2, 8, 10 or 16).
                    ? tr("`%1$s` is not a digit in base %2$d").filled(String(c), base.rawValue)
                    : tr("`_` only stands between two digits")
                throw FormulaError(position: position + i, length: 1, message: message)
            }
        }
        guard text.count <= Number.maximumTextLength, let value = BigInt(text, radix: base.rawValue) else {
            throw FormulaError(position: whole, length: position - whole + letters.count, message: tr("number too long"))
        }
        return value
    }

    private mutating func push(_ op: IntegerOperation, at position: Int) throws(FormulaError) {
        // `^` is right to left; the others left to right.
        try reduce(downTo: op == .power ? op.level + 1 : op.level)
        pending.append(.binary(op, position: position))
    }

    /// Carries out pending operators binding at least as tightly as `level` (prefix
    /// signs bind at 7, between `× ÷` and `^`), stopping at `(`.
    private mutating func reduce(downTo level: Int) throws(FormulaError) {
        while let top = pending.last {
            switch top {
            case .open: return
            case .negate:
                guard 7 >= level else { return }
                output.append(.negate)
            case .not:
                guard 7 >= level else { return }
                output.append(.not)
            case .binary(let op, _):
                guard op.level >= level else { return }
                output.append(.binary(op))
            }
            pending.removeLast()
        }
    }

    private func refusedName(_ name: String, at position: Int) -> FormulaError {
        FormulaError(position: position, length: name.count,
                     // TRANSLATORS: %s is a function or constant such as sin or π.
                     message: tr("`%s` has no whole-number meaning: programmer mode computes with whole numbers")
                         .filled(QuotedInput.printable(name, limit: 40)))
    }

    private func refusal(_ c: Character, at position: Int, expected operand: Bool) -> FormulaError {
        switch c {
        case ".", ",":
            FormulaError(position: position, length: 1, message: tr("no fractions: programmer mode computes with whole numbers"))
        case "π", "!":
            refusedName(String(c), at: position)
        case _ where UnaryOperation(rawValue: String(c))?.isPrefixSign == true:  // √ ∛
            refusedName(String(c), at: position)
        case "%":
            FormulaError(position: position, length: 1, message: tr("`%` is a percentage elsewhere: write `mod` for the remainder"))
        case ")" where operand:
            FormulaError(position: position, length: 1, message: tr("missing operand before `)`"))
        default:
            FormulaError(position: position, length: 1,
                         message: tr("unexpected `%s`").filled(QuotedInput.printable(String(c))))
        }
    }
}

import CalculatorBrain

/// Programmer mode's calculation (docs/behaviour.md §18) as the controller keeps it: the
/// word, the input base, the value shown and the formula being typed. Programmer mode is
/// the controller's, not the brain's: its integers wrap at the word, which the brain's
/// exact numbers never do, so it computes with `ProgrammerFormula` and keeps the brain
/// (variables, the algebraic or RPN calculation) as it was for the mode it returns to.
public struct ProgrammerState: Equatable, Sendable {
    /// Whether programmer mode is the mode in use.
    public var isOn = false
    /// The word size and signedness results wrap at.
    public var word = IntegerWord.standard
    /// The base bare numbers are typed in and the display writes the value in.
    public var base = IntegerBase.decimal
    /// The value shown: its bit pattern in the word.
    public var value: UInt64 = 0
    /// The formula being typed (bare numbers in `base`); empty: the value is shown.
    public var entry = ""
    /// The last calculation, `F0 and 3C =`; empty before the first. At most
    /// `History.descriptionLimit` characters, its end kept after `…`, as a history entry's.
    public var description = ""

    /// The longest formula kept: what is typed or pasted beyond it is refused, so a saved
    /// state always reads back.
    public static let entryLimit = 10_000

    public init(isOn: Bool = false, word: IntegerWord = .standard, base: IntegerBase = .decimal,
                value: UInt64 = 0, entry: String = "", description: String = "") {
        self.isOn = isOn
        self.word = word
        self.base = base
        self.value = value & word.mask
        self.entry = entry
        self.description = description
    }

    /// The formula's value while it reads as one; nil when it is empty or does not (yet).
    public func preview(variables: [String: Number], units: [String: String] = [:]) -> UInt64? {
        guard !entry.isEmpty, let formula = try? ProgrammerFormula(formulaText, base: base) else { return nil }
        return try? formula.value(in: word, variables: variables, units: units, previous: value)
    }

    /// The formula `=` computes: the entry, after the value shown when it starts with an
    /// operator word typed letter by letter (`and 3C` after F0 is `F0 and 3C`).
    public var formulaText: String {
        let first = entry.prefix { !$0.isWhitespace }.lowercased()
        guard Self.operatorWords.contains(first), entry.count > first.count else { return entry }
        return word.digits(value, base: base) + " " + entry
    }

    /// The words that are binary operators (`not` is not: it starts an operand).
    static let operatorWords: Set<String> = ["and", "or", "xor", "nand", "nor", "mod", "rol", "ror", "shl", "shr"]

    /// `pattern` as the display writes it in the input base: `FF`, `−16`, `1111 0000` (binary
    /// grouped by 4, without the word's leading zeros).
    public func text(_ pattern: UInt64) -> String {
        guard base == .binary else { return word.digits(pattern, base: base) }
        let digits = Array(word.digits(pattern, base: .binary))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 4 == 0 { out.append(" ") }
            out.append(c)
        }
        return out
    }

    /// `pattern` as a number of the brain (the word's reading of it: −1, not 255, in
    /// signed 8 bits), for the history, memory and a switch to another mode.
    public func number(_ pattern: UInt64) -> Number { .exact(Rational(word.value(pattern))) }
}

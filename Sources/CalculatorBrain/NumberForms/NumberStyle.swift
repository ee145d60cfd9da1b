/// How the value of a calculation is written (docs/behaviour.md §17): its form, its
/// notation, how many digits and whether the whole part's digits are grouped. The
/// description is not written in it: it keeps its operands as typed.
public struct NumberStyle: Hashable, Sendable {
    /// The form of an exact value: decimal, fraction, mixed number or repeating decimal.
    public var form: NumberForm
    /// How a decimal is laid out: automatic, scientific, engineering or fixed.
    public var notation: Notation
    /// Significant digits of a decimal (1…15), and the precision an `≈` fraction keeps;
    /// the decimals of `Notation.fixed` are its own.
    public var significantDigits: Int
    /// The digits before the decimal mark grouped (`1,234,567.5`), or nil.
    public var grouping: DigitGrouping?

    /// A style; `significantDigits` is clamped to 1…15.
    public init(form: NumberForm = .decimal, notation: Notation = .automatic,
                significantDigits: Int = NumberStyle.mostDigits, grouping: DigitGrouping? = nil) {
        self.form = form
        self.notation = notation
        self.significantDigits = min(max(significantDigits, 1), NumberStyle.mostDigits)
        self.grouping = grouping
    }

    /// Today's display: decimal, automatic, 15 digits, not grouped.
    public static let standard = NumberStyle()

    /// The most significant digits a decimal shows (docs/behaviour.md §6).
    public static let mostDigits = 15

    /// The most digits a fraction, mixed number or repeating decimal is written with
    /// (numerator and denominator together; the whole part and decimals together), as
    /// many as a typed number holds. Longer ones are written otherwise (§17).
    public static let longestForm = 30

    /// The same style without grouping: what Ctrl+C copies.
    public var ungrouped: NumberStyle {
        var style = self
        style.grouping = nil
        return style
    }
}

/// The form of an exact value (docs/behaviour.md §17); the window's `⇄ a/b` key cycles them.
public enum NumberForm: String, CaseIterable, Hashable, Sendable {
    /// `0.333333333333333`, `1.75`: today's.
    case decimal
    /// `1/3`, `7/4`, `−7/4`.
    case fraction
    /// `1 3/4`, `−1 3/4`, `3/4`.
    case mixed
    /// `0.(3)`, `0.1(6)`, `0.25`.
    case repeating

    /// The next form in the cycle: decimal → fraction → mixed → repeating → decimal.
    public var next: NumberForm {
        let all = NumberForm.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// How a decimal is laid out (docs/behaviour.md §17), as GNOME Calculator offers.
public enum Notation: Hashable, Sendable {
    /// Plain from 1e−6 up to 1e15, scientific outside: today's.
    case automatic
    /// One digit before the mark: `1.2345e4`.
    case scientific
    /// An exponent that is a multiple of 3: `12.345e3`.
    case engineering
    /// Exactly this many decimals (0…15), rounded half away from zero: `3.14`.
    case fixed(Int)

    /// The most decimals fixed notation shows.
    public static let mostDecimals = 15
}

/// The locale's digit grouping (docs/behaviour.md §17): the character between groups and
/// the sizes of the groups from the decimal mark leftwards, the last size repeating
/// (`[3]`: `1,234,567`; `[3, 2]`: `12,34,567`).
public struct DigitGrouping: Hashable, Sendable {
    /// Written between two groups: `,`, `.`, U+202F (a narrow no-break space).
    public var separator: String
    /// Group sizes from the decimal mark leftwards; the last repeats; never empty, each ≥ 1.
    public var sizes: [Int]

    /// A grouping; sizes that are empty or not positive mean groups of three.
    public init(separator: String, sizes: [Int] = [3]) {
        self.separator = separator
        let positive = sizes.prefix { $0 > 0 }
        self.sizes = positive.isEmpty ? [3] : Array(positive)
    }

    /// `,` in threes: the command line's, which writes `.` as the decimal mark in every locale.
    public static let commas = DigitGrouping(separator: ",")

    /// `digits` (ASCII digits only) with the separator between its groups.
    public func grouped(_ digits: Substring) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        var index = 0
        while end > digits.startIndex {
            let size = sizes[min(index, sizes.count - 1)]
            let start = digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
            index += 1
        }
        return groups.reversed().joined(separator: separator)
    }
}

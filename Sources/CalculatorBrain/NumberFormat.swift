import Localization

/// How numbers are written and read (docs/behaviour.md §12), as one value handed to
/// whatever writes or reads them: the display formatter, the description printer and the
/// formula lexer. The window writes and reads the locale's decimal mark (`,` in `de_DE`);
/// `--keys`, `--solve` and `--json` write `.` and read the locale's mark in a formula
/// besides `.`; the saved state is always `plain`.
public struct NumberFormat: Hashable, Sendable {
    /// The mark numbers are written with, and a typed or pasted number is read with.
    public var decimalMark: Character
    /// The mark a formula's numbers may have besides `.` (`1,5+1` in `de_DE`).
    public var formulaMark: Character
    /// The form, notation, digits and grouping of a value shown (docs/behaviour.md §17);
    /// descriptions and the formula lexer do not look at it.
    public var style: NumberStyle = .standard

    /// Writes with `decimalMark`; reads formulas with `formulaMark`, by default the same.
    public init(decimalMark: Character = ".", formulaMark: Character? = nil) {
        self.decimalMark = decimalMark
        self.formulaMark = formulaMark ?? decimalMark
    }

    /// `.` everywhere: the brain's own numbers, the saved state's and the tests'.
    public static let plain = NumberFormat()

    /// The window's: the locale's decimal mark, written and read (`LocaleNumbers`), and
    /// its digit grouping, on as GNOME Calculator and Windows have it (docs/behaviour.md §17).
    public static var locale: NumberFormat {
        var format = NumberFormat(decimalMark: LocaleNumbers.decimalMark)
        format.style.grouping = DigitGrouping(separator: LocaleGrouping.separator, sizes: LocaleGrouping.sizes)
        return format
    }

    /// `--keys` and `--solve`: answers written with `.`, formulas read with the locale's
    /// mark besides `.`, as gnome-calculator --solve reads them.
    public static var commandLine: NumberFormat {
        NumberFormat(decimalMark: ".", formulaMark: LocaleNumbers.decimalMark)
    }

    /// Between the numbers of a list (the RPN stack in a description): `, `, or `; ` where
    /// the comma is the decimal mark, since `1,5, 2` would read as three numbers or as
    /// 1.52 (`1,5; 2 =`).
    public var listSeparator: String { decimalMark == "," ? "; " : ", " }

    /// The same marks in today's style: what descriptions are written with, which keep
    /// their operands as typed whatever form the display shows (docs/behaviour.md §17).
    public var descriptionFormat: NumberFormat {
        var format = self
        format.style = .standard
        return format
    }

    /// The formula lexer's extra mark: nil when it is `.`, which it always reads.
    var extraFormulaMark: Character? { formulaMark == "." ? nil : formulaMark }

    /// Text written with `.` for its decimal point (a typed number, a saved formula)
    /// written with `mark` instead: `12.5` is `12,5` where the mark is `,`.
    public static func text(_ plain: String, withMark mark: Character) -> String {
        mark == "." ? plain : String(plain.map { $0 == "." ? mark : $0 })
    }
}

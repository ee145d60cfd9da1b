import ArgumentParser
import CalculatorBrain
import Localization

/// `--format`: the form or notation `--keys` and `--solve` write values in
/// (docs/behaviour.md §17); decimal, as before, unless told.
public enum NumberFormatOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case decimal, fraction, mixed, repeating, scientific, engineering, fixed

    /// Decimals `--format fixed` shows without `--digits`.
    static let defaultDecimals = 2

    /// The style of `--format`, `--digits` and `--grouping` (`--digits` is the significant
    /// digits, 1…15, and the decimals of `fixed`, 0…15); the command line groups with `,`
    /// in threes in every locale, since it writes `.` as the decimal mark everywhere.
    static func style(format: NumberFormatOption?, digits: Int?, grouping: Bool) -> NumberStyle {
        var style = NumberStyle(significantDigits: digits ?? NumberStyle.mostDigits,
                                grouping: grouping ? .commas : nil)
        switch format ?? .decimal {
        case .decimal: break
        case .fraction: style.form = .fraction
        case .mixed: style.form = .mixed
        case .repeating: style.form = .repeating
        case .scientific: style.notation = .scientific
        case .engineering: style.notation = .engineering
        case .fixed:
            style.notation = .fixed(digits ?? defaultDecimals)
            style.significantDigits = NumberStyle.mostDigits
        }
        return style
    }

    /// What is wrong with `--digits` for this format, in the user's language; nil when nothing.
    static func problem(format: NumberFormatOption?, digits: Int?) -> String? {
        guard let digits else { return nil }
        if format == .fixed {
            return (0...Notation.mostDecimals).contains(digits) ? nil
                : tr("--digits must be from 0 to 15 with --format fixed (decimals)")
        }
        return (1...NumberStyle.mostDigits).contains(digits) ? nil
            : tr("--digits must be from 1 to 15 (significant digits)")
    }
}

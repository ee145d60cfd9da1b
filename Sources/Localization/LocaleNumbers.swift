#if canImport(Glibc)
import Glibc
#endif

/// The locale's decimal mark (docs/behaviour.md §12), from the C library: no ICU, no Foundation. Beside
/// the messages' language: both come from the locale `Localization.setUp` reads.
/// The window writes and reads numbers with it; `--solve` reads it in a formula (besides
/// `.`), and `--keys`, `--solve` and `--json` write `.` in every locale.
public enum LocaleNumbers {
    /// `,` in `de_DE` and `pt_BR`, `.` in `C` and `en_US`: the locale
    /// `Localization.setUp` read from the environment (`LC_ALL`, `LC_NUMERIC`, `LANG`)
    /// at the start of `main`; a mark that is not one character (no locale has one)
    /// falls back to `.`.
    public static let decimalMark: Character = {
        guard let conv = localeconv(), let point = conv.pointee.decimal_point else { return "." }
        let text = String(cString: point)
        return text.count == 1 ? Character(text) : "."
    }()
}

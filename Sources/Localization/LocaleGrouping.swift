#if canImport(Glibc)
import Glibc
#endif

/// The locale's digit grouping (docs/behaviour.md §17), from the C library's `localeconv`
/// like the decimal mark (`LocaleNumbers`): `,` in threes in `en_US`, `.` in `de_DE`, a
/// narrow no-break space (U+202F) in `fr_FR`, `,` in threes then twos in `en_IN`.
public enum LocaleGrouping {
    /// The character between groups. A locale with none (`C`, `POSIX`) gets `,` beside its
    /// `.` (as GNOME Calculator and `--grouping` write), and a narrow no-break space beside
    /// a `,` mark, as one whose separator is its decimal mark (no locale has it) does.
    public static let separator: String = {
        let fallback = LocaleNumbers.decimalMark == "." ? "," : narrowSpace
        guard let conv = localeconv(), let sep = conv.pointee.thousands_sep else { return fallback }
        let text = String(cString: sep)
        guard !text.isEmpty, text != String(LocaleNumbers.decimalMark) else { return fallback }
        return text
    }()

    /// Group sizes from the decimal mark leftwards, the last repeating (`[3]`, `[3, 2]`);
    /// `[3]` where the locale says nothing.
    public static let sizes: [Int] = {
        guard let conv = localeconv(), let grouping = conv.pointee.grouping else { return [3] }
        var sizes: [Int] = []
        var p = grouping
        // Each byte a size; 0 ends the list (the last size repeats), CHAR_MAX stops grouping.
        while p.pointee > 0 && p.pointee < CChar.max {
            sizes.append(Int(p.pointee))
            p += 1
        }
        if p.pointee == CChar.max { sizes.append(Int(CChar.max)) }  // no more groups
        return sizes.isEmpty ? [3] : sizes
    }()

    /// U+202F.
    public static let narrowSpace = "\u{202F}"
}

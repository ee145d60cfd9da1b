/// A number as a person writes or pastes it (`−12,5`, `1 000`, `1,234.5`, `1.234,5`), read
/// into the text `Number(decimal:)` and `TypedNumber` take: ASCII `-`, `.` for the decimal
/// point, no digit grouping.
///
/// `,` and `.` are both decimal points (docs/behaviour.md §12), except where they can only be digit
/// grouping, or a pasted number is grouped as the locale groups: copied from a web page,
/// `1,234` means 1234 in `en_US`, and reading it as 1.234 would be a silent wrong answer.
/// The locale's grouping mark is `,` where its decimal mark is `.` (`en_US`, `C`), and `.`
/// where it is `,` (`de_DE`, `pt_BR`).
/// - Both marks in one number: the last one is the decimal point and the other groups
///   digits (`1,234.5` and `1.234,5` are 1234.5).
/// - The locale's grouping mark several times: grouping (`1,234,567` in `en_US`,
///   `1.234.567` in `de_DE`). The locale's decimal mark several times stays refused, so
///   `192.168.001.100` pasted in `en_US` is not taken for one large number.
/// - Pasted (`pasted`), one `,` where it is the locale's grouping mark: grouping when the
///   digits around it are grouped in threes (`1,234`, `12,345`), a decimal point otherwise
///   (`1,5`, `0,125`, `12,3456`). Typed (the variables panel, `--set`) it is a decimal
///   point, as typing's `,` key is.
/// - One `.` is always a decimal point, as in a formula (so `1.234` pasted in `de_DE` is
///   1,234: scripts and other programs write `.`).
/// Grouping counts only when it is well formed: a first group of one to three digits not
/// starting with `0`, then groups of exactly three. Otherwise the marks are left as decimal
/// points, and a number with two of them is refused, as before.
enum NumberText {
    /// `text` read as described above; `decimalMark` is the locale's (`.` or `,`).
    static func normalized(_ text: String, decimalMark: Character, pasted: Bool = false) -> String {
        let plain = String(text.unicodeScalars.compactMap { scalar -> Character? in
            switch scalar {
            case _ where scalar.properties.isWhitespace: nil  // spaces between digit groups
            case "\u{2212}": "-"
            default: Character(scalar)
            }
        })
        // Grouping is read in the digits before an exponent only (`1,5e20` is 1.5e20).
        let exponent = plain.firstIndex { $0 == "e" || $0 == "E" } ?? plain.endIndex
        let mantissa = plain[..<exponent]
        let grouping: Character = decimalMark == "," ? "." : ","
        return ungrouped(mantissa, grouping: grouping, pasted: pasted) + String(plain[exponent...])
    }

    /// `mantissa` with its grouping marks removed and its decimal point written `.`;
    /// `grouping` is the locale's grouping mark.
    private static func ungrouped(_ mantissa: Substring, grouping: Character, pasted: Bool) -> String {
        let marks = mantissa.filter { $0 == "," || $0 == "." }
        let asDecimalPoints = String(mantissa.map { $0 == "," ? "." : $0 })
        guard let last = marks.last else { return String(mantissa) }
        let sign = mantissa.prefix { $0 == "-" || $0 == "+" }
        let unsigned = mantissa.dropFirst(sign.count)
        if marks.contains(where: { $0 != last }) {
            // Both marks: `last` is the decimal point, once; before it only the other.
            guard marks.dropLast().allSatisfy({ $0 != last }),
                  let point = unsigned.lastIndex(of: last) else { return asDecimalPoints }
            let whole = unsigned[..<point], separator = marks.first!
            guard isGrouped(whole, by: separator) else { return asDecimalPoints }
            return String(sign) + String(whole.filter { $0 != separator }) + "."
                + String(unsigned[unsigned.index(after: point)...])
        }
        // One mark: the locale's grouping mark repeated, or once in a paste if it is a `,`
        // (one `.` is always the decimal point).
        let groups = last == grouping && (marks.count > 1 || (pasted && last == ","))
        if groups && isGrouped(unsigned, by: last) {
            return String(sign) + String(unsigned.filter { $0 != last })
        }
        return asDecimalPoints
    }

    /// Whether `digits` is a whole number grouped in threes by `separator`: `1,234`,
    /// `12,345,678`; not `1234`, `0,123`, `1,23` or `1,,234`.
    private static func isGrouped(_ digits: Substring, by separator: Character) -> Bool {
        let groups = digits.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first,
              (1...3).contains(first.count), first.first != "0" else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}

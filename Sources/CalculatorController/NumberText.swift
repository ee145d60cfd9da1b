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
///   digits (`1,234.5` and `1.234,5` are 1234.5), except where the mark is `,`: there only
///   `1.234,5` (below).
/// - The locale's grouping mark several times: grouping (`1,234,567` in `en_US`,
///   `1.234.567` in `de_DE`). The locale's decimal mark several times stays refused, so
///   `192.168.001.100` pasted in `en_US` is not taken for one large number.
/// - Pasted (`pasted`), one `,` where it is the locale's grouping mark: grouping when the
///   digits around it are grouped in threes (`1,234`, `12,345`), a decimal point otherwise
///   (`1,5`, `0,125`, `12,3456`). Typed (the variables panel, `--set`) it is a decimal
///   point, as typing's `,` key is.
/// - Where the decimal mark is `,` (`de_DE`, `pt_BR`), a `.` only groups digits (`1.000`
///   is 1000, `1.234.567,5`), as in a formula there; text with a `.` that cannot be
///   grouping (`2.5`) is no number: never read silently as either. Elsewhere one `.` is
///   the decimal point.
/// - Spaces group digits only in threes (`withoutSpaces`): `10 20 30` is no number.
/// Grouping counts only when it is well formed: a first group of one to three digits not
/// starting with `0`, then groups of exactly three. Otherwise the marks are left as decimal
/// points, and a number with two of them is refused, as before.
enum NumberText {
    /// `text` read as described above; `decimalMark` is the locale's (`.` or `,`).
    static func normalized(_ text: String, decimalMark: Character, pasted: Bool = false) -> String {
        guard let spaceless = withoutSpaces(text) else { return "" }
        let plain = pasted ? withoutCurrency(spaceless) : spaceless
        // Grouping is read in the digits before an exponent only (`1,5e20` is 1.5e20).
        let exponent = plain.firstIndex { $0 == "e" || $0 == "E" } ?? plain.endIndex
        let mantissa = plain[..<exponent]
        let grouping: Character = decimalMark == "," ? "." : ","
        return ungrouped(mantissa, grouping: grouping, pasted: pasted) + String(plain[exponent...])
    }

    /// `text` without white space at its ends and without the spaces that group its
    /// digits (`1 000`, `1 234 567,5`, with a no-break or thin space too), U+2212 written
    /// `-`; nil when white space inside it cannot be grouping: a tab or line break, two
    /// spaces, or digits around a space not in groups of three after a first group of one
    /// to three (`10 20 30`, cells copied from a spreadsheet column, is several numbers,
    /// never the one number 102030). A space next to anything but a digit on both sides
    /// (`$ 20`, `- 5`) is dropped.
    static func withoutSpaces(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let body = scalars[first...last]
        var out = String.UnicodeScalarView()
        var group = 0                   // digits in the current run
        var groupedRun = false          // the current run of digits follows a grouping space
        var runStartsWithZero = false   // `0 500` is not grouping, as `0,500` is not
        var afterMark = false           // the run follows a decimal mark: decimals are not grouped
        var previous: Unicode.Scalar?   // the last scalar kept (not a space)
        var index = body.startIndex
        while index < body.endIndex {
            let scalar = body[index]
            if scalar.properties.isWhitespace {
                guard Self.groupingSpaces.contains(scalar) else { return nil }
                let next = body.index(after: index)
                guard next < body.endIndex, !body[next].properties.isWhitespace else { return nil }
                if previous.map(Self.isDigit) == true, Self.isDigit(body[next]) {
                    // Between digits: a group boundary, after a first group of one to three
                    // not starting with `0`, and never among the decimals (`2.5 100` is two
                    // numbers, not 2.51).
                    guard !afterMark, groupedRun ? group == 3 : (1...3).contains(group) && !runStartsWithZero
                    else { return nil }
                    groupedRun = true
                    group = 0
                }
                index = next
                continue
            }
            if Self.isDigit(scalar) {
                if group == 0, !groupedRun { runStartsWithZero = scalar == "0" }
                group += 1
            } else {
                if groupedRun, group != 3 { return nil }
                afterMark = scalar == "." || scalar == ","
                groupedRun = false
                group = 0
            }
            out.append(scalar == "\u{2212}" ? "-" : scalar)
            previous = scalar
            index = body.index(after: index)
        }
        if groupedRun, group != 3 { return nil }
        return String(out)
    }

    /// The spaces that group digits: a space, a no-break space, a narrow no-break space
    /// (French, in CLDR) and the thin and figure spaces.
    private static let groupingSpaces: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{2007}"]

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// A pasted price without its currency (issue 27 item 8): one currency sign or ISO
    /// code before or after the number, as copied from a shop or a bank statement
    /// (`$1,234.50`, `12.50EUR`, `1234,50€`, `R$10,00`, `-$5`; spaces are already gone).
    /// A sign is a Unicode currency symbol, optionally after up to three capital letters
    /// (`R$`, `US$`, `HK$`); a code is three capital letters (`EUR`, `BRL`). Anything
    /// else is left for the number's reader to refuse.
    static func withoutCurrency(_ text: String) -> String {
        var body = Substring(text)
        let sign = body.first.map { $0 == "-" || $0 == "+" } == true ? String(body.removeFirst()) : ""
        let isCurrencySign: (Character) -> Bool = {
            $0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.properties.generalCategory == .currencySymbol
        }
        let isCapital: (Character) -> Bool = { $0.isASCII && $0.isUppercase }
        // Before: capitals and signs (`R$`), or a three-letter code, then the number.
        let letters = body.prefix(while: isCapital)
        let signs = body.dropFirst(letters.count).prefix(while: isCurrencySign)
        if !signs.isEmpty, letters.count <= 3 {
            body = body.dropFirst(letters.count + signs.count)
        } else if letters.count == 3, signs.isEmpty, body.dropFirst(3).first?.isNumber == true
                    || body.dropFirst(3).first.map({ $0 == "-" || $0 == "." || $0 == "," }) == true {
            body = body.dropFirst(3)
        } else {
            // After: signs, or a three-letter code, ending the text.
            let trailingSigns = body.reversed().prefix(while: isCurrencySign).count
            let trailingLetters = body.reversed().prefix(while: isCapital).count
            if trailingSigns > 0 {
                body = body.dropLast(trailingSigns)
            } else if trailingLetters == 3, body.count > 3 {
                body = body.dropLast(3)
            }
        }
        // `$-5`: the sign after the currency.
        if sign.isEmpty, body.first == "-" || body.first == "+" { return String(body) }
        return sign + body
    }

    /// `mantissa` with its grouping marks removed and its decimal point written `.`;
    /// `grouping` is the locale's grouping mark.
    private static func ungrouped(_ mantissa: Substring, grouping: Character, pasted: Bool) -> String {
        let marks = mantissa.filter { $0 == "," || $0 == "." }
        let asDecimalPoints = String(mantissa.map { $0 == "," ? "." : $0 })
        guard let last = marks.last else { return String(mantissa) }
        let sign = mantissa.prefix { $0 == "-" || $0 == "+" }
        let unsigned = mantissa.dropFirst(sign.count)
        if grouping == ".", marks.contains("." as Character) {
            // The decimal mark is `,`: a `.` only groups digits (`1.000`, `1.234.567,5`);
            // one that cannot (`2.5`, `1,5.3`) makes the text no number, never a point.
            let point = unsigned.firstIndex(of: ",") ?? unsigned.endIndex
            let whole = unsigned[..<point], fraction = unsigned[point...].dropFirst()
            guard isGrouped(whole, by: "."), fraction.allSatisfy(\.isASCIIDigit) else { return "" }
            return String(sign) + whole.filter { $0 != "." } + (point < unsigned.endIndex ? "." + fraction : "")
        }
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

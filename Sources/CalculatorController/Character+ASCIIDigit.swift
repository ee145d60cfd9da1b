import CalculatorBrain

/// Numbers in the locale (docs/behaviour.md §12): the brain and `--keys` write `.`; a window sets
/// `CalculatorController.decimalMark` to its locale's mark (`,` in `de_DE`), and the
/// view state, the history texts and the copied text are written with it.
extension CalculatorController {
    /// `text`, a number as the display writes it (`−0.3`, `1.5e−10`), with `mark` for
    /// its decimal point.
    static func localizing(number text: String, mark: Character) -> String {
        mark == "." ? text : String(text.map { $0 == "." ? mark : $0 })
    }

    /// `text`, which may hold numbers among other words (a description, `7.5 + x =`),
    /// with `mark` for each `.` next to a digit: only numbers have such a point.
    ///
    /// With a decimal comma, the `, ` between RPN stack entries (`1.5, 2 =`) becomes `; `
    /// (`1,5; 2 =`), as lists of numbers are written where the comma is the decimal mark:
    /// `1,5, 2` would read as three numbers or as 1.52.
    public static func localizing(numbersIn text: String, mark: Character) -> String {
        // Characters: `contains(".")` with a String would be Foundation's, and that one
        // call links Foundation and ICU into the binary (scripts/check-no-foundation.sh).
        guard mark != ".", text.contains("." as Character) || text.contains("," as Character)
        else { return text }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(characters.count)
        for (i, c) in characters.enumerated() {
            let digitBefore = i > 0 && characters[i - 1].isASCIIDigit
            let digitAfter = i + 1 < characters.count && characters[i + 1].isASCIIDigit
            if c == "." && (digitBefore || digitAfter) {
                result.append(mark)
            } else if c == ",", mark == ",", i + 1 < characters.count, characters[i + 1] == " " {
                result.append(";")
            } else {
                result.append(c)
            }
        }
        return result
    }

    /// A number as the display writes it, in this controller's decimal mark.
    func localized(number text: String) -> String {
        Self.localizing(number: text, mark: decimalMark)
    }

    /// The mark the formula grammar accepts besides `.`; nil when it is `.`.
    var formulaDecimalMark: Character? {
        let mark = formulaReadingMark ?? decimalMark
        return mark == "." ? nil : mark
    }
}

extension Character {
    /// `0`…`9` only: Unicode's other digits (`١`) are not the controller's numbers.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

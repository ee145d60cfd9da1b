import CalculatorBrain
import TestSupport
import Testing
@testable import CalculatorController

/// docs/behaviour.md §17: what the window shows, grouped or in another form, pasted back
/// is the same number.
@Suite struct NumberFormPasteTests {
    /// The value `text` pastes as, in a window whose decimal mark is `mark`.
    static func pasted(_ text: String, mark: Character) throws -> Number? {
        let c = CalculatorController()
        c.numberFormat = NumberFormat(decimalMark: mark)
        guard c.pasteText(text) == .entered else { return nil }
        return try c.typing?.number ?? c.brain.value.get()
    }

    @Test(arguments: [
        ("1,234,567.5", Character("."), "1234567.5"), ("1.234.567,5", ",", "1234567.5"),
        ("1\u{202F}234\u{202F}567,5", ",", "1234567.5"), ("−1,234", ".", "-1234"),
        ("1 3/4", ".", "1.75"), ("−1 3/4", ",", "-1.75"), ("0.(3)", ".", "0.333333333333333333333333333333"),
    ])
    func pastedForms(text: String, mark: Character, expected: String) throws {
        let value = try Self.pasted(text, mark: mark)
        if text == "0.(3)" {
            #expect(value == .exact(Rational(1, 3)))
        } else {
            #expect(value == Number(decimal: expected))
        }
    }

    /// Any exact value the window shows, grouped in the locale's way (`,` or `.` or a
    /// narrow space) in any notation whose text is the value, pastes back as itself.
    @Test func everyShownExactValuePastesBack() throws {
        var generator = SeededGenerator(state: 3617)
        let locales: [(Character, DigitGrouping)] = [
            (".", DigitGrouping(separator: ",")), (",", DigitGrouping(separator: ".")),
            (",", DigitGrouping(separator: "\u{202F}")),
        ]
        let styles: [NumberStyle] = [
            NumberStyle(), NumberStyle(form: .fraction), NumberStyle(form: .mixed), NumberStyle(form: .repeating),
            NumberStyle(notation: .fixed(3)), NumberStyle(notation: .scientific), NumberStyle(notation: .engineering),
        ]
        var checked = 0
        for _ in 0..<150 {
            let numerator = Int.random(in: -100_000_000_000...100_000_000_000, using: &generator)
            let denominator = [1, 2, 3, 4, 7, 8, 1000].randomElement(using: &generator)!
            let value = Number.exact(Rational(numerator, denominator))
            for (mark, grouping) in locales {
                for var style in styles {
                    style.grouping = grouping
                    let shown = NumberWriter.write(value, style: style, mark: mark)
                    // Where `.` groups, one `.` is grouping too (`1.234` in de_DE is 1234,
                    // docs/behaviour.md §12), so every grouped text pastes back.
                    guard shown.isExact else { continue }
                    #expect(try Self.pasted(shown.text, mark: mark) == value, "\(shown.text)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1500)
    }
}

import CalculatorBrain
import Testing
@testable import CalculatorController

/// How a pasted or typed-in number's `,` and `.` are read (`NumberText`): a decimal point,
/// or digit grouping where it can only be that, or the locale groups with `,`.
@Suite struct NumberTextTests {
    /// text, the locale's decimal mark, pasted (or typed), the number read (as
    /// `Number(decimal:)` takes it).
    @Test(arguments: [
        // One `,` pasted where the locale groups with it: grouping when grouped in threes.
        ("1,234", ".", true, "1234"), ("12,345", ".", true, "12345"), ("123,456", ".", true, "123456"),
        ("-1,234", ".", true, "-1234"), ("−1,234", ".", true, "-1234"),
        ("1,5", ".", true, "1.5"), ("0,125", ".", true, "0.125"), ("012,345", ".", true, "012.345"),
        ("12,3456", ".", true, "12.3456"), ("1234,567", ".", true, "1234.567"), (",123", ".", true, ".123"),
        ("1,", ".", true, "1."),
        // Typed (the variables panel, --set), one `,` is the decimal point, as the `,` key.
        ("1,234", ".", false, "1.234"), ("1,5", ".", false, "1.5"),
        // Where `,` is the decimal mark, one `,` is the decimal point.
        ("1,234", ",", true, "1.234"), ("1,5", ",", true, "1.5"),
        // One `.` is a decimal point where the mark is `.`; where it is `,`, a `.` only
        // groups digits (issue 32 item 2), and one that cannot is no number.
        ("1.234", ".", true, "1.234"), ("1.234", ",", true, "1234"), ("1.000", ",", false, "1000"),
        ("2.5", ",", true, ""), ("0.750", ",", true, ""), (".5", ",", false, ""), ("1.2345", ",", true, ""),
        ("1.234.567,5", ",", true, "1234567.5"), ("-1.000,25", ",", false, "-1000.25"), ("1,5.3", ",", true, ""),
        // The locale's grouping mark several times: grouping, pasted or typed; the
        // locale's decimal mark several times stays refused (two decimal points).
        ("1,234,567", ".", false, "1234567"), ("1.234.567", ",", false, "1234567"),
        ("1,234,567", ",", true, "1.234.567"), ("1.234.567", ".", true, "1.234.567"),
        ("192.168.001.100", ".", true, "192.168.001.100"),
        // Both marks: the last is the decimal point, in every locale.
        ("1,234.5", ".", false, "1234.5"), ("1,234.5", ",", true, ""), ("1.234,5", ".", true, "1234.5"),
        ("1.234,5", ",", false, "1234.5"), ("-1,234,567.25", ".", true, "-1234567.25"),
        // Badly grouped: left as decimal points, so `Number(decimal:)` refuses two.
        ("1,23,456", ".", true, "1.23.456"), ("1,2345.6", ".", true, "1.2345.6"), ("1.5,2.5", ".", true, "1.5.2.5"),
        ("1,234.5.6", ".", true, "1.234.5.6"), ("1,,234", ".", true, "1..234"),
        // Spaces, thin spaces and exponents as before.
        ("1 000", ".", false, "1000"), ("1\u{2009}234,5", ",", true, "1234.5"), ("1,5e20", ".", true, "1.5e20"),
        ("12 345 678", ".", true, "12345678"), ("1\u{202F}000\u{202F}000,5", ",", true, "1000000.5"),
        (" 42\n", ".", true, "42"), ("$ 20.00", ".", true, "20.00"), ("- 5", ".", true, "-5"),
        // Issue 32 item 1: white space that cannot be grouping is several numbers, never
        // one: a spreadsheet column, a tab between cells, groups not in threes.
        ("10\n20\n30", ".", true, ""), ("12\t34", ".", true, ""), ("10 20 30", ".", true, ""),
        ("1  000", ".", true, ""), ("1000 000", ".", true, ""), ("1 00", ".", true, ""), ("1 0000", ".", true, ""),
        ("2.5 100", ".", true, ""), ("2,5 100", ",", true, ""), ("0 500", ".", true, ""), ("007 123", ".", true, ""),
        ("1 234,567", ",", true, "1234.567"),
        ("1,234e3", ".", true, "1234e3"), ("2.5e−10", ".", false, "2.5e-10"),
    ] as [(String, Character, Bool, String)])
    func reads(text: String, mark: Character, pasted: Bool, read: String) {
        #expect(NumberText.normalized(text, decimalMark: mark, pasted: pasted) == read, "\(text)")
    }

    /// Ctrl+V of a number copied from a web page in `en_US` gives that number, not a
    /// thousandth of it; in `de_DE` the same text is 1,234.
    @Test(arguments: [
        ("1,234", ".", "1234"), ("1,234.5", ".", "1234.5"), ("1,234,567", ".", "1234567"),
        ("1,234", ",", "1,234"), ("1.234,5", ",", "1234,5"), ("1,5", ".", "1.5"),
    ] as [(String, Character, String)])
    func pastes(text: String, mark: Character, display: String) {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: mark)
        #expect(controller.pasteText(text) == .entered)
        #expect(controller.viewState.display == display)
    }

    /// The variables panel's field is typed: one `,` is the decimal point there, as
    /// typing's `,` key is; only grouping that can be nothing else is read as grouping.
    @Test func variableField() {
        let controller = CalculatorController()
        #expect(controller.setVariable("x", text: "1,234"))
        #expect(controller.setVariable("y", text: "1,234,567"))
        #expect(controller.setVariable("z", text: "1,23,4") == false)
        #expect(controller.viewState.variableValues["x"] == "1.234")
        #expect(controller.viewState.variableValues["y"] == "1234567")
        #expect(controller.viewState.variableValues["z"] == nil)
    }
}

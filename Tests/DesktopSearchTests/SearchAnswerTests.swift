import CalculatorBrain
import Testing
@testable import DesktopSearch

/// What the desktop's search shows for a text (docs/behaviour.md §19).
struct SearchAnswerTests {
    @Test("A calculation shows its result as the window displays it", arguments: [
        ("2+3", "5"),
        ("  2 + 3 ", "5"),
        ("2*3=", "6"),
        ("sin 30", "0.5"),
        ("√2", "1.4142135623731"),
        ("10/4", "2.5"),
        ("-5 + 1", "−4"),
        ("2π", "6.28318530717959"),
    ])
    func calculation(_ text: String, _ expected: String) {
        #expect(SearchAnswer.result(of: text, format: .plain) == expected)
    }

    @Test("Words, numbers, errors and junk show nothing", arguments: [
        "hello", "firefox", "pi", "e", "",                     // words: no digit
        "42", "-7", "1.5", "1,000", "1.5e3", "2e−3", " 12 ",  // a number: nothing to calculate
        "2+", "2 +* 3", "hello 2",                             // does not parse
        "x+1", "2M", "3y",                                     // a variable: none is set here
        "1/0", "sqrt(-4)",                                     // a mathematical error
        "2+3\u{0}", "1\u{7}+1",                                // control characters
    ])
    func nothing(_ text: String) {
        #expect(SearchAnswer.result(of: text, format: .plain) == nil)
    }

    @Test("A text longer than a search is refused without evaluating it")
    func long() {
        let text = String(repeating: "1+", count: SearchAnswer.textLimit / 2) + "1"
        #expect(text.utf8.count > SearchAnswer.textLimit)
        #expect(SearchAnswer.result(of: text, format: .plain) == nil)
        let shorter = String(repeating: "1+", count: 100) + "1"
        #expect(SearchAnswer.result(of: shorter, format: .plain) == "101")
    }

    @Test("The locale's decimal mark is read and written")
    func decimalComma() {
        let comma = NumberFormat(decimalMark: ",")
        #expect(SearchAnswer.result(of: "1,5+1", format: comma) == "2,5")
    }
}

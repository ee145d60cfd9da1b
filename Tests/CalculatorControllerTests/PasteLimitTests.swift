import CalculatorBrain
import Testing
@testable import CalculatorController

/// Pasting prices and what a paste must refuse whole (issue 27 items 8, 13 and 14).
@Suite struct PasteLimitTests {
    /// A currency sign or ISO code around a number is the number (item 8).
    @Test(arguments: [
        ("$1,234.50", "1234.5"), ("12.50 EUR", "12.5"), ("1 234,50 €", "1234.5"), ("R$ 10,00", "10"),
        ("€5", "5"), ("-$5.25", "−5.25"), ("$-5.25", "−5.25"), ("US$ 1,000", "1000"), ("£0.99", "0.99"),
        ("100 BRL", "100"), ("¥1,000", "1000"),
    ])
    func pastesAPrice(text: String, value: String) throws {
        let c = CalculatorController()
        #expect(c.pasteText(text) == .entered)
        c.press(.equals)
        #expect(c.viewState.display == value)
    }

    /// Letters that are not a currency stay refused as a number.
    @Test(arguments: ["EUR", "$", "12 EURO", "AB$5x", "12E"])
    func lettersAreNotACurrency(text: String) {
        #expect(!CalculatorController().paste(text))
    }

    /// Longer than a formula may be: refused whole, with the reason, nothing changed (items
    /// 13, 14: 100,000 digits were cut to 65,534 by the line).
    @Test(arguments: [String(repeating: "1", count: 100_000),
                      String(repeating: "1+", count: 30_000) + "1",
                      String(repeating: "a", count: 10_000_000)])
    func refusesTooLongWhole(text: String) throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 +", c.press)
        let before = c.viewState
        #expect(c.pasteText(text) == .refused(message: CalculatorController.tooLongMessage))
        #expect(c.viewState == before)
        #expect(c.enterFormula(text)?.message == CalculatorController.tooLongMessage)
        #expect(c.formulaPreview(text).isError)
        #expect(c.viewState == before)
    }

    /// Up to the limit a formula is taken: 50,000 characters of `1+1+…`.
    @Test func takesAFormulaAtTheLimit() {
        let text = String(repeating: "1+", count: CalculatorController.formulaLengthLimit / 2 - 1) + "11"
        #expect(text.count == CalculatorController.formulaLengthLimit)
        let c = CalculatorController()
        #expect(c.pasteText(text) == .entered)
        #expect(c.viewState.display == "25010")
    }

    /// Binary text is refused whole, not cut at its NUL (`12\0+3` became 12), and not
    /// read around an escape.
    @Test(arguments: ["12\u{0}+3", "12\u{2400}+3", "1\u{1B}[31m2", "5\u{7F}"])
    func refusesControlCharacters(text: String) {
        let c = CalculatorController()
        guard case .refused = c.pasteText(text) else {
            Issue.record("\(text.debugDescription) was taken")
            return
        }
        #expect(c.viewState.display == "0")
    }

    /// Tabs and line breaks are white space in a paste, not binary.
    @Test func takesTabsAndLineBreaks() {
        let c = CalculatorController()
        #expect(c.pasteText("1 +\t2\r\n+ 3") == .entered)
        #expect(c.viewState.display == "6")
    }
}

import CalculatorBrain
import CalculatorController
import Testing
@testable import WindowPresenter

/// Typing on the keyboard (docs/behaviour.md §13) as the window sends it: the line opens
/// with the first character, takes the rest, and Return puts the formula in.
@Suite struct TypingPresenterTests {
    @Test(arguments: [
        ("200+15%\n", "230", "200 + 15% ="),
        ("2+3*4\n", "14", "2 + 3 × 4 ="),
        ("sin(30)\n", "0.5", "sin(30) ="),
        ("7+9\n+2\n", "18", "7 + 9 + 2 ="),
        ("16\nsqrt\n", "4", "√(16) ="),
    ])
    func typedFormulas(typed: String, display: String, description: String) {
        let window = FakeWindow()
        window.typeOnKeyboard(typed)
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == display)
        #expect(window.view?.description == description)
    }

    @Test func theLineOpensWithTheFirstCharacterAndPreviews() {
        let window = FakeWindow()
        window.typeOnKeyboard("7+9\n+2")
        #expect(window.formulaLineIsOpen)
        #expect(window.formulaText == "+2")
        #expect(window.preview == FormulaLinePreview(text: "= 18", isError: false, markedBytes: nil))
    }

    @Test func aRefusalKeepsTheTextAndSaysWhy() {
        let window = FakeWindow()
        window.typeOnKeyboard("y 2\n")
        #expect(window.formulaLineIsOpen)
        #expect(window.formulaText == "y 2")
        #expect(window.preview?.text == "a number right after `y`: write `y × 2`")
        #expect(window.preview?.markedBytes == 0..<3)
    }

    @Test func rpnDigitsAndOperatorsAreKeys() {
        let window = FakeWindow(controller: CalculatorController(mode: .rpn))
        window.typeOnKeyboard("3\n4+")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "7")
        #expect(window.view?.description == "3 + 4 =")
    }

    @Test func escapeKeepsTheMemory() throws {
        let window = FakeWindow()
        try window.press("4.8 →M 7 +")
        window.send(.key(.clearCalculation))
        #expect(window.display == "0")
        #expect(window.view?.variablesLine == "M = 4.8")
    }

    /// Escape reaching the window while the line is open (its entry without the focus,
    /// after a popover closed) closes the line and changes nothing; Escape again clears.
    @Test func escapeWithTheLineOpenOnlyClosesIt() throws {
        let window = FakeWindow()
        try window.press("7 + 9 =")
        window.typeOnKeyboard("(2")
        #expect(window.formulaLineIsOpen)
        window.send(.key(.clearCalculation))
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "16")
        #expect(window.view?.description == "7 + 9 =")
        window.send(.key(.clearCalculation))
        #expect(window.display == "0")
    }
}

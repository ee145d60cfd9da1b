import CalculatorBrain
import CalculatorController
import Testing

/// docs/behaviour.md §18 through the controller: a paste of a base literal, `to hex` in the
/// display and in the formula line's preview, and the refusal marked as an error.
@Suite struct BaseConversionTests {
    @Test(arguments: [
        ("0xFF", "255"),
        ("0b1111_0000", "240"),
        ("255 to hex", "0xFF"),
        ("0xF0 + 0x0F to bin", "0b11111111"),
        ("−8 to oct", "−0o10"),
    ])
    func pasted(text: String, display: String) {
        let controller = CalculatorController()
        #expect(controller.pasteText(text) == .entered)
        #expect(controller.viewState.display == display)
        #expect(controller.viewState.error == nil)
    }

    @Test(arguments: [
        ("(255 to hex", "0xFF", false),
        ("(255 to bin)", "0b11111111", false),
        ("(1.5 to hex)", "Only a whole number can be written `to hex`", true),
        ("(0b12", "`2` cannot follow `0b1`", true),
    ])
    func preview(text: String, shown: String, isError: Bool) {
        let preview = CalculatorController().formulaPreview(text)
        #expect(preview.isError == isError)
        #expect(preview.text.hasPrefix(shown), "\(preview.text)")
    }

    /// The base is the converted value's: a key after it continues from the number.
    @Test func keyAfterConversionShowsDecimal() {
        let controller = CalculatorController()
        _ = controller.pasteText("255 to hex")
        controller.press(.binary(.add))
        controller.press(.digit(1))
        controller.press(.equals)
        #expect(controller.viewState.display == "256")
    }
}

/// A base literal typed on the keyboard (docs/behaviour.md §18): in RPN mode the typed `0`
/// goes into the line with its prefix letter, as in algebraic mode, not entered before `x`.
@Suite struct TypedBaseLiteralTests {
    @Test(arguments: [CalculatorMode.algebraic, .rpn])
    func typed(mode: CalculatorMode) {
        let controller = CalculatorController(mode: mode)
        #expect(controller.typeText("0xFF\n") == nil)
        #expect(controller.viewState.display == "255")
        #expect(controller.typeText("0b101\n") == nil)
        #expect(controller.viewState.display == "5")
    }

    /// A letter after another typed number is still a name (`2x` in RPN enters 2, then x).
    @Test func otherLettersStayNames() {
        let controller = CalculatorController(mode: .rpn)
        controller.typeText("3x\n")
        #expect(controller.viewState.description == "3, x =")
    }
}

import CalculatorBrain
import Testing
@testable import CalculatorController

/// docs/behaviour.md §16 in the formula line: the live value and the display carry the
/// unit; a dimension error marks its operator as a parse error is marked.
@Suite struct UnitFormulaTests {
    @Test func thePreviewShowsTheUnit() {
        let controller = CalculatorController(mode: .algebraic, angle: .degrees)
        #expect(controller.formulaPreview("(10 km to mi") == .init(text: "6.21371192237334 mi", isError: false))
        #expect(controller.formulaPreview("(3 m * 2 m") == .init(text: "6 m²", isError: false))
        #expect(controller.formulaPreview("(1 rad to deg") == .init(text: "57.2957795130823°", isError: false))
    }

    @Test func aDimensionErrorMarksItsOperator() {
        let controller = CalculatorController(mode: .algebraic, angle: .degrees)
        let preview = controller.formulaPreview("1 m + 1 s")
        #expect(preview.isError)
        #expect(preview.marked == 4..<5)
        #expect(preview.text == "m and s cannot be added or subtracted at column 5")
    }

    @Test func theDisplayEndsWithTheUnitAndKeysTakeTheNumber() {
        let controller = CalculatorController(mode: .algebraic, angle: .degrees)
        #expect(controller.enterFormula("(20 °C to °F") == nil)
        #expect(controller.viewState.display == "68 °F")
        #expect(controller.viewState.unit == "°F")
        #expect(controller.viewState.description == "20 °C to °F =")  // the line's own ( … ) dropped
        controller.press(.binary(.add))
        controller.press(.digit(2))
        controller.press(.equals)
        #expect(controller.viewState.display == "70")
        #expect(controller.viewState.unit == nil)
    }
}

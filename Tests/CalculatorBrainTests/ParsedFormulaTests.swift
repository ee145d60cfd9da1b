import Testing
@testable import CalculatorBrain

/// `parseFormula` then `perform(_:)`: a formula read once enters as `perform(formula:)`
/// enters it, and fails as `checkFormula` says.
@Suite struct ParsedFormulaTests {
    @Test(arguments: [
        ("2(3+4)^2", nil, "2(3+4)^2", "98"),
        ("2,5 + 1.500", ",", "2.5 + 1500", "1502.5"),
        ("1,5×2", ",", "1.5×2", "3"),
        ("1.000,5×2", ",", "1000.5×2", "2001"),
        ("1.5×2", ".", "1.5×2", "3"),
        // Another locale's own mark (Persian's ٫) is kept plainly too, so the step replays.
        ("1٫5×2", "٫", "1.5×2", "3"),
    ] as [(String, Character?, String, String)])
    func entersAsOneStep(_ text: String, _ mark: Character?, _ recorded: String, _ value: String) throws {
        var brain = CalculatorBrain()
        brain.perform(try CalculatorBrain.parseFormula(text, format: NumberFormat(decimalMark: mark ?? ".")))
        #expect(brain.steps == [.formula(recorded)])
        #expect(brain.value == .success(try #require(Number(decimal: value))))
    }

    @Test(arguments: ["2+", "(1+2", "sinx", "1,5", ""])
    func failsAsCheckFormulaSays(_ text: String) throws {
        let error = try #require(CalculatorBrain.checkFormula(text))
        #expect(throws: error) { try CalculatorBrain.parseFormula(text) }
    }
}

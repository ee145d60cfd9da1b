import CalculatorBrain
import Testing

/// docs/behaviour.md §6: errors read as sentences a person understands; `code` is what scripts read.
@Suite struct CalculatorErrorTests {
    @Test(arguments: [
        (CalculatorError.divisionByZero, "division_by_zero", "Division by zero"),
        (.squareRootOfNegative, "square_root_of_negative", "Square root of a negative number"),
        (.logarithmOfNonPositive, "logarithm_of_non_positive", "Logarithm of zero or a negative number"),
        (.outsideDomain(function: "!"), "outside_domain", "Factorial of a negative whole number is undefined"),
        (.outsideDomain(function: "^"), "outside_domain", "Fractional power of a negative number"),
        (.outsideDomain(function: "sin⁻¹"), "outside_domain", "sin⁻¹ needs a number from −1 to 1"),
        (.outsideDomain(function: "cos⁻¹"), "outside_domain", "cos⁻¹ needs a number from −1 to 1"),
        (.outsideDomain(function: "tan"), "outside_domain", "Tangent of 90° (plus any multiple of 180°) is undefined"),
        (.outsideDomain(function: "×"), "outside_domain", "× is not defined for this number"),
        (.notEnoughOperands, "not_enough_operands", "Not enough operands"),
        (.variableNotSet("x"), "variable_not_set", "x is not set"),
        (.resultTooLarge, "result_too_large", "Result too large"),
        (.resultTooSmall, "result_too_small", "Result too small"),
        (.notPreciseEnough, "not_precise_enough", "Cannot be computed precisely enough"),
    ])
    func codeAndMessage(error: CalculatorError, code: String, message: String) {
        #expect(error.code == code)
        #expect(error.message == message)
    }

    /// No message uses the jargon the first users tripped over.
    @Test func noMessageSaysDomain() {
        let functions = ["!", "^", "sin⁻¹", "cos⁻¹", "tan", "√", "×", "ln"]
        for function in functions {
            #expect(!CalculatorError.outsideDomain(function: function).message.contains("domain"))
        }
    }
}

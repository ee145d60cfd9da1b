import CalculatorBrain
import Testing
@testable import CalculatorController

/// `enterFormula(_:closingParentheses:)`: the window's line closes parentheses left open,
/// `cerebrum --solve` reads the text as written; a refused formula changes nothing.
@Suite struct EnterFormulaTests {
    @Test(arguments: [
        ("(1+2", true, nil, "3"),
        ("(1+2", false, "missing `)`", "7"),
        ("2(3+4", true, nil, "14"),
        ("1+2)", true, "`)` without a matching `(`", "7"),
        ("1+2", false, nil, "3"),
    ] as [(String, Bool, String?, String)])
    func closing(_ text: String, _ closes: Bool, _ error: String?, _ display: String) {
        let controller = CalculatorController()
        controller.press(.digit(7))
        let refused = controller.enterFormula(text, closingParentheses: closes)
        #expect(refused?.message.hasPrefix(error ?? "") ?? (error == nil), "\(String(describing: refused))")
        #expect((refused == nil) == (error == nil))
        #expect(controller.viewState.display == display)
    }
}

import Testing
@testable import CalculatorController

@Suite struct KeyTests {
    @Test(arguments: [
        ("12.5", [Key.digit(1), .digit(2), .point, .digit(5)]),
        ("-", [.binary(.subtract)]), ("*", [.binary(.multiply)]), ("/", [.binary(.divide)]),
        ("^", [.binary(.power)]), ("↵", [.equals]), ("enter", [.equals]),
        ("sqrt", [.unary(.squareRoot)]), ("+/-", [.unary(.negate)]), ("->M", [.store("M")]),
        ("pi", [.constant(.pi)]), ("e", [.constant(.e)]), ("x", [.variable("x")]),
        ("undo", [.backspace]), ("swap", [.swap]), ("deg", [.angle(.degrees)]),
    ])
    func tokenNamesKeys(token: String, keys: [Key]) {
        #expect(Key.keys(forToken: Substring(token)) == keys)
    }

    @Test(arguments: ["foo", "1a", "", "..x", "X", "sin(", "=="])
    func unknownTokensAreRefused(token: String) {
        #expect(Key.keys(forToken: Substring(token)) == nil)
    }
}

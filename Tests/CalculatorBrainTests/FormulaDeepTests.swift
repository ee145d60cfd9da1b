import CalculatorBrain
import Foundation
import TestSupport
import Testing

/// docs/behaviour.md §11: a formula 100,000 parentheses deep parses, evaluates, is described and goes
/// through a property list without recursion per level (a recursive parser or printer
/// would overflow the stack long before).
@Suite struct FormulaDeepTests {
    static let depth = 100_000

    /// Enters `text`, then checks the value, that the description reads back to the same
    /// value, and the round trip through the saved state (`state.db`).
    private func check(_ text: String, value: Number, descriptionPrefix: String) throws {
        var brain = CalculatorBrain(mode: .rpn)
        try brain.perform(formula: text)
        #expect(brain.value == .success(value))
        let description = String(brain.description.dropLast(2))
        #expect(description.hasPrefix(descriptionPrefix))
        var again = CalculatorBrain(mode: .rpn)
        try again.perform(formula: description)
        #expect(again.value == brain.value)
        let copy = try throughStateDatabase(brain)
        #expect(copy.value == brain.value && copy.steps == brain.steps)
        brain.undo()
        #expect(brain.stepCount == 0)
    }

    @Test func parenthesesAroundOneNumber() throws {
        let n = Self.depth
        try check(String(repeating: "(", count: n) + "7" + String(repeating: ")", count: n), value: Number(7),
                  descriptionPrefix: "7")
    }

    @Test func nestedSumsOnTheRight() throws {
        let n = Self.depth
        try check(String(repeating: "1+(", count: n) + "1" + String(repeating: ")", count: n), value: Number(n + 1),
                  descriptionPrefix: "1 + 1 + 1")
    }

    @Test func nestedDifferencesKeepTheirParentheses() throws {
        let n = Self.depth
        // 1 − (1 − (1 − …)): alternately 0 and 1.
        try check(String(repeating: "1−(", count: n) + "1" + String(repeating: ")", count: n),
                  value: Number(n % 2 == 0 ? 1 : 0), descriptionPrefix: "1 − (1 − (1 − (")
    }

    @Test func nestedFunctionsSignsAndPowers() throws {
        let n = Self.depth
        try check(String(repeating: "√", count: n) + "1", value: Number(1), descriptionPrefix: "√(√(√(")
        try check(String(repeating: "−", count: n) + "2", value: Number(2), descriptionPrefix: "−(−(−(")
        try check(String(repeating: "1^", count: n) + "2", value: Number(1), descriptionPrefix: "1 ^ 1 ^ 1")
        try check(String(repeating: "sin(", count: n) + "0" + String(repeating: ")", count: n), value: Number(0),
                  descriptionPrefix: "sin(sin(")
    }

    @Test func missingParenthesisAfterDeepNestingIsAnErrorNotACrash() {
        let n = Self.depth
        let text = String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n - 1)
        #expect(CalculatorBrain.checkFormula(text) == FormulaError(position: 2 * n, length: 0, message: "missing `)`"))
    }
}

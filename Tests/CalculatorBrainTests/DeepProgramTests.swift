import CalculatorBrain
import Foundation
import TestSupport
import Testing

/// A million-step program must build, evaluate, print, save, load and be freed without
/// recursing once per step (which would overflow the stack long before a million).
@Suite struct DeepProgramTests {
    static let depth = 1_000_000

    @Test func millionDeepRPNExpression() throws {
        var brain = CalculatorBrain(mode: .rpn)
        brain.perform(.operand(Number(1)))
        for _ in 1..<Self.depth {
            brain.perform(.operand(Number(1)))
            brain.perform(.binary(.add))
        }
        #expect(brain.value == .success(Number(Self.depth)))
        let description = brain.description
        #expect(description.hasPrefix("1 + 1 + 1"))
        #expect(description.utf8.count == 4 * Self.depth - 3 + 2)
        let copy = try throughStateDatabase(brain)
        #expect(copy.value == brain.value)
        brain.undo()
        #expect(brain.stack.count == 2)
    }

    @Test func millionDeepNestedFunctionsAndNegations() {
        var brain = CalculatorBrain(mode: .algebraic)
        brain.perform(.operand(Number(2)))
        for _ in 0..<Self.depth { brain.perform(.unary(.negate)) }
        #expect(brain.value == .success(Number(2)))
        #expect(brain.description.hasPrefix("−(−(−("))
        #expect(brain.variablesUsed.isEmpty)
    }
}

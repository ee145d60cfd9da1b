import CalculatorBrain
import Testing
@testable import CalculatorController

@Suite struct SavedStateTests {
    @Test(arguments: [
        ("7 + 9 = →x x × 2 =", CalculatorMode.algebraic), ("3 ↵ 5 + 4", .rpn), ("7 + 1 ÷ 3 =", .algebraic),
        ("deg 30 sin", .algebraic), ("12.5", .rpn), ("", .algebraic), ("1 ÷ 0 =", .algebraic),
        ("1 ↵ π 10 ↵ 17 ^ × ↵ − +", .rpn),
    ])
    func savedStateRoundTrips(keys: String, mode: CalculatorMode) throws {
        let c = CalculatorController(mode: mode)
        try KeySequence.forEachKey(in: keys, c.press)
        let restored = try CalculatorController(savedState: c.savedState)
        #expect(restored.viewState == c.viewState)
        #expect(restored.history == c.history)
        #expect(restored.brain.steps == c.brain.steps)
        #expect(restored.savedState == c.savedState)
    }

    /// A tree older than undo's reach is saved as a graph, not as keys: read back, it
    /// still knows which of its parts are `Double`s, and its description keeps the
    /// parentheses that regrouping them would need.
    @Test func savedGraphKeepsInexactParentheses() throws {
        let c = CalculatorController(mode: .rpn)
        // 2 ^ 0.5 is a Double only by its value: its operands are exact.
        try KeySequence.forEachKey(in: "1 ↵ 2 ↵ 0.5 ^ ↵ − +" + String(repeating: " 1 +", count: 1_100), c.press)
        #expect(c.viewState.description.hasPrefix("1 + (2 ^ 0.5 − 2 ^ 0.5) + 1 + 1"))
        #expect(c.savedState.brain.base != nil)
        let restored = try CalculatorController(savedState: c.savedState)
        #expect(restored.viewState == c.viewState)
    }

    @Test(arguments: 0..<6)
    func damagedStatesAreRefused(which: Int) throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 =", c.press)
        var state = c.savedState
        switch which {
        case 0: state.brain.steps.append("junk")
        case 1: state.brain.variables["q"] = "1"
        case 2: state.history.append(.init(description: "x", value: "one"))
        case 3: state.brain.base = .init(nodes: [.init(tag: "+", operands: [0, 1])])
        case 4: state.typing = "12abc"
        default: state.brain.variables["x"] = "2/4"
        }
        #expect(throws: CalculatorController.SavedStateError.self) { try CalculatorController(savedState: state) }
    }

    /// The snapshot is the state at the moment it was taken, whatever the controller
    /// does afterwards (a store compares it later, on another thread).
    @Test func snapshotIsFrozen() throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 = 12.5", c.press)
        let snapshot = c.savedStateSnapshot
        let before = c.savedState
        try KeySequence.forEachKey(in: "C 1 + 1 = →x", c.press)
        c.clearHistory()
        #expect(snapshot.savedState == before)
        #expect(c.savedState != before)
        let restored = try CalculatorController(savedState: snapshot.savedState)
        #expect(restored.viewState.display == "12.5")
        #expect(restored.history.entries.map(\.text) == ["7 + 9 = 16"])
    }
}

@Suite struct SavedStateErrorTests {
    @Test(arguments: [
        (CalculatorController.SavedStateError.notASavedState, "not a Cerebrum state"),
        (.badBrain(.notABrain), "its program is not a Cerebrum program"),
        (.badBrain(.badField("mode")), "its program has a bad mode field"),
        (.badBrain(.badStep(3)), "its program has a bad step 3"),
        (.badHistory, "its history is damaged"),
    ])
    func readsAsWords(error: CalculatorController.SavedStateError, text: String) {
        #expect("\(error)" == text)
    }
}

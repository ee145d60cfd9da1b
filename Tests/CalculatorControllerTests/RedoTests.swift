import CalculatorBrain
import Testing
import TestSupport
@testable import CalculatorController

/// Issue 32 item 19: redo (Ctrl+Shift+Z, Ctrl+Y) brings back what undo (⌫, Ctrl+Z) took,
/// in both modes; any other change forgets what was undone.
@Suite struct RedoTests {
    /// keys, then that many undos and redos (`⌫` then `redo`), → description, display.
    @Test(arguments: [
        (CalculatorMode.algebraic, "7 + 9 =", 1, 1, "7 + 9 =", "16"),
        (.algebraic, "7 + 9 =", 3, 3, "7 + 9 =", "16"),
        (.algebraic, "7 + 9 =", 3, 2, "7 + …", "9"),
        (.algebraic, "7 + 9 =", 2, 5, "7 + 9 =", "16"),
        (.algebraic, "12", 1, 1, "", "12"),
        (.algebraic, "2 × 3 = C", 1, 1, "", "0"),
        (.rpn, "3 ↵ 4 +", 1, 1, "3 + 4 =", "7"),
        (.rpn, "3 ↵ 4 + 5 ×", 2, 2, "(3 + 4) × 5 =", "35"),
    ])
    func redoBringsBackWhatUndoTook(mode: CalculatorMode, keys: String, undos: Int, redos: Int,
                                    description: String, display: String) throws {
        let controller = CalculatorController(mode: mode, random: { 0.25 })
        try KeySequence.forEachKey(in: keys, controller.press)
        for _ in 0..<undos { controller.press(.backspace) }
        for _ in 0..<redos { controller.redo() }
        #expect(controller.viewState.description == description)
        #expect(controller.viewState.display == display)
    }

    @Test func anotherChangeForgetsWhatWasUndone() throws {
        let controller = CalculatorController(random: { 0.25 })
        try KeySequence.forEachKey(in: "7 + 9 = ⌫", controller.press)
        #expect(controller.canRedo)
        controller.press(.digit(5))
        #expect(!controller.canRedo)
        controller.redo()
        #expect(controller.viewState.display == "5")
        try KeySequence.forEachKey(in: "= ⌫", controller.press)
        #expect(controller.canRedo)
        _ = controller.setVariable("x", text: "2")
        #expect(!controller.canRedo)
        try KeySequence.forEachKey(in: "⌫", controller.press)
        _ = controller.enterFormula("1+1")
        #expect(!controller.canRedo)
    }

    @Test func undoAtAFreshStartLeavesNothingToRedo() {
        let controller = CalculatorController()
        controller.press(.backspace)
        #expect(!controller.canRedo)
    }
}

import CalculatorBrain
import CalculatorController
import WindowDescription

/// The Functions menu (docs/behaviour.md §8, §15): a chosen function is typed into the
/// formula line, as if typed on the keyboard; in RPN mode it is its key on the stack.
extension WindowPresenter {
    /// The entry `text` (an index of `FunctionsMenu.items`) was chosen.
    func insertFunction(_ text: String?, effects: inout [WindowEffect]) -> FormulaLineOutcome {
        let items = FunctionsMenu.items
        guard let index = text.flatMap({ Int($0) }), items.indices.contains(index) else { return .changedLine(.nothing) }
        let item = items[index]
        if controller.mode == .rpn {
            if controller.line != nil { effects += closeFormulaLine() }
            controller.press(item.key)
            return .changedCalculation
        }
        if controller.line != nil {
            effects.append(.insertInFormulaLine(item.written))
            return .changedLine(.nothing)
        }
        // An operator (` mod `, `!`) acts on the displayed value as its key does; a
        // function opens the line with its name and parenthesis, the cursor inside.
        guard item.written.hasSuffix("(") else {
            controller.press(item.key)
            return .changedCalculation
        }
        controller.openLine(with: item.written, takingTyping: false)
        message = nil
        effects.append(.openFormulaLine(controller.line?.text ?? item.written))
        return .changedLine(.message)
    }
}

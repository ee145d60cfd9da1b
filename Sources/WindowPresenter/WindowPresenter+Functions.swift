import CalculatorBrain
import CalculatorController
import WindowDescription

/// The Functions menu (docs/behaviour.md §8, §15): a chosen function is typed into the
/// formula line, as if typed on the keyboard; in RPN mode it is its key on the stack.
extension WindowPresenter {
    /// The entry `index` of `FunctionsMenu.items` was chosen (nil: the event had none).
    func insertFunction(_ index: Int?, effects: inout [WindowEffect]) -> FormulaLineOutcome {
        let items = FunctionsMenu.items
        guard let index, items.indices.contains(index) else { return .changedLine(.nothing) }
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

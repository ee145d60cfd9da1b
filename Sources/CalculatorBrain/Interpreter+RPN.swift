/// RPN mode: a stack of expressions, as on HP calculators (docs/behaviour.md §4, §10).
extension Interpreter {
    mutating func executeRPN(_ instruction: Program.Instruction, in program: Program) -> Bool {
        if let new = operand(for: instruction, in: program) {
            stack.append(new)
            return true
        }
        switch instruction {
        case .node(.unary(.percent)) where stack.count >= 2:
            // HP's %: x becomes x percent of y, and y stays (`200 ↵ 15 %` shows 30 above
            // 200, and `+` then gives 230, described `200 + 15%`). With nothing below x,
            // it is a hundredth of x (`15 %` is 0.15), as a unary operation.
            let top = stack.removeLast()
            stack.append(percent(top, of: stack[stack.count - 1]))
            return true
        case .node(.unary(let op)):
            let top = stack.popLast() ?? missing()
            stack.append(apply(op, to: top))
            return true
        case .node(.binary(let op)):
            let right = stack.popLast() ?? missing()
            let left = stack.popLast() ?? missing()
            stack.append(apply(op, left, right))
            return true
        case .equals:
            // ENTER without typing duplicates the top entry, as HP's does.
            guard let top = stack.last else { return false }
            stack.append(top)
            return true
        case .swap:
            guard stack.count >= 2 else { return false }
            stack.swapAt(stack.count - 1, stack.count - 2)
            return true
        case .drop:
            return stack.popLast() != nil
        case .node, .formula:
            return false  // handled above
        }
    }
}

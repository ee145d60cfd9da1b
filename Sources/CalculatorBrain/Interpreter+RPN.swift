/// RPN mode: a stack of expressions, as on HP calculators (docs/behaviour.md §4, §10).
extension Interpreter {
    mutating func executeRPN(_ instruction: Program.Instruction, in program: Program) -> Bool {
        if let new = operand(for: instruction, in: program) {
            stack.append(new)
            return true
        }
        switch instruction {
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

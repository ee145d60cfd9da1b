/// Algebraic mode: immediate execution, as on a pocket calculator (docs/behaviour.md §3, §10).
extension Interpreter {
    /// The displayed operand: the right operand or the pending left one, else the current
    /// value; nil at a fresh start (an implicit 0).
    var algebraicDisplayed: Operand? {
        if algebraic.pending != nil { return algebraic.right ?? algebraic.pending?.left }
        return algebraic.current
    }

    mutating func executeAlgebraic(_ instruction: Program.Instruction, in program: Program) -> Bool {
        if case .formula(let i) = instruction, algebraic.pending == nil,
           let made = calculation(program.formulas[Int(i)], in: program) {
            // A formula entered with nothing waiting is a finished calculation of its own:
            // a later `=` repeats its last operation, never an older calculation's.
            algebraic.current = made.result
            algebraic.last = made.last
            return true
        }
        if let new = operand(for: instruction, in: program) {
            // A new operand replaces the right operand, or starts a new calculation.
            if algebraic.pending != nil { algebraic.right = new } else { algebraic.current = new }
            return true
        }
        switch instruction {
        case .node(.unary(.percent)) where algebraic.pending.map({ $0.operation.isPercentOfLeft }) == true:
            // `200 + 15 %` shows 30, `=` gives 230, as pocket calculators do (docs/behaviour.md §13).
            let pending = algebraic.pending!
            algebraic.right = percent(algebraic.right ?? pending.left, of: pending.left)
            return true
        case .node(.unary(let op)):
            // A unary operation applies to the expression of the displayed value.
            let target = algebraicDisplayed ?? zero()
            if algebraic.pending != nil {
                algebraic.right = apply(op, to: target)
            } else {
                algebraic.current = apply(op, to: target)
            }
            return true
        case .node(.binary(let op)):
            if let pending = algebraic.pending {
                if let right = algebraic.right {
                    let result = apply(pending.operation, pending.left, right)
                    algebraic.last = (pending.operation, right)
                    algebraic.current = result
                    algebraic.pending = (op, result)
                    algebraic.right = nil
                } else {
                    algebraic.pending = (op, pending.left)  // replaces the pending operation
                }
            } else {
                algebraic.pending = (op, algebraic.current ?? zero())
            }
            return true
        case .equals:
            if let pending = algebraic.pending {
                // `7 + =` uses the left operand's expression as the right one.
                let right = algebraic.right ?? pending.left
                algebraic.current = apply(pending.operation, pending.left, right)
                algebraic.last = (pending.operation, right)
                algebraic.pending = nil
                algebraic.right = nil
                return true
            }
            guard let last = algebraic.last else { return false }
            algebraic.current = apply(last.operation, algebraic.current ?? zero(), last.right)
            return true
        case .swap, .drop:
            return false
        case .node, .formula:
            return false  // handled above
        }
    }

    /// The roots whose trees the description and the variable list read.
    var algebraicRoots: [ExpressionGraph.Index] {
        [algebraic.current?.node, algebraic.pending?.left.node, algebraic.right?.node].compactMap { $0 }
    }
}

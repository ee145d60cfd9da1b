/// Formulas: a formula's compiled tree is copied into the graph node by node, operands
/// first, each value computed as the node is made — the same work as the keys that would
/// build the tree, and no recursion however deep it is.
extension Interpreter {
    /// The operand a formula makes, or nil for one that did not parse.
    mutating func formula(_ formula: Program.CompiledFormula, in program: Program) -> Operand? {
        calculation(formula, in: program)?.result
    }

    /// A formula as a finished calculation of its own (docs/behaviour.md §3): its value,
    /// and the binary operation at its root with that operation's right operand, which a
    /// repeated `=` repeats (`10*3` entered, then `=`, is 90); nil when its root is not a
    /// binary operation (`7`, `√16`), so `=` then repeats nothing.
    mutating func calculation(_ formula: Program.CompiledFormula, in program: Program)
        -> (result: Operand, last: (operation: BinaryOperation, right: Operand)?)? {
        guard formula.root >= 0 else { return nil }
        var made: [Operand] = []
        made.reserveCapacity(formula.nodes.count)
        for node in formula.nodes {
            let operand: Operand
            switch node.kind {
            case .unary(let op):
                operand = apply(op, to: made[Int(node.first)])
            case .binary(let op):
                operand = apply(op, made[Int(node.first)], made[Int(node.second)])
            case .missing:
                // `ans`: the displayed operand's own tree (docs/behaviour.md §13), so the description
                // continues it: `7 + 9 =`, then `+2` is `7 + 9 + 2 =`.
                operand = previousOperand()
            case .literal, .constant, .variable, .random, .quantity:
                operand = leaf(node.kind, in: program)
            }
            made.append(operand)
        }
        let root = formula.nodes[Int(formula.root)]
        guard case .binary(let op) = root.kind else { return (made[Int(formula.root)], nil) }
        return (made[Int(formula.root)], (op, made[Int(root.second)]))
    }
}

extension Interpreter {
    /// The displayed operand a formula's `ans` stands for: in algebraic mode the
    /// displayed one (the implicit `0` at a fresh start), in RPN mode the top entry, which
    /// stays (a missing one at an empty stack).
    mutating func previousOperand() -> Operand {
        switch mode {
        case .algebraic: algebraicDisplayed ?? zero()
        case .rpn: stack.last ?? missing()
        }
    }
}

extension Interpreter {
    /// A formula with units computed as a quantity with the current variables and angle
    /// unit (docs/behaviour.md §16).
    func quantity(_ formula: Program.CompiledFormula) -> QuantityEvaluator.Result {
        guard let parsed = formula.quantity else { return .init(value: .failure(.notEnoughOperands)) }
        return QuantityEvaluator(variables: variables, angle: angle, previous: nil, units: variableUnits).evaluate(parsed)
    }
}

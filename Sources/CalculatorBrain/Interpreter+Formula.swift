/// Formulas: a formula's compiled tree is copied into the graph node by node, operands
/// first, each value computed as the node is made — the same work as the keys that would
/// build the tree, and no recursion however deep it is.
extension Interpreter {
    /// The operand a formula makes, or nil for one that did not parse.
    mutating func formula(_ formula: Program.CompiledFormula, in program: Program) -> Operand? {
        guard formula.root >= 0 else { return nil }
        var made: [Operand] = []
        made.reserveCapacity(formula.nodes.count)
        for node in formula.nodes {
            let operand: Operand
            switch node.kind {
            case .literal(let i):
                operand = leaf(.literal(i), in: program)
            case .constant(let c):
                operand = leaf(.constant(c), in: program)
            case .variable(let i):
                operand = leaf(.variable(i), in: program)
            case .unary(let op):
                operand = apply(op, to: made[Int(node.first)])
            case .binary(let op):
                operand = apply(op, made[Int(node.first)], made[Int(node.second)])
            case .random, .missing:
                operand = missing()  // a parser never makes these
            }
            made.append(operand)
        }
        return made[Int(formula.root)]
    }

    /// A number, constant or variable node, made as the keys make it.
    private mutating func leaf(_ instruction: Program.Instruction, in program: Program) -> Operand {
        operand(for: instruction, in: program) ?? missing()
    }
}

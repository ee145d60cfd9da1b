/// Undo without replay (docs/behaviour.md §2, §7): before each instruction the brain takes a
/// checkpoint of what the instruction may change, and undo puts it back. An instruction
/// only appends nodes, replaces the algebraic state (a few operands) and touches at most
/// the top two stack entries, so a checkpoint costs the same however long the session.
extension Interpreter {
    /// What one instruction may change, as it was before.
    struct Checkpoint: Sendable {
        /// The graph's node count: the instruction's nodes are the ones after it.
        var nodeCount: Int
        var algebraic: Algebraic
        /// The stack entries below `stackTop`, which no instruction touches.
        var stackBase: Int
        /// At most the two top stack entries.
        var stackTop: [Operand]
    }

    func checkpoint() -> Checkpoint {
        let top = stack.suffix(2)
        return Checkpoint(nodeCount: graph.count, algebraic: algebraic,
                          stackBase: stack.count - top.count, stackTop: Array(top))
    }

    mutating func restore(_ checkpoint: Checkpoint) {
        graph.truncate(to: checkpoint.nodeCount)
        algebraic = checkpoint.algebraic
        stack.removeSubrange(min(checkpoint.stackBase, stack.count)...)
        stack.append(contentsOf: checkpoint.stackTop)
    }

    // MARK: - Evaluating again

    /// The value of every node with the current variables and angle unit, in one pass in
    /// node order (operands come before their operations).
    func evaluateAll(in program: Program) -> [Value] {
        evaluateAllHolding(in: program).values
    }

    /// The same, with the exact values held behind errors beyond the range, by node
    /// (`BeyondRange`).
    func evaluateAllHolding(in program: Program) -> (values: [Value], held: [Int: BeyondRange]) {
        var values: [Value] = []
        values.reserveCapacity(graph.count)
        var held: [Int: BeyondRange] = [:]
        for node in graph.nodes {
            let value: Value
            switch node.kind {
            case .literal, .constant, .variable, .random, .missing, .quantity:
                value = self.value(ofLeaf: node.kind, in: program)
            case .unary(let op):
                value = values[Int(node.first)].flatMap { $0.applying(op, angle: angle) }
            case .binary(let op):
                let result = BeyondRange.combine(op, values[Int(node.first)], values[Int(node.second)],
                                                 heldRight: held[Int(node.second)])
                value = result.0
                if let kept = result.1 { held[values.count] = kept }
            }
            values.append(value)
        }
        return (values, held)
    }

    /// Calls `body` on every operand the current state holds (not the checkpoints).
    mutating func forEachOperand(_ body: (inout Operand) -> Void) {
        algebraic.forEachOperand(body)
        for i in stack.indices { body(&stack[i]) }
    }
}

extension Interpreter.Algebraic {
    /// Calls `body` on each operand of the state.
    mutating func forEachOperand(_ body: (inout Operand) -> Void) {
        if current != nil { body(&current!) }
        if pending != nil { body(&pending!.left) }
        if right != nil { body(&right!) }
        if last != nil { body(&last!.right) }
    }
}

extension Interpreter.Checkpoint {
    /// Calls `body` on each operand the checkpoint holds.
    mutating func forEachOperand(_ body: (inout Operand) -> Void) {
        algebraic.forEachOperand(body)
        for i in stackTop.indices { body(&stackTop[i]) }
    }
}

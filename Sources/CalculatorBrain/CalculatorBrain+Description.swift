/// The description label's text (docs/behaviour.md §3, §4, §5).
extension CalculatorBrain {
    /// How the displayed value came about: in algebraic mode the current expression and
    /// ` =`, or the pending operation and ` …`; in RPN mode every stack entry, oldest first,
    /// separated by `, `, and ` =`. Empty for an empty program.
    public var description: String {
        var printer = DescriptionPrinter(graph: interpreter.graph, program: program)
        var out = ""
        for part in descriptionParts(printer: &printer) { printer.write(part, into: &out) }
        return out
    }

    /// The description's last `maxLength` characters, after a leading `…` when it is
    /// longer (`… + 6 + 3 =`): what a label or a history entry can hold. Printed from its
    /// end, so it costs `maxLength`, not the length of the calculation.
    public func description(maxLength: Int) -> String {
        var printer = DescriptionPrinter(graph: interpreter.graph, program: program)
        switch mode {
        case .algebraic:
            return printer.tail(ofReversed: descriptionParts(printer: &printer).reversed(), maxLength: maxLength)
        case .rpn:
            // A deep stack: only its newest entries are visited.
            guard !interpreter.stack.isEmpty else { return "" }
            let stack = interpreter.stack
            var closed = false, separatorNext = false, next = stack.count
            let parts = AnyIterator<DescriptionPrinter.Work> {
                if !closed {
                    closed = true
                    return .text(" =")
                }
                if separatorNext {
                    separatorNext = false
                    return .text(", ")
                }
                guard next > 0 else { return nil }
                next -= 1
                separatorNext = next > 0
                return .node(stack[next].node, parenthesized: false)
            }
            return printer.tail(ofReversed: parts, maxLength: maxLength)
        }
    }

    /// The description as pieces, oldest first.
    private func descriptionParts(printer: inout DescriptionPrinter) -> [DescriptionPrinter.Work] {
        var parts: [DescriptionPrinter.Work] = []
        switch mode {
        case .rpn:
            guard !interpreter.stack.isEmpty else { return [] }
            for (i, entry) in interpreter.stack.enumerated() {
                if i > 0 { parts.append(.text(", ")) }
                parts.append(.node(entry.node, parenthesized: false))
            }
            parts.append(.text(" ="))
        case .algebraic:
            let state = interpreter.algebraic
            if let pending = state.pending {
                parts.append(printer.child(pending.left.node, at: .left(pending.operation)))
                parts.append(.text(" \(pending.operation.symbol)"))
                // A typed number is not repeated in the label while it waits (`7 + …`);
                // a constant, variable or function result is (`4 × π …`).
                if let right = state.right, !isLiteral(right.node) {
                    parts.append(.text(" "))
                    parts.append(printer.rightOperand(right.node, of: pending.operation, left: pending.left.node))
                }
                parts.append(.text(" …"))
            } else if let current = state.current {
                parts.append(.node(current.node, parenthesized: false))
                parts.append(.text(" ="))
            }
        }
        return parts
    }

    /// RPN mode: the description of the top stack entry alone (`3 + 5`), nil on an empty
    /// stack or in algebraic mode. What the history records for an RPN operation.
    public var topEntryDescription: String? {
        guard mode == .rpn, let top = interpreter.stack.last else { return nil }
        var printer = DescriptionPrinter(graph: interpreter.graph, program: program)
        var out = ""
        printer.write(top.node, into: &out)
        return out
    }

    private func isLiteral(_ index: ExpressionGraph.Index) -> Bool {
        if case .literal = interpreter.graph[index].kind { return true }
        return false
    }
}

/// The description label's text (SPEC §3, §4, §5).
extension CalculatorBrain {
    /// How the displayed value came about: in algebraic mode the current expression and
    /// ` =`, or the pending operation and ` …`; in RPN mode every stack entry, oldest first,
    /// separated by `, `, and ` =`. Empty for an empty program.
    public var description: String {
        var printer = DescriptionPrinter(graph: interpreter.graph, program: program)
        var out = ""
        switch mode {
        case .rpn:
            guard !interpreter.stack.isEmpty else { return "" }
            for (i, entry) in interpreter.stack.enumerated() {
                if i > 0 { out += ", " }
                printer.write(entry.node, into: &out)
            }
            out += " ="
        case .algebraic:
            let state = interpreter.algebraic
            if let pending = state.pending {
                printer.write(pending.left.node, asOperandOf: pending.operation, onLeft: true, into: &out)
                out += " \(pending.operation.symbol)"
                // A typed number is not repeated in the label while it waits (`7 + …`);
                // a constant, variable or function result is (`4 × π …`).
                if let right = state.right, !isLiteral(right.node) {
                    out += " "
                    printer.write(right.node, asOperandOf: pending.operation, onLeft: false, into: &out)
                }
                out += " …"
            } else if let current = state.current {
                printer.write(current.node, into: &out)
                out += " ="
            }
        }
        return out
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

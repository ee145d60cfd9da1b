/// Formulas in a program: each is kept as its text and as a tree compiled against the
/// program's literal and name tables, so replaying it does not parse it again.
extension Program {
    /// A formula ready to replay.
    struct CompiledFormula: Sendable {
        /// The text as written; the saved form keeps it.
        let text: String
        /// The tree, operands first, with literal and variable indices into the program's
        /// tables; empty for text that does not parse (such a step is never recorded).
        /// `.missing` stands for `ans`, the displayed operand when the formula is entered.
        let nodes: [ExpressionGraph.Node]
        /// The root node; -1 when the text does not parse.
        let root: Int32
        /// A formula with units, kept parsed: the tree is then one `.quantity` leaf that
        /// computes it whole (docs/behaviour.md §16).
        var quantity: Formula? = nil
    }

    /// The table index of a formula's text, parsing and compiling it; text that does not
    /// parse is kept as an empty formula the interpreter refuses.
    mutating func intern(formula text: String) -> Int32 {
        guard let formula = try? Formula(text) else {
            formulas.append(CompiledFormula(text: text, nodes: [], root: -1))
            return Int32(formulas.count - 1)
        }
        return intern(formula)
    }

    /// True when a formula of the program reads the variable `name`.
    func formulasRead(_ name: String) -> Bool {
        guard let index = names.firstIndex(of: name).map(Int32.init) else {
            return formulas.contains { $0.quantity?.names([name]) == true }
        }
        return formulas.contains { formula in
            formula.quantity?.names([name]) == true || formula.nodes.contains { $0.kind == .variable(index) }
        }
    }

    /// The table index of a parsed formula, compiling it.
    mutating func intern(_ formula: Formula) -> Int32 {
        if formula.hasUnits || formula.names(unitVariables) {
            let index = Int32(formulas.count)
            formulas.append(CompiledFormula(text: formula.text, nodes: [ExpressionGraph.Node(kind: .quantity(index), first: -1, second: -1)],
                                            root: 0, quantity: formula))
            return index
        }
        var nodes: [ExpressionGraph.Node] = []
        nodes.reserveCapacity(formula.nodes.count)
        for node in formula.nodes {
            let kind: ExpressionGraph.Kind = switch node.kind {
            case .number(let n): .literal(intern(n))
            case .constant(let c): .constant(c)
            case .variable(let name): .variable(intern(name: name))
            // A formula has no missing operand of its own: here `.missing` is `ans`.
            case .previous: .missing
            case .unary(let op): .unary(op)
            case .binary(let op): .binary(op)
            // Routed to a `.quantity` leaf above; never here.
            case .unit, .physicalConstant, .convert, .base: .missing
            }
            nodes.append(ExpressionGraph.Node(kind: kind, first: node.first, second: node.second))
        }
        formulas.append(CompiledFormula(text: formula.text, nodes: nodes, root: formula.root))
        return Int32(formulas.count - 1)
    }
}

/// A parsed formula (docs/behaviour.md §11): its text and its expression tree, stored flat with every
/// operand before the operation that uses it, as `ExpressionGraph` stores trees.
struct Formula: Sendable {
    /// What one node computes.
    enum Kind: Equatable, Sendable {
        case number(Number)
        case constant(Constant)
        case variable(String)
        /// `ans`: the operand the formula continues from, the displayed one (docs/behaviour.md §13).
        case previous
        case unary(UnaryOperation)
        case binary(BinaryOperation)
    }

    struct Node: Sendable {
        var kind: Kind
        /// The operand of a unary operation, the left operand of a binary one; -1 if none.
        var first: Int32 = -1
        /// The right operand of a binary operation; -1 if none.
        var second: Int32 = -1
    }

    /// The text as the user wrote it; it is what a property list keeps and replays.
    let text: String
    /// The tree's nodes, operands first. A node nothing refers to (the `e` of `e ^ x`,
    /// which becomes `exp`) is left in place, unused.
    let nodes: [Node]
    /// The index of the root node.
    let root: Int32

    /// Parses `text`; `decimalMark` is accepted besides `.` (the locale's mark).
    init(_ text: String, decimalMark: Character? = nil) throws(FormulaError) {
        var parser = FormulaParser(text, decimalMark: decimalMark)
        (nodes, root) = try parser.parse()
        self.text = text
    }

    private init(text: String, nodes: [Node], root: Int32) {
        self.text = text
        self.nodes = nodes
        self.root = root
    }

    /// The same tree with another text (the text with `.` for the locale's mark: the
    /// characters stand where they stood, so positions and tree still hold).
    func withText(_ text: String) -> Formula {
        Formula(text: text, nodes: nodes, root: root)
    }
}

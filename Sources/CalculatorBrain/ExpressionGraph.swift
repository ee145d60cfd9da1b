/// The expression trees of a program, stored flat: every node lives in one array and
/// refers to its operands by index. Operands are always added before the operation that
/// uses them, so the trees are a DAG in topological order. Being flat is what lets a
/// million-deep expression be built, printed, walked and freed without recursion.
struct ExpressionGraph: Sendable {
    /// An index into `nodes`.
    typealias Index = Int32

    /// What one node computes.
    enum Kind: Hashable, Sendable {
        /// A number: an index into the program's literal table.
        case literal(Int32)
        case constant(Constant)
        /// A variable: an index into the program's name table.
        case variable(Int32)
        /// `rand`: an index into the literal table holding the drawn value.
        case random(Int32)
        case unary(UnaryOperation)
        case binary(BinaryOperation)
        /// An operand RPN did not have (`?`).
        case missing
        /// A formula with units (docs/behaviour.md §16), computed whole as a quantity: an
        /// index into the program's formula table. Its value is the number in its unit.
        case quantity(Int32)

        /// A node with no operands: a number, constant, variable, `rand` or `?`.
        var isLeaf: Bool {
            switch self {
            case .unary, .binary: false
            case .literal, .constant, .variable, .random, .missing, .quantity: true
            }
        }
    }

    struct Node: Sendable {
        var kind: Kind
        /// The operand of a unary operation, the left operand of a binary one; -1 if none.
        var first: Index
        /// The right operand of a binary operation; -1 if none.
        var second: Index
        /// The variables the node's tree uses, one bit per name-table index (bits past 63
        /// are not tracked; a program has at most four names). Kept per node so the
        /// variables in use cost one `|` per root, not a walk of the trees.
        var variables: UInt64 = 0
        /// The tree is computed in exact arithmetic only: exact numbers and variables
        /// under `+ − × ÷ ^`, `±`, `²`, `!` and `1/x`, each result exact (as computed when
        /// the node was made). Only then may a description drop the parentheses of
        /// `a + (b − c)` or `a × (b ÷ c)`: with `Double`s, regrouping
        /// changes the value (`1 + (π × 10 ^ 17 − π × 10 ^ 17)` is 1, read left to right
        /// it is 0), and a description read back must give the displayed value (docs/behaviour.md §5).
        var isExactArithmetic = true
        /// The operand whose printed text ends this node's text, with nothing after it (see
        /// `ExpressionGraph+TextChain.swift`); -1 if none.
        var chainNext: Index = -1
        /// How many `chainNext` steps lead from this node to the end of its chain.
        var chainHeight: Int32 = 0
        /// A node further down the chain (itself at its end), for reaching any height in
        /// O(log height) steps.
        var chainJump: Index = -1
    }

    private(set) var nodes: [Node] = []

    /// Adds a node and returns its index. `inexact`: its value is known to be a `Double`
    /// (a number such as a history entry's, or a result that left the exact range).
    mutating func add(_ kind: Kind, _ first: Index = -1, _ second: Index = -1,
                      inexact: Bool = false) -> Index {
        var used: UInt64 = 0
        if case .variable(let i) = kind, i < 64 { used = 1 << UInt64(i) }
        if first >= 0 { used |= nodes[Int(first)].variables }
        if second >= 0 { used |= nodes[Int(second)].variables }
        let exact = isExactArithmetic(kind, first, second, inexact: inexact)
        nodes.append(Node(kind: kind, first: first, second: second, variables: used,
                          isExactArithmetic: exact))
        linkChain(nodes.count - 1)
        return Index(nodes.count - 1)
    }

    /// Whether a new node's tree is exact arithmetic (`Node.isExactArithmetic`), from its
    /// operands' and whether its own value is a `Double`.
    private func isExactArithmetic(_ kind: Kind, _ first: Index, _ second: Index, inexact: Bool) -> Bool {
        switch kind {
        case .literal, .missing, .variable:
            // A variable as its value now (an unset one has no digits to regroup).
            return !inexact
        case .constant, .random, .quantity:
            return false        // π, e and a drawn number are Doubles; a quantity prints as text
        case .unary(let op):
            return !inexact && nodes[Int(first)].isExactArithmetic
                && [.negate, .square, .factorial, .reciprocal, .percent].contains(op)
        case .binary:
            // `^` too when its value is exact: a whole power of an exact number.
            return !inexact && nodes[Int(first)].isExactArithmetic
                && nodes[Int(second)].isExactArithmetic
        }
    }

    /// Marks again which trees are exact arithmetic, from every node's value (a graph
    /// read back from a saved state, whose values are known only once it is whole).
    mutating func markExactArithmetic(inexact: (Int) -> Bool) {
        for i in nodes.indices {
            let node = nodes[i]
            nodes[i].isExactArithmetic = isExactArithmetic(node.kind, node.first, node.second,
                                                           inexact: inexact(i))
            linkChain(i)  // where parentheses go depends on exactness
        }
    }

    /// Sets node `i`'s chain fields (ExpressionGraph+TextChain.swift).
    private mutating func linkChain(_ i: Int) {
        (nodes[i].chainNext, nodes[i].chainHeight, nodes[i].chainJump) = chainLinks(of: nodes[i], at: i)
    }

    /// The number of nodes.
    var count: Int { nodes.count }

    /// Forgets the nodes added after the first `count` (undo).
    mutating func truncate(to count: Int) {
        if count < nodes.count { nodes.removeSubrange(count...) }
    }

    /// Replaces the nodes (compaction); callers keep the topological order.
    mutating func replaceNodes(with kept: [Node]) {
        nodes = kept
        for i in nodes.indices { linkChain(i) }
    }

    subscript(index: Index) -> Node { nodes[Int(index)] }

    /// The indices of every node reachable from `roots`, each once, without recursion.
    func reachable(from roots: [Index]) -> [Index] {
        var seen = [Bool](repeating: false, count: nodes.count)
        var work = roots.filter { $0 >= 0 }
        var found: [Index] = []
        while let index = work.popLast() {
            guard !seen[Int(index)] else { continue }
            seen[Int(index)] = true
            found.append(index)
            let node = self[index]
            if node.first >= 0 { work.append(node.first) }
            if node.second >= 0 { work.append(node.second) }
        }
        return found
    }
}

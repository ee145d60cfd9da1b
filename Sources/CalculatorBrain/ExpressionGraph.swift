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

        /// A node with no operands: a number, constant, variable, `rand` or `?`.
        var isLeaf: Bool {
            switch self {
            case .unary, .binary: false
            case .literal, .constant, .variable, .random, .missing: true
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
    }

    private(set) var nodes: [Node] = []

    /// Adds a node and returns its index.
    mutating func add(_ kind: Kind, _ first: Index = -1, _ second: Index = -1) -> Index {
        var used: UInt64 = 0
        if case .variable(let i) = kind, i < 64 { used = 1 << UInt64(i) }
        if first >= 0 { used |= nodes[Int(first)].variables }
        if second >= 0 { used |= nodes[Int(second)].variables }
        nodes.append(Node(kind: kind, first: first, second: second, variables: used))
        return Index(nodes.count - 1)
    }

    /// The number of nodes.
    var count: Int { nodes.count }

    /// Forgets the nodes added after the first `count` (undo).
    mutating func truncate(to count: Int) {
        if count < nodes.count { nodes.removeSubrange(count...) }
    }

    /// Replaces the nodes (compaction); callers keep the topological order.
    mutating func replaceNodes(with kept: [Node]) { nodes = kept }

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

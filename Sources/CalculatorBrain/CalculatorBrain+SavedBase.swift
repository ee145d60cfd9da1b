/// The base of a saved brain: the trees the oldest step undo reaches starts from. Steps
/// beyond undo's reach are forgotten (docs/behaviour.md §7), so a saved brain is these trees
/// plus the steps undo reaches. The nodes are a flat list in topological order, each
/// operation naming its operands by index, so depth costs no recursion.
extension CalculatorBrain {
    /// The trees the oldest kept step starts from, as plain values.
    public struct SavedBase: Equatable, Sendable {
        /// One node: a leaf's step text (`number:7`, `π`, `var:x`, `?` for a missing
        /// operand) or an operation's symbol with the indexes of its operands.
        public struct Node: Equatable, Sendable {
            public var tag: String
            public var operands: [Int]
            public init(tag: String, operands: [Int] = []) {
                self.tag = tag
                self.operands = operands
            }
        }

        /// A binary operation's symbol and the node it applies to.
        public struct Operation: Equatable, Sendable {
            public var symbol: String
            public var node: Int
            public init(symbol: String, node: Int) {
                self.symbol = symbol
                self.node = node
            }
        }

        public var nodes: [Node]
        /// Algebraic mode: the current operand, the pending operation and its left operand,
        /// the right operand typed so far, and the last operation (`=` repeats it).
        public var current: Int?
        public var pending: Operation?
        public var right: Int?
        public var last: Operation?
        /// RPN mode: the stack, bottom first.
        public var stack: [Int]

        public init(nodes: [Node], current: Int? = nil, pending: Operation? = nil, right: Int? = nil,
                    last: Operation? = nil, stack: [Int] = []) {
            self.nodes = nodes
            self.current = current
            self.pending = pending
            self.right = right
            self.last = last
            self.stack = stack
        }
    }

    /// The base; nil when the steps start from a fresh start.
    var savedBase: SavedBase? {
        var base = interpreter
        for checkpoint in checkpoints.reversed() { base.restore(checkpoint) }
        return savedBase(of: base)
    }

    private func savedBase(of base: Interpreter) -> SavedBase? {
        var base = base
        var roots: [ExpressionGraph.Index] = []
        base.forEachOperand { roots.append($0.node) }
        guard !roots.isEmpty else { return nil }
        var keep = [Bool](repeating: false, count: base.graph.count)
        for index in base.graph.reachable(from: roots) { keep[Int(index)] = true }
        var newIndex = [Int](repeating: -1, count: base.graph.count)
        var nodes: [SavedBase.Node] = []
        for (i, node) in base.graph.nodes.enumerated() where keep[i] {
            newIndex[i] = nodes.count
            switch node.kind {
            case .literal(let l): nodes.append(.init(tag: Self.encode(.operand(program.literals[Int(l)]))))
            case .random(let l): nodes.append(.init(tag: Self.encode(.random(program.literals[Int(l)].doubleValue))))
            case .constant(let c): nodes.append(.init(tag: Self.encode(.constant(c))))
            case .variable(let n): nodes.append(.init(tag: Self.encode(.variable(program.names[Int(n)]))))
            case .missing: nodes.append(.init(tag: Self.missingTag))
            case .quantity(let f): nodes.append(.init(tag: Self.encode(.formula(program.formulas[Int(f)].text))))
            case .unary(let op): nodes.append(.init(tag: op.rawValue, operands: [newIndex[Int(node.first)]]))
            case .binary(let op):
                nodes.append(.init(tag: op.rawValue, operands: [newIndex[Int(node.first)], newIndex[Int(node.second)]]))
            }
        }
        let state = base.algebraic
        return SavedBase(
            nodes: nodes,
            current: state.current.map { newIndex[Int($0.node)] },
            pending: state.pending.map { .init(symbol: $0.operation.rawValue, node: newIndex[Int($0.left.node)]) },
            right: state.right.map { newIndex[Int($0.node)] },
            last: state.last.map { .init(symbol: $0.operation.rawValue, node: newIndex[Int($0.right.node)]) },
            stack: base.stack.map { newIndex[Int($0.node)] })
    }

    private static let missingTag = "?"

    /// Rebuilds the base trees into this (empty) brain; anything malformed throws
    /// `badField("base")`.
    mutating func restoreBase(from base: SavedBase) throws(SavedFormError) {
        let bad = SavedFormError.badField("base")
        for entry in base.nodes {
            let count = interpreter.graph.count
            guard entry.operands.allSatisfy({ $0 >= 0 && $0 < count }) else { throw bad }
            let kind: ExpressionGraph.Kind
            switch (entry.operands.count, entry.tag) {
            case (1, _):
                guard let op = UnaryOperation(rawValue: entry.tag) else { throw bad }
                kind = .unary(op)
            case (2, _):
                guard let op = BinaryOperation(rawValue: entry.tag) else { throw bad }
                kind = .binary(op)
            case (0, Self.missingTag):
                kind = .missing
            case (0, _):
                switch Self.decode(entry.tag) {
                case .operand(let n)?: kind = .literal(program.intern(n))
                case .random(let v)?: kind = .random(program.intern(.approximate(Real(v))))
                case .constant(let c)?: kind = .constant(c)
                case .variable(let name)?: kind = .variable(program.intern(name: name))
                case .formula(let text)?:
                    // A formula with units (docs/behaviour.md §16), computed whole.
                    let f = program.intern(formula: text)
                    guard let quantity = program.formulas[Int(f)].nodes.first, program.formulas[Int(f)].quantity != nil else { throw bad }
                    kind = quantity.kind
                default: throw bad
                }
            default:
                throw bad
            }
            let operands = entry.operands.map(Int32.init)
            _ = interpreter.graph.add(kind, operands.first ?? -1, operands.dropFirst().first ?? -1)
        }
        let (values, held) = interpreter.evaluateAllHolding(in: program)
        interpreter.graph.markExactArithmetic { values[$0].isInexact }
        func operand(_ index: Int?) throws(SavedFormError) -> Operand? {
            guard let index else { return nil }
            guard values.indices.contains(index) else { throw bad }
            return Operand(node: Int32(index), value: values[index], held: held[index])
        }
        func binary(_ operation: SavedBase.Operation?) throws(SavedFormError) -> (BinaryOperation, Operand)? {
            guard let operation else { return nil }
            guard let op = BinaryOperation(rawValue: operation.symbol), let right = try operand(operation.node)
            else { throw bad }
            return (op, right)
        }
        interpreter.algebraic.current = try operand(base.current)
        interpreter.algebraic.pending = try binary(base.pending).map { (operation: $0.0, left: $0.1) }
        interpreter.algebraic.right = try operand(base.right)
        interpreter.algebraic.last = try binary(base.last).map { (operation: $0.0, right: $0.1) }
        var stack: [Operand] = []
        for entry in base.stack {
            guard let operand = try operand(entry) else { throw bad }
            stack.append(operand)
        }
        interpreter.stack = stack
        compactedNodeCount = interpreter.graph.count
    }
}

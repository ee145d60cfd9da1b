/// The `base` of a saved brain (property list version 2): the trees the oldest step undo
/// reaches starts from. Steps beyond undo's reach are forgotten (docs/behaviour.md §7), so a saved brain
/// is these trees plus the steps undo reaches. The nodes are a flat array in topological
/// order, each operation naming its operands by index, so depth costs no recursion.
///
///     "base": ["nodes": [["number:7"], ["number:9"], ["+", 0, 1]],
///              "current": 2, "pending": ["×", 2], "right": 1, "last": ["+", 1], "stack": [2]]
extension CalculatorBrain {
    /// The base as a property list; nil when the steps start from a fresh start.
    var basePropertyList: [String: Any]? {
        var base = interpreter
        for checkpoint in checkpoints.reversed() { base.restore(checkpoint) }
        return basePropertyList(of: base)
    }

    private func basePropertyList(of base: Interpreter) -> [String: Any]? {
        var base = base
        var roots: [ExpressionGraph.Index] = []
        base.forEachOperand { roots.append($0.node) }
        guard !roots.isEmpty else { return nil }
        var keep = [Bool](repeating: false, count: base.graph.count)
        for index in base.graph.reachable(from: roots) { keep[Int(index)] = true }
        var newIndex = [Int](repeating: -1, count: base.graph.count)
        var nodes: [[Any]] = []
        for (i, node) in base.graph.nodes.enumerated() where keep[i] {
            newIndex[i] = nodes.count
            switch node.kind {
            case .literal(let l): nodes.append([Self.encode(.operand(program.literals[Int(l)]))])
            case .random(let l): nodes.append([Self.encode(.random(program.literals[Int(l)].doubleValue))])
            case .constant(let c): nodes.append([Self.encode(.constant(c))])
            case .variable(let n): nodes.append([Self.encode(.variable(program.names[Int(n)]))])
            case .missing: nodes.append([Self.missingTag])
            case .unary(let op): nodes.append([op.rawValue, newIndex[Int(node.first)]])
            case .binary(let op):
                nodes.append([op.rawValue, newIndex[Int(node.first)], newIndex[Int(node.second)]])
            }
        }
        let state = base.algebraic
        var list: [String: Any] = ["nodes": nodes]
        if let current = state.current { list["current"] = newIndex[Int(current.node)] }
        if let pending = state.pending { list["pending"] = [pending.operation.rawValue, newIndex[Int(pending.left.node)]] }
        if let right = state.right { list["right"] = newIndex[Int(right.node)] }
        if let last = state.last { list["last"] = [last.operation.rawValue, newIndex[Int(last.right.node)]] }
        if !base.stack.isEmpty { list["stack"] = base.stack.map { newIndex[Int($0.node)] } }
        return list
    }

    private static let missingTag = "?"

    /// Rebuilds the base trees into this (empty) brain; anything malformed throws
    /// `badField("base")`.
    mutating func restoreBase(from list: [String: Any]) throws {
        let bad = PropertyListError.badField("base")
        guard let nodes = list["nodes"] as? [[Any]] else { throw bad }
        for entry in nodes {
            let count = Int32(interpreter.graph.count)
            guard let tag = entry.first as? String else { throw bad }
            let operands = try entry.dropFirst().map { raw -> Int32 in
                guard let i = raw as? Int, i >= 0, i < count else { throw bad }
                return Int32(i)
            }
            let kind: ExpressionGraph.Kind
            switch (operands.count, tag) {
            case (1, _):
                guard let op = UnaryOperation(rawValue: tag) else { throw bad }
                kind = .unary(op)
            case (2, _):
                guard let op = BinaryOperation(rawValue: tag) else { throw bad }
                kind = .binary(op)
            case (0, Self.missingTag):
                kind = .missing
            case (0, _):
                switch Self.decode(tag) {
                case .operand(let n)?: kind = .literal(program.intern(n))
                case .random(let v)?: kind = .random(program.intern(.approximate(Real(v))))
                case .constant(let c)?: kind = .constant(c)
                case .variable(let name)?: kind = .variable(program.intern(name: name))
                default: throw bad
                }
            default:
                throw bad
            }
            _ = interpreter.graph.add(kind, operands.first ?? -1, operands.dropFirst().first ?? -1)
        }
        let values = interpreter.evaluateAll(in: program)
        interpreter.graph.markExactArithmetic { values[$0].isInexact }
        func operand(_ raw: Any?) throws -> Operand? {
            guard let raw else { return nil }
            guard let i = raw as? Int, values.indices.contains(i) else { throw bad }
            return Operand(node: Int32(i), value: values[i])
        }
        func binary(_ raw: Any?) throws -> (BinaryOperation, Operand)? {
            guard let raw else { return nil }
            guard let pair = raw as? [Any], pair.count == 2,
                  let op = (pair[0] as? String).flatMap(BinaryOperation.init(rawValue:)),
                  let right = try operand(pair[1])
            else { throw bad }
            return (op, right)
        }
        interpreter.algebraic.current = try operand(list["current"])
        interpreter.algebraic.pending = try binary(list["pending"]).map { (operation: $0.0, left: $0.1) }
        interpreter.algebraic.right = try operand(list["right"])
        interpreter.algebraic.last = try binary(list["last"]).map { (operation: $0.0, right: $0.1) }
        if let raw = list["stack"] {
            guard let entries = raw as? [Any] else { throw bad }
            interpreter.stack = try entries.map { entry in
                guard let operand = try operand(entry) else { throw bad }
                return operand
            }
        }
        compactedNodeCount = interpreter.graph.count
    }
}

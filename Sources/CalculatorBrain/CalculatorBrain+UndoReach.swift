/// A session of any length (docs/behaviour.md §7): undo reaches back `undoReach` steps; older steps are
/// forgotten, and the nodes and numbers only they (or finished calculations) used are
/// dropped, so what a brain holds depends on the current calculation and undo's reach,
/// never on how many calculations came before.
extension CalculatorBrain {
    /// How many steps undo reaches back at least.
    public static let undoReach = 1_000
    /// How many steps past the reach are kept before the oldest are forgotten: forgetting
    /// in batches keeps the cost per step constant.
    static let undoSlack = 200
    /// The graph is never compacted below this many nodes: small graphs are cheap.
    static let compactionFloor = 4_096

    /// Forgets the steps beyond undo's reach and, once the graph has doubled since the
    /// last time, the nodes and literals nothing live can reach any more.
    mutating func forgetBeyondUndoReach() {
        guard checkpoints.count > Self.undoReach + Self.undoSlack else { return }
        let forgotten = checkpoints.count - Self.undoReach
        checkpoints.removeFirst(forgotten)
        program.removeFirst(forgotten)
        if interpreter.graph.count >= max(2 * compactedNodeCount, Self.compactionFloor) { compact() }
    }

    /// Keeps only the nodes reachable from the current state and the checkpoints, in their
    /// order (so the graph stays topological and each checkpoint's node count still splits
    /// older nodes from newer ones), and only the literals those nodes and the kept steps use.
    mutating func compact() {
        var roots: [ExpressionGraph.Index] = []
        let collect: (inout Operand) -> Void = { roots.append($0.node) }
        interpreter.forEachOperand(collect)
        for i in checkpoints.indices { checkpoints[i].forEachOperand(collect) }

        let graph = interpreter.graph
        var keep = [Bool](repeating: false, count: graph.count)
        for index in graph.reachable(from: roots) { keep[Int(index)] = true }

        var usedLiterals = [Bool](repeating: false, count: program.literals.count)
        for instruction in program.instructions {
            switch instruction {
            case .node(.literal(let l)), .node(.random(let l)): usedLiterals[Int(l)] = true
            case .formula(let f):
                // A kept formula step's compiled tree points into the literal table too.
                for node in program.formulas[Int(f)].nodes {
                    if case .literal(let l) = node.kind { usedLiterals[Int(l)] = true }
                }
            default: break
            }
        }
        for (i, node) in graph.nodes.enumerated() where keep[i] {
            switch node.kind {
            case .literal(let l), .random(let l): usedLiterals[Int(l)] = true
            default: break
            }
        }
        let literalMap = program.compactLiterals(used: usedLiterals)

        // newIndex[i]: where old node i goes; keptBefore[c]: how many kept nodes lie below c.
        var newIndex = [ExpressionGraph.Index](repeating: -1, count: graph.count)
        var keptBefore = [Int](repeating: 0, count: graph.count + 1)
        var kept: [ExpressionGraph.Node] = []
        for (i, old) in graph.nodes.enumerated() {
            keptBefore[i] = kept.count
            guard keep[i] else { continue }
            var node = old
            switch node.kind {
            case .literal(let l): node.kind = .literal(literalMap[Int(l)])
            case .random(let l): node.kind = .random(literalMap[Int(l)])
            default: break
            }
            if node.first >= 0 { node.first = newIndex[Int(node.first)] }
            if node.second >= 0 { node.second = newIndex[Int(node.second)] }
            newIndex[i] = ExpressionGraph.Index(kept.count)
            kept.append(node)
        }
        keptBefore[graph.count] = kept.count
        interpreter.graph.replaceNodes(with: kept)

        let renumber: (inout Operand) -> Void = { $0.node = newIndex[Int($0.node)] }
        interpreter.forEachOperand(renumber)
        for i in checkpoints.indices {
            checkpoints[i].forEachOperand(renumber)
            checkpoints[i].nodeCount = keptBefore[checkpoints[i].nodeCount]
        }
        compactedNodeCount = kept.count
    }
}

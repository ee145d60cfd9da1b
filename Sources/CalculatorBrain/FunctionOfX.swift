import Localization

/// The displayed calculation as a function of `x` (docs/behaviour.md §14), for the graph:
/// its expression tree with every other variable replaced by its value, so that a plotter
/// can evaluate it at many `x` without the brain, and the brain can still give an exact
/// value at one `x` (`value(at:)`).
public struct FunctionOfX: Sendable {
    /// What one node computes.
    public enum Kind: Sendable, Hashable {
        /// A number: a literal, `π`, `e`, a drawn `rand`, or a variable other than `x`.
        case number(Number)
        /// The free variable.
        case x
        case unary(UnaryOperation)
        case binary(BinaryOperation)
        /// A leaf with no value: a variable that is not set, or an operand RPN did not have.
        case failure(CalculatorError)
    }

    /// One node; operands come before the operations that use them.
    public struct Node: Sendable, Hashable {
        public let kind: Kind
        /// The operand of a unary operation, the left one of a binary one; -1 if none.
        public let first: Int32
        /// The right operand of a binary operation; -1 if none.
        public let second: Int32
    }

    /// The nodes in topological order; the last one is the root.
    public let nodes: [Node]
    /// The unit the trigonometric functions read and write angles in.
    public let angle: AngleUnit
    /// The expression as the description writes it (`sin(x)`), without ` =`; its last
    /// `longestDescription` characters after `…` when longer.
    public let description: String

    /// The longest description kept (a legend's line).
    public static let longestDescription = 100

    /// True when the value depends on `x`.
    public var usesX: Bool { nodes.contains { $0.kind == .x } }

    /// The first failing leaf's error when the function has no value at any `x` because a
    /// variable it uses is not set (or RPN lacked an operand); nil otherwise.
    public var leafFailure: CalculatorError? {
        for node in nodes { if case .failure(let error) = node.kind { return error } }
        return nil
    }

    /// The value at `x` as the brain computes it: exact where the brain is (`x² − 2` at
    /// `0` is exactly `−2`).
    public func value(at x: Number) -> Value {
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        for node in nodes {
            let value: Value
            switch node.kind {
            case .number(let n): value = .success(n)
            case .x: value = .success(x)
            case .failure(let error): value = .failure(error)
            case .unary(let op):
                value = values[Int(node.first)].flatMap { $0.applying(op, angle: angle) }
            case .binary(let op):
                value = values[Int(node.first)].flatMap { l in values[Int(node.second)].flatMap { l.applying(op, $0) } }
            }
            values.append(value)
        }
        return values.last ?? .success(.zero)
    }
}

extension CalculatorBrain {
    /// The displayed value's expression as a function of `x` (algebraic: the displayed
    /// operand; RPN: the top of the stack); the constant `0` for an empty program.
    public var displayedFunction: FunctionOfX {
        let root: ExpressionGraph.Index? = switch mode {
        case .algebraic: interpreter.algebraicDisplayed?.node
        case .rpn: interpreter.stack.last?.node
        }
        guard let root else {
            return FunctionOfX(nodes: [.init(kind: .number(.zero), first: -1, second: -1)], angle: angle, description: "0")
        }
        let graph = interpreter.graph
        // The tree's nodes in index order are operands first (the graph is topological).
        let reached = graph.reachable(from: [root]).sorted()
        var position = [Int32: Int32](minimumCapacity: reached.count)
        var nodes: [FunctionOfX.Node] = []
        nodes.reserveCapacity(reached.count)
        for index in reached {
            let node = graph[index]
            let kind: FunctionOfX.Kind
            switch node.kind {
            case .variable(let i) where program.names[Int(i)] == "x":
                kind = .x
            case .unary(let op): kind = .unary(op)
            case .binary(let op): kind = .binary(op)
            case .quantity(let i) where program.formulas[Int(i)].quantity?.nodes.contains(where: { $0.kind == .variable("x") }) == true:
                // A formula that is a quantity only because x holds one (`floor(x)` with
                // x = 5 km) is a curve of numbers: x is the graph's own.
                if let formula = program.formulas[Int(i)].quantity,
                   let root = appendPlain(formula, into: &nodes) {
                    position[index] = root
                    continue
                }
                // A quantity's unit may change with x in ways a curve of numbers cannot show.
                kind = .failure(.dimensionMismatch(detail: tr("the graph draws no formula with units in x"), position: 0, length: 0))
            case .literal, .constant, .random, .variable, .missing, .quantity:
                switch interpreter.value(ofLeaf: node.kind, in: program) {
                case .success(let n): kind = .number(n)
                case .failure(let error): kind = .failure(error)
                }
            }
            position[index] = Int32(nodes.count)
            nodes.append(FunctionOfX.Node(kind: kind, first: node.first >= 0 ? position[node.first]! : -1,
                                          second: node.second >= 0 ? position[node.second]! : -1))
        }
        // A legend shows one line: the end of a long calculation, as the description
        // label does, printed from its end so that it costs its length only.
        var printer = DescriptionPrinter(graph: graph, program: program)
        let text = printer.tail(ofReversed: [.node(root, parenthesized: false)], maxLength: FunctionOfX.longestDescription)
        return FunctionOfX(nodes: nodes, angle: angle, description: text)
    }

    /// Appends the nodes of `formula` reached from its root as a curve of numbers and
    /// returns the root's position; nil when it names a unit or a constant of physics,
    /// converts, continues from `ans`, or reads a variable other than x that holds a
    /// quantity.
    private func appendPlain(_ formula: Formula, into nodes: inout [FunctionOfX.Node]) -> Int32? {
        guard !formula.hasUnits else { return nil }
        // The reached nodes, in index order (operands come first).
        var reached = Set<Int32>()
        var work = [formula.root]
        while let i = work.popLast() {
            guard i >= 0, reached.insert(i).inserted else { continue }
            work += [formula.nodes[Int(i)].first, formula.nodes[Int(i)].second]
        }
        var position: [Int32: Int32] = [:]
        var added: [FunctionOfX.Node] = []
        let base = Int32(nodes.count)
        for i in reached.sorted() {
            let node = formula.nodes[Int(i)]
            let kind: FunctionOfX.Kind
            switch node.kind {
            case .number(let n): kind = .number(n)
            case .constant(let c): kind = .number(Number.constant(c))
            case .variable("x"): kind = .x
            case .variable(let name):
                guard variableUnits[name] == nil else { return nil }
                kind = variableValues[name].map(FunctionOfX.Kind.number) ?? .failure(.variableNotSet(name))
            case .unary(let op): kind = .unary(op)
            case .binary(let op): kind = .binary(op)
            case .previous, .unit, .physicalConstant, .convert, .base: return nil
            }
            position[i] = base + Int32(added.count)
            added.append(FunctionOfX.Node(kind: kind, first: node.first >= 0 ? position[node.first]! : -1,
                                          second: node.second >= 0 ? position[node.second]! : -1))
        }
        nodes += added
        return position[formula.root]
    }
}

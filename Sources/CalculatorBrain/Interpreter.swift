/// A value, or why there is none.
public typealias Value = Result<Number, CalculatorError>

/// An expression on its way through a calculation: its tree and its value, computed once
/// when the node is made so that a million steps cost a million operations, not more.
struct Operand: Sendable {
    var node: ExpressionGraph.Index
    var value: Value
    /// The exact value behind a "result too large" or "too small", when held
    /// (`BeyondRange`).
    var held: BeyondRange? = nil
}

/// Replays a program's instructions into expression trees, following the rules of the
/// brain's mode. Each instruction either changes the state and returns true, or has no
/// effect and returns false (the brain then does not record it).
struct Interpreter: Sendable {
    /// Algebraic mode's immediate-execution state (docs/behaviour.md §3, §10).
    struct Algebraic: Sendable {
        /// The current value's expression; nil at a fresh start, when it is an implicit 0.
        var current: Operand?
        /// A binary operation waiting for its right operand.
        var pending: (operation: BinaryOperation, left: Operand)?
        /// The right operand entered since the operation was pressed.
        var right: Operand?
        /// The last binary operation carried out, which a repeated `=` repeats.
        var last: (operation: BinaryOperation, right: Operand)?
    }

    let mode: CalculatorMode
    var angle: AngleUnit
    var variables: [String: Number]
    /// The units of the variables that hold a quantity (docs/behaviour.md §16).
    var variableUnits: [String: String] = [:]
    var graph = ExpressionGraph()
    var algebraic = Algebraic()
    /// RPN mode's stack, oldest first.
    var stack: [Operand] = []

    init(mode: CalculatorMode, angle: AngleUnit, variables: [String: Number]) {
        self.mode = mode
        self.angle = angle
        self.variables = variables
    }

    /// Carries out one instruction; false if it changed nothing.
    mutating func execute(_ instruction: Program.Instruction, in program: Program) -> Bool {
        switch mode {
        case .algebraic: executeAlgebraic(instruction, in: program)
        case .rpn: executeRPN(instruction, in: program)
        }
    }

    // MARK: - Making nodes

    /// A node for an operand instruction (number, constant, variable, `rand`, formula), or
    /// nil if the instruction is not an operand.
    mutating func operand(for instruction: Program.Instruction, in program: Program) -> Operand? {
        switch instruction {
        case .node(let kind) where kind.isLeaf: leaf(kind, in: program)
        case .formula(let i): formula(program.formulas[Int(i)], in: program)
        default: nil
        }
    }

    /// A new leaf node (no operands) and its value.
    mutating func leaf(_ kind: ExpressionGraph.Kind, in program: Program) -> Operand {
        let value = value(ofLeaf: kind, in: program)
        return Operand(node: graph.add(kind, inexact: value.isInexact), value: value)
    }

    /// The value of a leaf with the current variables: both making a node and evaluating
    /// the graph again (`evaluateAll`) read leaves here.
    func value(ofLeaf kind: ExpressionGraph.Kind, in program: Program) -> Value {
        switch kind {
        case .literal(let i), .random(let i): .success(program.literals[Int(i)])
        case .constant(let c): .success(.constant(c))
        case .variable(let i):
            variables[program.names[Int(i)]].map(Value.success)
                ?? .failure(.variableNotSet(program.names[Int(i)]))
        case .quantity(let i): quantity(program.formulas[Int(i)]).value
        case .missing, .unary, .binary: .failure(.notEnoughOperands)
        }
    }

    /// The literal `0` a fresh algebraic calculation starts from.
    mutating func zero() -> Operand {
        Operand(node: graph.add(.literal(Program.zeroLiteral)), value: .success(.zero))
    }

    /// An operand RPN did not have.
    mutating func missing() -> Operand {
        Operand(node: graph.add(.missing), value: .failure(.notEnoughOperands))
    }

    mutating func apply(_ op: UnaryOperation, to operand: Operand) -> Operand {
        let value = operand.value.flatMap { $0.applying(op, angle: angle) }
        return Operand(node: graph.add(.unary(op), operand.node, inexact: value.isInexact), value: value)
    }

    /// `b` percent of `a`: the tree `a × b%`, sharing `a`'s node, which the description
    /// prints `a + b%` as the right operand of `a +` (docs/behaviour.md §13).
    mutating func percent(_ b: Operand, of a: Operand) -> Operand {
        apply(.multiply, a, apply(.percent, to: b))
    }

    mutating func apply(_ op: BinaryOperation, _ left: Operand, _ right: Operand) -> Operand {
        let (value, held) = BeyondRange.combine(op, left.value, right.value, heldRight: right.held)
        return Operand(node: graph.add(.binary(op), left.node, right.node, inexact: value.isInexact),
                       value: value, held: held)
    }
}

extension Value {
    /// A value that is a `Double` (an error is not: it has no digits to regroup).
    var isInexact: Bool {
        if case .success(let number) = self { return !number.isExact }
        return false
    }
}

/// The calculator's model (SPEC, DESIGN.md): it records what the user entered as a program
/// of steps and derives from it the displayed value, a description with the fewest
/// parentheses, the variables it uses and a property list. It knows nothing of windows.
///
/// A value type: copies are independent. Each step costs constant time; undo, changing a
/// variable or the angle unit replay the program (linear time).
public struct CalculatorBrain: Sendable {
    /// The variables a program can use, in the order they are listed; `M` is the memory.
    public static let variableNames = ["x", "y", "z", "M"]

    /// Algebraic or RPN; a brain keeps its mode for life (switching starts a new one).
    public let mode: CalculatorMode
    /// The unit trigonometric functions use. Changing it re-evaluates the program.
    public var angle: AngleUnit {
        didSet { if angle != oldValue { replay() } }
    }
    /// The values of the variables that are set.
    public private(set) var variableValues: [String: Number]

    var program = Program()
    var interpreter: Interpreter

    /// A brain with an empty program.
    public init(mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians,
                variables: [String: Number] = [:]) {
        self.mode = mode
        self.angle = angle
        self.variableValues = variables
        interpreter = Interpreter(mode: mode, angle: angle, variables: variables)
    }

    // MARK: - Changing the program

    /// Adds a step to the program. Returns false, recording nothing, when the step has no
    /// effect (`=` with nothing to do, `x⇄y` with fewer than two entries, `drop` on an empty
    /// stack, any RPN-only step in algebraic mode).
    @discardableResult
    public mutating func perform(_ step: ProgramStep) -> Bool {
        let instruction = program.instruction(for: step)
        guard interpreter.execute(instruction, in: program) else { return false }
        program.append(instruction)
        return true
    }

    /// Removes the last step. Returns false when the program is empty.
    @discardableResult
    public mutating func undo() -> Bool {
        guard !program.instructions.isEmpty else { return false }
        program.removeLast()
        replay()
        return true
    }

    /// Sets a variable (nil unsets it) and re-evaluates the program.
    public mutating func setVariable(_ name: String, to value: Number?) {
        guard variableValues[name] != value else { return }
        variableValues[name] = value
        replay()
    }

    /// Rebuilds the trees and values from the recorded steps.
    mutating func replay() {
        interpreter = Interpreter(mode: mode, angle: angle, variables: variableValues)
        for instruction in program.instructions {
            _ = interpreter.execute(instruction, in: program)
        }
    }

    // MARK: - Reading the program

    /// The recorded steps, oldest first.
    public var steps: [ProgramStep] { program.instructions.map(program.step(for:)) }

    /// The number of recorded steps.
    public var stepCount: Int { program.instructions.count }

    /// The value shown in the display: the displayed operand in algebraic mode, the top of
    /// the stack in RPN mode, `0` for an empty program.
    public var value: Value {
        switch mode {
        case .algebraic: interpreter.algebraicDisplayed?.value ?? .success(.zero)
        case .rpn: interpreter.stack.last?.value ?? .success(.zero)
        }
    }

    /// Algebraic mode: a binary operation is waiting for its right operand.
    public var isPending: Bool { interpreter.algebraic.pending != nil }

    /// RPN mode: the value of each stack entry, oldest first. Empty in algebraic mode.
    public var stack: [Value] { interpreter.stack.map(\.value) }

    /// The variables the program's current expressions use, in `variableNames` order.
    public var variablesUsed: [String] {
        let roots = mode == .rpn ? interpreter.stack.map(\.node) : interpreter.algebraicRoots
        var used = Set<String>()
        for index in interpreter.graph.reachable(from: roots) {
            if case .variable(let i) = interpreter.graph[index].kind { used.insert(program.names[Int(i)]) }
        }
        let known = Self.variableNames.filter(used.contains)
        return known + used.subtracting(known).sorted()
    }
}

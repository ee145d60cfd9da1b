/// The calculator's model (docs/behaviour.md, docs/architecture.md): it records what the user entered as a program
/// of steps and derives from it the displayed value, a description with the fewest
/// parentheses, the variables it uses and its saved form. It knows nothing of windows.
///
/// A value type: copies are independent. A step and an undo cost constant time (amortized:
/// see `CalculatorBrain+UndoReach.swift`); changing a variable or the angle unit evaluates
/// the current calculation and what undo can reach again, never the whole session.
public struct CalculatorBrain: Sendable {
    /// The variables a program can use, in the order they are listed; `M` is the memory.
    public static let variableNames = ["x", "y", "z", "M"]

    /// Algebraic or RPN; a brain keeps its mode for life (switching starts a new one).
    public let mode: CalculatorMode
    /// The unit trigonometric functions use. Changing it re-evaluates the program.
    public var angle: AngleUnit {
        didSet { if angle != oldValue { reevaluate() } }
    }
    /// The values of the variables that are set.
    public private(set) var variableValues: [String: Number]
    /// The units of the variables that hold a quantity (`→x` after `5 km`), as results
    /// write them (`km`); a variable without one is a plain number (docs/behaviour.md §16).
    public private(set) var variableUnits: [String: String] = [:]

    /// The steps undo can still reach, oldest first (older ones are forgotten).
    var program = Program()
    var interpreter: Interpreter
    /// One checkpoint per step of `program`: what undoing it restores.
    var checkpoints: [Interpreter.Checkpoint] = []
    /// The graph's node count after the last compaction; the next one waits until the
    /// graph has grown well past it, so compacting costs constant time per step.
    var compactedNodeCount = 0
    /// Which brain this is, for a store that saves only what changed: new for a new brain
    /// and whenever compaction renumbers the tables its steps refer to.
    var lineage = CalculatorBrain.newLineage()
    /// How many of this lineage's steps were forgotten (beyond undo's reach).
    var forgottenSteps = 0

    /// A brain with an empty program.
    public init(mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians,
                variables: [String: Number] = [:], units: [String: String] = [:]) {
        self.mode = mode
        self.angle = angle
        self.variableValues = variables
        interpreter = Interpreter(mode: mode, angle: angle, variables: variables)
        let units = units.filter { variables[$0.key] != nil }
        variableUnits = units
        interpreter.variableUnits = units
        program.unitVariables = Set(units.keys)
    }

    // MARK: - Changing the program

    /// Adds a step to the program. Returns false, recording nothing, when the step has no
    /// effect (`=` with nothing to do, `x⇄y` with fewer than two entries, `drop` on an empty
    /// stack, any RPN-only step in algebraic mode).
    @discardableResult
    public mutating func perform(_ step: ProgramStep) -> Bool {
        record(program.instruction(for: step))
    }

    /// Executes and records one instruction with the checkpoint undo restores; the one
    /// way steps enter the program (keys and formulas alike).
    @discardableResult
    mutating func record(_ instruction: Program.Instruction) -> Bool {
        let checkpoint = interpreter.checkpoint()
        guard interpreter.execute(instruction, in: program) else {
            interpreter.restore(checkpoint)
            return false
        }
        program.append(instruction)
        checkpoints.append(checkpoint)
        forgetBeyondUndoReach()
        return true
    }

    /// Removes the last step. Returns false when there is none left to undo (an empty
    /// program, or every step undo can reach already undone).
    @discardableResult
    public mutating func undo() -> Bool {
        guard let checkpoint = checkpoints.popLast() else { return false }
        program.removeLast()
        interpreter.restore(checkpoint)
        return true
    }

    /// Sets a variable (nil unsets it), with the unit of a quantity or none, and
    /// re-evaluates the program.
    public mutating func setVariable(_ name: String, to value: Number?, unit: String? = nil) {
        let unit = value == nil ? nil : unit
        guard variableValues[name] != value || variableUnits[name] != unit else { return }
        let becomesQuantity = (variableUnits[name] == nil) != (unit == nil)
        variableValues[name] = value
        variableUnits[name] = unit
        program.unitVariables = Set(variableUnits.keys)
        // A formula reading a variable that starts or stops holding a quantity is read
        // again as the next start reads it (a quantity or not): the program is replayed.
        if becomesQuantity, program.formulasRead(name), let replayed = try? CalculatorBrain(savedForm: savedForm) {
            self = replayed
        } else {
            reevaluate()
        }
    }

    /// Evaluates every node again with the current variables and angle unit, and gives
    /// the operands of the current state and of the checkpoints their new values.
    mutating func reevaluate() {
        interpreter.variables = variableValues
        interpreter.variableUnits = variableUnits
        interpreter.angle = angle
        let (values, held) = interpreter.evaluateAllHolding(in: program)
        // A variable's new value may be a Double where the old was exact, or back.
        interpreter.graph.markExactArithmetic { values[$0].isInexact }
        let refresh: (inout Operand) -> Void = {
            $0.value = values[Int($0.node)]
            $0.held = held[Int($0.node)]
        }
        interpreter.forEachOperand(refresh)
        for i in checkpoints.indices { checkpoints[i].forEachOperand(refresh) }
    }

    // MARK: - Reading the program

    /// The recorded steps, oldest first.
    public var steps: [ProgramStep] { program.instructions.map(program.step(for:)) }

    /// The number of recorded steps undo can reach.
    public var stepCount: Int { program.instructions.count }

    /// True at a fresh start: nothing entered (or everything undone back to it).
    public var isEmpty: Bool {
        let state = interpreter.algebraic
        return checkpoints.isEmpty && interpreter.stack.isEmpty && state.current == nil
            && state.pending == nil && state.right == nil
    }

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

    /// Algebraic mode: the displayed value is a number as it was entered, no calculation
    /// (`10 =`, a formula `10` or `-10`): the history does not record it (docs/behaviour.md §7).
    public var showsLoneNumber: Bool {
        guard mode == .algebraic, interpreter.algebraic.pending == nil,
              var node = interpreter.algebraic.current?.node else { return false }
        // A sign written before it (`-10` typed) is part of the number.
        if case .unary(.negate) = interpreter.graph[node].kind { node = interpreter.graph[node].first }
        if case .literal = interpreter.graph[node].kind { return true }
        return false
    }

    /// RPN mode: the value of each stack entry, oldest first. Empty in algebraic mode.
    public var stack: [Value] { interpreter.stack.map(\.value) }

    /// The variables the program's current expressions use, in `variableNames` order.
    /// Costs one look per root: each node knows the variables of its tree.
    public var variablesUsed: [String] {
        let roots = mode == .rpn ? interpreter.stack.map(\.node) : interpreter.algebraicRoots
        let mask = roots.reduce(UInt64(0)) { $0 | interpreter.graph[$1].variables }
        var used = Set<String>()
        for (i, name) in program.names.enumerated() where i < 64 && mask & (1 << UInt64(i)) != 0 {
            used.insert(name)
        }
        let known = Self.variableNames.filter(used.contains)
        return known + used.subtracting(known).sorted()
    }
}

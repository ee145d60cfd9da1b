/// The recorded steps of a brain, stored compactly: numbers and variable names live once
/// in tables and steps refer to them by index, so a million `1 + 1 + …` steps cost a few
/// bytes each instead of a big-number each.
struct Program: Sendable {
    /// One step with its number or name replaced by a table index.
    enum Instruction: Hashable, Sendable {
        case literal(Int32)
        case constant(Constant)
        case variable(Int32)
        case random(Int32)
        case unary(UnaryOperation)
        case binary(BinaryOperation)
        case equals
        case swap
        case drop
        /// A formula: an index into `formulas`.
        case formula(Int32)
    }

    /// The literal table index of `0`, which every program holds.
    static let zeroLiteral: Int32 = 0

    private(set) var instructions: [Instruction] = []
    private(set) var literals: [Number] = [.zero]
    private(set) var names: [String] = []
    private var literalIndex: [Number: Int32] = [.zero: zeroLiteral]
    private var nameIndex: [String: Int32] = [:]
    /// The formulas the program holds, compiled against the literal and name tables
    /// (`Program+Formula.swift` adds to it).
    var formulas: [CompiledFormula] = []

    /// The table index of a number, adding it if new.
    mutating func intern(_ number: Number) -> Int32 {
        if let index = literalIndex[number] { return index }
        literals.append(number)
        let index = Int32(literals.count - 1)
        literalIndex[number] = index
        return index
    }

    /// The table index of a variable name, adding it if new.
    mutating func intern(name: String) -> Int32 {
        if let index = nameIndex[name] { return index }
        names.append(name)
        let index = Int32(names.count - 1)
        nameIndex[name] = index
        return index
    }

    /// The compact form of a step, interning its number or name.
    mutating func instruction(for step: ProgramStep) -> Instruction {
        switch step {
        case .operand(let number): .literal(intern(number))
        case .constant(let c): .constant(c)
        case .variable(let name): .variable(intern(name: name))
        case .random(let value): .random(intern(.approximate(value)))
        case .unary(let op): .unary(op)
        case .binary(let op): .binary(op)
        case .equals: .equals
        case .swap: .swap
        case .drop: .drop
        case .formula(let text): .formula(intern(formula: text))
        }
    }

    /// The public form of a recorded instruction.
    func step(for instruction: Instruction) -> ProgramStep {
        switch instruction {
        case .literal(let i): .operand(literals[Int(i)])
        case .constant(let c): .constant(c)
        case .variable(let i): .variable(names[Int(i)])
        case .random(let i): .random(literals[Int(i)].doubleValue)
        case .unary(let op): .unary(op)
        case .binary(let op): .binary(op)
        case .equals: .equals
        case .swap: .swap
        case .drop: .drop
        case .formula(let i): .formula(formulas[Int(i)].text)
        }
    }

    mutating func append(_ instruction: Instruction) { instructions.append(instruction) }

    mutating func removeLast() { instructions.removeLast() }
}

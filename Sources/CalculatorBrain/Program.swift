/// The recorded steps of a brain, stored compactly: numbers and variable names live once
/// in tables and steps refer to them by index, so a million `1 + 1 + …` steps cost a few
/// bytes each instead of a big-number each.
struct Program: Sendable {
    /// One step with its number or name replaced by a table index.
    enum Instruction: Hashable, Sendable {
        /// A number, constant, variable, `rand` or operation: the node the step adds to
        /// the expression graph, so the two share one vocabulary (never `.missing`, which
        /// only RPN's evaluation makes).
        case node(ExpressionGraph.Kind)
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
    /// The variables that hold a quantity when a formula is entered: a formula reading
    /// one is computed as a quantity (docs/behaviour.md §16).
    var unitVariables: Set<String> = []

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
        case .operand(let number): .node(.literal(intern(number)))
        case .constant(let c): .node(.constant(c))
        case .variable(let name): .node(.variable(intern(name: name)))
        case .random(let value): .node(.random(intern(.approximate(Real(value)))))
        case .unary(let op): .node(.unary(op))
        case .binary(let op): .node(.binary(op))
        case .equals: .equals
        case .swap: .swap
        case .drop: .drop
        case .formula(let text): .formula(intern(formula: text))
        }
    }

    /// The public form of a recorded instruction.
    func step(for instruction: Instruction) -> ProgramStep {
        switch instruction {
        case .node(.literal(let i)): .operand(literals[Int(i)])
        case .node(.constant(let c)): .constant(c)
        case .node(.variable(let i)): .variable(names[Int(i)])
        case .node(.random(let i)): .random(literals[Int(i)].doubleValue)
        case .node(.unary(let op)): .unary(op)
        case .node(.binary(let op)): .binary(op)
        case .node(.missing): preconditionFailure("a program never records a missing operand")
        case .node(.quantity): preconditionFailure("a quantity is recorded as its formula")
        case .equals: .equals
        case .swap: .swap
        case .drop: .drop
        case .formula(let i): .formula(formulas[Int(i)].text)
        }
    }

    mutating func append(_ instruction: Instruction) { instructions.append(instruction) }

    mutating func removeLast() { instructions.removeLast() }

    /// Forgets the oldest `count` instructions (beyond undo's reach).
    mutating func removeFirst(_ count: Int) { instructions.removeFirst(count) }

    /// Keeps only the literals `used` marks (and `0`), renumbered in order, so that numbers
    /// of finished calculations do not pile up; returns the new index of each old one (-1:
    /// dropped). The kept instructions are renumbered here; the caller renumbers nodes.
    mutating func compactLiterals(used: [Bool]) -> [Int32] {
        var map = [Int32](repeating: -1, count: literals.count)
        var kept: [Number] = []
        for (i, number) in literals.enumerated() where i == Int(Self.zeroLiteral) || used[i] {
            map[i] = Int32(kept.count)
            kept.append(number)
        }
        literals = kept
        literalIndex = Dictionary(kept.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        for i in instructions.indices {
            switch instructions[i] {
            case .node(.literal(let l)): instructions[i] = .node(.literal(map[Int(l)]))
            case .node(.random(let l)): instructions[i] = .node(.random(map[Int(l)]))
            default: break
            }
        }
        compactFormulas(literalMap: map)
        return map
    }

    /// Keeps only the formulas the kept steps use, their literals renumbered by
    /// `literalMap` (from `compactLiterals`), so forgotten formulas do not pile up.
    mutating func compactFormulas(literalMap: [Int32]) {
        var formulaMap = [Int32](repeating: -1, count: formulas.count)
        var kept: [CompiledFormula] = []
        for i in instructions.indices {
            guard case .formula(let f) = instructions[i] else { continue }
            if formulaMap[Int(f)] < 0 {
                let old = formulas[Int(f)]
                let nodes = old.nodes.map { node -> ExpressionGraph.Node in
                    guard case .literal(let l) = node.kind else { return node }
                    return ExpressionGraph.Node(kind: .literal(literalMap[Int(l)]), first: node.first, second: node.second)
                }
                formulaMap[Int(f)] = Int32(kept.count)
                kept.append(CompiledFormula(text: old.text, nodes: nodes, root: old.root))
            }
            instructions[i] = .formula(formulaMap[Int(f)])
        }
        formulas = kept
    }
}

import Synchronization

/// A brain as saved values (docs/behaviour.md §7): mode, angle unit, variable values, the
/// trees the oldest step undo reaches starts from (`SavedBase`), and the steps as strings.
/// The program is a flat list of steps and the base a flat list of nodes, so a million
/// steps need no recursion either way. `Persistence` stores these values (and imports the
/// property lists earlier versions wrote into them).
extension CalculatorBrain {
    /// Why a saved brain was refused.
    public enum SavedFormError: Error, Equatable, Sendable {
        /// Not a brain: a saved form's wrong format marker or version.
        case notABrain
        /// A field is missing or of the wrong type.
        case badField(String)
        /// A step at this index is not one this brain writes.
        case badStep(Int)
    }

    /// A brain as plain values: what a store writes and reads back.
    public struct SavedForm: Equatable, Sendable {
        public var mode: CalculatorMode
        public var angle: AngleUnit
        /// Each variable that is set, its value as `Number.serialized` writes it.
        public var variables: [String: String]
        /// The unit of each variable that holds a quantity (`km`), as results write it.
        public var variableUnits: [String: String]
        /// The trees the oldest step starts from; nil when the steps start from a fresh start.
        public var base: SavedBase?
        /// The steps undo reaches, oldest first, as `CalculatorBrain.encode` writes them.
        public var steps: [String]

        public init(mode: CalculatorMode, angle: AngleUnit, variables: [String: String],
                    variableUnits: [String: String] = [:], base: SavedBase?, steps: [String]) {
            self.mode = mode
            self.angle = angle
            self.variables = variables
            self.variableUnits = variableUnits
            self.base = base
            self.steps = steps
        }
    }

    /// The brain as saved values; its size depends on the current calculation and undo's
    /// reach, not on the session's length.
    public var savedForm: SavedForm {
        SavedForm(mode: mode, angle: angle, variables: savedVariables, variableUnits: variableUnits, base: savedBase,
                  steps: program.instructions.map { Self.encode(program.step(for: $0)) })
    }

    /// The variable values as saved.
    public var savedVariables: [String: String] { variableValues.mapValues(\.serialized) }

    /// Rebuilds a brain from saved values; anything this type did not write (unknown
    /// steps, bad numbers, a malformed base) throws, never crashes.
    public init(savedForm saved: SavedForm) throws(SavedFormError) {
        var variables: [String: Number] = [:]
        for (name, text) in saved.variables {
            guard Self.variableNames.contains(name), let value = Number(serialized: text)
            else { throw .badField("variables") }
            variables[name] = value
        }
        for (name, unit) in saved.variableUnits {
            guard variables[name] != nil, Self.isUnit(unit) else { throw .badField("variables") }
        }
        self.init(mode: saved.mode, angle: saved.angle, variables: variables, units: saved.variableUnits)
        if let base = saved.base { try restoreBase(from: base) }
        for (index, text) in saved.steps.enumerated() {
            // A step that has no effect where it stands was never written by a brain.
            guard let step = Self.decode(text), perform(step) else { throw .badStep(index) }
        }
    }

    /// The most steps a saved brain holds: undo's reach and the slack forgetting waits for.
    public static let savedStepLimit = undoReach + undoSlack

    // MARK: - What changed since the last save

    /// What a store last wrote of a brain's steps: enough for the next save to write only
    /// the steps that changed. Position `p` is the `p`-th step of the brain's lineage,
    /// counting the forgotten ones.
    public struct StepLedger: Sendable {
        let lineage: UInt64
        let forgotten: Int
        /// A copy of its own (not the brain's buffer, which the main thread would then
        /// have to copy at its next step).
        let instructions: [Program.Instruction]

        /// The position after the last step the store holds.
        public var end: Int { forgotten + instructions.count }
    }

    /// The steps to write so that a store holding `ledger`'s steps holds this brain's.
    public struct StepChanges: Sendable {
        /// The store's steps and base belong to another brain: drop them all first.
        public let replacesAll: Bool
        /// The base changed (or `replacesAll`): write `base` in place of the stored one.
        public let baseChanged: Bool
        public let base: SavedBase?
        /// Steps before this position are forgotten.
        public let firstPosition: Int
        /// Steps from this position on are replaced by `added`.
        public let firstChanged: Int
        /// The steps at `firstChanged`, `firstChanged + 1`, …
        public let added: [String]
        /// What the store holds once these changes are written.
        public let ledger: StepLedger
    }

    /// The ledger of a store that holds exactly this brain's steps (after loading it).
    public var stepLedger: StepLedger {
        StepLedger(lineage: lineage, forgotten: forgottenSteps, instructions: program.instructions.map { $0 })
    }

    /// What to write so a store holding `ledger` holds this brain's steps and base. Costs
    /// a comparison of the steps undo reaches plus encoding the changed ones: a key that
    /// adds a step writes one step.
    public func stepChanges(since ledger: StepLedger?) -> StepChanges {
        let now = stepLedger
        guard let ledger, ledger.lineage == lineage, ledger.forgotten <= forgottenSteps else {
            return StepChanges(replacesAll: true, baseChanged: true, base: savedBase, firstPosition: forgottenSteps,
                               firstChanged: forgottenSteps, added: savedForm.steps, ledger: now)
        }
        // Positions both hold, compared from the newer first position on.
        var position = forgottenSteps
        let end = min(ledger.forgotten + ledger.instructions.count, forgottenSteps + now.instructions.count)
        while position < end,
              ledger.instructions[position - ledger.forgotten] == now.instructions[position - forgottenSteps] {
            position += 1
        }
        let added = now.instructions[(position - forgottenSteps)...].map { Self.encode(program.step(for: $0)) }
        let baseChanged = ledger.forgotten != forgottenSteps
        return StepChanges(replacesAll: false, baseChanged: baseChanged, base: baseChanged ? savedBase : nil,
                           firstPosition: forgottenSteps, firstChanged: position, added: added, ledger: now)
    }

    /// A new lineage number: a new brain, or one whose tables were renumbered.
    static func newLineage() -> UInt64 { lineageCounter.add(1, ordering: .relaxed).newValue }

    private static let lineageCounter = Atomic<UInt64>(0)

    // MARK: - Steps as strings

    /// Tags for the steps that carry a value.
    private enum Tag {
        static let operand = "number:"
        static let random = "rand:"
        static let variable = "var:"
        static let formula = "formula:"
    }

    static func encode(_ step: ProgramStep) -> String {
        switch step {
        case .operand(let number): Tag.operand + number.serialized
        case .random(let value): Tag.random + Number.approximate(value).serialized
        case .variable(let name): Tag.variable + name
        case .constant(let c): c.rawValue
        case .unary(let op): op.rawValue
        case .binary(let op): op.rawValue
        case .equals: "="
        case .swap: "x⇄y"
        case .drop: "drop"
        case .formula(let text): Tag.formula + text
        }
    }

    static func decode(_ text: String) -> ProgramStep? {
        if let rest = text.dropPrefix(Tag.operand) { return Number(serialized: rest).map(ProgramStep.operand) }
        if let rest = text.dropPrefix(Tag.random) {
            guard case .approximate(let real)? = Number(serialized: rest), case let value = real.double, (0..<1).contains(value)
            else { return nil }
            return .random(value)
        }
        if let rest = text.dropPrefix(Tag.variable) {
            return variableNames.contains(rest) ? .variable(rest) : nil
        }
        if let rest = text.dropPrefix(Tag.formula) { return .formula(rest) }
        if let c = Constant(rawValue: text) { return .constant(c) }
        if let op = UnaryOperation(rawValue: text) { return .unary(op) }
        if let op = BinaryOperation(rawValue: text) { return .binary(op) }
        switch text {
        case "=": return .equals
        case "x⇄y": return .swap
        case "drop": return .drop
        default: return nil
        }
    }
}

extension String {
    /// The rest of the string after `prefix`, or nil if it does not start with it.
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}

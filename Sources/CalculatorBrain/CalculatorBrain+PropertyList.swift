/// Saving and restoring a brain as a property list (docs/behaviour.md §7): a dictionary of strings,
/// arrays and integers that `PropertyListSerialization` can write. The program is a flat
/// array of step strings, so a million steps need no recursion either way.
extension CalculatorBrain {
    /// Why a property list was refused.
    public enum PropertyListError: Error, Equatable, Sendable {
        /// Not a dictionary with this brain's format marker and version.
        case notABrain
        /// A field is missing or of the wrong type.
        case badField(String)
        /// A step at this index is not one this brain writes.
        case badStep(Int)
    }

    static let format = "cerebrum.brain"
    /// Version 1: the steps from a fresh start. Version 2 adds `base`, the trees the
    /// oldest step undo reaches starts from (written only when there are any).
    static let version = 1
    static let versionWithBase = 2

    /// The brain as a property list: mode, angle unit, variable values, the trees the
    /// steps undo reaches start from, and those steps; its size depends on the current
    /// calculation and undo's reach, not on the session's length.
    public var propertyList: [String: Any] {
        var list: [String: Any] = [
            "format": Self.format,
            "version": Self.version,
            "mode": mode.rawValue,
            "angle": angle.rawValue,
            "variables": variableValues.mapValues(\.serialized),
            "steps": program.instructions.map { Self.encode(program.step(for: $0)) },
        ]
        if let base = basePropertyList {
            list["version"] = Self.versionWithBase
            list["base"] = base
        }
        return list
    }

    /// Rebuilds a brain from a property list this type wrote; anything else (wrong types,
    /// unknown operations, garbage) throws `PropertyListError`, never crashes.
    public init(propertyList: Any) throws {
        guard let dict = propertyList as? [String: Any], dict["format"] as? String == Self.format,
              let version = dict["version"] as? Int, version == Self.version || version == Self.versionWithBase
        else { throw PropertyListError.notABrain }
        guard let mode = (dict["mode"] as? String).flatMap(CalculatorMode.init(rawValue:))
        else { throw PropertyListError.badField("mode") }
        guard let angle = (dict["angle"] as? String).flatMap(AngleUnit.init(rawValue:))
        else { throw PropertyListError.badField("angle") }
        guard let rawVariables = dict["variables"] as? [String: String]
        else { throw PropertyListError.badField("variables") }
        var variables: [String: Number] = [:]
        for (name, text) in rawVariables {
            guard Self.variableNames.contains(name), let value = Number(serialized: text)
            else { throw PropertyListError.badField("variables") }
            variables[name] = value
        }
        guard let rawSteps = dict["steps"] as? [Any] else { throw PropertyListError.badField("steps") }
        self.init(mode: mode, angle: angle, variables: variables)
        if version == Self.versionWithBase {
            guard let base = dict["base"] as? [String: Any] else { throw PropertyListError.badField("base") }
            try restoreBase(from: base)
        }
        for (index, raw) in rawSteps.enumerated() {
            // A step that has no effect where it stands was never written by a brain.
            guard let text = raw as? String, let step = Self.decode(text), perform(step)
            else { throw PropertyListError.badStep(index) }
        }
    }

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
        case .random(let value): Tag.random + Number.approximate(Real(value)).serialized
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

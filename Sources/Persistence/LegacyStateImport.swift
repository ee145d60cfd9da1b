import CalculatorBrain
import CalculatorController

/// The property lists earlier versions kept the state in (`state.plist`), read into the
/// saved values the database holds. Only the one-time import reads them (`LegacyStateFile`,
/// then `StateStore` writes `state.db` and sets the file aside); nothing writes them but
/// tests, which make such files with the `propertyList` forms below.
///
///     ["format": "cerebrum.state", "version": 1, "brain": …,
///      "history": [["description": …, "value": …]], "typing": …]
///     brain: ["format": "cerebrum.brain", "version": 1 or 2, "mode", "angle", "variables",
///             "steps", "base" (version 2, written only when there is one)]
///     base:  ["nodes": [["number:7"], ["number:9"], ["+", 0, 1]],
///             "current": 2, "pending": ["×", 2], "right": 1, "last": ["+", 1], "stack": [2]]
private enum LegacyFormat {
    static let state = "cerebrum.state"
    static let stateVersion = 1
    static let brain = "cerebrum.brain"
    /// Version 1: the steps from a fresh start. Version 2 adds `base`.
    static let brainVersion = 1
    static let brainVersionWithBase = 2
}

extension CalculatorController.SavedState {
    /// The saved values in a state property list an earlier version wrote; anything
    /// else throws.
    public init(propertyList: Any) throws(CalculatorController.SavedStateError) {
        guard let dict = propertyList as? [String: Any], dict["format"] as? String == LegacyFormat.state,
              dict["version"] as? Int == LegacyFormat.stateVersion, let brainList = dict["brain"]
        else { throw .notASavedState }
        let brain: CalculatorBrain.SavedForm
        do {
            brain = try CalculatorBrain.SavedForm(propertyList: brainList)
        } catch {
            throw .badBrain(error)
        }
        // Entry by entry: `as? [[String: String]]` would copy and rehash every entry's
        // dictionary before the first is read.
        guard let rawHistory = dict["history"] as? [Any] else { throw .badHistory }
        var history: [HistoryEntry] = []
        history.reserveCapacity(rawHistory.count)
        for item in rawHistory {
            guard let raw = item as? [String: Any], let description = raw["description"] as? String,
                  let value = raw["value"] as? String
            else { throw .badHistory }
            history.append(HistoryEntry(description: description, value: value))
        }
        var typing: String?
        if let text = dict["typing"] {
            guard let text = text as? String else { throw .notASavedState }
            typing = text
        }
        self.init(brain: brain, history: history, typing: typing)
    }

    /// The property list an earlier version would have written.
    public var propertyList: [String: Any] {
        var state: [String: Any] = [
            "format": LegacyFormat.state, "version": LegacyFormat.stateVersion, "brain": brain.propertyList,
            "history": history.map { ["description": $0.description, "value": $0.value] },
        ]
        if let typing { state["typing"] = typing }
        return state
    }
}

extension CalculatorBrain {
    /// The brain as the property list earlier versions wrote.
    public var propertyList: [String: Any] { savedForm.propertyList }

    /// Rebuilds a brain from a property list an earlier version wrote.
    public init(propertyList: Any) throws(SavedFormError) {
        try self.init(savedForm: SavedForm(propertyList: propertyList))
    }
}

extension CalculatorBrain.SavedForm {
    /// The saved values in a brain's property list; wrong types throw.
    public init(propertyList: Any) throws(CalculatorBrain.SavedFormError) {
        guard let dict = propertyList as? [String: Any], dict["format"] as? String == LegacyFormat.brain,
              let version = dict["version"] as? Int,
              version == LegacyFormat.brainVersion || version == LegacyFormat.brainVersionWithBase
        else { throw .notABrain }
        guard let mode = (dict["mode"] as? String).flatMap(CalculatorMode.init(rawValue:))
        else { throw .badField("mode") }
        guard let angle = (dict["angle"] as? String).flatMap(AngleUnit.init(rawValue:))
        else { throw .badField("angle") }
        guard let variables = dict["variables"] as? [String: String] else { throw .badField("variables") }
        guard let rawSteps = dict["steps"] as? [Any] else { throw .badField("steps") }
        var steps: [String] = []
        steps.reserveCapacity(rawSteps.count)
        for (index, raw) in rawSteps.enumerated() {
            guard let text = raw as? String else { throw .badStep(index) }
            steps.append(text)
        }
        var base: CalculatorBrain.SavedBase?
        if version == LegacyFormat.brainVersionWithBase {
            guard let list = dict["base"] as? [String: Any] else { throw .badField("base") }
            base = try CalculatorBrain.SavedBase(propertyList: list)
        }
        self.init(mode: mode, angle: angle, variables: variables, base: base, steps: steps)
    }

    /// The property list an earlier version would have written for these values.
    public var propertyList: [String: Any] {
        var list: [String: Any] = [
            "format": LegacyFormat.brain, "version": LegacyFormat.brainVersion,
            "mode": mode.rawValue, "angle": angle.rawValue, "variables": variables, "steps": steps,
        ]
        if let base {
            list["version"] = LegacyFormat.brainVersionWithBase
            list["base"] = base.propertyList
        }
        return list
    }
}

extension CalculatorBrain.SavedBase {
    /// The base in a version 2 property list; wrong types throw `badField("base")`.
    init(propertyList list: [String: Any]) throws(CalculatorBrain.SavedFormError) {
        let bad = CalculatorBrain.SavedFormError.badField("base")
        guard let rawNodes = list["nodes"] as? [[Any]] else { throw bad }
        var nodes: [Node] = []
        nodes.reserveCapacity(rawNodes.count)
        for entry in rawNodes {
            guard let tag = entry.first as? String else { throw bad }
            var operands: [Int] = []
            for raw in entry.dropFirst() {
                guard let index = raw as? Int else { throw bad }
                operands.append(index)
            }
            nodes.append(Node(tag: tag, operands: operands))
        }
        func index(_ raw: Any?) throws(CalculatorBrain.SavedFormError) -> Int? {
            guard let raw else { return nil }
            guard let i = raw as? Int else { throw bad }
            return i
        }
        func operation(_ raw: Any?) throws(CalculatorBrain.SavedFormError) -> Operation? {
            guard let raw else { return nil }
            guard let pair = raw as? [Any], pair.count == 2, let symbol = pair[0] as? String,
                  let node = pair[1] as? Int
            else { throw bad }
            return Operation(symbol: symbol, node: node)
        }
        var stack: [Int] = []
        if let raw = list["stack"] {
            guard let entries = raw as? [Any] else { throw bad }
            for entry in entries {
                guard let i = entry as? Int else { throw bad }
                stack.append(i)
            }
        }
        self.init(nodes: nodes, current: try index(list["current"]), pending: try operation(list["pending"]),
                  right: try index(list["right"]), last: try operation(list["last"]), stack: stack)
    }

    /// The base as a version 2 property list.
    var propertyList: [String: Any] {
        var list: [String: Any] = ["nodes": nodes.map { [$0.tag] + $0.operands.map { $0 as Any } }]
        if let current { list["current"] = current }
        if let pending { list["pending"] = [pending.symbol, pending.node] }
        if let right { list["right"] = right }
        if let last { list["last"] = [last.symbol, last.node] }
        if !stack.isEmpty { list["stack"] = stack }
        return list
    }
}

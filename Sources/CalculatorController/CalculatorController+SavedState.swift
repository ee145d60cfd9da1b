#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CalculatorBrain
import Localization

/// The controller's state as a property list (docs/behaviour.md §7): the brain (mode, angle unit,
/// program, variables), the history and the number being typed.
extension CalculatorController {
    /// Why a saved state was refused.
    public enum SavedStateError: Error, Equatable, Sendable, CustomStringConvertible {
        case notASavedState
        case badBrain(CalculatorBrain.PropertyListError)
        case badHistory

        /// Words for the message on standard error: `its program has a bad step 3`, in
        /// the user's language.
        public var description: String {
            switch self {
            case .notASavedState: tr("not a Cerebrum state")
            case .badBrain(.notABrain): tr("its program is not a Cerebrum program")
            // TRANSLATORS: %s is the name of a field of the state file (mode, angle, steps, …).
            case .badBrain(.badField(let field)): tr("its program has a bad %s field").filled(field)
            // TRANSLATORS: %d counts the program's steps from 0.
            case .badBrain(.badStep(let index)): tr("its program has a bad step %d").filled(index)
            case .badHistory: tr("its history is damaged")
            }
        }
    }

    static let stateFormat = "cerebrum.state"
    static let stateVersion = 1

    /// Everything needed to come back to this state after a restart.
    public var savedState: [String: Any] { savedStateSnapshot.propertyList }

    /// The same, not yet turned into a property list: taking it costs next to nothing
    /// (value types, copied on write), so a window takes one after each key and builds
    /// the property list on a background queue (`StateSaver.save(building:)`).
    public var savedStateSnapshot: SavedStateSnapshot {
        SavedStateSnapshot(brain: brain, history: history, typing: typing)
    }

    /// What `savedState` is made from, frozen at one moment; safe to hand to another
    /// thread.
    public struct SavedStateSnapshot: Sendable {
        let brain: CalculatorBrain
        let history: History
        let typing: TypedNumber?

        /// The saved state as a property list (`CalculatorController.savedState`).
        public var propertyList: [String: Any] {
            var state: [String: Any] = [
                "format": CalculatorController.stateFormat,
                "version": CalculatorController.stateVersion,
                "brain": brain.propertyList,
                "history": history.entries.map { ["description": $0.description, "value": $0.value.serialized] },
            ]
            if let typed = typing { state["typing"] = typed.asciiText }
            return state
        }

        /// The bytes the state file gets: the binary property list, encoded as
        /// `StateSaver` encodes it (its cost and size are what `cerebrum-bench` reports).
        public func binaryPropertyList() throws -> Data {
            try PropertyListValue.binaryData(of: propertyList)
        }
    }

    /// A controller restored from `savedState`; anything else throws, never crashes.
    public convenience init(savedState: Any,
                            random: @escaping () -> Double = { Double.random(in: 0..<1) }) throws(SavedStateError) {
        guard let dict = savedState as? [String: Any],
              dict["format"] as? String == Self.stateFormat,
              dict["version"] as? Int == Self.stateVersion,
              let brainList = dict["brain"]
        else { throw .notASavedState }
        let brain: CalculatorBrain
        do {
            brain = try CalculatorBrain(propertyList: brainList)
        } catch let error as CalculatorBrain.PropertyListError {
            throw .badBrain(error)
        } catch {
            throw .notASavedState
        }
        // Entry by entry: `as? [[String: String]]` would copy and rehash every entry's
        // dictionary before the first is read.
        guard let rawHistory = dict["history"] as? [Any] else { throw .badHistory }
        var entries: [History.Entry] = []
        entries.reserveCapacity(rawHistory.count)
        for item in rawHistory {
            guard let raw = item as? [String: Any],
                  let description = raw["description"] as? String, let text = raw["value"] as? String,
                  let value = Number(serialized: text)
            else { throw .badHistory }
            entries.append(.init(description: description, value: value))
        }
        var typing: TypedNumber?
        if let text = dict["typing"] {
            guard let text = text as? String, let typed = TypedNumber(text: text) else { throw .notASavedState }
            typing = typed
        }
        self.init(brain: brain, history: History(entries: entries), typing: typing, random: random)
    }
}

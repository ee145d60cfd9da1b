import CalculatorBrain
import Localization

/// The controller's state as saved values (docs/behaviour.md §7): the brain (mode, angle
/// unit, program, variables), the history, the number being typed and the formula line
/// left open (it comes back at the next start, docs/behaviour.md §7). `Persistence`
/// stores them (and imports the property list earlier versions wrote into them).
extension CalculatorController {
    /// Why a saved state was refused.
    public enum SavedStateError: Error, Equatable, Sendable, CustomStringConvertible {
        case notASavedState
        case badBrain(CalculatorBrain.SavedFormError)
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

    /// Everything needed to come back to a controller's state after a restart, as values.
    public struct SavedState: Equatable, Sendable {
        /// One finished calculation: its description and its value as `Number.serialized`
        /// writes it.
        public struct HistoryEntry: Equatable, Sendable {
            public var description: String
            public var value: String
            /// The value's unit (`mi`), nil for a plain number.
            public var unit: String?
            public init(description: String, value: String, unit: String? = nil) {
                self.description = description
                self.value = value
                self.unit = unit
            }
        }

        public var brain: CalculatorBrain.SavedForm
        /// Oldest first.
        public var history: [HistoryEntry]
        /// The number being typed, in ASCII (`-12.50`), or nil.
        public var typing: String?
        /// The form values are shown in (docs/behaviour.md §17).
        public var numberForm: NumberForm
        /// The formula line as it was left open, or nil (closed).
        public var line: Line?
        /// The notation and significant digits of the decimal form (§17).
        public var notation: Notation
        public var significantDigits: Int
        /// The Preferences window's other settings (§8).
        public var settings: WindowSettings
        /// Programmer mode: whether it is on, its word, base, value and formula (§18).
        public var programmer: ProgrammerState

        public init(brain: CalculatorBrain.SavedForm, history: [HistoryEntry], typing: String?,
                    numberForm: NumberForm = .decimal, line: Line? = nil, notation: Notation = .automatic,
                    significantDigits: Int = NumberStyle.mostDigits, settings: WindowSettings = WindowSettings(),
                    programmer: ProgrammerState = ProgrammerState()) {
            self.brain = brain
            self.history = history
            self.typing = typing
            self.numberForm = numberForm
            self.line = line
            self.notation = notation
            self.significantDigits = significantDigits
            self.settings = settings
            self.programmer = programmer
        }
    }

    /// The state as saved values (all of it: a store writes only what changed, from
    /// `savedStateSnapshot`).
    public var savedState: SavedState { savedStateSnapshot.savedState }

    /// The state frozen at one moment, not yet turned into saved values: taking it costs
    /// next to nothing (value types, copied on write), so a window takes one after each
    /// key and a store compares it with what it wrote, on its own thread.
    public var savedStateSnapshot: SavedStateSnapshot {
        SavedStateSnapshot(brain: brain, history: history, typing: typing, numberForm: numberFormat.style.form,
                           line: line, notation: numberFormat.style.notation,
                           significantDigits: numberFormat.style.significantDigits, settings: settings,
                           programmer: programmer)
    }

    /// What `savedState` is made from; safe to hand to another thread.
    public struct SavedStateSnapshot: Sendable {
        public let brain: CalculatorBrain
        public let history: History
        let typing: TypedNumber?
        /// The form values are shown in (docs/behaviour.md §17).
        public let numberForm: NumberForm
        /// The formula line while it is open.
        public let line: Line?
        /// The decimal form's notation and significant digits (§17).
        public let notation: Notation
        public let significantDigits: Int
        /// The Preferences window's other settings (§8).
        public let settings: WindowSettings
        /// Programmer mode (§18).
        public let programmer: ProgrammerState

        /// The typed number in ASCII, or nil.
        public var typingText: String? { typing?.asciiText }

        /// One history entry as saved.
        public static func saved(_ entry: History.Entry) -> SavedState.HistoryEntry {
            SavedState.HistoryEntry(description: entry.description, value: entry.value.serialized, unit: entry.unit)
        }

        /// All of it as saved values.
        public var savedState: SavedState {
            SavedState(brain: brain.savedForm, history: history.entries.map(Self.saved), typing: typingText,
                       numberForm: numberForm, line: line, notation: notation, significantDigits: significantDigits,
                       settings: settings, programmer: programmer)
        }
    }

    /// A controller restored from saved values; anything it did not write throws, never
    /// crashes.
    public convenience init(savedState: SavedState,
                            random: @escaping () -> Double = { Double.random(in: 0..<1) }) throws(SavedStateError) {
        let brain: CalculatorBrain
        do {
            brain = try CalculatorBrain(savedForm: savedState.brain)
        } catch {
            throw .badBrain(error)
        }
        var entries: [History.Entry] = []
        entries.reserveCapacity(savedState.history.count)
        // Each unit read once: a history of a thousand `km` entries checks `km` once.
        var units = Set<String>()
        for entry in savedState.history {
            guard let value = Number(serialized: entry.value) else { throw .badHistory }
            if let unit = entry.unit, !units.contains(unit) {
                guard CalculatorBrain.isUnit(unit) else { throw .badHistory }
                units.insert(unit)
            }
            entries.append(.init(description: entry.description, value: value, unit: entry.unit))
        }
        var typing: TypedNumber?
        if let text = savedState.typing {
            guard let typed = TypedNumber(text: text) else { throw .notASavedState }
            typing = typed
        }
        self.init(brain: brain, history: History(entries: entries), typing: typing, random: random)
        numberFormat.style.form = savedState.numberForm
        line = savedState.line
        numberFormat.style.notation = savedState.notation
        numberFormat.style.significantDigits = min(max(savedState.significantDigits, 1), NumberStyle.mostDigits)
        settings = savedState.settings
        programmer = savedState.programmer
    }
}

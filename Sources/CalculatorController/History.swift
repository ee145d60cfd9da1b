import CalculatorBrain

/// The list of completed calculations (docs/behaviour.md §7): each `=` in algebraic mode adds one.
public struct History: Equatable, Sendable {
    /// One completed calculation: `7 + 9 =` and `16`.
    public struct Entry: Equatable, Sendable {
        /// The description at the time, ending in ` =`.
        public var description: String
        /// The value at full precision, which choosing the entry enters.
        public var value: Number
        /// The value's unit as results write it (`mi`), nil for a plain number: choosing
        /// the entry enters the quantity (docs/behaviour.md §16).
        public var unit: String?

        /// A description longer than `descriptionLimit` keeps its end, after `…`.
        public init(description: String, value: Number, unit: String? = nil) {
            self.description = description.count > History.descriptionLimit
                ? "…" + description.suffix(History.descriptionLimit - 1) : description
            self.value = value
            self.unit = unit
        }

        /// The value as the display writes it, with its unit.
        public var display: String { CalculatorBrain.text(DisplayFormatter.string(for: value), unit: unit) }

        /// `7 + 9 = 16`, as the history list shows it.
        public var text: String { "\(description) \(display)" }
    }

    /// At most this many entries are kept; the oldest go first.
    public static let limit = 1_000
    /// At most this many characters of an entry's description are kept (docs/behaviour.md §7).
    public static let descriptionLimit = 1_000

    /// Oldest first.
    public private(set) var entries: [Entry] = []

    /// How many entries were ever added, those it started with included. With
    /// `clearCount` it tells a view what changed since it last looked, so the view can
    /// format only the new entries: the list only ever grows at the end (dropping the
    /// oldest past the limit) or empties.
    public private(set) var appendCount = 0
    /// How many times the history was cleared.
    public private(set) var clearCount = 0

    public init(entries: [Entry] = []) {
        self.entries = Array(entries.suffix(Self.limit))
        appendCount = self.entries.count
    }

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        appendCount += 1
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    mutating func clear() {
        entries.removeAll()
        clearCount += 1
    }

    /// Puts back `entries` (a cleared history's, its clearing undone), with any added
    /// since after them; to a view, as to the saved state, the history is replaced.
    mutating func restore(_ earlier: [Entry]) {
        entries = Array((earlier + entries).suffix(Self.limit))
        clearCount += 1
    }

    /// Two histories are equal when they list the same entries, however they got there.
    public static func == (lhs: History, rhs: History) -> Bool { lhs.entries == rhs.entries }
}

/// The texts of a history's entries (`7 + 9 = 16`) as a view last showed them, brought
/// up to date by formatting only the entries added since: after each key a window asks
/// `update(from:)` and sends on only what `lastChange` says changed. The history only ever
/// grows at the end (dropping the oldest past its limit) or empties, which
/// `History.appendCount` and `History.clearCount` tell.
public struct HistoryTexts: Sendable {
    /// What the last `update(from:)` that returned true changed.
    public enum Change: Equatable, Sendable {
        /// Everything: send all of `texts`.
        case replaced
        /// The `dropped` oldest texts went and the `added` newest (the end of `texts`)
        /// came: a finished calculation in a full history is one in and one out.
        case appended(dropped: Int, added: Int)
    }

    /// The entries' texts, oldest first.
    public private(set) var texts: [String] = []
    /// What the last update that changed `texts` did.
    public private(set) var lastChange = Change.replaced
    private var appendCount = 0
    private var clearCount = 0
    private var seenOnce = false

    public init() {}

    /// Brings `texts` up to date with `history`; true when they changed (and on the
    /// first call, so a view shows even an empty history once). Numbers are written
    /// with `decimalMark` (the locale's, docs/behaviour.md §12).
    public mutating func update(from history: History, decimalMark: Character = ".") -> Bool {
        let first = !seenOnce
        seenOnce = true
        if !first, history.appendCount == appendCount, history.clearCount == clearCount {
            return false
        }
        let added = history.appendCount - appendCount
        if first || history.clearCount != clearCount || added < 0 || added > history.entries.count {
            texts = history.entries.map { Self.text(of: $0, decimalMark: decimalMark) }
            lastChange = .replaced
        } else {
            texts.append(contentsOf: history.entries.suffix(added).map { Self.text(of: $0, decimalMark: decimalMark) })
            let dropped = max(0, texts.count - history.entries.count)
            texts.removeFirst(dropped)
            lastChange = .appended(dropped: dropped, added: added)
        }
        appendCount = history.appendCount
        clearCount = history.clearCount
        return true
    }

    private static func text(of entry: History.Entry, decimalMark: Character) -> String {
        CalculatorController.localizing(numbersIn: entry.text, mark: decimalMark)
    }
}

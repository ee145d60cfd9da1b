import CalculatorBrain

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

    /// The format `texts` are written in.
    private var writtenFormat = NumberFormat.plain

    public init() {}

    /// Brings `texts` up to date with `history`; true when they changed (and on the
    /// first call, so a view shows even an empty history once). Numbers are written
    /// in `format` (the locale's, docs/behaviour.md §12).
    public mutating func update(from history: History, format: NumberFormat = .plain) -> Bool {
        let first = !seenOnce
        seenOnce = true
        // A changed format (the form cycled, docs/behaviour.md §17) rewrites every entry.
        let reformatted = format != writtenFormat
        writtenFormat = format
        if !first, !reformatted, history.appendCount == appendCount, history.clearCount == clearCount {
            return false
        }
        let added = history.appendCount - appendCount
        if first || reformatted || history.clearCount != clearCount || added < 0 || added > history.entries.count {
            texts = history.entries.map { Self.text(of: $0, format: format) }
            lastChange = .replaced
        } else {
            texts.append(contentsOf: history.entries.suffix(added).map { Self.text(of: $0, format: format) })
            let dropped = max(0, texts.count - history.entries.count)
            texts.removeFirst(dropped)
            lastChange = .appended(dropped: dropped, added: added)
        }
        appendCount = history.appendCount
        clearCount = history.clearCount
        return true
    }

    /// `7,5 + 1 = 8,5`: the value written in `format`, and the description kept with it.
    public static func text(of entry: History.Entry, format: NumberFormat) -> String {
        described(entry.description, format: format) + " "
            + CalculatorBrain.text(DisplayFormatter.string(for: entry.value, format: format), unit: entry.unit)
    }

    /// An entry's description, printed with `.` when the calculation was finished and
    /// kept so (the history is saved, and read back in whatever locale comes next): the
    /// one text whose numbers are rewritten rather than written in `format`. Each `.` next
    /// to a digit is a decimal point (only numbers have one); with a decimal comma, a list's
    /// `, ` becomes `; ` (`NumberFormat.listSeparator`).
    static func described(_ plain: String, format: NumberFormat) -> String {
        // Characters: `contains(".")` with a String would be Foundation's, and that one
        // call links Foundation and ICU into the binary.
        let mark = format.decimalMark
        guard mark != ".", plain.contains("." as Character) || plain.contains("," as Character) else { return plain }
        let characters = Array(plain)
        var result = ""
        result.reserveCapacity(characters.count)
        for (i, c) in characters.enumerated() {
            let digitBefore = i > 0 && characters[i - 1].isASCIIDigit
            let digitAfter = i + 1 < characters.count && characters[i + 1].isASCIIDigit
            if c == "." && (digitBefore || digitAfter) {
                result.append(mark)
            } else if c == ",", i + 1 < characters.count, characters[i + 1] == " " {
                result += format.listSeparator.dropLast()
            } else {
                result.append(c)
            }
        }
        return result
    }
}

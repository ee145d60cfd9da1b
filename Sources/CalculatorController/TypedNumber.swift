import CalculatorBrain

/// The number the user is typing (docs/behaviour.md §2): only legal numbers can be typed.
struct TypedNumber: Equatable, Sendable {
    /// At most this many digits and points; the sign does not count.
    static let maximumLength = 30

    /// Digits and at most one point, never empty, no leading zeros (`0.5`, not `00.5`).
    private(set) var digits: String
    private(set) var isNegative = false
    /// Whether the `0` before a point was typed (`0.`), not added by the point (`.` alone
    /// starts as `0.`): ⌫ on `0.` then leaves `0`, or ends typing.
    private var typedLeadingZero = false

    /// Starts typing with a digit or a point (`.` starts as `0.`).
    init(first key: Key) {
        digits = "0"
        typedLeadingZero = key == .digit(0)
        append(key)
    }

    /// Only a sign typed (`±` at a fresh start, docs/behaviour.md §2): `−0`, whose `0` nobody typed,
    /// so `± . ⌫` ends typing as `. ⌫` does.
    static var sign: TypedNumber { TypedNumber(digits: "0", isNegative: true) }

    private init(digits: String, isNegative: Bool) {
        self.digits = digits
        self.isNegative = isNegative
    }

    /// Typing that reads `text` (`-12.5`), or nil if it is not something a person could
    /// have typed (an exponent, too long, not a number).
    init?(text: String) {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= Self.maximumLength,
              rest.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
              rest.filter({ $0 == "." }).count <= 1
        else { return nil }
        digits = "0"
        isNegative = negative
        typedLeadingZero = rest.first == "0"
        for c in rest { append(c == "." ? .point : .digit(Int(String(c))!)) }
    }

    /// Adds a digit or a point; illegal or overlong input is ignored.
    mutating func append(_ key: Key) {
        switch key {
        case .digit(let d):
            guard digits.count < Self.maximumLength else { return }
            if digits == "0" {
                digits = String(d)
                if d == 0 { typedLeadingZero = true }   // after `±`: `± 0 .` typed its 0
            } else {
                digits += String(d)
            }
        case .point:
            guard !digits.contains("." as Character), digits.count < Self.maximumLength else { return }
            digits += "."
        default:
            return
        }
    }

    /// Flips the sign of the typed text.
    mutating func negate() { isNegative.toggle() }

    /// Removes the last character; nil when nothing would be left (typing ends): a lone
    /// digit, or `0.` whose `0` came with the point (`.` typed alone). A typed `0.` leaves
    /// `0`, still typing (`7 × 0 . ⌫ =` is `0`).
    func removingLast() -> TypedNumber? {
        guard digits.count > 1, digits != "0." || typedLeadingZero else { return nil }
        var copy = self
        copy.digits.removeLast()
        return copy
    }

    /// The text the display shows, with U+2212 for the sign.
    var text: String { (isNegative ? "−" : "") + digits }

    /// The typed text with an ASCII minus (`-12.5`): what the clipboard and the state
    /// file get, and what `init(text:)` reads back.
    var asciiText: String { (isNegative ? "-" : "") + digits }

    /// `text` with `format`'s decimal mark (`12,5` in `de_DE`).
    func text(format: NumberFormat) -> String { (isNegative ? "−" : "") + digits(format) }

    /// `asciiText` with `format`'s decimal mark.
    func asciiText(format: NumberFormat) -> String { (isNegative ? "-" : "") + digits(format) }

    /// The digits with `format`'s mark for the point typed.
    private func digits(_ format: NumberFormat) -> String {
        NumberFormat.text(digits, withMark: format.decimalMark)
    }

    /// The exact value of the typed text.
    var number: Number { Number(decimal: asciiText) ?? .zero }
}

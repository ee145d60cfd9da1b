/// Text the user gave, made safe to put in a message (issue 27 item 21): a message goes
/// to a terminal, where control characters in the input (`ESC ] 0 ; … BEL`) would be
/// obeyed, not shown, and a 100 KB argument echoed whole buries the message.
public enum QuotedInput {
    /// `text` with every control character written as an escape (`\x1B`, `\u{202E}` for
    /// the invisible direction marks that reorder what follows) and, past `limit`
    /// characters, its middle left out (`12345…67890`). Nil `limit`: nothing left out.
    public static func printable(_ text: some StringProtocol, limit: Int? = 60) -> String {
        var out = ""
        let characters = Array(text)
        let cut: Range<Int>? = limit.flatMap { limit in
            characters.count > limit ? (limit / 2)..<(characters.count - (limit - 1 - limit / 2)) : nil
        }
        for (i, character) in characters.enumerated() {
            if let cut, cut.contains(i) {
                if i == cut.lowerBound { out += "…" }
                continue
            }
            for scalar in character.unicodeScalars {
                if isControl(scalar) {
                    out += scalar.value < 0x100 ? "\\x" + hex(scalar.value, digits: 2) : "\\u{" + hex(scalar.value, digits: 4) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A whole message: each line as `printable` writes it, up to `lineLimit` characters
    /// (the line breaks stay). For messages built by others (ArgumentParser's), which
    /// may echo an argument as it was given.
    public static func printableMessage(_ message: String, lineLimit: Int = 500) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { printable($0, limit: lineLimit) }.joined(separator: "\n")
    }

    /// C0 and C1 controls, DEL, and the bidirectional embedding, override and isolate
    /// marks (which can make a message read other than it is written).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// Reads a `--keys` sequence (SPEC §9): tokens separated by white space, each a key name,
/// an alias, or a run of digits and points. Streams through the text so a million keys
/// need no token array.
public enum KeySequence {
    /// A token that names no key, with its 1-based position among the tokens.
    public struct UnknownToken: Error, Equatable, Sendable {
        public var token: String
        public var position: Int
    }

    /// Calls `body` with each key of `text` in order; stops at the first unknown token.
    public static func forEachKey(in text: String, _ body: (Key) -> Void) throws(UnknownToken) {
        var position = 0
        var tokenStart: String.Index?
        let utf8 = text.utf8
        // Walking bytes, not Characters, keeps a million keys cheap; separators are ASCII.
        var index = utf8.startIndex
        while true {
            let atEnd = index == utf8.endIndex
            let isSeparator = atEnd || isSpace(utf8[index])
            if isSeparator, let start = tokenStart {
                position += 1
                let token = text[start..<index]
                guard let keys = Key.keys(forToken: token) else {
                    throw UnknownToken(token: String(token), position: position)
                }
                keys.forEach(body)
                tokenStart = nil
            } else if !isSeparator, tokenStart == nil {
                tokenStart = index
            }
            if atEnd { break }
            index = utf8.index(after: index)
        }
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

import Localization

/// Reads a `--keys` sequence (docs/behaviour.md §9): tokens separated by white space, each a key name,
/// an alias, or a run of digits and points; a `(` starts a formula (docs/behaviour.md §11) that runs to
/// its matching `)` — spaces included — and is one operand. Streams through the text so a
/// million keys need no token array.
public enum KeySequence {
    /// A token that names no key (or a formula group that is not one), with its 1-based
    /// position among the tokens.
    public struct UnknownToken: Error, Equatable, Sendable {
        public var token: String
        public var position: Int
        /// What is wrong with it: "unknown key", or why a formula group is refused.
        public var problem: String

        public init(token: String, position: Int, problem: String = tr("unknown key")) {
            self.token = token
            self.position = position
            self.problem = problem
        }
    }

    /// One thing a sequence enters: a key, or a formula group's text (`(3 + 4 ^ 2)`).
    public enum Input: Equatable, Sendable {
        case key(Key)
        case formula(String)
    }

    /// Calls `body` with each key of `text` in order; stops at the first unknown token.
    /// Formula groups are not read here: `(` is the key that opens the formula line.
    public static func forEachKey(in text: String, _ body: (Key) -> Void) throws(UnknownToken) {
        try scan(text, formulas: false) { input in
            if case .key(let key) = input { body(key) }
            return nil
        }
    }

    /// Calls `body` with each key and each formula group of `text` in order. `body` returns
    /// why it refused a formula (nil if it took it); the first refusal, like an unknown
    /// token or a `(` without its `)`, stops the sequence with an error.
    public static func forEachInput(in text: String, _ body: (Input) -> String?) throws(UnknownToken) {
        try scan(text, formulas: true, body)
    }

    private static func scan(_ text: String, formulas: Bool, _ body: (Input) -> String?) throws(UnknownToken) {
        var position = 0
        var tokenStart: String.Index?
        var depth = 0  // parentheses open in the current formula group
        let utf8 = text.utf8
        // Walking bytes, not Characters, keeps a million keys cheap; separators and
        // parentheses are ASCII.
        var index = utf8.startIndex
        while true {
            let atEnd = index == utf8.endIndex
            let byte = atEnd ? 0 : utf8[index]
            if tokenStart == nil, !atEnd, !isSpace(byte) {
                tokenStart = index
                if formulas, byte == UInt8(ascii: "(") { depth = 0 }
            }
            let inFormula = formulas && tokenStart.map { utf8[$0] == UInt8(ascii: "(") } == true
            if inFormula, !atEnd {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
            }
            // A formula group ends at white space once its parentheses are closed (so
            // `(3+4)²` is one group); a key token at any white space.
            let ends = atEnd || (isSpace(byte) && (!inFormula || depth <= 0))
            if ends, let start = tokenStart {
                position += 1
                let token = text[start..<index]
                if inFormula {
                    guard depth <= 0 else {
                        throw UnknownToken(token: String(token), position: position, problem: tr("no matching `)` for formula"))
                    }
                    if let problem = body(.formula(String(token))) {
                        throw UnknownToken(token: String(token), position: position, problem: problem)
                    }
                } else {
                    guard let keys = Key.keys(forToken: token) else {
                        throw UnknownToken(token: String(token), position: position)
                    }
                    for key in keys { _ = body(.key(key)) }
                }
                tokenStart = nil
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

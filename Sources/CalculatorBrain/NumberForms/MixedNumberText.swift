import BigInt

extension Number {
    /// An exact value as `n/d` with ASCII digits and `-` (`1/3`, `-7/4`; an integer as
    /// itself, `16`), all its digits, for `--json`'s `fraction` (docs/behaviour.md §17);
    /// nil for an inexact value.
    public var fractionText: String? {
        guard case .exact(let r) = self else { return nil }
        return r.denominator == 1 ? "\(r.numerator)" : "\(r.numerator)/\(r.denominator)"
    }

    /// A mixed number as the fraction forms write it, pasted back (docs/behaviour.md §17):
    /// `1 3/4` is 1.75, `−1 3/4` and `-1 3/4` are −1.75; spaces of any kind between the
    /// whole part and the fraction, whose numerator is below its denominator. Nil for
    /// anything else (a plain fraction `7/4` is a formula, read as one).
    public init?(mixedText text: String) {
        var rest = Substring(text.trimmingSpaces)
        var negative = false
        if let first = rest.first, first == "-" || first == "\u{2212}" {
            negative = true
            rest = rest.dropFirst()
        }
        let whole = rest.prefix(while: \.isASCIIDigitOnly)
        rest = rest.dropFirst(whole.count)
        let spaces = rest.prefix(while: \.isWhitespace)
        rest = rest.dropFirst(spaces.count)
        let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard !whole.isEmpty, !spaces.isEmpty, parts.count == 2,
              whole.count + rest.count <= Number.maximumTextLength,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitOnly) }),
              let w = BigInt(whole), let n = BigInt(parts[0]), let d = BigInt(parts[1]),
              !d.isZero, n < d else { return nil }
        let magnitude = Rational(w * d + n, d)
        guard case .success(let number) = Number.checked(negative ? -magnitude : magnitude) else { return nil }
        self = number
    }
}

extension Character {
    /// `0`…`9` only.
    fileprivate var isASCIIDigitOnly: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// Without white space at either end.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}

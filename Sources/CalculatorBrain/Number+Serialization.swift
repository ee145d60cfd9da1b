import BigInt

/// A lossless text form for saving programs and variables (SPEC §7): exact values as
/// `"3/4"` or `"-7"`, `Double`s as `"d:"` and Swift's shortest round-tripping text.
extension Number {
    /// The saved form: `"3/4"`, `"-7"`, `"0"` for exact values, `"d:0.1"`, `"d:-2.5e-10"`
    /// for `Double`s. `Number(serialized:)` rebuilds exactly this value.
    public var serialized: String {
        switch self {
        case .exact(let r): r.description
        case .approximate(let d): "d:" + d.description
        }
    }

    /// Rebuilds a value from `serialized`. Only the exact text `serialized` writes is
    /// accepted — reduced fraction, no leading zeros or `+`, no `/1`, no `-0`, finite
    /// `Double` in its shortest form — so a damaged or foreign save is refused, never
    /// misread; so is text over 21,000 characters (longer than any value the brain keeps),
    /// which would only cost time.
    public init?(serialized text: String) {
        guard text.utf8.count <= Number.maximumSerializedLength else { return nil }
        if text.hasPrefix("d:") {
            let body = text.dropFirst(2)
            guard let d = Double(body), d.isFinite, d.description == body else { return nil }
            self = .approximate(d)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        var numeratorText = parts[0]
        let negative = numeratorText.hasPrefix("-")
        if negative { numeratorText = numeratorText.dropFirst() }
        guard Number.isCanonicalNatural(numeratorText),
            let magnitude = BigInt(numeratorText)
        else { return nil }
        let numerator = negative ? -magnitude : magnitude
        if negative && magnitude.isZero { return nil }
        let value: Rational
        if parts.count == 2 {
            guard Number.isCanonicalNatural(parts[1]), let denominator = BigInt(parts[1]),
                denominator > 1, !numerator.isZero,
                numerator.magnitude.lehmerGCD(denominator.magnitude) == 1
            else { return nil }
            value = Rational(reducedNumerator: numerator, denominator: denominator)
        } else {
            value = Rational(numerator)
        }
        // Only what the brain keeps: inside the exact range, no longer than its bound.
        guard case .success(.exact) = Number.checked(value) else { return nil }
        self = .exact(value)
    }

    /// ASCII digits without a redundant leading zero.
    private static func isCanonicalNatural(_ text: Substring) -> Bool {
        guard let first = text.utf8.first else { return false }
        guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return false }
        return first != UInt8(ascii: "0") || text.utf8.count == 1
    }
}

import BigInt

/// A lossless text form for saving programs and variables (docs/behaviour.md §7): exact values as
/// `"3/4"` or `"-7"`, computed inexact values as the recipe that computes them (`"r:…"`,
/// `Real+Serialization.swift`), other `Double`s as `"d:"` and Swift's shortest
/// round-tripping text.
extension Number {
    /// The saved form: `"3/4"`, `"-7"`, `"0"` for exact values, `"r:…"` for a computed
    /// inexact value, `"d:0.1"`, `"d:-2.5e-10"` for a `Double` taken at its value (a saved
    /// one from an earlier version, a drawn random number). `Number(serialized:)` rebuilds
    /// exactly this value.
    public var serialized: String {
        switch self {
        case .exact(let r): r.description
        case .approximate(let a): a.recipeText.map { "r:" + $0 } ?? "d:" + a.double.description
        }
    }

    /// Rebuilds a value from `serialized`. Only the exact text `serialized` writes is
    /// accepted — reduced fraction, no leading zeros or `+`, no `/1`, no `-0`, finite
    /// `Double` in its shortest form, a recipe of known steps — so a damaged or foreign save
    /// is refused, never misread; so is text longer than any value the brain keeps, which
    /// would only cost time.
    public init?(serialized text: String) {
        if text.hasPrefix("r:") {
            guard let real = Real(recipeText: text.dropFirst(2)) else { return nil }
            self = .approximate(real)
            return
        }
        guard text.utf8.count <= Number.maximumSerializedLength else { return nil }
        if text.hasPrefix("d:") {
            let body = text.dropFirst(2)
            guard let d = Double(body), d.isFinite, d.description == body else { return nil }
            self = .approximate(Real(d))
            return
        }
        // Only what the brain keeps: inside the exact range, no longer than its bound.
        guard let value = Rational(serialized: text[...]), case .success(.exact) = Number.checked(value) else { return nil }
        self = .exact(value)
    }
}

extension Rational {
    /// The fraction `description` writes (`"3/4"`, `"-7"`), or nil for any other text:
    /// not reduced, a leading zero or `+`, `/1`, `-0`.
    init?(serialized text: Substring) {
        // One `/` at most, found without `split` (which allocates an array for each value).
        var numeratorText = text
        var denominatorText: Substring?
        if let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) {
            numeratorText = text[..<slash]
            denominatorText = text[text.utf8.index(after: slash)...]
        }
        let negative = numeratorText.hasPrefix("-")
        if negative { numeratorText = numeratorText.dropFirst() }
        guard Number.isCanonicalNatural(numeratorText),
              denominatorText.map(Number.isCanonicalNatural) ?? true
        else { return nil }
        // Nearly every saved value has parts of at most 18 digits: read as machine words,
        // without BigInt (a returning start reads 2,000 values).
        switch Number.small(numerator: numeratorText, negative: negative, denominator: denominatorText) {
        case .value(let value): self = value; return
        case .refused: return nil
        case .tooLong: break
        }
        guard let magnitude = BigInt(numeratorText) else { return nil }
        let numerator = negative ? -magnitude : magnitude
        if negative && magnitude.isZero { return nil }
        if let denominatorText {
            guard let denominator = BigInt(denominatorText),
                denominator > 1, !numerator.isZero,
                GMP.gcd(numerator.magnitude, denominator.magnitude) == 1
            else { return nil }
            self.init(reducedNumerator: numerator, denominator: denominator)
        } else {
            self.init(numerator)
        }
    }
}

extension Number {
    /// What `small(numerator:negative:denominator:)` made of a saved number's parts.
    fileprivate enum SmallParts {
        case value(Rational)
        /// Not a saved form: `-0`, `/1`, `0/d`, a fraction not in lowest terms.
        case refused
        /// A part longer than 18 digits, for `BigInt` to read.
        case tooLong
    }

    /// Reads parts of at most 18 digits each as machine words. Both parts are already
    /// checked by `isCanonicalNatural`; the rules for what is refused are the BigInt
    /// path's in `init(serialized:)`, on `Int`s.
    fileprivate static func small(numerator: Substring, negative: Bool, denominator: Substring?) -> SmallParts {
        guard let n = smallNatural(numerator) else { return .tooLong }
        guard let denominator else {
            return negative && n == 0 ? .refused : .value(Rational(reducedSmall: negative ? -n : n, 1))
        }
        guard let d = smallNatural(denominator) else { return .tooLong }
        guard d > 1, n != 0, Rational.gcd(UInt(n), UInt(d)) == 1 else { return .refused }
        return .value(Rational(reducedSmall: negative ? -n : n, d))
    }

    /// The value of at most 18 ASCII digits (so it cannot overflow an `Int`), else nil.
    private static func smallNatural(_ digits: Substring) -> Int? {
        guard digits.utf8.count <= 18 else { return nil }
        var value = 0
        for byte in digits.utf8 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
        return value
    }

    /// ASCII digits without a redundant leading zero.
    static func isCanonicalNatural(_ text: Substring) -> Bool {
        guard let first = text.utf8.first else { return false }
        guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return false }
        return first != UInt8(ascii: "0") || text.utf8.count == 1
    }
}

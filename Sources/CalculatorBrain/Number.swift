import BigInt

/// A calculator value: exact where the mathematics is, a `Double` otherwise (SPEC §6).
///
/// Typed numbers and `+ − × ÷`, `x²`, `1/x`, `±` and integer powers of exact values stay
/// exact, so `0.1 + 0.2` is `0.3`; irrational results (`√2`, `sin`, `ln`, `π`) are
/// `Double`s, and operations on them are `Double` operations (SPEC §10).
public enum Number: Hashable, Sendable {
    /// An exact fraction.
    case exact(Rational)
    /// A `Double` result of an inexact operation.
    case approximate(Double)

    /// Exact zero: the value of an empty program.
    public static let zero = Number.exact(.zero)

    /// The exact integer `value`.
    public init(_ value: Int) {
        self = .exact(Rational(value))
    }

    /// The value as a `Double` (the nearest one for exact values), for the brain's
    /// `Double` API and for inexact operations.
    public var doubleValue: Double {
        switch self {
        case .exact(let r): r.doubleValue
        case .approximate(let d): d
        }
    }

    /// True for exact values.
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// The exact value of either kind (a finite `Double` is an exact binary fraction);
    /// nil for a non-finite `Double`. The display formatter rounds from this, so that a
    /// `Double` is shown by its true value, not by a second rounding.
    public var exactValue: Rational? {
        switch self {
        case .exact(let r): r
        case .approximate(let d): Rational(exactly: d)
        }
    }

    /// π or e, as the nearest `Double`s (they are irrational).
    public static func constant(_ c: Constant) -> Number {
        switch c {
        case .pi: .approximate(Double.pi)
        case .e: .approximate(2.718281828459045)
        }
    }

    /// Longest text accepted by the parsers: bounds the `BigInt` work a pasted or loaded
    /// string can cause.
    static let maximumTextLength = 10_000

    /// Parses a typed or pasted decimal, exactly: `12.5`, `-0.5`, `−0.5` (U+2212), `0.`,
    /// `.5`, `007`, with an optional exponent `1.5e20`, `1.5E-3`, `2e+5`, `2e−5`.
    ///
    /// Returns nil for anything else (empty text, `.`, `1.2.3`, letters, `inf`, `nan`,
    /// spaces, a leading `+`), for text longer than 10,000 characters, and for values
    /// beyond the `Double` range; values below the smallest `Double` are 0, as results are.
    public init?(decimal text: String) {
        guard let parts = DecimalText(text) else { return nil }
        switch Number.checked(parts.value) {
        case .success(let n): self = n
        case .failure: return nil
        }
    }

    /// Applies SPEC §6's range rules to an exact result: beyond `Double` range is "result
    /// too large", below the smallest nonzero `Double` is 0, and a fraction too big to
    /// keep computing with exactly (`Number.maximumExactBits`) becomes its `Double`.
    static func checked(_ r: Rational) -> Result<Number, CalculatorError> {
        guard case .big(let n, let d) = r.storage else {
            return .success(.exact(r))  // |r| in [2^−63, 2^63): always in range
        }
        let excess = n.magnitude.bitWidth - d.magnitude.bitWidth  // log2|r| ∈ (excess−1, excess+1)
        if excess > 1025 || (excess > 1023 && r.magnitude > Number.greatestFinite) {
            return .failure(.resultTooLarge)
        }
        if excess < -1075 || (excess < -1072 && r.magnitude < Number.leastNonzero) {
            return .success(.zero)
        }
        if r.bitWidth > maximumExactBits {
            return .success(.approximate(r.doubleValue))
        }
        return .success(.exact(r))
    }

    /// The largest numerator or denominator, in bits, that exact arithmetic keeps; larger
    /// results become `Double`s, so repeated squaring or huge powers cannot grow without
    /// bound.
    static let maximumExactBits = 4096

    /// `Double.greatestFiniteMagnitude`, exactly.
    static let greatestFinite = Rational(exactly: Double.greatestFiniteMagnitude)!
    /// `Double.leastNonzeroMagnitude`, exactly.
    static let leastNonzero = Rational(exactly: Double.leastNonzeroMagnitude)!
}

/// The pieces of a decimal literal: `[-|−] digits [. digits] [e|E [+|-|−] digits]`.
struct DecimalText {
    /// The exact value.
    let value: Rational

    /// The common case, typed numbers like `12.5` or `-7` of at most 18 digits, read
    /// without big-number arithmetic: every key press of a million-key run comes here.
    private static func smallDecimal(_ text: String) -> Rational? {
        var mantissa = 0
        var denominator = 1
        var digits = 0
        var seenPoint = false
        var negative = false
        for (i, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 18 else { return nil }
                mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
                if seenPoint { denominator *= 10 }
            case UInt8(ascii: "."):
                guard !seenPoint else { return nil }
                seenPoint = true
            case UInt8(ascii: "-") where i == 0:
                negative = true
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        return Rational(negative ? -mantissa : mantissa, denominator)
    }

    init?(_ text: String) {
        if let fast = Self.smallDecimal(text) {
            value = fast
            return
        }
        guard !text.isEmpty, text.utf8.count <= Number.maximumTextLength else { return nil }
        var scalars = Substring(text).unicodeScalars[...]
        let negative = scalars.first == "-" || scalars.first == "\u{2212}"
        if negative { scalars.removeFirst() }
        var digits = ""
        var fractionDigits = 0
        var seenPoint = false
        while let c = scalars.first, c == "." || ("0"..."9").contains(c) {
            scalars.removeFirst()
            if c == "." {
                if seenPoint { return nil }
                seenPoint = true
            } else {
                digits.unicodeScalars.append(c)
                if seenPoint { fractionDigits += 1 }
            }
        }
        guard !digits.isEmpty else { return nil }
        var exponent = 0
        if let e = scalars.first, e == "e" || e == "E" {
            scalars.removeFirst()
            var exponentNegative = false
            if let s = scalars.first, s == "+" || s == "-" || s == "\u{2212}" {
                exponentNegative = s != "+"
                scalars.removeFirst()
            }
            guard !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }) else {
                return nil
            }
            // Saturate: anything past a million digits is out of range either way.
            let exponentDigits = String(scalars)
            exponent = Int(exponentDigits).map { Swift.min($0, 1_000_000) } ?? 1_000_000
            if exponentNegative { exponent = -exponent }
            scalars = scalars[scalars.endIndex...]
        }
        guard scalars.isEmpty else { return nil }
        // Strip leading zeros so the magnitude estimate below is right.
        let significant = digits.drop { $0 == "0" }
        if significant.isEmpty {
            value = .zero
            return
        }
        let scale = exponent - fractionDigits  // value = significant · 10^scale
        // |value| ≈ 10^(count + scale − 1): decide the far out-of-range cases without
        // building enormous powers of ten.
        let order = significant.count + scale
        if order > 400 { return nil }
        if order < -400 {
            value = .zero
            return
        }
        guard let integer = BigInt(significant) else { return nil }
        let signed = negative ? -integer : integer
        let power = BigInt(10).power(abs(scale))
        value = scale >= 0 ? Rational(signed * power) : Rational(signed, power)
    }
}

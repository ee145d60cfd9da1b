import BigInt

/// A calculator value: exact where the mathematics is, a `Real` otherwise (docs/behaviour.md §6).
///
/// Typed numbers and `+ − × ÷`, `x²`, `1/x`, `±` and integer powers of exact values stay
/// exact, so `0.1 + 0.2` is `0.3`; irrational results (`√2`, `sin`, `ln`, `π`) are
/// `Real`s, which keep how they were computed, so that their digits are certain
/// (docs/behaviour.md §10).
public enum Number: Hashable, Sendable {
    /// An exact fraction.
    case exact(Rational)
    /// The result of an inexact operation.
    case approximate(Real)

    /// An inexact value that is `d` exactly (a saved value, a drawn random number).
    public static func approximate(_ d: Double) -> Number {
        .approximate(Real(d))
    }

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
        case .approximate(let a): a.double
        }
    }

    /// True for exact values.
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// The exact value, or that of the nearest `Double` to an inexact one (a finite
    /// `Double` is an exact binary fraction); nil for a non-finite `Double`.
    public var exactValue: Rational? {
        switch self {
        case .exact(let r): r
        case .approximate(let a): Rational(exactly: a.double)
        }
    }

    /// What an operation on this value computes from.
    var realOperand: RealNode.Operand {
        switch self {
        case .exact(let r): .rational(r)
        case .approximate(let a): a.operand
        }
    }

    /// π or e (they are irrational).
    public static func constant(_ c: Constant) -> Number {
        switch c {
        case .pi: pi
        case .e: e
        }
    }

    private static let pi = (try? Real.make(.constant(.pi), function: "π").get()) ?? .approximate(Real(Double.pi))
    private static let e = (try? Real.make(.constant(.e), function: "e").get()) ?? .approximate(Real(2.718281828459045))

    /// Longest decimal text accepted: bounds the `BigInt` work a pasted string can cause.
    static let maximumTextLength = 10_000

    /// Longest saved text accepted: a fraction whose numerator and denominator both have
    /// `maximumExactBits` bits (10,235 digits each), and no more, so that a damaged file
    /// cannot cost more time than a real one.
    static let maximumSerializedLength = 21_000

    /// Parses a typed or pasted decimal, exactly: `12.5`, `-0.5`, `−0.5` (U+2212), `0.`,
    /// `.5`, `007`, with an optional exponent `1.5e20`, `1.5E-3`, `2e+5`, `2e−5`.
    ///
    /// Returns nil for anything else (empty text, `.`, `1.2.3`, letters, `inf`, `nan`,
    /// spaces, a leading `+`), for text longer than 10,000 characters, and for values
    /// outside the exact range (docs/behaviour.md §6: `1e−9999` up to, not including, `1e10000`).
    public init?(decimal text: String) {
        guard let parts = DecimalText(text) else { return nil }
        switch Number.checked(parts.value) {
        case .success(let n): self = n
        case .failure: return nil
        }
    }

    /// Applies docs/behaviour.md §6's range rules to an exact result: at or above `1e10000` it is
    /// "result too large", non-zero below `1e−9999` "result too small"; in between it stays
    /// exact unless its numerator or denominator is longer than `maximumExactBits`, when it
    /// is no longer kept exactly and becomes an inexact result (`inexact(_:)`).
    static func checked(_ r: Rational) -> Result<Number, CalculatorError> {
        guard case .big(let n, let d) = r.storage else {
            return .success(.exact(r))  // |r| in [2^−63, 2^63): always in range
        }
        switch ExactRange.place(log2Bounds: n.magnitude.bitWidth - d.magnitude.bitWidth, r) {
        case .above: return .failure(.resultTooLarge)
        case .below: return .failure(.resultTooSmall)
        case .inside: break
        }
        if r.bitWidth > maximumExactBits { return inexact(r) }
        return .success(.exact(r))
    }

    /// An exact value no longer kept exactly, with the range rules for inexact results:
    /// beyond the `Double` range it is "result too large", below it 0.
    static func inexact(_ r: Rational) -> Result<Number, CalculatorError> {
        Real.make(.value(r), function: "")
    }

    /// The largest numerator or denominator, in bits, that exact arithmetic keeps: a
    /// little more than the 33,220 bits of `1e10000`, so every integer and every
    /// `1/integer` of the exact range is kept, and fractions whose parts are no longer.
    /// Longer results are inexact, so no sequence of keys grows a number without bound,
    /// and no single step works on more than twice this many bits.
    static let maximumExactBits = 34_000
}

/// The range exact results are kept in (docs/behaviour.md §6): `1e−9999` up to, not including,
/// `1e10000`.
enum ExactRange {
    /// Where a value lies relative to the range.
    enum Place { case below, inside, above }

    /// The decimal exponents of the bounds.
    static let largestExponent = 10_000
    static let smallestExponent = -9_999

    /// log₂ of the bounds: a result whose estimated log₂ is further out than these (with a
    /// margin for the estimate) is refused before it is built.
    static let log2Above = Double(largestExponent) * 3.321928094887362
    static let log2Below = Double(smallestExponent) * 3.321928094887362

    /// `10^10000` and `10^9999`, built once, when a value close to a bound needs an exact
    /// comparison.
    private static let upper = BigUInt(10).power(largestExponent)
    private static let lowerInverse = BigUInt(10).power(-smallestExponent)

    /// Where `r` (non-zero) lies, given `excess` = bit length of its numerator minus that
    /// of its denominator, so that log₂|r| is within 1 of `excess`. Only values within a
    /// few bits of a bound are compared exactly.
    static func place(log2Bounds excess: Int, _ r: Rational) -> Place {
        let e = Double(excess)
        if e - 1 >= log2Above { return .above }
        if e + 1 < log2Below { return .below }
        if e + 1 >= log2Above, r.numerator.magnitude >= r.denominator.magnitude * upper {
            return .above
        }
        if e - 1 < log2Below, r.numerator.magnitude * lowerInverse < r.denominator.magnitude {
            return .below
        }
        return .inside
    }

    /// Where a result of estimated magnitude 2^`log2` lies, for results not yet built;
    /// nil when the estimate is too close to a bound to decide (build it and compare).
    static func place(estimatedLog2 log2: Double) -> Place? {
        if log2 > log2Above + 2 { return .above }
        if log2 < log2Below - 2 { return .below }
        if log2 < log2Above - 2 && log2 > log2Below + 2 { return .inside }
        return nil
    }
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
        // |value| lies in [10^(order − 1), 10^order): decide the far out-of-range cases
        // without building enormous powers of ten (`checked` decides the rest).
        let order = significant.count + scale
        if order > ExactRange.largestExponent + 1 || order < ExactRange.smallestExponent - 1 {
            return nil
        }
        guard let integer = BigInt(significant) else { return nil }
        let signed = negative ? -integer : integer
        let power = BigInt(10).power(abs(scale))
        value = scale >= 0 ? Rational(signed * power) : Rational(signed, power)
    }
}

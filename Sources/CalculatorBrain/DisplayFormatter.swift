import BigInt

/// The display text of numbers (docs/behaviour.md §6): up to 15 significant digits, rounded half away
/// from zero, no trailing zeros, scientific notation from `1e15` up and below `1e−6`.
///
/// Rounding is computed exactly from the number's true value — a computed `Real` gives
/// its digits certain, a `Double` is first turned into the exact binary
/// fraction it is — so a tie is a real tie and nothing is rounded twice (a
/// `String(format:)` route would round the binary value in its own way).
public enum DisplayFormatter {
    /// The display text, with the minus sign U+2212 (`−`) for the number and the exponent:
    /// `0.333333333333333`, `16`, `1.5e20`, `−2.5e−10`. `−0` shows as `0`. The decimal
    /// mark is `numberFormat`'s (`0,25` in `de_DE`).
    /// A `numberFormat` with a style other than today's writes in it (§17).
    public static func string(for number: Number, format numberFormat: NumberFormat = .plain) -> String {
        guard numberFormat.style == .standard else {
            return NumberWriter.write(number, style: numberFormat.style, mark: numberFormat.decimalMark).text
        }
        return format(number, minus: "\u{2212}", mark: numberFormat.decimalMark)
    }

    /// The same text with an ASCII `-`, for the clipboard and other programs.
    /// In a style other than today's it is written in it, without grouping (§17).
    public static func asciiString(for number: Number, format numberFormat: NumberFormat = .plain) -> String {
        guard numberFormat.style == .standard else {
            return NumberWriter.write(number, style: numberFormat.style.ungrouped, minus: "-",
                                      mark: numberFormat.decimalMark).text
        }
        return format(number, minus: "-", mark: numberFormat.decimalMark)
    }

    /// The display text with at most `significantDigits` digits (1…15), for a display
    /// too narrow for all 15: `1.23456789e20`, `0.333333333`. Whole numbers with more
    /// digits than that are written in scientific notation.
    /// In a style other than today's, its own digits are cut to `digits` likewise.
    public static func string(for number: Number, significantDigits digits: Int,
                              format numberFormat: NumberFormat = .plain) -> String {
        guard numberFormat.style == .standard else {
            var style = numberFormat.style
            style.significantDigits = min(style.significantDigits, max(digits, 1))
            return NumberWriter.write(number, style: style, mark: numberFormat.decimalMark).text
        }
        return format(number, minus: "\u{2212}", mark: numberFormat.decimalMark,
                      digits: min(max(digits, 1), significantDigits))
    }

    /// A number in a description (docs/behaviour.md §5): as the display writes it, except an exact
    /// number with more significant digits than the display shows, up to the 30
    /// characters a typed number holds, which is written with all of them
    /// (`0.1234567890123456789`, not `0.123456789012346`), so that the description read
    /// as a formula gives the displayed value. Layout as the display's: scientific
    /// notation from `1e15` up and below `1e−6`.
    ///
    /// A value carried into a calculation rather than typed (a history entry's, the
    /// display's across a mode switch) is written so that it reads back as itself too:
    /// an exact fraction the display can only round, with numerator and denominator of
    /// at most 15 digits, as one (`(1 ÷ 3)`, so `3 × (1 ÷ 3) =` is 1, where
    /// `3 × 0.333333333333333` would be 0.999999999999999); a `Double` the display's 15
    /// digits do not give back, with the fewest digits that do (`1.4142135623730951`).
    public static func descriptionString(for number: Number, format: NumberFormat = .plain) -> String {
        let numberFormat = format.descriptionFormat
        let mark = numberFormat.decimalMark
        switch number {
        case .approximate(let a):
            let d = a.double
            guard d.isFinite, Double(asciiString(for: number)) != d,
                  let (digits, exponent) = shortestDigits(d) else { return string(for: number, format: numberFormat) }
            return (d < 0 ? "\u{2212}" : "") + layout(digits, exponent: exponent, minus: "\u{2212}", mark: mark)
        case .exact(let r):
            if r.isZero { return "0" }
            if let i = r.intValue, i.magnitude < 1_000_000_000_000_000 { return string(for: number, format: numberFormat) }
            let scaled = scaledQuotient(r.numerator.magnitude, r.denominator.magnitude, digits: longestTypedDigits)
            guard scaled.remainder.isZero else {
                // Not a typed number: a fraction the display rounds.
                let limit = powerOfTen(significantDigits)
                guard r.numerator.magnitude < limit, r.denominator.magnitude < limit else {
                    return string(for: number, format: numberFormat)
                }
                return "(" + (r.signum < 0 ? "\u{2212}" : "") + "\(r.numerator.magnitude) ÷ \(r.denominator.magnitude))"
            }
            var digits = String(scaled.quotient)
            while digits.last == "0" { digits.removeLast() }
            guard digits.count > significantDigits else { return string(for: number, format: numberFormat) }
            return (r.signum < 0 ? "\u{2212}" : "") + layout(digits, exponent: scaled.exponent, minus: "\u{2212}",
                                                             mark: mark)
        }
    }

    /// The fewest significant digits that read back as `d` (Swift's own shortest
    /// round-trip text, `1.4142135623730951`, `1e-07`), and the power of ten of the first.
    private static func shortestDigits(_ d: Double) -> (String, Int)? {
        let text = d.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first, let power = parts.count == 2 ? Int(parts[1]) : 0 else { return nil }
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        var exponent = mantissa.distance(from: mantissa.startIndex, to: point) - 1 + power
        var digits = Substring(mantissa.filter { $0 != "." })
        while digits.first == "0" { digits.removeFirst(); exponent -= 1 }
        while digits.last == "0" { digits.removeLast() }
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return (String(digits), exponent)
    }

    /// Most significant digits shown.
    static let significantDigits = 15

    /// Most significant digits a typed number can have (docs/behaviour.md §2: 30 characters).
    static let longestTypedDigits = 30

    static func format(_ number: Number, minus: String, mark: Character,
                               digits: Int = significantDigits) -> String {
        // Fast path: whole numbers below 10^15 are their own digits (at full precision).
        switch number {
        case .exact(let r) where digits == significantDigits:
            if let i = r.intValue, i.magnitude < 1_000_000_000_000_000 {
                return i < 0 ? minus + String(i.magnitude) : String(i)
            }
        case .approximate(let a) where digits == significantDigits && a.node == nil:
            let d = a.double
            if d.rounded(.towardZero) == d && abs(d) < 1e15 {
                let i = Int(d)
                return i < 0 ? minus + String(i.magnitude) : String(i)  // −0.0 gives "0"
            }
        default: break
        }
        if case .approximate(let a) = number, let (shown, exponent) = a.roundedDigits(digits) {
            // A computed value: its digits, certain.
            if a.double == 0 { return "0" }
            let sign = a.double < 0 ? minus : ""
            return sign + layout(shown, exponent: exponent, minus: minus, mark: mark, significant: digits)
        }
        guard let exact = number.exactValue else {
            // Not a value the brain produces (its errors are reported instead); say what it is.
            let d = number.doubleValue
            return d.isNaN ? "NaN" : (d < 0 ? minus : "") + "∞"
        }
        if exact.isZero { return "0" }
        let (shown, exponent) = roundedDigits(exact.numerator.magnitude, exact.denominator.magnitude, digits: digits)
        let sign = exact.signum < 0 ? minus : ""
        return sign + layout(shown, exponent: exponent, minus: minus, mark: mark, significant: digits)
    }

    /// The significant digits of `a / b` (> 0) rounded half away from zero to 15 digits,
    /// without trailing zeros, and the decimal exponent of the first digit:
    /// `a / b ≈ d.ddd × 10^exponent`.
    static func roundedDigits(_ a: BigUInt, _ b: BigUInt, digits significantDigits: Int = significantDigits)
        -> (digits: String, exponent: Int) {
        var (quotient, remainder, divisor, exponent) = scaledQuotient(a, b, digits: significantDigits)
        // Half away from zero on the magnitude: round up when the rest is at least half.
        if remainder << 1 >= divisor {
            quotient += 1
            if quotient == powerOfTen(significantDigits) {  // 999…9.5 became 10^15
                quotient = powerOfTen(significantDigits - 1)
                exponent += 1
            }
        }
        var digits = String(UInt64(quotient))
        while digits.last == "0" { digits.removeLast() }
        return (digits, exponent)
    }

    /// `a / b` (> 0) scaled by a power of ten to a whole quotient of exactly `digits`
    /// digits, with the rest: `a / b = (quotient + remainder / divisor) × 10^(exponent −
    /// digits + 1)`, the first digit at `10^exponent`.
    private static func scaledQuotient(_ a: BigUInt, _ b: BigUInt, digits: Int)
        -> (quotient: BigUInt, remainder: BigUInt, divisor: BigUInt, exponent: Int) {
        // First guess of ⌊log10(a/b)⌋ from the bit lengths (off by at most one), then
        // correct it so that the quotient has exactly `digits` digits.
        var exponent = Int((Double(a.bitWidth - b.bitWidth) * 0.30102999566398120).rounded(.down))
        while true {
            let shift = digits - 1 - exponent  // scale a/b by 10^shift
            let (scaledA, scaledB) = shift >= 0
                ? (a * powerOfTen(shift), b) : (a, b * powerOfTen(-shift))
            let (quotient, remainder) = scaledA.quotientAndRemainder(dividingBy: scaledB)
            if quotient < powerOfTen(digits - 1) {
                exponent -= 1
            } else if quotient >= powerOfTen(digits) {
                exponent += 1
            } else {
                return (quotient, remainder, scaledB, exponent)
            }
        }
    }

    /// Places the decimal mark, or writes `d.ddde±x` outside [1e−6, 1e15).
    static func layout(_ digits: String, exponent: Int, minus: String, mark: Character = ".",
                       significant significantDigits: Int = significantDigits) -> String {
        if exponent >= significantDigits || exponent < -6 {
            let mantissa = digits.count == 1 ? digits : "\(digits.prefix(1))\(mark)\(digits.dropFirst())"
            return mantissa + "e" + (exponent < 0 ? minus + String(-exponent) : String(exponent))
        }
        if exponent < 0 {
            return "0\(mark)" + String(repeating: "0", count: -exponent - 1) + digits
        }
        let integerCount = exponent + 1
        if digits.count <= integerCount {
            return digits + String(repeating: "0", count: integerCount - digits.count)
        }
        return "\(digits.prefix(integerCount))\(mark)\(digits.dropFirst(integerCount))"
    }

    /// 10^k, from a table for the sizes formatting usually needs.
    private static func powerOfTen(_ k: Int) -> BigUInt {
        k < powersOfTen.count ? powersOfTen[k] : BigUInt(10).power(k)
    }

    /// 10^0 … 10^40.
    private static let powersOfTen: [BigUInt] = (0...40).map { BigUInt(10).power($0) }
}

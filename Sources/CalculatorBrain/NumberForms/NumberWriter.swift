import BigInt

/// Writes a value in a `NumberStyle` (docs/behaviour.md §17): the display, history, stack
/// and variables when the style is not today's, `--format` on the command line.
/// `DisplayFormatter` calls it; its own rules (§6) are the decimal form's in automatic
/// notation.
public enum NumberWriter {
    /// A value's text and whether it reads back as the value exactly.
    public struct Written: Equatable, Sendable {
        /// `3/10`, `1 3/4`, `0.1(6)`, `≈ 99/70`, `1.2345e4`, `1,234,567.5`.
        public var text: String
        /// The text is the value itself, not a rounding of it: a fraction, a mixed number,
        /// a repeating decimal not cut, a decimal that ends within the digits shown.
        public var isExact: Bool
    }

    /// `number` written in `style`, with `minus` for a negative sign and `mark` as the
    /// decimal mark.
    public static func write(_ number: Number, style: NumberStyle, minus: String = "\u{2212}",
                             mark: Character = ".") -> Written {
        if let r = number.exactRational {
            switch style.form {
            case .decimal: break
            case _ where r.isZero: return Written(text: "0", isExact: true)
            case .fraction, .mixed:
                if let text = fraction(r, mixed: style.form == .mixed, minus: minus, grouping: style.grouping) {
                    return Written(text: text, isExact: true)
                }
                if let text = approximation(number, style: style, minus: minus) {
                    return Written(text: text, isExact: false)
                }
            case .repeating:
                if r.magnitude < wholeLimit, let expansion = RepeatingDecimal(r, budget: NumberStyle.longestForm) {
                    // Not grouped (but an integer): it reads back as a formula, which has no grouping.
                    let text = expansion.isInteger ? grouped(expansion.text(mark: mark), style.grouping, mark: mark)
                                                   : expansion.text(mark: mark)
                    return Written(text: (r.signum < 0 ? minus : "") + text, isExact: !expansion.isCut)
                }
            }
        } else if style.form == .fraction || style.form == .mixed,
                  let text = approximation(number, style: style, minus: minus) {
            return Written(text: text, isExact: false)
        }
        return decimal(number, style: style, minus: minus, mark: mark)
    }

    // MARK: - Fractions

    /// `7/4`, `−7/4`, mixed `1 3/4`; an integer as itself (grouped, as a decimal would be);
    /// nil when numerator and denominator have more than `NumberStyle.longestForm` digits together.
    private static func fraction(_ r: Rational, mixed: Bool, minus: String, grouping: DigitGrouping?) -> String? {
        let n = r.numerator.magnitude, d = r.denominator.magnitude
        // More than 110 bits together is more than 34 digits: too long, known without
        // writing out (up to 10,000) digits at every key.
        guard n.bitWidth + d.bitWidth <= 110 else { return nil }
        let numerator = String(n), denominator = String(d)
        let sign = r.signum < 0 ? minus : ""
        if d == 1 {
            guard numerator.count <= NumberStyle.longestForm else { return nil }
            return sign + (grouping?.grouped(Substring(numerator)) ?? numerator)
        }
        guard numerator.count + denominator.count <= NumberStyle.longestForm else { return nil }
        guard mixed, n > d else { return sign + numerator + "/" + denominator }
        let (whole, rest) = n.quotientAndRemainder(dividingBy: d)
        return sign + String(whole) + " " + String(rest) + "/" + denominator
    }

    /// `≈ 131836323/93222358`: the simplest fraction (smallest denominator) whose value
    /// rounds to the same significant digits as `number` does; nil for a value of 1e15 or
    /// more, and when that fraction is too long too.
    private static func approximation(_ number: Number, style: NumberStyle, minus: String) -> String? {
        guard let (digits, exponent) = roundedDigits(number, style.significantDigits),
              exponent < NumberStyle.mostDigits else { return nil }
        // The shown digits D·10^(exponent − s + 1): every value in [D − ½, D + ½) of that unit
        // rounds to them (half away from zero on the magnitude).
        let s = style.significantDigits
        let padded = digits + String(repeating: "0", count: max(0, s - digits.count))
        let shown = BigInt(padded)! * 2
        let unitPower = exponent - s + 1
        let unit = unitPower >= 0 ? Rational(BigInt(10).power(unitPower))
                                  : Rational(BigInt(1), BigInt(10).power(-unitPower))
        let half = unit / Rational(2)
        let low = Rational(shown - 1) * half, high = Rational(shown + 1) * half
        let simplest = SimplestRational.between(low, high)
        let negative = number.doubleValue < 0
        guard let text = fraction(negative ? -simplest : simplest, mixed: style.form == .mixed,
                                  minus: minus, grouping: style.grouping) else { return nil }
        return "≈ " + text
    }

    // MARK: - Decimals

    /// The decimal form in the style's notation; exact when it ends within the digits shown.
    static func decimal(_ number: Number, style: NumberStyle, minus: String, mark: Character) -> Written {
        let text: String
        switch style.notation {
        case .automatic:
            text = grouped(DisplayFormatter.format(number, minus: minus, mark: mark, digits: style.significantDigits),
                           style.grouping, mark: mark)
        case .scientific, .engineering:
            text = exponential(number, digits: style.significantDigits, engineering: style.notation == .engineering,
                               minus: minus, mark: mark)
        case .fixed(let decimals):
            text = fixed(number, decimals: min(max(decimals, 0), Notation.mostDecimals), style: style,
                         minus: minus, mark: mark)
        }
        // Whether it reads back is a property of the digits, not of their grouping.
        let isExact = style.grouping == nil ? readsBack(text, as: number, minus: minus, mark: mark)
                                            : decimal(number, style: style.ungrouped, minus: minus, mark: mark).isExact
        return Written(text: text, isExact: isExact)
    }

    /// `1.2345e4`, engineering `12.345e3`; `0` for zero.
    private static func exponential(_ number: Number, digits count: Int, engineering: Bool,
                                    minus: String, mark: Character) -> String {
        guard let (digits, exponent) = roundedDigits(number, count) else {
            return DisplayFormatter.format(number, minus: minus, mark: mark, digits: count)
        }
        // Rounded down to a multiple of 3: 0.1 is 100e−3.
        let power = engineering ? Int((Double(exponent) / 3).rounded(.down)) * 3 : exponent
        let wholeCount = exponent - power + 1
        let padded = digits.count < wholeCount ? digits + String(repeating: "0", count: wholeCount - digits.count) : digits
        let whole = padded.prefix(wholeCount), decimals = padded.dropFirst(wholeCount)
        let sign = number.doubleValue < 0 ? minus : ""
        let exponentText = power < 0 ? minus + String(-power) : String(power)
        return sign + whole + (decimals.isEmpty ? "" : String(mark) + decimals) + "e" + exponentText
    }

    /// Exactly `decimals` decimals, rounded half away from zero: certain digits, at most 15
    /// of them for an inexact value (a value needing more shows its 15, with fewer
    /// decimals); the automatic text from 1e15 up.
    private static func fixed(_ number: Number, decimals: Int, style: NumberStyle,
                              minus: String, mark: Character) -> String {
        var automatic: String {
            grouped(DisplayFormatter.format(number, minus: minus, mark: mark, digits: NumberStyle.mostDigits),
                    style.grouping, mark: mark)
        }
        let scaled: BigUInt
        if case .approximate(let a) = number, a.node != nil {
            guard let rounded = a.roundedScaled(decimals: decimals) else { return automatic }
            scaled = BigUInt(rounded)
        } else if let r = number.exactValue {  // an exact value, or a `Double`'s own
            let (q, rest) = (r.numerator.magnitude * BigUInt(10).power(decimals))
                .quotientAndRemainder(dividingBy: r.denominator.magnitude)
            scaled = rest * 2 >= r.denominator.magnitude ? q + 1 : q
        } else {
            return automatic
        }
        let (whole, rest) = scaled.quotientAndRemainder(dividingBy: BigUInt(10).power(decimals))
        guard whole < BigUInt(wholeLimit.numerator) else { return automatic }
        let digits = String(rest)
        let fraction = String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        let sign = number.doubleValue < 0 && !scaled.isZero ? minus : ""
        let wholeText = String(whole)
        return sign + (style.grouping?.grouped(Substring(wholeText)) ?? wholeText)
            + (decimals > 0 ? String(mark) + fraction : "")
    }

    // MARK: - Helpers

    /// Values from here up are not written in full: 1e15.
    private static let wholeLimit = Rational(BigInt(10).power(NumberStyle.mostDigits))

    /// The value's significant digits rounded to `count` and the exponent of the first;
    /// nil for zero and for a value that is not a finite number.
    static func roundedDigits(_ number: Number, _ count: Int) -> (String, Int)? {
        if case .approximate(let a) = number, let rounded = a.roundedDigits(count) {
            return a.double == 0 ? nil : rounded
        }
        guard let r = number.exactValue, !r.isZero else { return nil }
        return DisplayFormatter.roundedDigits(r.numerator.magnitude, r.denominator.magnitude, digits: count)
    }

    /// `text` with the digits before its decimal mark grouped (those of a mantissa too,
    /// which has at most three).
    static func grouped(_ text: String, _ grouping: DigitGrouping?, mark: Character) -> String {
        guard let grouping else { return text }
        let start = text.firstIndex(where: \.isASCIIDigitForm) ?? text.endIndex
        let end = text[start...].firstIndex { !$0.isASCIIDigitForm } ?? text.endIndex
        return String(text[..<start]) + grouping.grouped(text[start..<end]) + String(text[end...])
    }

    /// Whether a decimal text is the value itself (an exact value whose digits end
    /// within those shown).
    private static func readsBack(_ text: String, as number: Number, minus: String, mark: Character) -> Bool {
        guard let r = number.exactRational else { return false }
        let plain = String(text.map { $0 == mark ? "." : String($0) == minus ? "-" : $0 })
        guard let back = Number(decimal: plain), case .exact(let value) = back else { return false }
        return value == r
    }
}

extension Number {
    /// The exact value of an exact number; nil for an inexact one.
    public var exactRational: Rational? {
        if case .exact(let r) = self { return r }
        return nil
    }
}

extension Character {
    /// `0`…`9`.
    fileprivate var isASCIIDigitForm: Bool { ("0"..."9").contains(self) }
}

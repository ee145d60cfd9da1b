import BigInt

/// The decimal expansion of a fraction with its repeating part (docs/behaviour.md §17):
/// `1/7` is `0.(142857)`, `1/6` is `0.1(6)`, `1/4` is `0.25`; and the value of such a
/// text read back, exactly.
struct RepeatingDecimal: Equatable {
    /// The digits before the decimal mark (`0` for a value below 1).
    var whole: String
    /// The digits after the mark that do not repeat (`1` in `0.1(6)`).
    var fixed: String
    /// The digits that repeat (`6` in `0.1(6)`); empty for a decimal that ends.
    var period: String
    /// The period is longer than the digits allowed: `period` is its beginning.
    var isCut: Bool

    /// The expansion of |`r`| with at most `budget` digits in all, the period cut where
    /// it does not fit; nil when the whole part and the digits before the period do not fit.
    init?(_ r: Rational, budget: Int) {
        let n = r.numerator.magnitude, d = r.denominator.magnitude
        let (quotient, remainder) = n.quotientAndRemainder(dividingBy: d)
        whole = String(quotient)
        // The digits after the mark before the period: as many as the larger power of 2
        // or 5 in the denominator (10^k · r then has a denominator prime to 10).
        let twos = d.trailingZeroBitCount
        var rest = d >> twos
        var fives = 0
        // Counted no further than the budget: 1e−9999's 9,999 fives would cost a division each.
        while fives <= budget, rest.isMultiple(of: 5) { rest /= 5; fives += 1 }
        let fixedCount = max(twos, fives)
        guard whole.count + fixedCount <= budget else { return nil }
        // Long division: one digit per step, the remainder carried.
        var carried = remainder
        func nextDigit() -> Character {
            let (digit, left) = (carried * 10).quotientAndRemainder(dividingBy: d)
            carried = left
            return Character(String(digit))
        }
        fixed = String((0..<fixedCount).map { _ in nextDigit() })
        period = ""
        isCut = false
        guard rest != 1, !carried.isZero else { return }
        // After the fixed digits the expansion repeats from the first remainder on.
        let start = carried
        repeat {
            guard whole.count + fixedCount + period.count < budget else {
                isCut = true
                return
            }
            period.append(nextDigit())
        } while carried != start
    }

    /// No digits after the mark: a whole number.
    var isInteger: Bool { fixed.isEmpty && period.isEmpty }

    /// The text: `0.(142857)`, `0.1(6)`, `12.25`, `3`; a cut period ends in `…)`.
    func text(mark: Character) -> String {
        if fixed.isEmpty && period.isEmpty { return whole }
        let repeating = period.isEmpty ? "" : "(" + period + (isCut ? "…" : "") + ")"
        return whole + String(mark) + fixed + repeating
    }

    /// The value of a number's text as the formula lexer collects it (ASCII digits and
    /// one `.`: `0.1`, `.5`, `2.`) followed by the repeating `period`.
    static func value(_ decimalText: String, period: Substring) -> Rational? {
        guard decimalText.count + period.count <= Number.maximumTextLength else { return nil }
        let parts = decimalText.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0].isEmpty ? "0" : parts[0]
        return value(whole: whole, fixed: parts.count > 1 ? parts[1] : "", period: period)
    }

    /// The value of `whole.fixed(period)`, all ASCII digits (`fixed` and `period` may be
    /// empty, `whole` not): `0.(3)` is 1/3, `0.1(6)` is 1/6.
    static func value(whole: Substring, fixed: Substring, period: Substring) -> Rational? {
        guard let w = BigInt(whole) else { return nil }
        let f = fixed.isEmpty ? BigInt(0) : BigInt(fixed)
        let p = period.isEmpty ? BigInt(0) : BigInt(period)
        guard let f, let p else { return nil }
        let fixedScale = BigInt(10).power(fixed.count)
        let periodScale = BigInt(10).power(period.count) - 1
        // w + f/10^k + p/(10^k · (10^m − 1)), over one denominator.
        let denominator = fixedScale * (period.isEmpty ? 1 : periodScale)
        let numerator = (w * fixedScale + f) * (period.isEmpty ? 1 : periodScale) + p
        return Rational(numerator, denominator)
    }
}

import BigInt
import TestSupport
import Testing
@testable import CalculatorBrain

/// docs/behaviour.md §17: forms, notations, digits and grouping of a shown value, and
/// their read-back.
@Suite struct NumberFormsTests {
    static let minus = "\u{2212}"

    /// `text` (`testNumber`'s: a decimal, `n/d`, `d:` a Double, `π`, or `√2`) written in `style`.
    static func written(_ text: String, _ style: NumberStyle, mark: Character = ".") -> NumberWriter.Written {
        NumberWriter.write(value(text), style: style, mark: mark)
    }

    static func value(_ text: String) -> Number {
        text == "√2" ? formula("√2") : testNumber(text)
    }

    /// A formula's value, computed by the brain.
    static func formula(_ text: String) -> Number {
        (try? CalculatorBrain().previewFormula(text).get())!
    }

    static let fraction = NumberStyle(form: .fraction)
    static let mixed = NumberStyle(form: .mixed)
    static let repeating = NumberStyle(form: .repeating)

    @Test(arguments: [
        // Exact fractions: signs, zero, integers, huge and tiny.
        ("0.3", "3/10"), ("-1.75", "\(minus)7/4"), ("0", "0"), ("16", "16"), ("-16", "\(minus)16"),
        ("1/3", "1/3"), ("-2/3", "\(minus)2/3"), ("1e20", "100000000000000000000"),
        ("1e-20", "1/100000000000000000000"),
        // Too long for a fraction: the simplest one that rounds to the same 15 digits, or the decimal.
        ("1e40", "1e40"), ("1e-40", "1e\(minus)40"),
        ("1/30000000000000000000000000007", "1/30000000000000000000000000007"),
        ("1/300000000000000000000000000007", "3.33333333333333e\(minus)30"),  // so is its ≈ one
        // Inexact values: ≈ the simplest fraction with the same 15 digits.
        ("√2", "≈ 13250218/9369319"), ("π", "≈ 63885804/20335483"), ("d:0.5", "≈ 1/2"),
        ("d:-0.1", "≈ \(minus)1/10"),
    ])
    func fractionForm(text: String, expected: String) {
        #expect(Self.written(text, Self.fraction).text == expected)
    }

    @Test func approximationOfALongExactFraction() {
        // 34 digits together: too long to show; its 15 digits' simplest fraction is shorter.
        let long = Number.exact(Rational(BigInt(10).power(16) + 1, BigInt(10).power(16) * 3))
        let shown = NumberWriter.write(long, style: Self.fraction)
        #expect(shown.text == "≈ 1/3")
        #expect(!shown.isExact)
    }

    @Test(arguments: [
        ("1.75", "1 3/4"), ("-1.75", "\(minus)1 3/4"), ("0.75", "3/4"), ("-0.75", "\(minus)3/4"),
        ("5", "5"), ("0", "0"), ("22/7", "3 1/7"), ("√2", "≈ 1 3880899/9369319"),
    ])
    func mixedForm(text: String, expected: String) {
        #expect(Self.written(text, Self.mixed).text == expected)
    }

    @Test(arguments: [
        ("1/7", "0.(142857)"), ("1/6", "0.1(6)"), ("1/4", "0.25"), ("-1/3", "\(minus)0.(3)"),
        ("22/7", "3.(142857)"), ("5", "5"), ("0", "0"), ("1/17", "0.(0588235294117647)"),
        ("1/3072", "0.0003255208(3)"), ("1e-25", "0.0000000000000000000000001"),
        // A period longer than fits: as far as 30 digits go.
        ("1/97", "0.(01030927835051546391752577319…)"),
        // Too long before the period, or 1e15 and more: the decimal.
        ("1e-40", "1e\(minus)40"), ("100000000000000000000/3", "3.33333333333333e19"),
        // Inexact: the decimal.
        ("√2", "1.4142135623731"),
    ])
    func repeatingForm(text: String, expected: String) {
        #expect(Self.written(text, Self.repeating).text == expected)
    }

    @Test func exactnessIsReported() {
        #expect(Self.written("1/7", Self.repeating).isExact)
        #expect(!Self.written("1/97", Self.repeating).isExact)
        #expect(Self.written("1/3", Self.fraction).isExact)
        #expect(!Self.written("√2", Self.fraction).isExact)
        #expect(Self.written("0.25", .standard).isExact)
        #expect(!Self.written("1/3", .standard).isExact)
    }

    @Test(arguments: [
        ("12345", NumberStyle(notation: .scientific), "1.2345e4"),
        ("-12345", NumberStyle(notation: .scientific), "\(minus)1.2345e4"),
        ("0.00012", NumberStyle(notation: .scientific), "1.2e\(minus)4"),
        ("1", NumberStyle(notation: .scientific), "1e0"),
        ("0", NumberStyle(notation: .scientific), "0"),
        ("1/3", NumberStyle(notation: .scientific), "3.33333333333333e\(minus)1"),
        ("1e400", NumberStyle(notation: .scientific), "1e400"),
        ("12345", NumberStyle(notation: .engineering), "12.345e3"),
        ("0.00012", NumberStyle(notation: .engineering), "120e\(minus)6"),
        ("1", NumberStyle(notation: .engineering), "1e0"),
        ("1000", NumberStyle(notation: .engineering), "1e3"),
        ("100000", NumberStyle(notation: .engineering), "100e3"),
        ("-1.5e-7", NumberStyle(notation: .engineering), "\(minus)150e\(minus)9"),
        ("0.1", NumberStyle(notation: .engineering), "100e\(minus)3"),
        ("3.14159", NumberStyle(notation: .fixed(2)), "3.14"),
        ("2.675", NumberStyle(notation: .fixed(2)), "2.68"),
        ("-2.675", NumberStyle(notation: .fixed(2)), "\(minus)2.68"),
        ("0", NumberStyle(notation: .fixed(2)), "0.00"),
        ("-0.001", NumberStyle(notation: .fixed(2)), "0.00"),
        ("1/3", NumberStyle(notation: .fixed(2)), "0.33"),
        ("12", NumberStyle(notation: .fixed(2)), "12.00"),
        ("2.5", NumberStyle(notation: .fixed(0)), "3"),
        ("-2.5", NumberStyle(notation: .fixed(0)), "\(minus)3"),
        ("0.995", NumberStyle(notation: .fixed(2)), "1.00"),
        ("π", NumberStyle(notation: .fixed(4)), "3.1416"),
        ("d:0.125", NumberStyle(notation: .fixed(2)), "0.13"),
        ("d:-0.125", NumberStyle(notation: .fixed(2)), "\(minus)0.13"),
        ("1e20", NumberStyle(notation: .fixed(2)), "1e20"),
        ("1/3", NumberStyle(significantDigits: 5), "0.33333"),
        ("√2", NumberStyle(form: .fraction, significantDigits: 5), "≈ 239/169"),
        ("π", NumberStyle(form: .fraction, significantDigits: 6), "≈ 355/113"),
        ("π", NumberStyle(notation: .scientific, significantDigits: 3), "3.14e0"),
    ])
    func notation(text: String, style: NumberStyle, expected: String) {
        #expect(Self.written(text, style).text == expected)
    }

    @Test func fixedKeepsOnlyCertainDigits() {
        // π × 10^10 with 10 decimals needs 21 digits: an inexact value shows its 15.
        let big = Self.formula("π×10000000000")
        #expect(NumberWriter.write(big, style: NumberStyle(notation: .fixed(10))).text == "31415926535.8979")
        #expect(NumberWriter.write(big, style: NumberStyle(notation: .fixed(3))).text == "31415926535.898")
    }

    @Test(arguments: [
        ("1234567.5", DigitGrouping(separator: ","), ".", "1,234,567.5"),
        ("1234567.5", DigitGrouping(separator: "."), ",", "1.234.567,5"),
        ("1234567.5", DigitGrouping(separator: "\u{202F}"), ",", "1\u{202F}234\u{202F}567,5"),
        ("123456789", DigitGrouping(separator: ",", sizes: [3, 2]), ".", "12,34,56,789"),
        ("-1234", DigitGrouping(separator: ","), ".", "\(minus)1,234"),
        ("123", DigitGrouping(separator: ","), ".", "123"),
        ("1e20", DigitGrouping(separator: ","), ".", "1e20"),
        ("0.000123", DigitGrouping(separator: ","), ".", "0.000123"),
    ])
    func grouping(text: String, grouping: DigitGrouping, mark: Character, expected: String) {
        #expect(Self.written(text, NumberStyle(grouping: grouping), mark: mark).text == expected)
    }

    @Test func groupingInOtherForms() {
        let commas = DigitGrouping.commas
        #expect(Self.written("1234.5", NumberStyle(notation: .fixed(2), grouping: commas)).text == "1,234.50")
        // A repeating decimal reads back as a formula, which has no grouping: only an integer is grouped.
        #expect(Self.written("10000/3", NumberStyle(form: .repeating, grouping: commas)).text == "3333.(3)")
        #expect(Self.written("10000", NumberStyle(form: .repeating, grouping: commas)).text == "10,000")
        #expect(Self.written("1234567", NumberStyle(form: .fraction, grouping: commas)).text == "1,234,567")
        // A fraction's parts stay one token a formula reads.
        #expect(Self.written("12345/7", NumberStyle(form: .fraction, grouping: commas)).text == "12345/7")
        #expect(Self.written("12345", NumberStyle(notation: .scientific, grouping: commas)).text == "1.2345e4")
    }

    @Test func theDecimalMarkIsTheFormats() {
        #expect(Self.written("1/6", Self.repeating, mark: ",").text == "0,1(6)")
        #expect(Self.written("12345", NumberStyle(notation: .engineering), mark: ",").text == "12,345e3")
    }

    @Test func theCycleVisitsEveryForm() {
        var form = NumberForm.decimal
        var seen: [NumberForm] = []
        repeat {
            seen.append(form)
            form = form.next
        } while form != .decimal
        #expect(seen == [.decimal, .fraction, .mixed, .repeating])
    }

    // MARK: - Read-back

    /// `text` read as a formula (a mixed number as a paste reads it).
    static func readBack(_ text: String) -> Number? {
        if let mixed = Number(mixedText: text) { return mixed }
        return try? CalculatorBrain().previewFormula(text).get()
    }

    @Test(arguments: [
        ("0.(3)", "1/3"), ("0.1(6)", "1/6"), ("0.(142857)", "1/7"), ("3.(142857)", "22/7"),
        ("0.(9)", "1"), ("2.(3)", "7/3"), ("0,(3)", "1/3"),
        ("0.(3)*3", "1"), ("−0.(3)", "-1/3"), ("1 3/4", "7/4"), ("−1 3/4", "-7/4"), ("-1 3/4", "-7/4"),
        ("3/10", "3/10"), ("−7/4", "-7/4"), ("1.2345e4", "12345"), ("120e−6", "0.00012"),
        // A group that is not only digits is a product, as before.
        ("2.(3+1)", "8"), ("1.5(2)(2)", "137/45"),
    ])
    func readBack(text: String, expected: String) {
        let format = NumberFormat(decimalMark: ",", formulaMark: ",")
        let read = text.contains(",") ? try? CalculatorBrain().previewFormula(text, format: format).get() : Self.readBack(text)
        #expect(read == testNumber(expected), "\(text)")
    }

    @Test(arguments: ["0.(142…)", "0.(01030927835051546391752577319…)"])
    func aCutPeriodIsRefused(text: String) {
        let error = CalculatorBrain.checkFormula(text)
        #expect(error?.message == "a repeating decimal cut short with `…` has no exact value")
        #expect(error?.position == 2)
    }

    @Test(arguments: ["1 5/4", "1 3/0", "1 3/", "13/4", "1  /4", "a 1/2", "1 3/4 5"])
    func notMixedNumbers(text: String) {
        #expect(Number(mixedText: text) == nil)
    }

    /// Any exact value written in any form that says it is exact reads back as itself.
    @Test func everyExactFormReadsBack() {
        var generator = SeededGenerator(state: 36)
        let styles: [NumberStyle] = [
            .standard, Self.fraction, Self.mixed, Self.repeating,
            NumberStyle(notation: .scientific), NumberStyle(notation: .engineering),
            NumberStyle(notation: .fixed(4)),
        ]
        var checked = 0
        for _ in 0..<400 {
            let numerator = Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator)
            let denominator = [1, 2, 3, 7, 8, 12, 125, 97, 1024, 9999, 1_000_000]
                .randomElement(using: &generator)! * Int.random(in: 1...50, using: &generator)
            let value = Number.exact(Rational(numerator, denominator))
            for style in styles {
                let shown = NumberWriter.write(value, style: style)
                if style.form != .decimal && style.form != .repeating { #expect(shown.isExact) }
                guard shown.isExact else { continue }
                #expect(Self.readBack(shown.text) == value, "\(numerator)/\(denominator) as \(shown.text)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}

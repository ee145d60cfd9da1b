import TestSupport
import Testing
import CalculatorBrain

/// docs/behaviour.md §6: the display text of numbers.
@Suite struct DisplayFormatterTests {
    static let minus = "\u{2212}"

    @Test(arguments: [
        // The brief's examples.
        ("1/3", "0.333333333333333"), ("2/3", "0.666666666666667"), ("16", "16"),
        ("1e-6", "0.000001"), ("9.9999999e-7", "9.9999999e\(minus)7"),
        ("999999999999999.5", "1e15"), ("d:1.7976931348623157e+308", "1.79769313486232e308"),
        ("1.5e20", "1.5e20"), ("-2.5e-10", "\(minus)2.5e\(minus)10"),
        ("1e15", "1e15"), ("999999999999999", "999999999999999"),
        ("d:999999999999999.0", "999999999999999"),
        // Integers and decimals.
        ("0", "0"), ("-16", "\(minus)16"), ("100", "100"), ("0.75", "0.75"), ("1234.5", "1234.5"),
        ("1e14", "100000000000000"), ("-1e14", "\(minus)100000000000000"),
        ("123456789012345678", "1.23456789012346e17"), ("1e20", "1e20"),
        ("-1e15", "\(minus)1e15"), ("d:1e16", "1e16"), ("d:-1e15", "\(minus)1e15"),
        ("d:999999999999999.9", "1e15"), ("d:123.456", "123.456"), ("d:1e-5", "0.00001"),
        ("d:0.1", "0.1"), ("d:0.30000000000000004", "0.3"), ("d:1e-7", "1e\(minus)7"),
        ("0.00000123456789012345678", "0.00000123456789012346"),
        ("0.9999999999999999e-6", "0.000001"),  // rounds up to 1e−6: plain
        ("12345678901234.56", "12345678901234.6"), ("0.1000000000000001", "0.1"),
        ("d:5e-324", "4.94065645841247e\(minus)324"), ("d:2.2250738585072014e-308", "2.2250738585072e\(minus)308"),
        ("-1/7", "\(minus)0.142857142857143"), ("1" + String(repeating: "0", count: 400) + "/3", "3.33333333333333e399"),
        // Half away from zero, computed on the true value.
        ("0.1234567890123445", "0.123456789012345"),
        ("-0.1234567890123445", "\(minus)0.123456789012345"),
        ("0.12345678901234449999", "0.123456789012344"),
        ("0.3000000000000005", "0.300000000000001"), ("-0.3000000000000005", "\(minus)0.300000000000001"),
        ("d:0.1234567890123445", "0.123456789012344"),  // that Double is just below the tie
        ("d:0.3000000000000005", "0.3"),  // likewise
        ("d:2.675000000000005", "2.67500000000001"),  // and this one just above it
        ("2.5e-15", "2.5e\(minus)15"), ("9999999999999995", "1e16"), ("9999999999999994", "9.99999999999999e15"),
        // The exact range, formatted without a Double (docs/behaviour.md §6).
        ("1e400", "1e400"), ("1e-400", "1e\(minus)400"), ("-1e9999", "\(minus)1e9999"),
        ("1e-9999", "1e\(minus)9999"), ("9.999999999999995e9999", "1e10000"),
        ("9.999999999999994e9999", "9.99999999999999e9999"),
        ("-1.000000000000005e-9999", "\(minus)1.00000000000001e\(minus)9999"),
        ("1234567890123456789e583", "1.23456789012346e601"),
        // Negative zero.
        ("d:-0.0", "0"), ("-0", "0"), ("d:-1e-400", "0"),
    ])
    func displayText(text: String, expected: String) {
        #expect(DisplayFormatter.string(for: testNumber(text)) == expected)
    }

    @Test(arguments: [
        ("1/3", "0.333333333333333"), ("-16", "-16"), ("-2.5e-10", "-2.5e-10"), ("1e-7", "1e-7"),
        ("d:-0.5", "-0.5"), ("d:-1e300", "-1e300"), ("d:-0.0", "0"), ("1.5e20", "1.5e20"),
    ])
    func asciiVariantUsesHyphenMinus(text: String, expected: String) {
        #expect(DisplayFormatter.asciiString(for: testNumber(text)) == expected)
    }

    /// docs/behaviour.md §5: a description writes an exact number that ends within 30 significant
    /// digits with all of them (a typed number), in the display's layout; a fraction the
    /// display rounds as a fraction (numerator and denominator up to 15 digits); a Double
    /// the display's 15 digits do not give back with its shortest round-trip digits;
    /// anything else as the display writes it. Each reads back as the value.
    @Test(arguments: [
        ("0.1234567890123456789", "0.1234567890123456789"), ("12.5", "12.5"), ("16", "16"),
        ("999999999999999.5", "999999999999999.5"), ("3.141592653589793", "3.141592653589793"),
        ("12345678901234567890", "1.234567890123456789e19"), ("1000000000000000", "1e15"),
        ("-0.00000012345678901234567", "\(minus)1.2345678901234567e\(minus)7"),
        ("123456789012345678901234567891", "1.23456789012345678901234567891e29"),
        // Not ending: a fraction; with more than 15 digits to it, rounded to 15.
        ("1/3", "(1 ÷ 3)"), ("-2/3", "(\(minus)2 ÷ 3)"), ("100000000000000000000/3", "3.33333333333333e19"),
        // More than 30 digits: rounded to 15, as displayed.
        ("1234567890123456789012345678912", "1.23456789012346e30"),
        // Doubles: as displayed when that reads back, else the fewest digits that do.
        ("d:0.1", "0.1"), ("d:1.4142135623730951", "1.4142135623730951"),
        ("d:-0.00000012345678901234567", "\(minus)1.2345678901234566e\(minus)7"), ("d:1e300", "1e300"),
        ("d:0.30000000000000004", "0.30000000000000004"),
        ("-0", "0"), ("1e-9999", "1e\(minus)9999"),
    ])
    func descriptionText(text: String, expected: String) {
        #expect(DisplayFormatter.descriptionString(for: testNumber(text)) == expected)
    }

    /// docs/behaviour.md §8: a display too narrow for 15 digits shows fewer; whole numbers with more
    /// digits than that switch to scientific notation rather than invent zeros.
    @Test(arguments: [
        ("1/3", 9, "0.333333333"), ("2/3", 6, "0.666667"), ("16", 6, "16"),
        ("123456789", 6, "1.23457e8"), ("123456", 6, "123456"), ("-1234567", 3, "\(minus)1.23e6"),
        ("d:-2.9552076050124113e-254", 9, "\(minus)2.95520761e\(minus)254"),
        ("1.5e20", 12, "1.5e20"), ("12345.678", 6, "12345.7"), ("0.000012345678", 3, "0.0000123"),
        ("1/3", 40, "0.333333333333333"), ("1/3", 0, "0.3"),
    ])
    func fewerDigits(text: String, digits: Int, expected: String) {
        #expect(DisplayFormatter.string(for: testNumber(text), significantDigits: digits) == expected)
    }

    /// Reading the display text back gives the value to 15 significant digits, so the text
    /// never drops or invents digits (checked on random `Double`s across the range).
    @Test func displayTextReadsBackAsTheValueTo15Digits() {
        var rng = SeededGenerator(state: 99)
        for _ in 0..<3000 {
            let d = Double(bitPattern: rng.next())
            guard d.isFinite, d != 0 else { continue }
            let text = DisplayFormatter.asciiString(for: .approximate(d))
            guard let back = Double(text) else {
                Issue.record("unreadable \(text)")
                continue
            }
            #expect(abs(back - d) <= abs(d) * 5e-15, "\(d) shown as \(text)")
            #expect(!text.contains("e") || abs(back) >= 1e15 || abs(back) < 1e-6, "\(text)")
            let mantissa = text.split(separator: "e")[0].filter(\.isNumber)
            #expect(mantissa.drop { $0 == "0" }.count <= 15 && !text.hasSuffix(".0"), "\(text)")
        }
    }
}

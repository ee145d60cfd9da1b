import TestSupport
import Testing
import CalculatorBrain

extension NumberTests {
    /// The saved text form (docs/behaviour.md §7): lossless, and strict about what it accepts.
    @Suite struct Serialization {
        @Test(arguments: [
            (Number.exact(Rational(3, 4)), "3/4"), (Number(-7), "-7"), (Number.zero, "0"),
            (.exact(Rational(Int.min, 3)), "-9223372036854775808/3"),
            (.approximate(0.1), "d:0.1"), (.approximate(-0.0), "d:-0.0"), (.approximate(2), "d:2.0"),
            (.constant(.pi), "d:3.141592653589793"), (.approximate(.leastNonzeroMagnitude), "d:5e-324"),
            (.approximate(-1.7976931348623157e308), "d:-1.7976931348623157e+308"),
            // Around the 18-digit parts read without BigInt.
            (.exact(Rational(999_999_999_999_999_999, 1)), "999999999999999999"),
            (.exact(Rational(-999_999_999_999_999_999, 999_999_999_999_999_998)),
             "-999999999999999999/999999999999999998"),
            (.exact(Rational(Int.max, 1)), "9223372036854775807"),
            (.exact(Rational(1, 1_000_000_000_000_000_000)), "1/1000000000000000000"),
        ])
        func writesTheDocumentedForm(number: Number, text: String) {
            #expect(number.serialized == text)
            #expect(Number(serialized: text) == number)
        }

        @Test func negativeZeroKeepsItsSign() {
            #expect(Number(serialized: "d:-0.0")?.doubleValue.sign == .minus)
        }

        @Test func randomValuesRoundTrip() throws {
            var rng = SeededGenerator(state: 2024)
            for _ in 0..<4000 {
                let value: Number
                switch rng.next() % 3 {
                case 0:
                    let d = Double(bitPattern: rng.next())
                    value = .approximate(d.isFinite ? d : 1)
                case 1:
                    let n = Int.random(in: .min ... .max, using: &rng)
                    let d = Int.random(in: 1 ... .max, using: &rng)
                    value = .exact(Rational(n, d))
                default:  // long fractions, beyond Int
                    let digits = (0..<Int.random(in: 1...60, using: &rng))
                        .map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
                    let text = "-\(digits)e\(Int.random(in: -80...20, using: &rng))"
                    value = try #require(Number(decimal: text))
                }
                let text = value.serialized
                #expect(Number(serialized: text) == value, "\(text)")
                #expect(Number(serialized: text)?.serialized == text)
            }
        }

        @Test(arguments: [
            "", "d:", "d:abc", "d:inf", "d:-inf", "d:nan", "d:1e400", "d:0x1p3", "d: 1", "d:1 ",
            "d:1.0e5", "d:1", "d:0.10", "D:1.0", "3/0", "6/8", "3/1", "-0", "+3", "03", "3/-4",
            "3/+4", "3/4/5", "1/", "/2", "0/5", "--3", "-", "/", "3.5", "1e5", "x", "\u{2212}3",
            " 3", "3 ", "\u{0661}\u{0662}", "\u{FF13}", "1/04", "1\u{0}",
            // Not reduced, or zero, with 18-digit parts and with a 19-digit one.
            "-0/5", "00", "123456789012345678/3", "4/123456789012345678", "1234567890123456789/3",
            "1234567890123456789/2/3", "2/1000000000000000000",
            // A `/` inside a grapheme cluster (the slash is found by its byte).
            "3/\u{301}4", "3\u{600}/4",
            String(repeating: "9", count: 21_001), "d:" + String(repeating: "1", count: 10_000),
            // Outside the exact range (docs/behaviour.md §6), or longer than the brain keeps.
            "1" + String(repeating: "0", count: 10_000), "-1" + String(repeating: "0", count: 10_000),
            "1/1" + String(repeating: "0", count: 10_000), "1/" + String(repeating: "3", count: 10_000),
            "2/" + String(repeating: "3", count: 10_240), String(repeating: "7", count: 10_240) + "/3",
        ])
        func refusesAnythingElse(text: String) {
            #expect(Number(serialized: text) == nil)
        }

        @Test(arguments: [
            "1" + String(repeating: "0", count: 9_999), "1/1" + String(repeating: "0", count: 9_999),
            String(repeating: "7", count: 10_000) + "/" + String(repeating: "3", count: 10_000) + "1",
            "-1/1000000000000000001", "-1000000000000000001/2",
        ])
        func acceptsLongTextUpToTheLimit(text: String) {
            #expect(Number(serialized: text)?.serialized == text)
        }
    }
}

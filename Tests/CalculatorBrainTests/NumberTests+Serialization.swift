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
            (.constant(.pi), "r:3.141592653589793;314159265358979e0;cπ"), (.approximate(.leastNonzeroMagnitude), "d:5e-324"),
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

        /// A computed value comes back as what computes it, not as its `Double`:
        /// `cosh(10⁻⁸)` is just above 1, and stays above 1 after a restart.
        @Test func aComputedValueKeepsItsRecipe() throws {
            let tiny = try Number(1).applying(.divide, Number(100_000_000)).get()
            let z = try tiny.applying(.cosh, angle: .radians).get()
            #expect(z.doubleValue == 1)
            let text = z.serialized
            #expect(text == "r:1.0;1e0;ucosh rad q1/100000000")
            let back = try #require(Number(serialized: text))
            let above = { (n: Number) in try n.applying(.subtract, Number(1)).get().applying(.sgn, angle: .radians).get() }
            #expect(try above(z) == Number(1))
            #expect(try above(back) == Number(1))
            #expect(back.serialized == text)
        }

        /// Chains of functions of random fractions come back with the same digits and text;
        /// shared operands are written once.
        @Test func computedValuesRoundTrip() throws {
            var rng = SeededGenerator(state: 7)
            let unary: [UnaryOperation] = [.sin, .cos, .atan, .exp, .ln, .squareRoot, .cubeRoot, .sinh, .asinh, .negate]
            let binary: [BinaryOperation] = [.add, .subtract, .multiply, .divide, .power]
            var count = 0
            for _ in 0..<300 {
                var value = Number.exact(Rational(Int.random(in: 1...1000, using: &rng), Int.random(in: 1...97, using: &rng)))
                for _ in 0..<Int.random(in: 1...12, using: &rng) {
                    let next = rng.next() % 2 == 0
                        ? value.applying(unary[Int(rng.next() % UInt64(unary.count))], angle: .radians)
                        : value.applying(binary[Int(rng.next() % UInt64(binary.count))], rng.next() % 3 == 0 ? value : Number(Int.random(in: 1...9, using: &rng)))
                    if case .success(let n) = next, n.doubleValue.magnitude < 1e100, n.doubleValue.magnitude > 1e-100 { value = n }
                }
                guard case .approximate = value else { continue }
                count += 1
                let text = value.serialized
                let back = try #require(Number(serialized: text), "\(text)")
                #expect(back == value, "\(text)")
                #expect(back.serialized == text)
                #expect(DisplayFormatter.string(for: back) == DisplayFormatter.string(for: value), "\(text)")
            }
            #expect(count > 200)
        }

        /// A value made by more steps than a saved recipe holds is saved as a fraction
        /// within 2⁻²⁵⁶ of it: the same digits, at a bounded cost.
        @Test func aLongChainIsSavedAsAFraction() throws {
            var value = try Number(2).applying(.squareRoot, angle: .radians).get()
            for _ in 0..<300 { value = try value.applying(.add, Number(1)).get().applying(.squareRoot, angle: .radians).get() }
            let text = value.serialized
            #expect(text.contains(";="))
            #expect(text.utf8.count < 300)
            let back = try #require(Number(serialized: text))
            #expect(back == value)
            #expect(DisplayFormatter.string(for: back) == DisplayFormatter.string(for: value))
        }

        /// `√2` as saved; the refusals below damage one part of it.
        static let root2 = "r:1.4142135623730951;14142135623731e0;u√ rad q2"

        @Test func readsTheDocumentedRecipe() throws {
            let root2 = try Number(2).applying(.squareRoot, angle: .radians).get()
            #expect(root2.serialized == Self.root2)
            #expect(Number(serialized: Self.root2) == root2)
        }

        @Test(arguments: [
            "r:", "r:1.4142135623730951", "r:1.4142135623730951;14142135623731e0",
            "r:1.4142135623730951;14142135623731e0;", "r:1.4142135623730951;14142135623731e0;u√ rad q2;",
            // The Double or the digits damaged, or not as written.
            "r:1.41421356237309510;14142135623731e0;u√ rad q2", "r:inf;14142135623731e0;u√ rad q2",
            "r:1.4142135623730952;14142135623731e0;u√ rad q2x", "r:1.5;14142135623731e0;u√ rad q2",
            "r:1.4142135623730951;14142135623732e0;u√ rad q2", "r:1.4142135623730951;14142135623731e1;u√ rad q2",
            "r:1.4142135623730951;014142135623731e0;u√ rad q2", "r:1.4142135623730951;141421356237310e0;u√ rad q2",
            "r:1.4142135623730951;14142135623731e+0;u√ rad q2", "r:1.4142135623730951;14142135623731;u√ rad q2",
            "r:1.4142135623730951;1414213562373095e0;u√ rad q2", "r:1.4142135623730951;e0;u√ rad q2",
            // A node damaged.
            "r:1.4142135623730951;14142135623731e0;cx", "r:1.4142135623730951;14142135623731e0;#0",
            "r:1.4142135623730951;14142135623731e0;u√ rad #0", "r:1.4142135623730951;14142135623731e0;u√ rad #1;cπ",
            "r:1.4142135623730951;14142135623731e0;b+ q1", "r:1.4142135623730951;14142135623731e0;b+ q1 q2 q3",
            "r:1.4142135623730951;14142135623731e0;=1/0", "r:1.4142135623730951;14142135623731e0;=3/6",
            "r:1.4142135623730951;14142135623731e0;q1", "r:1.4142135623730951;14142135623731e0;u√ rad d2.0 ",
            "r:1.4142135623730951;14142135623731e0;u√ rad d2", "r:1.4142135623730951;14142135623731e0;u√  rad d2.0",
            "r:1.4142135623730951;14142135623731e0;u√ grad d2.0", "r:1.4142135623730951;14142135623731e0;uxyz rad d2.0",
            "r:1.4142135623730951;14142135623731e0;b% d2.0 d3.0", "r:1.4142135623730951;14142135623731e0;u√ rad #-1",
            "r:1.4142135623730951;14142135623731e0;cπ;u√ rad #00",
            // More nodes than a saved recipe holds, or longer than any.
            "r:1.4142135623730951;14142135623731e0;cπ" + String(repeating: ";u√ rad #0", count: 256),
            "r:1.4142135623730951;14142135623731e0;=" + String(repeating: "7", count: 100_000),
        ])
        func refusesADamagedRecipe(text: String) {
            #expect(Number(serialized: text) == nil)
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

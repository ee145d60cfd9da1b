import TestSupport
import Testing
import CalculatorBrain

/// A small seeded generator (SplitMix64), so random tests are repeatable.

extension NumberTests {
    /// The exact fractions under `Number`.
    @Suite struct Rationals {
        static let two = Rational(2)
        static let max = Rational(exactly: Double.greatestFiniteMagnitude)!
        static let halfUlpOfMax = two.power(970)  // max + this is the tie to infinity

        /// Fractions and their correctly rounded `Double`s, including ties, subnormals and
        /// the edges of the range.
        static let roundingCases: [(Rational, Double)] = {
            let ten400 = Rational(10).power(400)
            var cases: [(Rational, Double)] = []
            cases.append((Rational(1, 3), 1.0 / 3.0))
            cases.append((Rational(2, 3), 2.0 / 3.0))
            cases.append((Rational(-7, 2), -3.5))
            cases.append(((ten400 + Rational(1)) / Rational(10).power(399), 10))
            cases.append((ten400, .infinity))
            cases.append((-ten400, -.infinity))
            cases.append((ten400.reciprocal, 0))
            cases.append((Rational(9_007_199_254_740_993), 9_007_199_254_740_992))  // tie: to even, down
            cases.append((Rational(9_007_199_254_740_995), 9_007_199_254_740_996))  // tie: to even, up
            cases.append((Rational(Int.max), 0x1p63))
            cases.append((Rational(Int.max) * Rational(Int.max), 0x1p126))
            cases.append((two.power(-1074), .leastNonzeroMagnitude))
            cases.append((two.power(-1075), 0))  // exactly half the smallest subnormal: to even, 0
            cases.append((Rational(3) * two.power(-1076), .leastNonzeroMagnitude))
            cases.append((Rational(3) * two.power(-1075), 2 * .leastNonzeroMagnitude))  // tie to even
            cases.append((Rational(5) * two.power(-1075), 2 * .leastNonzeroMagnitude))  // tie to even
            cases.append((two.power(-1022) - two.power(-1075), .leastNormalMagnitude))  // up into normal
            cases.append((max, .greatestFiniteMagnitude))
            cases.append((max + halfUlpOfMax - Rational(1), .greatestFiniteMagnitude))
            cases.append((max + halfUlpOfMax, .infinity))
            return cases
        }()

        @Test(arguments: roundingCases)
        func doubleValueIsCorrectlyRounded(r: Rational, expected: Double) {
            #expect(r.doubleValue == expected)
            #expect(r.doubleValue.sign == expected.sign)
        }

        @Test func negativeTinyValuesRoundToNegativeZero() {
            let d = (-Rational(10).power(-400)).doubleValue
            #expect(d == 0 && d.sign == .minus)
        }

        @Test(arguments: [
            (Rational(6, -8), "-3/4"), (Rational(0, -5), "0"), (Rational(Int.min, 1), "-9223372036854775808"),
            (Rational(Int.min, Int.min), "1"), (Rational(4, 2), "2"),
        ])
        func fractionsAreReducedWithPositiveDenominators(r: Rational, text: String) {
            #expect(r.description == text)
        }

        @Test func exactDoublesRoundTripAndTheArithmeticAgreesWithIEEE() {
            var rng = SeededGenerator(state: 42)
            for _ in 0..<5000 {
                let x = Double(bitPattern: rng.next())
                let y = Double(bitPattern: rng.next())
                guard x.isFinite, y.isFinite else { continue }
                let rx = Rational(exactly: x)!
                let ry = Rational(exactly: y)!
                #expect(rx.doubleValue == x)
                // IEEE results are the exact results rounded once.
                if (x + y).isFinite { #expect((rx + ry).doubleValue == x + y) }
                if (x * y).isFinite { #expect((rx * ry).doubleValue == x * y) }
                if y != 0, (x / y).isFinite { #expect((rx / ry).doubleValue == x / y) }
            }
        }

        @Test func parsedDecimalsRoundLikeStrtod() {
            var rng = SeededGenerator(state: 7)
            for _ in 0..<3000 {
                let digits = (0..<Int.random(in: 1...25, using: &rng))
                    .map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
                let text = "\(digits)e\(Int.random(in: -320...280, using: &rng))"
                #expect(Number(decimal: text)?.doubleValue == Double(text), "\(text)")
            }
        }

        @Test func orderingFollowsValue() {
            #expect(Rational(1, 3) < Rational(1, 2))
            #expect(Rational(-1, 2) < Rational(-1, 3))
            #expect(!(Rational(2, 4) < Rational(1, 2)))
            #expect(Rational(10).power(30) > Rational(Int.max))
            #expect(Rational(Int.max - 1, Int.max - 2) > Rational(Int.max, Int.max - 1))
        }

        @Test func integerAdditionOverflowsIntoBigInt() {
            let sum = Rational(Int.max) + Rational(Int.max)
            #expect(sum.description == "18446744073709551614")
            #expect(sum - Rational(Int.max) == Rational(Int.max))
        }
    }
}

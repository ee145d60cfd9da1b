import BigInt
import TestSupport
import Testing
@testable import CalculatorBrain

/// GMP's arithmetic under the big fractions (`GMP`) must agree with the library's slow,
/// simple BigInt on numbers of every size, with and without common factors, signs
/// included, and leave fractions in lowest terms with a positive denominator.
@Suite struct GMPTests {
    @Test func gcdAgreesWithSteinsAlgorithm() {
        var g = SeededGenerator(state: 11)
        for _ in 0..<300 {
            let a = randomMagnitude(&g), b = randomMagnitude(&g), common = randomMagnitude(&g, maxWords: 3)
            for (x, y) in [(a, b), (a * common, b * common), (a, a * common), (b, 1), (0, a), (0, 0)] {
                #expect(GMP.gcd(x, y) == x.greatestCommonDivisor(with: y), "\(x) \(y)")
            }
        }
    }

    @Test func integersCrossBothWays() {
        var g = SeededGenerator(state: 12)
        for _ in 0..<300 {
            let n = randomInteger(&g)
            #expect(GMP.withInteger(n) { GMP.integer($0) } == n)
        }
    }

    /// Sums, products and reductions against the schoolbook formulas in BigInt.
    @Test func fractionsAgreeWithBigInt() {
        var g = SeededGenerator(state: 13)
        for _ in 0..<300 {
            let common = BigInt(randomMagnitude(&g, maxWords: 2)) + 1
            let (an, ad) = lowest(randomInteger(&g) * common, BigInt(randomMagnitude(&g)) * common + 1)
            let (bn, bd) = lowest(randomInteger(&g), BigInt(randomMagnitude(&g)) + 1)
            #expect(GMP.reduced(an * common, -ad * common) == lowest(-an, ad))
            #expect(GMP.sum(an, ad, bn, bd) == lowest(an * bd + bn * ad, ad * bd))
            #expect(GMP.product(an, ad, bn, bd) == lowest(an * bn, ad * bd))
        }
    }

    /// n/d in lowest terms, d > 0, by the library's gcd.
    private func lowest(_ n: BigInt, _ d: BigInt) -> (numerator: BigInt, denominator: BigInt) {
        let gcd = BigInt(n.magnitude.greatestCommonDivisor(with: d.magnitude))
        let sign = d.sign == .minus ? BigInt(-1) : 1
        return (sign * n / gcd, sign * d / gcd)
    }

    private func randomMagnitude(_ g: inout SeededGenerator, maxWords: Int = 40) -> BigUInt {
        let words = (0..<Int.random(in: 1...maxWords, using: &g)).map { _ in UInt.random(in: 0...UInt.max, using: &g) }
        return BigUInt(words: words) >> Int.random(in: 0...63, using: &g)
    }

    private func randomInteger(_ g: inout SeededGenerator) -> BigInt {
        let magnitude = BigInt(randomMagnitude(&g))
        return Bool.random(using: &g) ? -magnitude : magnitude
    }
}

import BigInt
import TestSupport
import Testing
@testable import CalculatorBrain

/// The Lehmer gcd that keeps big fractions reduced must agree with the library's
/// (slow, simple) Stein gcd on numbers of every size, with and without common factors.
@Suite struct LehmerGCDTests {
    @Test func agreesWithSteinsAlgorithm() {
        var g = SeededGenerator(state: 11)
        for _ in 0..<300 {
            let a = randomNumber(&g), b = randomNumber(&g), common = randomNumber(&g, maxWords: 3)
            for (x, y) in [(a, b), (a * common, b * common), (a, a * common), (b, 1), (0, a)] {
                #expect(x.lehmerGCD(y) == x.greatestCommonDivisor(with: y), "\(x) \(y)")
            }
        }
    }

    private func randomNumber(_ g: inout SeededGenerator, maxWords: Int = 40) -> BigUInt {
        let words = (0..<Int.random(in: 1...maxWords, using: &g)).map { _ in UInt.random(in: 0...UInt.max, using: &g) }
        return BigUInt(words: words) >> Int.random(in: 0...63, using: &g)
    }
}

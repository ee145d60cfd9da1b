import Testing
@testable import CalculatorBrain

/// Issue 27 item 23 (docs/behaviour.md §6): a whole number beyond the exact range is "result
/// too large" when shown, but a power it is the exponent of is decided on its true value.
@Suite struct BeyondRangeTests {
    static func display(_ formula: String) throws -> String {
        try FormulaTableTests.read(formula, angle: .radians).display
    }

    @Test(arguments: [
        ("(−1)^(10^10000)", "1"),                      // even
        ("(−1)^(3^21000)", "−1"),                      // odd (about 1e10019)
        ("(−1)^(10^5000 × 10^5000)", "1"),             // a product held too
        ("1^(10^10000)", "1"),
        ("0^(10^10000)", "0"),
        ("0^(−(10^10000))", "error: result_too_large"), // the negation is not held: as before
        ("(−1)^(10^(−10000))", "error: outside_domain"), // 1e−10000 is not a whole number
        ("2^(10^10000)", "error: result_too_large"),
        ("0.5^(10^10000)", "error: result_too_small"),  // exact and below 1e−9999
        ("(−0.5)^(10^10000)", "error: result_too_small"),
        ("10^10000", "error: result_too_large"),         // shown, it is still too large
        ("10^10000 − 10^10000", "error: result_too_large"),
        ("(−1)^(10^10^10)", "error: result_too_large"), // too long to hold: never built
    ])
    func powersOfAHeldExponent(_ row: (String, String)) throws {
        #expect(try Self.display(row.0) == row.1, "\(row.0)")
    }

    /// A base the precision limit cannot tell from 1, to a power that makes that matter:
    /// an error, not a number that is not the value (the true value is e).
    @Test func aBaseNotToldFromOneIsNotAWrongNumber() throws {
        #expect(try Self.display("(1+10^−3000)^(10^3000)") == "2.71828182845905")
        // About e and e^10: not "too large", which is not true either.
        #expect(try Self.display("(1+10^−9999)^(10^9999)") == "error: not_precise_enough")
        #expect(try Self.display("(1+10^−9999)^(10^10000)") == "error: not_precise_enough")
    }

    /// An inexact base below 1 in size: the power is below a Double's range, so 0 (§6).
    @Test func anInexactSmallBaseGivesZero() throws {
        #expect(try Self.display("(sin 1)^(10^10000)") == "0")
    }

    /// By keys in RPN, as by a formula.
    @Test func rpnKeys() {
        var brain = CalculatorBrain(mode: .rpn)
        brain.perform(.operand(Number(-1)))
        brain.perform(.operand(Number(10)))
        brain.perform(.operand(Number(10_000)))
        brain.perform(.binary(.power))
        #expect(brain.value == .failure(.resultTooLarge))
        brain.perform(.binary(.power))
        #expect(brain.value == .success(Number(1)))
    }

    /// A variable's new value re-evaluates the held exponent too.
    @Test func heldValuesFollowTheVariables() throws {
        var brain = CalculatorBrain(mode: .rpn, variables: ["x": Number(10)])
        try brain.perform(formula: "(−1)^(x^10000)")
        #expect(brain.value == .success(Number(1)))
        brain.setVariable("x", to: Number(11))
        #expect(brain.value == .success(Number(-1)))
        brain.setVariable("x", to: Number(2))
        #expect(brain.value == .success(Number(1)))
    }
}

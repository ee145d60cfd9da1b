import Testing
@testable import CalculatorBrain

/// Every displayed digit is right (issue 24): the issue's rows, the zero rule and the
/// domain errors decided near their boundaries, each against the true value rounded once
/// to 15 significant digits (from mpmath at 60 digits).
@Suite struct CertainDigitsTests {
    static func display(_ formula: String, angle: AngleUnit = .radians) throws -> String {
        try FormulaTableTests.read(formula, angle: angle).display
    }

    /// The issue's table: what Cerebrum showed wrong, now the true value's digits.
    @Test(arguments: [
        ("sin(466.93)", "0.919695947620137"),            // 0.919695947620137134…
        ("cos(16420.76824)", "−0.943896177131164"),      // −0.943896177131163632…
        ("cos(1.643868e30)", "−0.595690276596205"),      // −0.595690276596204592…
        ("exp(48.2)", "8.57026059631756e20"),            // 8.570260596317562397e20
        ("sqrt(tan(8.1586291235e34))", "0.473926536105736"),  // 0.473926536105735514…
        ("sin(914.5+pi)", "0.292210881239038"),          // 0.292210881239038197…
        ("sqrt(0.072890594)", "0.269982580919585"),      // 0.269982580919584514…: one rounding
        ("sin(10^1000)", "0.65335979821037"),            // 0.653359798210369857…
        ("1.0000001^(10^7)", "2.71828169254497"),        // 2.718281692544966271…
    ])
    func issueRows(_ row: (String, String)) throws {
        #expect(try Self.display(row.0) == row.1, "\(row.0)")
    }

    /// Issue 27 item 23: an exact base near 1 keeps its digits.
    @Test func anExactBaseNearOneKeepsItsDigits() throws {
        #expect(try Self.display("1.0000000000000000000001^99999999") == "1.00000000000001")
    }

    /// docs/behaviour.md §6: a result not told from 0 at the precision limit is 0; a small one that is
    /// told from it keeps its digits.
    @Test(arguments: [
        ("π − π", "0"), ("sin(π)", "0"), ("tan(π)", "0"), ("(√2)² − 2", "0"), ("e^(ln 2) − 2", "0"),
        ("√(sin(π))", "0"), ("1 ÷ (π − π)", "error: division_by_zero"),
        ("π − 3.14159265358979", "3.23846264338328e−15"),   // π's, not its Double's
        ("(1 + 10^−30) − 1", "1e−30"),                       // exact: no rule at all
        ("(π + 10^−40) − π", "1e−40"),
    ])
    func zeroRule(_ row: (String, String)) throws {
        #expect(try Self.display(row.0) == row.1, "\(row.0)")
    }

    /// A small value that is not 0 is found below the limit, though its interval held 0 at
    /// the first two precisions: formula, display, the precision it was found at.
    @Test(arguments: [
        ("sin(10^−50) − 10^−50", "−1.66666666666667e−151", 1280),
        ("(π + 10^−100) − π", "1e−100", 1280),
    ])
    func aSmallValueIsFoundBelowTheLimit(_ row: (String, String, Int)) throws {
        var brain = CalculatorBrain(mode: .rpn, angle: .radians)
        try brain.perform(formula: row.0)
        guard case .success(.approximate(let real)) = brain.value, let node = real.node else {
            Issue.record("\(row.0): \(brain.value)")
            return
        }
        #expect(DisplayFormatter.string(for: .approximate(real)) == row.1, "\(row.0)")
        #expect(node.cached(atLeast: 0)?.precision == row.2, "\(row.0)")
    }

    @Test func zeroRuleInDegrees() throws {
        #expect(try Self.display("sin 45 − 1 ÷ √2", angle: .degrees) == "0")
        #expect(try Self.display("cos 60 − 0.5", angle: .degrees) == "0")
        #expect(try Self.display("sin 60 − √3 ÷ 2", angle: .degrees) == "0")
    }

    /// Each domain error is decided on the true value, on both sides of its boundary.
    @Test(arguments: [
        ("√(π − 3.14159265358979)", "5.69074919793807e−8"),
        ("√(3.14159265358979 − π)", "error: square_root_of_negative"),
        ("ln(π − 3.14159265358979)", "−33.3636776704967"),
        ("ln(3.14159265358979 − π)", "error: logarithm_of_non_positive"),
        ("ln(π − π)", "error: logarithm_of_non_positive"),
        ("tan(π ÷ 2)", "error: outside_domain"),             // cos(π/2) is not told from 0
        ("tan(1.5707963267949)", "−295790719553274"),         // just past the pole
        ("asin(√2 ÷ 2 × √2)", "1.5707963267949"),             // 1, not told from it
        ("asin(1.0000000000000001)", "error: outside_domain"),
        ("acos(−1.0000000000000001)", "error: outside_domain"),
        ("(−2)^(√2 × √2)", "4"),                              // exponent not told from 2
        ("(−2)^(√2)", "error: outside_domain"),
        ("(−8)^(1 ÷ 3)", "−2"),                               // an odd root of a negative
        ("(−8)^(1 ÷ 2)", "error: outside_domain"),
        ("(√2 × √2)!", "2"),
        ("(√2)!", "1.25381548064289"),                       // Γ(√2 + 1)
    ])
    func domainNearItsBoundary(_ row: (String, String)) throws {
        #expect(try Self.display(row.0) == row.1, "\(row.0)")
    }

    /// The narrow display rounds the true value once too, not the 15 digits again.
    @Test func fewerDigitsAreRoundedFromTheTrueValue() throws {
        var brain = CalculatorBrain(mode: .rpn)
        try brain.perform(formula: "sqrt(0.072890594)")
        let value = try brain.value.get()
        #expect(DisplayFormatter.string(for: value, significantDigits: 14) == "0.26998258091958")
        #expect(DisplayFormatter.string(for: value, significantDigits: 16) == "0.269982580919585")
    }

    /// `value` of --json: the nearest Double of the true value.
    @Test func theDoubleIsTheNearestToTheTrueValue() throws {
        var brain = CalculatorBrain(mode: .rpn)
        try brain.perform(formula: "cos(1.643868e30)")
        #expect(try brain.value.get().doubleValue == -0.5956902765962045)
    }
}

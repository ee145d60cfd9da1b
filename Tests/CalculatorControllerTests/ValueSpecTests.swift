import CalculatorBrain
import Testing
@testable import CalculatorController

@Suite struct ValueSpecTests {
    /// SPEC §6 and §10: exact arithmetic, the display, errors (algebraic keys).
    @Test(arguments: [
        Row("0.1 + 0.2 =", "0.1 + 0.2 =", "0.3"),
        Row("86251.76 − 86250.82 =", "86251.76 − 86250.82 =", "0.94"),
        Row("1 ÷ 3 × 3 =", "1 ÷ 3 × 3 =", "1"),
        Row("7 + 9 =", "7 + 9 =", "16"),
        Row("3 ÷ 4 =", "3 ÷ 4 =", "0.75"),
        Row("2 ÷ 3 =", "2 ÷ 3 =", "0.666666666666667"),
        Row("0 = ±", "−0 =", "0"),
        Row("0 × 1 ± =", "0 × (−1) =", "0"),
        Row("999999999999999 =", "999999999999999 =", "999999999999999"),
        Row("999999999999999.5 =", "1e15 =", "1e15"),
        Row("0.000001 =", "0.000001 =", "0.000001"),
        Row("0.00000099 =", "9.9e−7 =", "9.9e−7"),
        Row("10 xʸ 400 =", "10 ^ 400 =", "Result too large"),
        Row("0.1 xʸ 400 =", "0.1 ^ 400 =", "0"),
        Row("π − 3.14159265358979 =", "π − 3.14159265358979 =", "3.11599796346854e−15"),
        Row("0 xʸ 0 =", "0 ^ 0 =", "1"),
        Row("0 x!", "0! =", "1"),
        Row("170 x!", "170! =", "7.257415615308e306"),
        Row("171 x!", "171! =", "Outside the domain of !"),
        Row("2.5 x!", "2.5! =", "Outside the domain of !"),
        Row("1 ÷ 0 =", "1 ÷ 0 =", "Division by zero"),
        Row("0 inv", "1 ÷ 0 =", "Division by zero"),
        Row("0 xʸ 1 ± =", "0 ^ (−1) =", "Division by zero"),
        Row("2 ± √", "√(−2) =", "Square root of a negative number"),
        Row("0 ln", "ln(0) =", "Logarithm of zero or a negative number"),
        Row("5 ± log", "log(−5) =", "Logarithm of zero or a negative number"),
        Row("2 asin", "sin⁻¹(2) =", "Outside the domain of sin⁻¹"),
        Row("2 acos", "cos⁻¹(2) =", "Outside the domain of cos⁻¹"),
        Row("2 ± xʸ 0.5 =", "(−2) ^ 0.5 =", "Outside the domain of ^"),
        Row("y + 1 =", "y + 1 =", "y is not set"),
        Row("1000 exp", "e ^ 1000 =", "Result too large"),
        Row("2 √", "√(2) =", "1.4142135623731"),
        Row("0.25 √", "√(0.25) =", "0.5"),
        Row("1.1 sq", "1.1² =", "1.21"),
        Row("4 ± sq", "(−4)² =", "16"),
        // radians near-zero rule
        Row("π sin", "sin(π) =", "0"),
        Row("π ÷ 2 = cos", "cos(π ÷ 2) =", "0"),
        Row("π tan", "tan(π) =", "0"),
        Row("1 ÷ 10 = xʸ 20 = sin", "sin((1 ÷ 10) ^ 20) =", "1e−20"),
    ])
    func values(row: Row) throws {
        try expect(row)
    }

    /// SPEC §6: scientific notation, built in RPN so the description is the formula.
    @Test(arguments: [
        Row("1.5 ↵ 10 ↵ 20 ^ ×", "1.5 × 10 ^ 20 =", "1.5e20"),
        Row("2.5 ↵ 10 ↵ 10 ^ ÷ ±", "−(2.5 ÷ 10 ^ 10) =", "−2.5e−10"),
        Row("10 ↵ 15 ^", "10 ^ 15 =", "1e15"),
        Row("10 ↵ 6 ± ^", "10 ^ (−6) =", "0.000001"),
        Row("10 ↵ 7 ± ^", "10 ^ (−7) =", "1e−7"),
        Row("1.5 ↵ 10 ↵ 20 ^ × ↵ ×", "1.5 × 10 ^ 20 × 1.5 × 10 ^ 20 =", "2.25e40"),
    ])
    func scientific(row: Row) throws {
        try expect(row, mode: .rpn)
    }

    /// SPEC §6: in degrees trigonometry is exact where the mathematics is.
    @Test(arguments: [
        Row("180 sin", "sin(180) =", "0"),
        Row("90 cos", "cos(90) =", "0"),
        Row("30 sin", "sin(30) =", "0.5"),
        Row("45 tan", "tan(45) =", "1"),
        Row("90 tan", "tan(90) =", "Outside the domain of tan"),
        Row("270 tan", "tan(270) =", "Outside the domain of tan"),
        Row("0.5 asin", "sin⁻¹(0.5) =", "30"),
        Row("1 atan", "tan⁻¹(1) =", "45"),
        Row("1 ± acos", "cos⁻¹(−1) =", "180"),
        Row("45 sin", "sin(45) =", "0.707106781186548"),
        Row("30 sin + 30 cos sq =", "sin(30) + cos(30)² =", "1.25"),
    ])
    func degrees(row: Row) throws {
        try expect(row, angle: .degrees)
    }

    @Test func valueAndErrorAreReportedAlongTheDisplay() throws {
        let ok = try run("1 ÷ 4 =")
        #expect(ok.value == 0.25 && ok.error == nil)
        let bad = try run("1 ÷ 0 =")
        #expect(bad.value == nil && bad.error == .divisionByZero)
        #expect(bad.error?.code == "division_by_zero")
    }

    @Test func storesUseTheFullValueNotTheDisplayedDigits() throws {
        let state = try run("2 √ →x x sq")
        #expect(state.display == "2")
        #expect(state.value == 2.0000000000000004)
    }
}

import CalculatorBrain
import Testing
@testable import CalculatorController

/// Runs a key sequence as `cerebrum --keys` does and returns what the view shows.
func run(_ keys: String, mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians,
         random: @escaping () -> Double = { 0.25 }) throws -> ViewState {
    let controller = CalculatorController(mode: mode, angle: angle, random: random)
    try KeySequence.forEachKey(in: keys, controller.press)
    return controller.viewState
}

/// Runs a row's keys and checks the description and the display.
func expect(_ row: Row, mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians,
            sourceLocation: SourceLocation = #_sourceLocation) throws {
    let state = try run(row.keys, mode: mode, angle: angle)
    #expect(state.description == row.description, sourceLocation: sourceLocation)
    #expect(state.display == row.display, sourceLocation: sourceLocation)
}

/// One row: keys → description, display. Every example of SPEC §2–§10 is a row.
struct Row: CustomTestStringConvertible, Sendable {
    var keys: String
    var description: String
    var display: String
    var testDescription: String { "\(keys) → \(description) | \(display)" }

    init(_ keys: String, _ description: String, _ display: String) {
        self.keys = keys
        self.description = description
        self.display = display
    }
}

@Suite struct AlgebraicSpecTests {
    @Test(arguments: [
        // SPEC §3 table
        Row("7 +", "7 + …", "7"),
        Row("7 + 9", "7 + …", "9"),
        Row("7 + 9 =", "7 + 9 =", "16"),
        Row("7 + 9 = √", "√(7 + 9) =", "4"),
        Row("7 + 9 √", "7 + √(9) …", "3"),
        Row("7 + 9 √ =", "7 + √(9) =", "10"),
        Row("7 + 9 = + 6 + 3 =", "7 + 9 + 6 + 3 =", "25"),
        Row("7 + 9 = √ 6 + 3 =", "6 + 3 =", "9"),
        Row("5 + 6 = 73", "5 + 6 =", "73"),
        Row("7 + =", "7 + 7 =", "14"),
        Row("4 × π =", "4 × π =", "12.5663706143592"),
        Row("4 + 5 × 3 =", "(4 + 5) × 3 =", "27"),
        Row("3 + x =", "3 + x =", "x is not set"),
        // SPEC §3 rules
        Row("− 1 =", "0 − 1 =", "−1"),
        Row("√", "√(0) =", "0"),
        Row("7 + √", "7 + √(7) …", "2.64575131106459"),
        Row("7 + ×", "7 × …", "7"),
        Row("2 × 3 = =", "2 × 3 × 3 =", "18"),
        Row("3 + 4 = 5 =", "5 + 4 =", "9"),
        Row("=", "", "0"),
        Row("5 √ =", "√(5) =", "2.23606797749979"),
        Row("8 ∛", "∛(8) =", "2"),
        Row("8 cbrt", "∛(8) =", "2"),
        Row("27 neg ∛", "∛(−27) =", "−3"),
        Row("8 ÷ 27 = ∛", "∛(8 ÷ 27) =", "0.666666666666667"),
        Row("1 ÷ 0 = + 2 =", "1 ÷ 0 + 2 =", "Division by zero"),
        Row("1 ÷ 0 = 5", "1 ÷ 0 =", "5"),
        // SPEC §10
        Row("4 + 5 × √", "(4 + 5) × √(4 + 5) …", "3"),
        Row("7 + 9 √ = =", "7 + √(9) + √(9) =", "13"),
        Row("5 =", "5 =", "5"),
        Row("4 × π", "4 × π …", "3.14159265358979"),
        Row("7 + 9 √ 4 =", "7 + 4 =", "11"),
        Row("7 + 9 π =", "7 + π =", "10.1415926535898"),
        Row("7 + 9 x", "7 + x …", "x is not set"),
        Row("2 × 3 + =", "2 × 3 + 2 × 3 =", "12"),
        Row("3 x⇄y 4", "", "34"),
        Row("3 drop", "", "3"),
    ])
    func algebraic(row: Row) throws {
        try expect(row)
    }
}

@Suite struct RPNSpecTests {
    @Test(arguments: [
        // SPEC §4 table
        Row("10 ↵ √ 3 +", "√(10) + 3 =", "6.16227766016838"),
        Row("3 ↵ 5 + √", "√(3 + 5) =", "2.82842712474619"),
        Row("3 ↵ 5 ↵ 4 + +", "3 + 5 + 4 =", "12"),
        Row("3 ↵ 5 √ + √ 6 ÷", "√(3 + √(5)) ÷ 6 =", "0.381374268545123"),
        Row("3 ↵ +", "? + 3 =", "Not enough operands"),
        Row("3 ↵ 5 + √ π cos", "√(3 + 5), cos(π) =", "−1"),
        Row("3 ↵ 5 ↵ 4 + ×", "3 × (5 + 4) =", "27"),
        Row("3 ↵ 5 ↵ 6 ↵ 7 + × −", "3 − 5 × (6 + 7) =", "−62"),
        Row("π x x × ×", "π × x × x =", "x is not set"),
        Row("3 ↵ 5 ↵", "3, 5 =", "5"),
        Row("7 M + √", "√(7 + M) =", "M is not set"),
        Row("7 M + √ 9 →M", "√(7 + M) =", "4"),
        Row("7 M + √ 9 →M 14 +", "√(7 + M) + 14 =", "18"),
        Row("π ↵ 3 × +", "π + π × 3 =", "12.5663706143592"),
        // RPN rules
        Row("↵", "", "0"),
        Row("5 ↵ ↵", "5, 5 =", "5"),
        Row("3 x⇄y", "3 =", "3"),
        Row("3 ↵ 4 x⇄y", "4, 3 =", "3"),
        Row("drop", "", "0"),
        Row("3 ↵ 4 drop", "3 =", "3"),
        Row("√", "√(?) =", "Not enough operands"),
        Row("3 π", "3, π =", "3.14159265358979"),
        Row("3 x", "3, x =", "x is not set"),
        Row("3 ↵ 5 + ⌫", "3, 5 =", "5"),
        Row("3 ↵ 5 + ⌫ ⌫", "3 =", "3"),
        Row("3 ↵ 5 + ⌫ ⌫ ⌫", "", "0"),
    ])
    func rpn(row: Row) throws {
        try expect(row, mode: .rpn)
    }
}

@Suite struct DescriptionSpecTests {
    /// SPEC §5 and §10: each description form, built in RPN where it is easiest.
    @Test(arguments: [
        Row("x neg", "−x =", "x is not set"),
        Row("2 →x x sq neg", "−x² =", "−4"),
        Row("7 ↵ 9 + neg", "−(7 + 9) =", "−16"),
        Row("3 ↵ 5 ± −", "3 − (−5) =", "8"),
        Row("3 ↵ 5 ↵ ± −", "3 − (−5) =", "8"),
        Row("2 →x 3 ↵ x ± ×", "3 × (−x) =", "−6"),
        Row("2 ± sq", "(−2)² =", "4"),
        Row("2 →x x ± 3 +", "−x + 3 =", "1"),
        Row("7 ↵ 9 + sq", "(7 + 9)² =", "256"),
        Row("5 fact", "5! =", "120"),
        Row("5 ± x!", "(−5)! =", "Factorial needs a whole number from 0 to 3248"),
        Row("0.5 asin", "sin⁻¹(0.5) =", "0.523598775598299"),
        Row("0.5 acos", "cos⁻¹(0.5) =", "1.0471975511966"),
        Row("1 atan", "tan⁻¹(1) =", "0.785398163397448"),
        Row("1 ln", "ln(1) =", "0"),
        Row("1000 log", "log(1000) =", "3"),
        Row("4 inv", "1 ÷ 4 =", "0.25"),
        Row("2 ↵ 3 × inv", "1 ÷ (2 × 3) =", "0.166666666666667"),
        Row("0 exp", "e ^ 0 =", "1"),
        Row("1 ↵ 2 + exp", "e ^ (1 + 2) =", "20.0855369231877"),
        Row("3 ↵ 5 ↵ 4 − −", "3 − (5 − 4) =", "2"),
        Row("3 ↵ 5 ↵ 4 − +", "3 + 5 − 4 =", "4"),
        Row("2 ↵ 6 ↵ 3 ÷ ×", "2 × 6 ÷ 3 =", "4"),
        Row("2 ↵ 6 ↵ 3 × ÷", "2 ÷ (6 × 3) =", "0.111111111111111"),
        // Regrouping `Double`s changes the value: a right operand of `+` or `×` with one
        // in it keeps its parentheses, so the description reads back as the display (§5).
        Row("2 √ 10 ↵ 308 ^ × ↵ ↵ − +", "√(2) × 10 ^ 308 + (√(2) × 10 ^ 308 − √(2) × 10 ^ 308) =",
            "1.4142135623731e308"),
        Row("2 √ 10 ↵ 200 ^ × ↵ ↵ ÷ ×", "√(2) × 10 ^ 200 × (√(2) × 10 ^ 200 ÷ (√(2) × 10 ^ 200)) =",
            "1.4142135623731e200"),
        Row("1 ↵ π 10 ↵ 17 ^ × ↵ − +", "1 + (π × 10 ^ 17 − π × 10 ^ 17) =", "1"),
        Row("1 ↵ 3 ↵ 10 ↵ 17 ^ × ↵ − +", "1 + 3 × 10 ^ 17 − 3 × 10 ^ 17 =", "1"),
        Row("2 →x 3 x x × ×", "3 × x × x =", "12"),
        // … on either side: √(2) + (10 ^ 17 − 10 ^ 17) read left to right would be 0.
        Row("2 √ 10 ↵ 17 ^ ↵ − +", "√(2) + (10 ^ 17 − 10 ^ 17) =", "1.4142135623731"),
        Row("π 10 ↵ 17 ^ ↵ − +", "π + (10 ^ 17 − 10 ^ 17) =", "3.14159265358979"),
        // … and as a variable's value now: exact x, then x = √(2).
        Row("3 →x 1 ↵ x 10 ↵ 17 ^ × ↵ − + 2 √ →x drop",
            "1 + (x × 10 ^ 17 − x × 10 ^ 17) =", "1"),
        Row("2 ↵ 3 ↵ 2 ^ ^", "2 ^ 3 ^ 2 =", "512"),
        Row("2 ↵ 3 ^ 2 ^", "(2 ^ 3) ^ 2 =", "64"),
        Row("2 ↵ 2 ^ neg", "−2 ^ 2 =", "−4"),
        Row("2 ± ↵ 2 ^", "(−2) ^ 2 =", "4"),
        Row("5 ± ↵ ±", "−(−5) =", "5"),
        Row("2 ↵ 1 ± ^", "2 ^ (−1) =", "0.5"),
        Row("2 ↵ 3 ^ sq", "(2 ^ 3)² =", "64"),
        Row("2 ↵ 3 ^ ±", "−2 ^ 3 =", "−8"),
        Row("2 ↵ 3 × ±", "−(2 × 3) =", "−6"),
        Row("2 →x x ± 3 ×", "−x × 3 =", "−6"),
        Row("2 ↵ 3 + 4 ↵ 5 + ×", "(2 + 3) × (4 + 5) =", "45"),
        Row("9 √ neg", "−√(9) =", "−3"),
        Row("2 ↵ 3 ↵ 4 + ÷", "2 ÷ (3 + 4) =", "0.285714285714286"),
        Row("2 ↵ 3 ↵ 4 × −", "2 − 3 × 4 =", "−10"),
        // A postfix under a postfix or as the base of ^, and scientific notation under a
        // postfix, are parenthesised (SPEC §5).
        Row("4 sq sq", "(4²)² =", "256"),
        Row("2 sq sq", "(2²)² =", "16"),
        Row("3 x! x!", "(3!)! =", "720"),
        Row("3 x! sq", "(3!)² =", "36"),
        Row("3 sq x!", "(3²)! =", "362880"),
        Row("2 sq 3 ^", "(2²) ^ 3 =", "64"),
        Row("3 x! 2 ^", "(3!) ^ 2 =", "36"),
        Row("2 ↵ 3 sq ^", "2 ^ 3² =", "512"),
        Row("2 sq ±", "−2² =", "−4"),
        Row("3 x! ±", "−3! =", "−6"),
        Row("150000000000000000000 sq", "(1.5e20)² =", "2.25e40"),
        Row("150000000000000000000 ↵ 2 ^", "1.5e20 ^ 2 =", "2.25e40"),
        Row("0.0000000001 sq", "(1e−10)² =", "1e−20"),
        Row("150000000000000000000 ± sq", "(−1.5e20)² =", "2.25e40"),
    ])
    func description(row: Row) throws {
        try expect(row, mode: .rpn)
    }
}

import Testing
import CalculatorBrain

/// An operand written as text: `π` and `e` are the constants, `d:` and a Swift `Double`
/// literal is that `Double`, text with `/` is an exact fraction in serialized form (`1/3`),
/// anything else is typed decimal text.
func testNumber(_ text: String) -> Number {
    let parsed: Number?
    if text == "π" {
        parsed = .constant(.pi)
    } else if text == "e" {
        parsed = .constant(.e)
    } else if text.hasPrefix("d:") {
        parsed = Double(text.dropFirst(2)).map { .approximate($0) }
    } else if text.contains("/") {
        parsed = Number(serialized: text)
    } else {
        parsed = Number(decimal: text)
    }
    guard let parsed else { fatalError("bad test operand \(text)") }
    return parsed
}

/// What a computation should give.
enum NumberOutcome: Sendable, CustomTestStringConvertible {
    /// Exactly this serialized exact value (`"3/10"`).
    case exact(String)
    /// This `Double`, not exact.
    case approximate(Double)
    /// Not exact, and shown as this display text.
    case shows(String)
    /// This error.
    case error(CalculatorError)

    var testDescription: String {
        switch self {
        case .exact(let s): "exact \(s)"
        case .approximate(let d): "≈ \(d)"
        case .shows(let s): "shows \(s)"
        case .error(let e): "error \(e.code)"
        }
    }

    /// Checks `result` against this outcome.
    func check(_ result: Result<Number, CalculatorError>, sourceLocation: SourceLocation = #_sourceLocation) {
        switch self {
        case .exact(let text):
            guard let expected = Number(serialized: text) else {
                Issue.record("bad expected value \(text)", sourceLocation: sourceLocation)
                return
            }
            #expect(result == .success(expected), sourceLocation: sourceLocation)
        case .approximate(let value):
            #expect(result == .success(.approximate(value)), sourceLocation: sourceLocation)
        case .shows(let text):
            guard case .success(let n) = result else {
                Issue.record("expected a value, got \(result)", sourceLocation: sourceLocation)
                return
            }
            #expect(!n.isExact, sourceLocation: sourceLocation)
            #expect(DisplayFormatter.string(for: n) == text, sourceLocation: sourceLocation)
        case .error(let error):
            #expect(result == .failure(error), sourceLocation: sourceLocation)
        }
    }
}

@Suite struct NumberTests {
    @Test(arguments: [
        ("12.5", "25/2"), ("-0.5", "-1/2"), ("\u{2212}0.5", "-1/2"), ("0.", "0"),
        ("007", "7"), ("0.1", "1/10"), (".5", "1/2"), ("-0", "0"), ("0.000", "0"),
        ("1.5e20", "150000000000000000000"), ("1.5e-3", "3/2000"), ("1.5E3", "1500"),
        ("2e+5", "200000"), ("2e\u{2212}5", "1/50000"), ("86251.76", "2156294/25"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("0e999999999999999999999", "0"), ("1e-9999", "1/1" + String(repeating: "0", count: 9999)),
        ("-9.999e9999", "-9999" + String(repeating: "0", count: 9996)),
    ])
    func parsesDecimalTextExactly(text: String, serialized: String) {
        #expect(Number(decimal: text) == Number(serialized: serialized))
        #expect(Number(decimal: text)?.isExact == true)
    }

    @Test(arguments: [
        "", ".", "-", "\u{2212}", "1.2.3", "abc", "1a", "inf", "nan", "-inf", "e5", "1e", "1e+",
        "1e5.5", " 1", "1 ", "+1", "--1", "1e10000", "1e-10000", "1e99999999999999999999",
        "1e-99999999999999999999", "0x10", "1,5",
        "\u{0661}", "\u{FF13}", String(repeating: "1", count: 10_001),
    ])
    func refusesOtherText(text: String) {
        #expect(Number(decimal: text) == nil)
    }

    @Test(arguments: [
        // Exact arithmetic (docs/behaviour.md §6).
        ("0.1", BinaryOperation.add, "0.2", NumberOutcome.exact("3/10")),
        ("86251.76", .subtract, "86250.82", .exact("47/50")),
        ("1", .divide, "3", .exact("1/3")),
        ("1/3", .multiply, "3", .exact("1")),
        ("2/3", .subtract, "1/6", .exact("1/2")),
        ("9223372036854775807", .add, "1", .exact("9223372036854775808")),
        ("-9223372036854775807", .subtract, "1", .exact("-9223372036854775808")),
        ("4294967296", .multiply, "4294967296", .exact("18446744073709551616")),
        ("1/9223372036854775807", .add, "1/9223372036854775806",
         .exact("18446744073709551613/85070591730234615838173535747377725442")),
        // Exact powers and their bounds.
        ("2", .power, "10", .exact("1024")),
        ("2", .power, "-2", .exact("1/4")),
        ("-2", .power, "3", .exact("-8")),
        ("2/3", .power, "-2", .exact("9/4")),
        ("0", .power, "0", .exact("1")),
        ("0", .power, "5", .exact("0")),
        ("1", .power, "1e300", .exact("1")),
        ("-1", .power, "1e300", .exact("1")),
        ("-1", .power, "3", .exact("-1")),
        ("2", .power, "-1075", .exact(Rational(2).power(-1075).description)),
        ("2", .power, "1024", .exact(Rational(2).power(1024).description)),
        ("10", .power, "9999", .exact("1" + String(repeating: "0", count: 9999))),
        ("10", .power, "-9999", .exact("1/1" + String(repeating: "0", count: 9999))),
        ("10", .power, "10000", .error(.resultTooLarge)),
        ("10", .power, "-10000", .error(.resultTooSmall)),
        ("-10", .power, "10001", .error(.resultTooLarge)),
        ("2", .power, "1000000", .error(.resultTooLarge)),
        ("2", .power, "1e300", .error(.resultTooLarge)),
        ("0.5", .power, "1e300", .error(.resultTooSmall)),
        ("1.5", .power, "-1e300", .error(.resultTooSmall)),
        ("10", .power, "-1e300", .error(.resultTooSmall)),
        ("1.0000001", .power, "1e7", .shows("2.71828169254497")),
        // Double operations.
        ("π", .subtract, "3.14159265358979", .shows("3.23846264338328e\u{2212}15")),  // π itself, not its Double
        ("4", .multiply, "π", .shows("12.5663706143592")),
        ("d:0.1", .add, "d:0.2", .approximate(0.30000000000000004)),
        ("d:0.1", .add, "1/3", .approximate(0.43333333333333335)),
        ("2", .power, "0.5", .approximate(2.0.squareRoot())),
        ("-2", .power, "d:3.0", .approximate(-8)),
        ("d:2.0", .power, "0", .approximate(1)),
        // Errors and range.
        ("5", .divide, "0", .error(.divisionByZero)),
        ("5", .divide, "d:0.0", .error(.divisionByZero)),
        ("d:5.0", .divide, "d:-0.0", .error(.divisionByZero)),
        ("0", .power, "-1", .error(.divisionByZero)),
        ("d:0.0", .power, "-0.5", .error(.divisionByZero)),
        ("-8", .power, "1/3", .exact("-2")),  // an odd root (docs/behaviour.md §6)
        ("-8", .power, "1/2", .error(.outsideDomain(function: "^"))),
        ("d:-8.0", .power, "0.5", .error(.outsideDomain(function: "^"))),
        ("1e300", .multiply, "1e300", .exact("1" + String(repeating: "0", count: 600))),
        ("1e5000", .multiply, "1e5000", .error(.resultTooLarge)),
        ("1e5000", .divide, "1e-5000", .error(.resultTooLarge)),
        ("1e-5000", .multiply, "1e-5000", .error(.resultTooSmall)),
        ("1e-5000", .divide, "1e5000", .error(.resultTooSmall)),
        ("1e5000", .multiply, "1e-5000", .exact("1")),
        ("1e5000", .divide, "1e4999", .exact("10")),
        ("1e400", .multiply, "d:1.0", .error(.resultTooLarge)),
        ("1e-400", .multiply, "d:1.0", .approximate(0)),
        ("1e-5000", .multiply, "d:1e-300", .approximate(0)),
        ("1e400", .multiply, "d:1e-300", .approximate(1e100)),
        ("1e400", .add, "d:1e300", .error(.resultTooLarge)),
        ("d:1e300", .multiply, "d:1e300", .error(.resultTooLarge)),
        ("d:1e300", .multiply, "1e300", .error(.resultTooLarge)),
        ("d:1.7976931348623157e+308", .add, "d:1.7976931348623157e+308", .error(.resultTooLarge)),
        ("1e-300", .multiply, "1e-300", .exact("1/1" + String(repeating: "0", count: 600))),
        // A Double operand is its exact value: a difference of two is exact, however small
        // (the zero rule is for values not told from 0 at the precision limit, docs/behaviour.md §6).
        ("d:0.7071067811865476", .subtract, "d:0.7071067811865475", .approximate(1.1102230246251565e-16)),
        ("d:1.0000000000000007", .subtract, "1", .approximate(6.661338147750939e-16)),
        ("d:1.0000000000000004", .subtract, "1", .approximate(4.440892098500626e-16)),
        ("d:2.0000000000000004", .add, "-2", .approximate(4.440892098500626e-16)),
        ("d:1e-300", .add, "d:-1e-300", .approximate(0)),
        ("d:0.5", .subtract, "d:0.25", .approximate(0.25)),
        ("d:1e-300", .multiply, "d:1e-300", .approximate(0)),
        ("d:1e-300", .multiply, "1e-300", .approximate(0)),
        // Non-finite Doubles are not values; they never leak out as results.
        ("d:inf", .add, "1", .error(.resultTooLarge)),
        ("1", .multiply, "d:nan", .error(.outsideDomain(function: "×"))),
    ])
    func binaryOperation(lhs: String, op: BinaryOperation, rhs: String, outcome: NumberOutcome) {
        outcome.check(testNumber(lhs).applying(op, testNumber(rhs)))
    }

    @Test func oneDividedByThreeTimesThreeIsOne() throws {
        let third = try Number(1).applying(.divide, Number(3)).get()
        #expect(try third.applying(.multiply, Number(3)).get() == Number(1))
    }

    @Test func tinyExactResultsStayExactWhileInRange() throws {
        let tiny = try testNumber("1e-160").applying(.multiply, testNumber("1e-160")).get()
        #expect(tiny.isExact)
        #expect(tiny.doubleValue == Double("1e-320"))  // subnormal: no literal
    }

    @Test func exactPowersUpToTheBoundStayExact() throws {
        let big = try Number(2).applying(.power, Number(1023)).get()
        #expect(big.isExact)
        #expect(big.doubleValue == 0x1p1023)
        let smallest = try Number(2).applying(.power, Number(-1074)).get()
        #expect(smallest == .exact(Rational(exactly: Double.leastNonzeroMagnitude)!))
        #expect(try testNumber("1.5").applying(.power, Number(1000)).get().isExact)
    }

    /// Repeated squaring doubles the size each time; past the bound it must turn into a
    /// `Double` instead of growing to millions of bits (its cost is benchmarks' business).
    @Test func repeatedSquaringLeavesExactArithmetic() throws {
        var x = testNumber("1.0000001")
        for _ in 0..<20 { x = try x.applying(.square, angle: .radians).get() }
        #expect(!x.isExact)
        #expect(abs(x.doubleValue - 1.11055245060312) < 1e-12)  // e^(2^20 · ln 1.0000001)
        for _ in 0..<40 { x = (try? x.applying(.square, angle: .radians).get()) ?? x }
        #expect(x.applying(.square, angle: .radians) == .failure(.resultTooLarge))
    }

    /// Powers whose exact result would have millions of digits: the answer is the error
    /// the limit names, or the nearest double, never a computation that does not end
    /// (how fast they answer is benchmarks' business, not this test's).
    @Test(arguments: [
        ("2", "1e300", CalculatorError.resultTooLarge), ("2", "1000000", .resultTooLarge),
        ("3", "-1000000", .resultTooSmall), ("0.5", "1e300", .resultTooSmall),
    ])
    func hugePowersAreRefused(base: String, exponent: String, error: CalculatorError) {
        #expect(testNumber(base).applying(.power, testNumber(exponent)) == .failure(error))
    }

    @Test func aHugeExponentOfANumberNearOneIsApproximated() throws {
        let result = try testNumber("1.0000001").applying(.power, testNumber("123456789")).get()
        #expect(!result.isExact)
        // e^(123456789 · ln 1.0000001) = 229964.0526159301784…: the exact base's digits
        // (its Double would give 229964.054273565).
        #expect(DisplayFormatter.string(for: result) == "229964.05261593")
    }

    @Test(arguments: [
        (Number(1), true), (testNumber("0.5"), true), (testNumber("d:0.5"), false), (.constant(.pi), false),
    ])
    func exactness(number: Number, exact: Bool) {
        #expect(number.isExact == exact)
    }

    @Test func constantsAreTheNearestDoubles() {
        #expect(Number.constant(.pi) == .approximate(3.141592653589793))
        #expect(Number.constant(.e) == .approximate(2.718281828459045))
        #expect(Number.zero == Number(0))
        #expect(Number.zero.doubleValue == 0)
    }
}

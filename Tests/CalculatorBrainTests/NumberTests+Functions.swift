import Testing
import CalculatorBrain

extension NumberTests {
    /// Unary operations other than trigonometry.
    @Suite struct Functions {
        @Test(arguments: [
            // ± x² 1/x stay exact.
            ("5", UnaryOperation.negate, NumberOutcome.exact("-5")),
            ("-1/3", .negate, .exact("1/3")),
            ("d:2.5", .negate, .approximate(-2.5)),
            ("0.1", .square, .exact("1/100")),
            ("-3", .square, .exact("9")),
            ("1e200", .square, .exact("1" + String(repeating: "0", count: 400))),
            ("1e5000", .square, .error(.resultTooLarge)),
            ("1e-5000", .square, .error(.resultTooSmall)),
            ("1e-400", .reciprocal, .exact("1" + String(repeating: "0", count: 400))),
            ("d:1e200", .square, .error(.resultTooLarge)),
            ("4", .reciprocal, .exact("1/4")),
            ("-2/3", .reciprocal, .exact("-3/2")),
            ("0", .reciprocal, .error(.divisionByZero)),
            ("d:0.0", .reciprocal, .error(.divisionByZero)),
            ("d:5e-324", .reciprocal, .error(.resultTooLarge)),
            // Factorial: whole numbers, exact up to 3248!, a Double up to 170!.
            ("0", .factorial, .exact("1")),
            ("1", .factorial, .exact("1")),
            ("5", .factorial, .exact("120")),
            ("20", .factorial, .exact("2432902008176640000")),
            ("d:5.0", .factorial, .approximate(120)),
            ("171", .factorial, .exact("1241018070217667823424840524103103992616605577501693185388951803611996075221691752992751978120487585576464959501670387052809889858690710767331242032218484364310473577889968548278290754541561964852153468318044293239598173696899657235903947616152278558180061176365108428800000000000000000000000000000000000000000")),
            ("3249", .factorial, .error(.resultTooLarge)),
            ("99999", .factorial, .error(.resultTooLarge)),
            ("1e30", .factorial, .error(.resultTooLarge)),
            ("2.5", .factorial, .shows("3.32335097044784")),  // Γ(3.5) (docs/behaviour.md §15)
            ("-1", .factorial, .error(.outsideDomain(function: "!"))),
            ("-1e30", .factorial, .error(.outsideDomain(function: "!"))),
            ("d:170.0", .factorial, .approximate(7.257415615307999e306)),
            ("d:171.0", .factorial, .error(.resultTooLarge)),
            ("d:1e300", .factorial, .error(.resultTooLarge)),
            ("d:0.5", .factorial, .shows("0.886226925452758")),  // Γ(1.5) = √π ÷ 2
            ("d:-2.0", .factorial, .error(.outsideDomain(function: "!"))),
            // √: exact for fractions of perfect squares, else correctly rounded.
            ("0.25", .squareRoot, .exact("1/2")),
            ("16", .squareRoot, .exact("4")),
            ("9/4", .squareRoot, .exact("3/2")),
            ("0", .squareRoot, .exact("0")),
            ("1e-320", .squareRoot, .exact("1/" + "1" + String(repeating: "0", count: 160))),
            ("2", .squareRoot, .approximate(1.4142135623730951)),
            ("1/3", .squareRoot, .approximate(0.5773502691896257)),
            ("2/3", .squareRoot, .approximate(0.816496580927726)),
            ("2e-320", .squareRoot, .approximate(1.414213562373095e-160)),
            ("1000000000000000000000000000001", .squareRoot, .approximate(1e15)),
            ("d:2.0", .squareRoot, .approximate(1.4142135623730951)),
            ("-4", .squareRoot, .error(.squareRootOfNegative)),
            ("d:-1.0", .squareRoot, .error(.squareRootOfNegative)),
            // ∛: exact for fractions of perfect cubes, negatives too, else correctly rounded.
            ("8", .cubeRoot, .exact("2")),
            ("-8", .cubeRoot, .exact("-2")),
            ("8/27", .cubeRoot, .exact("2/3")),
            ("-27/64", .cubeRoot, .exact("-3/4")),
            ("0", .cubeRoot, .exact("0")),
            ("1", .cubeRoot, .exact("1")),
            ("1e-300", .cubeRoot, .exact("1/1" + String(repeating: "0", count: 100))),
            ("1e600", .cubeRoot, .exact("1" + String(repeating: "0", count: 200))),
            ("2", .cubeRoot, .approximate(1.2599210498948732)),
            ("-2", .cubeRoot, .approximate(-1.2599210498948732)),
            ("1/3", .cubeRoot, .approximate(0.6933612743506347)),
            ("9", .cubeRoot, .approximate(2.080083823051904)),
            ("1e400", .cubeRoot, .approximate(2.1544346900318837e133)),
            ("1e1000", .cubeRoot, .error(.resultTooLarge)),
            ("d:-8.0", .cubeRoot, .approximate(-2)),
            ("d:0.125", .cubeRoot, .approximate(0.5)),
            // Logarithms and eˣ.
            ("1", .ln, .exact("0")),
            ("1000", .log, .exact("3")),
            ("0.001", .log, .exact("-3")),
            ("1", .log, .exact("0")),
            ("2", .log, .approximate(0.3010299956639812)),
            ("2", .ln, .approximate(0.6931471805599453)),
            ("e", .ln, .approximate(1)),
            ("1" + String(repeating: "0", count: 600) + "/7", .ln,
             .shows("1379.60514564737")),
            ("0", .ln, .error(.logarithmOfNonPositive)),
            ("-1", .ln, .error(.logarithmOfNonPositive)),
            ("0", .log, .error(.logarithmOfNonPositive)),
            ("d:-0.0", .log, .error(.logarithmOfNonPositive)),
            ("0", .exp, .exact("1")),
            ("1", .exp, .approximate(2.718281828459045)),
            ("1000", .exp, .error(.resultTooLarge)),
            ("-1000", .exp, .approximate(0)),
            ("d:nan", .squareRoot, .error(.outsideDomain(function: "√"))),
            ("d:-inf", .negate, .error(.resultTooLarge)),
        ])
        func unaryOperation(text: String, op: UnaryOperation, outcome: NumberOutcome) {
            outcome.check(testNumber(text).applying(op, angle: .radians))
        }

        @Test func factorialOf3248IsTheLargestExactOne() throws {
            let f = try Number(3248).applying(.factorial, angle: .degrees).get()
            #expect(f.isExact)
            #expect(DisplayFormatter.string(for: f) == "1.97363425308604e9997")
        }

        @Test func factorialOf170IsExactAndFitsADouble() throws {
            let f = try Number(170).applying(.factorial, angle: .degrees).get()
            #expect(f.isExact)
            #expect(f.doubleValue == 7.257415615307999e306)
        }

        @Test(arguments: [
            (Number(-4), UnaryOperation.squareRoot, CalculatorError.squareRootOfNegative),
            (Number(0), .ln, .logarithmOfNonPositive),
            (Number(0), .reciprocal, .divisionByZero),
            (Number(2), .asin, .outsideDomain(function: "sin⁻¹")),
            (Number(-2), .acos, .outsideDomain(function: "cos⁻¹")),
            (Number(-3), .factorial, .outsideDomain(function: "!")),
            (Number(90), .tan, .outsideDomain(function: "tan")),
            (Number(710), .exp, .resultTooLarge),
        ])
        func eachErrorKind(number: Number, op: UnaryOperation, error: CalculatorError) {
            #expect(number.applying(op, angle: .degrees) == .failure(error))
        }
    }
}

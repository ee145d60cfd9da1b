import Testing
import CalculatorBrain

extension NumberTests {
    /// docs/behaviour.md §6: exact trigonometry in degrees, the near-zero rule in radians.
    @Suite struct Trigonometry {
        @Test(arguments: [
            ("0", UnaryOperation.sin, NumberOutcome.exact("0")), ("30", .sin, .exact("1/2")),
            ("90", .sin, .exact("1")), ("150", .sin, .exact("1/2")), ("180", .sin, .exact("0")),
            ("210", .sin, .exact("-1/2")), ("270", .sin, .exact("-1")),
            ("330", .sin, .exact("-1/2")), ("360", .sin, .exact("0")),
            ("-30", .sin, .exact("-1/2")), ("720", .sin, .exact("0")),
            ("-270", .sin, .exact("1")), ("1e30", .sin, .shows("\u{2212}0.984807753012208")),
            ("60", .sin, .shows("0.866025403784439")), ("10", .sin, .approximate(0.17364817766693036)),
            ("180.0000001", .sin, .shows("\u{2212}1.74532925199433e\u{2212}9")),
            ("1e-7", .sin, .shows("1.74532925199433e\u{2212}9")),
            ("45", .sin, .approximate(0.7071067811865476)), ("-315", .sin, .approximate(0.7071067811865476)),
            ("315", .cos, .approximate(0.7071067811865476)), ("240", .sin, .approximate(-0.8660254037844386)),
            ("d:30.0", .sin, .approximate(0.5)), ("d:-540.0", .sin, .approximate(0)),
            ("0", .cos, .exact("1")), ("60", .cos, .exact("1/2")), ("90", .cos, .exact("0")),
            ("120", .cos, .exact("-1/2")), ("180", .cos, .exact("-1")),
            ("240", .cos, .exact("-1/2")), ("270", .cos, .exact("0")),
            ("300", .cos, .exact("1/2")), ("360", .cos, .exact("1")),
            ("-60", .cos, .exact("1/2")), ("450", .cos, .exact("0")),
            ("30", .cos, .shows("0.866025403784439")), ("d:-90.0", .cos, .approximate(0)),
            ("0", .tan, .exact("0")), ("45", .tan, .exact("1")), ("135", .tan, .exact("-1")),
            ("180", .tan, .exact("0")), ("225", .tan, .exact("1")), ("315", .tan, .exact("-1")),
            ("-45", .tan, .exact("-1")), ("30", .tan, .shows("0.577350269189626")),
            ("-30", .tan, .approximate(-0.5773502691896257)), ("240", .tan, .approximate(1.7320508075688772)),
            ("15", .tan, .shows("0.267949192431123")),
            ("100", .tan, .shows("\u{2212}5.67128181961771")),
            ("89.9999", .tan, .shows("572957.795130241")),
            ("90", .tan, .error(.outsideDomain(function: "tan"))),
            ("270", .tan, .error(.outsideDomain(function: "tan"))),
            ("-90", .tan, .error(.outsideDomain(function: "tan"))),
            ("450", .tan, .error(.outsideDomain(function: "tan"))),
            ("d:90.0", .tan, .error(.outsideDomain(function: "tan"))),
            // Inverses: exact at the special values.
            ("0.5", .asin, .exact("30")), ("1", .asin, .exact("90")), ("-1", .asin, .exact("-90")),
            ("-0.5", .asin, .exact("-30")), ("0", .asin, .exact("0")),
            ("0", .acos, .exact("90")), ("-1", .acos, .exact("180")), ("1", .acos, .exact("0")),
            ("0.5", .acos, .exact("60")), ("-0.5", .acos, .exact("120")),
            ("1", .atan, .exact("45")), ("-1", .atan, .exact("-45")), ("0", .atan, .exact("0")),
            ("d:0.5", .asin, .approximate(30)), ("0.2", .asin, .approximate(11.536959032815489)),
            ("0.50000000000000000001", .asin, .shows("30")), ("1e300", .atan, .approximate(90)),
            ("2", .asin, .error(.outsideDomain(function: "sin⁻¹"))),
            ("-1.5", .acos, .error(.outsideDomain(function: "cos⁻¹"))),
            ("1.00000000000000000001", .asin, .error(.outsideDomain(function: "sin⁻¹"))),
            ("d:1.0000000000000002", .acos, .error(.outsideDomain(function: "cos⁻¹"))),
        ])
        func degrees(text: String, op: UnaryOperation, outcome: NumberOutcome) {
            outcome.check(testNumber(text).applying(op, angle: .degrees))
        }

        @Test(arguments: [
            // π itself: a result not told from 0 at the precision limit is 0 …
            ("π", UnaryOperation.sin, NumberOutcome.approximate(0)),
            ("π", .tan, .approximate(0)),
            // … but a Double is its exact value, which is not π/2 or 2²⁰·π.
            ("d:1.5707963267948966", .cos, .approximate(6.123233995736766e-17)),
            ("d:3294198.658330571", .sin, .approximate(-1.284135242062735e-10)),
            // … but a genuinely small result stays.
            ("1e-20", .sin, .approximate(1e-20)),
            ("d:1e-300", .tan, .approximate(1e-300)),
            ("d:3373259426.1305046", .sin, .approximate(-1.314954487872237e-07)),  // 2³⁰·π
            ("0", .sin, .exact("0")), ("0", .cos, .exact("1")), ("0", .tan, .exact("0")),
            ("π", .cos, .approximate(-1)),
            ("d:1.5707963267948966", .tan, .approximate(16331239353195370)),
            ("1", .asin, .approximate(1.5707963267948966)),
            ("-1", .acos, .approximate(3.141592653589793)),
            ("1", .atan, .approximate(0.7853981633974483)),
            ("0", .asin, .exact("0")), ("1", .acos, .exact("0")), ("0", .atan, .exact("0")),
            ("2", .asin, .error(.outsideDomain(function: "sin⁻¹"))),
        ])
        func radians(text: String, op: UnaryOperation, outcome: NumberOutcome) {
            outcome.check(testNumber(text).applying(op, angle: .radians))
        }

        /// Degrees reduce exactly, so every whole turn gives the same value.
        @Test(arguments: [-3, -1, 1, 2, 1_000_000_007])
        func wholeTurnsDoNotChangeTheValue(turns: Int) {
            for degrees in stride(from: 0, to: 360, by: 7) {
                let base = Number(degrees)
                let turned = Number(degrees + 360 * turns)
                for op in [UnaryOperation.sin, .cos, .tan] {
                    #expect(base.applying(op, angle: .degrees) == turned.applying(op, angle: .degrees))
                }
            }
        }
    }
}

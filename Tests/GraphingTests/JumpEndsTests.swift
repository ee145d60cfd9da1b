import CalculatorBrain
@testable import Graphing
import Testing

/// The open and closed ends of steps at jumps (docs/behaviour.md §14, issue 34).
@Suite struct JumpEndsTests {
    static func ends(_ formula: String, x: ClosedRange<Double> = -10...10) -> [CurveEnd] {
        graph(formula, x: x).curves[0].sampled.ends
    }

    /// The ends at the jump at `x`, as (y, filled), lowest first, y to 4 decimals.
    static func ends(_ formula: String, at x: Double, in range: ClosedRange<Double> = -10...10) -> [(y: Double, filled: Bool)] {
        ends(formula, x: range).filter { abs($0.point.x - x) < 1e-9 }
            .map { (($0.point.y * 1e4).rounded() / 1e4, $0.filled) }.sorted { $0.y < $1.y }
    }

    @Test(arguments: [
        // formula, the jump, then each end there: y and filled.
        ("floor(x)", 2.0, [(1.0, false), (2.0, true)]),
        ("floor(x)", -3.0, [(-4.0, false), (-3.0, true)]),
        ("ceil(x)", 2.0, [(2.0, true), (3.0, false)]),
        ("trunc(x)", 2.0, [(1.0, false), (2.0, true)]),
        ("trunc(x)", -2.0, [(-2.0, true), (-1.0, false)]),
        ("round(x)", 0.5, [(0.0, false), (1.0, true)]),
        ("round(x)", -0.5, [(-1.0, true), (0.0, false)]),
        ("x mod 3", 3.0, [(0.0, true), (3.0, false)]),
        ("x mod 3", -3.0, [(0.0, true), (3.0, false)]),
        // sgn takes neither limit at 0: a filled dot of its own.
        ("sgn(x)", 0.0, [(-1.0, false), (0.0, true), (1.0, false)]),
        // x² is 1 at ±1 exactly: the value at the jump, not a guess from the name.
        ("floor(x²)", 1.0, [(0.0, false), (1.0, true)]),
        ("floor(x²)", -1.0, [(0.0, false), (1.0, true)]),
    ] as [(String, Double, [(Double, Bool)])])
    func endsAtAJump(formula: String, x: Double, expected: [(Double, Bool)]) {
        let found = Self.ends(formula, at: x)
        #expect(found.map(\.y) == expected.map(\.0), "\(formula) at \(x)")
        #expect(found.map(\.filled) == expected.map(\.1), "\(formula) at \(x)")
    }

    /// A jump at a fraction no `Double` is: `floor(10x)` at 1/10 is 1.
    @Test func jumpAtATenth() {
        let found = Self.ends("floor(x×10)", at: 0.1, in: -1...1)
        #expect(found.map(\.y) == [0, 1])
        #expect(found.map(\.filled) == [false, true])
    }

    /// Every end of `floor x` is filled exactly where it is at the height of its x.
    @Test func everyFloorEndIsRight() {
        let all = Self.ends("floor(x)")
        #expect(all.count >= 18)
        for end in all {
            #expect(end.point.x == end.point.x.rounded(), "\(end)")
            #expect(end.filled == (abs(end.point.y - end.point.x) < 1e-9), "\(end)")
        }
    }

    /// Poles and continuous curves have no ends; nor has a jump at an irrational place.
    @Test(arguments: ["1/x", "tan(x)", "1/((x−1)(x+2))", "x²", "abs(x)"])
    func noEnds(formula: String) {
        #expect(Self.ends(formula).isEmpty, "\(formula)")
    }

    @Test func noEndsAtAnIrrationalJump() {
        #expect(Self.ends("floor(x²)", at: 2.0.squareRoot()).isEmpty)
        #expect(!Self.ends("floor(x²)", at: 2).isEmpty)
    }

    /// Jumps closer than 12 px are not marked: `floor(10x)` over −10…10 at 800 px has a
    /// step every 4 px.
    @Test func denseJumpsAreNotMarked() {
        #expect(Self.ends("floor(x×10)").isEmpty)
        #expect(!Self.ends("floor(x×10)", x: -2...2).isEmpty)
    }

    @Test func placeIsTheSimplestFraction() {
        #expect(JumpEnds.place(of: 0.9999999999999999...1) == Rational(1))
        #expect(JumpEnds.place(of: 0.09999999999999999...0.1) == Rational(1, 10))
        #expect(JumpEnds.place(of: -0.5...(-0.49999999999999994)) == Rational(-1, 2))
        #expect(JumpEnds.place(of: 0...Double.leastNonzeroMagnitude) == Rational(0))
        #expect(JumpEnds.place(of: 1.414213562373095...1.4142135623730951) == nil)
    }
}

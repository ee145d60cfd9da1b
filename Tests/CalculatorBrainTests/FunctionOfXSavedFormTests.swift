import CalculatorBrain
import Testing

/// A pinned curve's saved program (docs/behaviour.md §14): the function comes back as it
/// was pinned, its numbers exact or as the recipes that compute them; anything else is
/// refused.
@Suite struct FunctionOfXSavedFormTests {
    static func function(_ formula: String, variables: [String: Number]) throws -> FunctionOfX {
        var brain = CalculatorBrain(mode: .rpn, angle: .radians, variables: variables)
        try brain.perform(formula: formula)
        return brain.displayedFunction
    }

    /// `y` just above 1: a curve of `floor(y) × x` made with it is `x`, not `0`.
    static let variables: [String: Number] = [
        "y": try! Number(1).applying(.divide, Number(100_000_000)).get().applying(.cosh, angle: .radians).get(),
        "z": .exact(Rational(-7, 3)),
    ]

    @Test(arguments: ["sin(x) × 2", "x^2 − z", "(y − 1) × 10^16 × x", "sqrt(x) + π", "floor(x / z) mod 3", "x", "7"])
    func comesBackAsItWas(formula: String) throws {
        let f = try Self.function(formula, variables: Self.variables)
        let program = try #require(f.savedProgram)
        let back = try #require(FunctionOfX(savedProgram: program, angle: f.angle, description: f.description))
        #expect(back.savedProgram == program)
        #expect(back.description == f.description)
        for x in [Number(-2), .zero, .exact(Rational(1, 2)), Number(3)] {
            #expect(String(describing: back.value(at: x)) == String(describing: f.value(at: x)), "\(formula) at \(x)")
        }
    }

    @Test func aLeafWithoutAValueIsNotSavedAsAProgram() throws {
        #expect(try Self.function("x + y", variables: [:]).savedProgram == nil)
    }

    @Test(arguments: ["", "x\n", "\nx", "u sin 0", "x\nu sin 1", "x\nu sin -1", "x\nu sin 00", "x\nb × 0",
                      "x\nb × 0 0 0", "n abc", "n 1/0", "n 2/4", "x\nu sine 0", "x\nb ** 0 0", "y", "x ", " x",
                      "n r:1.0;1e0;cx"])
    func refusesWhatItDidNotWrite(text: String) {
        #expect(FunctionOfX(savedProgram: text, angle: .radians, description: "x") == nil)
    }
}

/// The graph's x is its own (docs/behaviour.md §14): a formula that is a quantity only
/// because the variable x holds one (`floor(x)` with x = 5 km) is drawn as a curve of
/// numbers; one with a unit of its own, or another variable holding a quantity, is not.
@Suite struct FunctionOfXUnitTests {
    static func function(_ formula: String) throws -> FunctionOfX {
        var brain = CalculatorBrain(mode: .algebraic, angle: .radians)
        brain.setVariable("x", to: Number(5), unit: "km")
        brain.setVariable("y", to: Number(3), unit: "m")
        brain.setVariable("z", to: Number(2))
        try brain.perform(formula: formula)
        return brain.displayedFunction
    }

    @Test(arguments: [("floor(x)", "2.5", "2"), ("x^2 + z", "3", "11"), ("2x mod 3", "2", "1")])
    func xHoldingAQuantityIsTheGraphsOwn(formula: String, at x: String, value: String) throws {
        let f = try Self.function(formula)
        #expect(f.leafFailure == nil)
        #expect(f.value(at: try #require(Number(decimal: x))) == .success(try #require(Number(decimal: value))))
    }

    @Test(arguments: ["x + 1 km", "y × x", "x to mi"])
    func aFormulaWithUnitsIsNotDrawn(formula: String) throws {
        let f = try Self.function(formula)
        #expect(f.value(at: Number(1)).isFailure)
    }
}

private extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}

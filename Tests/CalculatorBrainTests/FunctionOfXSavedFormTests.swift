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

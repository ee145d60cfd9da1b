import CalculatorBrain
import TestSupport
import Testing

/// A formula is one operand in both modes (docs/behaviour.md §11): algebraic, the current operand as a
/// typed number would be; RPN, pushed. Undo removes it as one step; property lists keep it.
@Suite struct FormulaModeTests {
    /// Steps → description, display. A string step is a formula; the rest are keys' steps.
    static let algebraicRows: [([Step], String, String)] = [
        ([2, .times, "(3+4)", .equals], "2 × (3 + 4) =", "14"),
        ([2, .times, "(3+4)"], "2 × (3 + 4) …", "7"),
        (["2+3", .times, 4, .equals], "(2 + 3) × 4 =", "20"),
        (["2(3+4)^2"], "2 × (3 + 4) ^ 2 =", "98"),
        ([7, .plus, "2x"], "7 + 2 × x …", "2"),
        ([7, .plus, "2x", .equals], "7 + 2 × x =", "9"),
        ([5, .plus, 6, .equals, "7"], "7 =", "7"),
        ([5, .plus, 6, .equals, "1+1", .plus, 1, .equals], "1 + 1 + 1 =", "3"),
        (["3", .sqrt], "√(3) =", "1.73205080756888"),
        (["1+2", .square], "(1 + 2)² =", "9"),
        ([2, .power, "1+2", .equals], "2 ^ (1 + 2) =", "8"),
        ([10, .minus, "−5", .equals], "10 − (−5) =", "15"),
        ([10, .minus, "1−5", .equals], "10 − (1 − 5) =", "14"),
        ([2, .times, "1+2", .equals, .equals], "2 × (1 + 2) × (1 + 2) =", "18"),
        ([7, .plus, "2", "3", .equals], "7 + 3 =", "10"),
        ([7, .plus, "1/0", .equals], "7 + 1 ÷ 0 =", "error: division_by_zero"),
        (["M"], "M =", "error: variable_not_set"),
    ]

    static let rpnRows: [([Step], String, String)] = [
        (["3+4", "2", .times], "(3 + 4) × 2 =", "14"),
        (["1+2", "x"], "1 + 2, x =", "1"),
        ([5, "2^3", .minus], "5 − 2 ^ 3 =", "−3"),
        (["sqrt 16", .negate], "−√(16) =", "−4"),
        (["1+1", .equals], "1 + 1, 1 + 1 =", "2"),
        (["2", "3", .plus, "4", .times], "(2 + 3) × 4 =", "20"),
        (["x+y", .sqrt], "√(x + y) =", "2.23606797749979"),
        // A negation first in a right operand is parenthesised, so the description reads back.
        ([1, 2, .negate, 3, .plus, .plus], "1 + (−2) + 3 =", "2"),
        ([1, "−2 × 3", .times], "1 × (−2) × 3 =", "−6"),
    ]

    @Test(arguments: algebraicRows)
    func algebraic(_ row: ([Step], String, String)) { check(.algebraic, row) }

    @Test(arguments: rpnRows)
    func rpn(_ row: ([Step], String, String)) { check(.rpn, row) }

    private func check(_ mode: CalculatorMode, _ row: ([Step], String, String)) {
        let brain = Self.run(mode, row.0)
        #expect(brain.description == row.1)
        #expect(Self.display(brain) == row.2)
        #expect(brain.stepCount == row.0.count, "every step, each formula one, is recorded")
    }

    // MARK: - Undo, refusal, property lists

    @Test(arguments: CalculatorMode.allCases)
    func undoRemovesTheFormulaAsOneStep(_ mode: CalculatorMode) {
        var brain = Self.run(mode, [2, mode == .rpn ? .equals : .times])
        let before = (brain.description, brain.value, brain.steps)
        brain.perform(.formula("(3 + 4) × sin(0) + 1"))
        #expect(brain.stepCount == before.2.count + 1)
        brain.undo()
        #expect(brain.description == before.0 && brain.value == before.1 && brain.steps == before.2)
    }

    @Test(arguments: ["2+", "sinx", "(1", "", "2 3"])
    func aFormulaThatDoesNotParseRecordsNothing(_ text: String) {
        var brain = Self.run(.algebraic, [2, .times])
        let before = (brain.description, brain.value, brain.steps)
        let entered = brain.perform(.formula(text))
        #expect(!entered)
        #expect(throws: FormulaError.self) { try brain.perform(formula: text) }
        #expect(brain.description == before.0 && brain.value == before.1 && brain.steps == before.2)
    }

    @Test func previewUsesTheVariablesAndAngleAndChangesNothing() throws {
        var brain = CalculatorBrain(angle: .degrees, variables: ["x": Number(30)])
        brain.perform(.operand(Number(5)))
        let steps = brain.steps
        #expect(try brain.previewFormula("2 sin x").get() == Number(1))
        #expect(brain.steps == steps)
        #expect(throws: FormulaError.self) { try brain.previewFormula("2 +").get() }
        #expect(throws: CalculatorError.self) { try brain.previewFormula("y").get() }
    }

    @Test(arguments: CalculatorMode.allCases)
    func theSavedStateKeepsTheFormulaText(_ mode: CalculatorMode) throws {
        let brain = Self.run(mode, [2, mode == .rpn ? .equals : .times, "2(3+4)^2 + x", mode == .rpn ? .times : .equals])
        #expect(brain.savedForm.steps.contains("formula:2(3+4)^2 + x"))
        let copy = try throughStateDatabase(brain)
        #expect(copy.steps == brain.steps && copy.description == brain.description && copy.value == brain.value)
    }

    @Test(arguments: ["formula:2+", "formula:", "formula:sinx", "formula:(((("])
    func savedFormsWithABadFormulaAreRefused(_ step: String) {
        var form = CalculatorBrain().savedForm
        form.steps = ["number:2", step]
        #expect(throws: CalculatorBrain.SavedFormError.badStep(1)) { try CalculatorBrain(savedForm: form) }
    }

    // MARK: - Helpers

    /// A step of a row: a number, a formula (a string) or an operation.
    enum Step: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, Sendable, CustomStringConvertible {
        case number(Int)
        case formula(String)
        case key(ProgramStep)

        init(integerLiteral value: Int) { self = .number(value) }
        init(stringLiteral value: String) { self = .formula(value) }

        static let plus = Step.key(.binary(.add))
        static let minus = Step.key(.binary(.subtract))
        static let times = Step.key(.binary(.multiply))
        static let power = Step.key(.binary(.power))
        static let sqrt = Step.key(.unary(.squareRoot))
        static let square = Step.key(.unary(.square))
        static let negate = Step.key(.unary(.negate))
        static let equals = Step.key(.equals)

        var programStep: ProgramStep {
            switch self {
            case .number(let n): .operand(Number(n))
            case .formula(let text): .formula(text)
            case .key(let step): step
            }
        }

        var description: String {
            switch self {
            case .number(let n): "\(n)"
            case .formula(let text): "(\(text))"
            case .key(let step): "\(step)"
            }
        }
    }

    static func run(_ mode: CalculatorMode, _ steps: [Step]) -> CalculatorBrain {
        var brain = CalculatorBrain(mode: mode, variables: ["x": Number(1), "y": Number(4)])
        for step in steps { brain.perform(step.programStep) }
        return brain
    }

    static func display(_ brain: CalculatorBrain) -> String {
        switch brain.value {
        case .success(let n): DisplayFormatter.string(for: n)
        case .failure(let error): "error: \(error.code)"
        }
    }
}

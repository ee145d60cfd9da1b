import CalculatorBrain
import CalculatorController
import Testing

/// `--keys` formula groups (docs/behaviour.md §9): a `(` starts a formula that runs to its matching
/// `)`, spaces included, and the group is one operand.
@Suite struct KeySequenceFormulaTests {
    /// Keys → description, display, as `cerebrum --keys` runs them.
    static let rows: [(CalculatorMode, String, String, String)] = [
        (.algebraic, "2 × (3 + 4 ^ 2) =", "2 × (3 + 4 ^ 2) =", "38"),
        (.algebraic, "2 × (3+4) =", "2 × (3 + 4) =", "14"),
        (.algebraic, "(1 + 2)(3 + 4) + 1 =", "(1 + 2) × (3 + 4) + 1 =", "22"),
        (.algebraic, "(2 (3 + 4) ^ 2)", "2 × (3 + 4) ^ 2 =", "98"),
        (.algebraic, "(3+4)² √", "√((3 + 4)²) =", "7"),
        (.algebraic, "7 + (x) =", "7 + x =", "9"),
        (.algebraic, "5 + ((1)) =", "5 + 1 =", "6"),
        (.rpn, "2 ↵ (1 + 2)² ×", "2 × (1 + 2)² =", "18"),
        (.rpn, "(1 + 2) (3) +", "1 + 2 + 3 =", "6"),
    ]

    @Test(arguments: rows)
    func formulaGroupsAreOneOperand(_ row: (CalculatorMode, String, String, String)) throws {
        let controller = CalculatorController(mode: row.0)
        controller.setVariable("x", text: "2")
        try KeySequence.forEachInput(in: row.1) { input in
            switch input {
            case .key(let key):
                controller.press(key)
                return nil
            case .formula(let text):
                return controller.enterFormula(text)?.message
            }
        }
        #expect(controller.viewState.description == row.2)
        #expect(controller.viewState.display == row.3)
    }

    @Test func theGroupsAndKeysComeInOrder() throws {
        var inputs: [KeySequence.Input] = []
        try KeySequence.forEachInput(in: " 12 ×\t( 3 +\n4 )² = ") { inputs.append($0); return nil }
        #expect(inputs == [.key(.digit(1)), .key(.digit(2)), .key(.binary(.multiply)), .formula("( 3 +\n4 )²"), .key(.equals)])
    }

    /// Keys, the token and position reported, and the problem.
    static let errorRows: [(String, String, Int, String)] = [
        ("2 × (3 + 4 =", "(3 + 4 =", 3, "no matching `)` for formula"),
        ("((1)", "((1)", 1, "no matching `)` for formula"),
        ("1 (2 +) =", "(2 +)", 2, "refused"),
        ("1 (2)) =", "(2))", 2, "refused"),
        ("1 + bogus", "bogus", 3, "unknown key"),
    ]

    @Test(arguments: errorRows)
    func badGroupsAreReportedWithTheirPosition(_ row: (String, String, Int, String)) {
        #expect(throws: KeySequence.UnknownToken(token: row.1, position: row.2, problem: row.3)) {
            try KeySequence.forEachInput(in: row.0) { input in
                if case .formula(let text) = input, CalculatorBrain.checkFormula(text) != nil { return "refused" }
                return nil
            }
        }
    }
}

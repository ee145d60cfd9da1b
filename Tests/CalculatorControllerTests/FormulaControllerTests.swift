import CalculatorBrain
import Testing
@testable import CalculatorController

/// Keys, then a formula entered as the formula line's Enter does, then more keys.
struct FormulaRow: CustomTestStringConvertible, Sendable {
    var before: String
    var formula: String
    var after: String
    var description: String
    var display: String
    var testDescription: String { "\(before) [\(formula)] \(after) → \(description) | \(display)" }

    init(_ before: String, _ formula: String, _ after: String, _ description: String, _ display: String) {
        self.before = before
        self.formula = formula
        self.after = after
        self.description = description
        self.display = display
    }

    func run(mode: CalculatorMode) throws -> CalculatorController {
        let controller = CalculatorController(mode: mode, angle: .radians, random: { 0.25 })
        try KeySequence.forEachKey(in: before, controller.press)
        #expect(controller.enterFormula(formula) == nil, "\(formula) does not parse")
        try KeySequence.forEachKey(in: after, controller.press)
        return controller
    }
}

@Suite struct FormulaControllerTests {
    /// docs/behaviour.md §11: a formula is one operand; in algebraic mode the current one, exactly as a
    /// typed number would be. Parentheses left open at the end are closed.
    @Test(arguments: [
        FormulaRow("", "2(3+4)^2", "", "2 × (3 + 4) ^ 2 =", "98"),
        FormulaRow("", "(2(3+4)^2", "", "2 × (3 + 4) ^ 2 =", "98"),
        FormulaRow("", "(2(3+4)^2)", "=", "2 × (3 + 4) ^ 2 × (3 + 4) ^ 2 =", "4802"),
        FormulaRow("2 ×", "(3+4)", "", "2 × (3 + 4) …", "7"),
        FormulaRow("2 ×", "(3+4)", "=", "2 × (3 + 4) =", "14"),
        // A formula after `C` forfeits its restore: ⌫ then undoes the formula alone.
        FormulaRow("4 × 2 = C", "(1+1)", "⌫", "", "0"),
        FormulaRow("2 ×", "(3+4", "=", "2 × (3 + 4) =", "14"),
        FormulaRow("2 ×", "3+4", "=", "2 × (3 + 4) =", "14"),
        FormulaRow("7 + 12", "3", "=", "7 + 3 =", "10"),
        FormulaRow("7 + 12", "(1+2)", "=", "7 + 1 + 2 =", "10"),
        FormulaRow("5 + 6 =", "2*3", "", "2 × 3 =", "6"),
        FormulaRow("5 + 6 =", "2*3", "+ 1 =", "2 × 3 + 1 =", "7"),
        FormulaRow("2 ×", "(3+4)", "√ =", "2 × √(3 + 4) =", "5.29150262212918"),
        FormulaRow("", "1/0", "", "1 ÷ 0 =", "Division by zero"),
        FormulaRow("", "2x", "", "2 × x =", "x is not set"),
        FormulaRow("5 →x", "2x", "", "2 × x =", "10"),
        FormulaRow("2 ×", "(3+4)", "⌫", "2 × …", "2"),
        FormulaRow("2 ×", "(3+4)", "= ⌫ ⌫", "2 × …", "2"),
        FormulaRow("", "−2^2", "", "−2 ^ 2 =", "−4"),
        FormulaRow("", "sin(π)", "", "sin(π) =", "0"),
        // Issue 32 item 3: a formula entered with nothing waiting is a finished calculation
        // of its own; `=` repeats its last operation, never an older calculation's.
        FormulaRow("1 + 4 = =", "10*3", "", "10 × 3 =", "30"),
        FormulaRow("1 + 4 = =", "10*3", "=", "10 × 3 × 3 =", "90"),
        FormulaRow("1 + 4 = =", "10*3", "= =", "10 × 3 × 3 × 3 =", "270"),
        FormulaRow("1 + 4 = =", "7", "=", "7 =", "7"),
        FormulaRow("1 + 4 = =", "√16", "=", "√(16) =", "4"),
        FormulaRow("1 + 4 =", "2^3+1", "=", "2 ^ 3 + 1 + 1 =", "10"),
        // A formula as the right operand of a waiting operation is not a calculation of its own.
        FormulaRow("1 + 4 = 2 ×", "3+4", "= =", "2 × (3 + 4) × (3 + 4) =", "98"),
    ])
    func algebraic(row: FormulaRow) throws {
        let state = try row.run(mode: .algebraic).viewState
        #expect(state.description == row.description)
        #expect(state.display == row.display)
    }

    /// docs/behaviour.md §11: in RPN the formula is pushed; a number being typed is entered first.
    @Test(arguments: [
        FormulaRow("", "1+1", "", "1 + 1 =", "2"),
        FormulaRow("3 ↵", "1+1", "", "3, 1 + 1 =", "2"),
        FormulaRow("3", "1+1", "", "3, 1 + 1 =", "2"),
        FormulaRow("3 ↵", "1+1", "×", "3 × (1 + 1) =", "6"),
        FormulaRow("3 ↵", "1+1", "+", "3 + 1 + 1 =", "5"),
        FormulaRow("3 ↵", "1+1", "⌫", "3 =", "3"),
        FormulaRow("", "2(3+4)^2", "↵ +", "2 × (3 + 4) ^ 2 + 2 × (3 + 4) ^ 2 =", "196"),
    ])
    func rpn(row: FormulaRow) throws {
        let state = try row.run(mode: .rpn).viewState
        #expect(state.description == row.description)
        #expect(state.display == row.display)
    }

    /// A formula that does not parse changes nothing, and says where it went wrong.
    @Test(arguments: ["2+*3", "2+", ")", "y2", "1..2", "(((", "2)3("])
    func badFormulaChangesNothing(formula: String) throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9", controller.press)
        let before = controller.viewState
        let error = try #require(controller.enterFormula(formula))
        #expect(!error.message.isEmpty)
        #expect(controller.viewState == before)
        #expect(controller.brain.stepCount == 2)
    }

    /// The live preview: the value as the display writes it, or the error with the
    /// characters to mark (at least one, inside the text).
    @Test(arguments: [
        ("(2(3+4)^2", "98", false),
        ("(3+4", "7", false),
        ("1/3", "0.333333333333333", false),
        ("0.1+0.2", "0.3", false),
        ("2^0.5", "1.4142135623731", false),
        ("1/0", "Division by zero", true),
        ("√(−4)", "Square root of a negative number", true),
        ("x+1", "x is not set", true),
    ])
    func previewValue(text: String, shown: String, isError: Bool) {
        let preview = CalculatorController().formulaPreview(text)
        #expect(preview == .init(text: shown, isError: isError))
    }

    @Test(arguments: ["2+*3", "2+", "(", "", "sinx", "y2", "2 3", "1+)", "((((("])
    func previewMarksParseErrors(text: String) throws {
        let preview = CalculatorController().formulaPreview(text)
        #expect(preview.isError)
        #expect(preview.text == CalculatorBrain.checkFormula(text)?.message)
        if text.isEmpty {
            #expect(preview.marked == nil)
        } else {
            let marked = try #require(preview.marked)
            #expect(!marked.isEmpty && marked.lowerBound >= 0 && marked.upperBound <= text.count)
        }
    }

    /// An unfinished formula's message speaks of what was typed, not of the `)` the line
    /// adds when it closes parentheses (a new user read "not `)`" after typing `(2+`), and
    /// is `--solve`'s; Enter says the same. An error inside the typed text stays as it was.
    @Test(arguments: [
        ("(", "missing operand after `(`", 0..<1),
        ("5(", "missing operand after `(`", 1..<2),
        ("((", "missing operand after `(`", 1..<2),
        ("(2+", "missing operand after `+`", 2..<3),
        ("2×(3+", "missing operand after `+`", 4..<5),
        ("sin(", "missing operand after `(`", 3..<4),
        ("(2+*3", "expected a number, a name or `(` after `+`, not `*`", 3..<4),
        ("(()+1", "empty parentheses", 1..<3),
    ])
    func unfinishedFormulaSpeaksOfTheTypedText(text: String, message: String, marked: Range<Int>) {
        let controller = CalculatorController()
        let preview = controller.formulaPreview(text)
        #expect(preview.text == message)
        #expect(preview.marked == marked)
        #expect(controller.enterFormula(text)?.message == message)
        #expect(controller.brain.stepCount == 0)
    }

    /// Where the error is marked: the offending characters, or the last one when
    /// something is missing at the end.
    @Test(arguments: [
        ("2+*3", 2..<3),
        ("sinx", 0..<4),
        ("(", 0..<1),
        ("2+", 1..<2),
        ("1+)", 2..<3),
        ("y2", 0..<2),
    ])
    func marksTheError(text: String, marked: Range<Int>) {
        #expect(CalculatorController().formulaPreview(text).marked == marked)
    }

    /// The preview uses the current variables and angle unit, and changes nothing.
    @Test func previewUsesVariablesAndAngle() throws {
        let controller = CalculatorController(angle: .degrees)
        try KeySequence.forEachKey(in: "4 →x 7 +", controller.press)
        let before = controller.viewState
        #expect(controller.formulaPreview("sin(30)+x").text == "4.5")
        #expect(controller.viewState == before)
    }

    @Test(arguments: [
        ("(2(3+4", "(2(3+4))"),
        ("(", "()"),
        ("2+3", "2+3"),
        ("(1)(2", "(1)(2)"),
        ("1+)", "1+)"),
        (")(", ")("),
        ("", ""),
    ])
    func closingParentheses(text: String, closed: String) {
        #expect(CalculatorController.closingParentheses(of: text) == closed)
    }

    /// Ctrl+V: a plain number is typed as before; a formula is entered; text that does
    /// not parse comes back (one line) to be edited; nothing, or only space, is empty.
    @Test(arguments: [
        ("2+3*4", "14", "2 + 3 × 4 ="),
        (" 2+3*4\n", "14", "2 + 3 × 4 ="),
        ("2\n+3", "5", "2 + 3 ="),
        ("−12,5", "−12.5", ""),
        ("1 000", "1000", ""),
        ("1.5e20", "1.5e20", "1.5e20 ="),
        ("2π", "6.28318530717959", "2 × π ="),
    ])
    func pasteEnters(text: String, display: String, description: String) {
        let controller = CalculatorController()
        #expect(controller.pasteText(text) == .entered)
        #expect(controller.viewState.display == display)
        #expect(controller.viewState.description == description)
    }

    @Test(arguments: [("2+", "2+"), ("abc", "abc"), (" 2 +\t*3\n", "2 + *3"), ("1+)", "1+)")])
    func pasteToEdit(text: String, line: String) throws {
        let controller = CalculatorController()
        guard case .edit(let edited, let preview) = controller.pasteText(text) else {
            Issue.record("\(text) was not sent to the formula line")
            return
        }
        #expect(edited == line)
        #expect(preview.isError && preview.marked != nil)
        #expect(controller.brain.stepCount == 0)
    }

    @Test(arguments: [nil, "", "  \n\t"] as [String?])
    func pasteNothing(text: String?) {
        #expect(CalculatorController().pasteText(text) == .empty)
    }

    /// A formula with nothing pending is a finished calculation: it reaches the history;
    /// one that is a right operand waits for `=`.
    @Test func history() throws {
        let controller = CalculatorController()
        controller.enterFormula("2+3*4")
        #expect(controller.history.entries.map(\.description) == ["2 + 3 × 4 ="])
        try KeySequence.forEachKey(in: "C 2 ×", controller.press)
        controller.enterFormula("(3+4)")
        #expect(controller.history.entries.count == 1)
        controller.press(.equals)
        #expect(controller.history.entries.map(\.description) == ["2 + 3 × 4 =", "2 × (3 + 4) ="])
    }

    /// A history entry chosen while the formula line is open types its value, which
    /// reads back as the same number.
    @Test(arguments: [
        ("7 + 9 =", "16"),
        ("5 − 8 =", "(−3)"),
        ("1 ÷ 3 =", "0.333333333333333"),
        ("10 xʸ 20 × 1.5 =", "1.5e20"),
        ("10 xʸ 10 = 1/x × 2.5 ± =", "(−2.5e−10)"),
    ])
    func historyEntryInTheLine(keys: String, text: String) throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: keys, controller.press)
        let newest = controller.history.entries.count - 1
        #expect(controller.formulaText(forHistoryEntry: newest) == text)
        #expect(controller.formulaText(forHistoryEntry: newest + 1) == nil)
        #expect(CalculatorBrain.checkFormula("2" + text) == nil)
    }

    /// The saved state carries the formula (it is a program step).
    @Test(arguments: [CalculatorMode.algebraic, .rpn])
    func savedStateCarriesTheFormula(mode: CalculatorMode) throws {
        let controller = CalculatorController(mode: mode)
        try KeySequence.forEachKey(in: mode == .rpn ? "2 ↵" : "2 ×", controller.press)
        controller.enterFormula("(3+4)^2")
        let restored = try CalculatorController(savedState: controller.savedState)
        #expect(restored.viewState == controller.viewState)
        restored.press(.backspace)
        #expect(restored.viewState.display == "2")
    }

    /// What a key clicked while the formula line is open types there.
    @Test(arguments: [
        (Key.digit(7), "7"), (.point, "."),
        (.binary(.add), "+"), (.binary(.subtract), "−"), (.binary(.multiply), "×"),
        (.binary(.divide), "÷"), (.binary(.power), "^"),
        (.unary(.squareRoot), "√"), (.unary(.square), "²"), (.unary(.reciprocal), "⁻¹"),
        (.unary(.negate), "−"), (.unary(.factorial), "!"),
        (.unary(.sin), "sin("), (.unary(.asin), "sin⁻¹("), (.unary(.log), "log("),
        (.unary(.exp), "exp("),
        (.constant(.pi), "π"), (.constant(.e), "e"), (.variable("M"), "M"),
        (.openFormula, "("),
    ])
    func keyTypesIntoTheLine(key: Key, text: String) {
        #expect(CalculatorController.formulaText(for: key) == text)
    }

    @Test(arguments: [Key.random, .store("M"), .memoryAdd, .memoryClear, .equals, .clear,
                      .backspace, .swap, .drop, .angle(.degrees), .mode(.rpn)])
    func keyTypesNothing(key: Key) {
        #expect(CalculatorController.formulaText(for: key) == nil)
    }

    /// Every key a formula can hold, typed after `(` into the line, parses (closed).
    @Test func everyTypedKeyParses() {
        for key in FormulaControllerPropertyTests.keys {
            guard let text = CalculatorController.formulaText(for: key) else { continue }
            let formula: String
            switch key {
            // A name right before a digit is an error (`y2`): names come after one.
            case .unary(.square), .unary(.reciprocal), .unary(.factorial), .unary(.percent), .constant, .variable:
                formula = "2" + text
            case .binary(let op) where op.isFunctionNotation: formula = text + "2;3"
            case .binary: formula = "2" + text + "3"
            case .point: formula = "2" + text + "5"
            default: formula = text + "2"
            }
            #expect(CalculatorBrain.checkFormula(CalculatorController.closingParentheses(of: formula)) == nil,
                    "\(formula)")
        }
    }

    /// The line opens with `(`, after the number being typed: `2(3+4)` on the keyboard is
    /// 2 × (3 + 4); Enter then replaces the typed number, in both modes.
    @Test(arguments: [
        ("", CalculatorMode.algebraic, "(", "(3+4)", "7", "3 + 4 ="),
        ("2", .algebraic, "2(", "2(3+4)", "14", "2 × (3 + 4) ="),
        ("5 × 2 ±", .algebraic, "−2(", "−2(3+4)", "−14", "5 × (−2) × (3 + 4) …"),
        ("2", .rpn, "2(", "2(3+4)", "14", "2 × (3 + 4) ="),
        ("1 ↵ 2", .rpn, "2(", "2(3+4)", "14", "1, 2 × (3 + 4) ="),
        ("1 ↵", .rpn, "(", "(3+4)", "7", "1, 3 + 4 ="),
    ])
    func lineTakesOverTheTypedNumber(keys: String, mode: CalculatorMode, start: String,
                                     formula: String, display: String, description: String) throws {
        let controller = CalculatorController(mode: mode)
        try KeySequence.forEachKey(in: keys, controller.press)
        #expect(controller.formulaLineStart == start)
        let typing = controller.viewState.typing
        #expect(controller.enterFormula(formula, replacingTyping: typing) == nil)
        #expect(controller.viewState.display == display)
        #expect(controller.viewState.description == description)
    }

    /// `(` opens the formula line (its button and shortcut: ButtonLayoutTests), and is
    /// no program step.
    @Test func openFormulaKey() {
        let controller = CalculatorController()
        controller.press(.digit(5))
        controller.press(.openFormula)
        #expect(controller.viewState.display == "5" && controller.viewState.typing)
    }
}

import CalculatorBrain
import Testing
@testable import CalculatorController

/// docs/behaviour.md §12: with the locale's decimal mark set, every number the view shows, the history
/// and the copied text use it; the brain and what it records keep `.`.
@Suite struct DecimalMarkTests {
    private func controller(_ keys: String, mark: Character, mode: CalculatorMode = .algebraic)
        throws -> CalculatorController {
        let controller = CalculatorController(mode: mode, angle: .radians)
        controller.decimalMark = mark
        try KeySequence.forEachKey(in: keys, controller.press)
        return controller
    }

    @Test(arguments: [
        // keys, mark, display, description
        ("0.1 + 0.2 =", ",", "0,3", "0,1 + 0,2 ="),
        ("0.1 + 0.2 =", ".", "0.3", "0.1 + 0.2 ="),
        ("2.5 ± ×", ",", "−2,5", "−2,5 × …"),
        ("1 ÷ 3 =", ",", "0,333333333333333", "1 ÷ 3 ="),
        ("0.", ",", "0,", ""),
        ("12.50", ",", "12,50", ""),
        ("1 ÷ 0 =", ",", "Division by zero", "1 ÷ 0 ="),
        ("0.00000000001 × 1.5 =", ",", "1,5e−11", "1e−11 × 1,5 ="),
        ("2 √ =", "٫", "1٫4142135623731", "√(2) ="),
        ("0.5 sin =", ",", "0,479425538604203", "sin(0,5) ="),
    ])
    func displayAndDescription(keys: String, mark: Character, display: String, description: String) throws {
        let state = try controller(keys, mark: mark).viewState
        #expect(state.display == display)
        #expect(state.description == description)
    }

    /// RPN's stack entries are listed with `; ` where the comma is the decimal mark.
    @Test(arguments: [
        // keys, mark, display, description
        ("1.5 ↵ 2 ↵", ",", "2", "1,5; 2 ="),
        ("1 ↵ 2 ↵ 3 +", ",", "5", "1; 2 + 3 ="),
        ("1.5 ↵ 2 ↵", ".", "2", "1.5, 2 ="),
        ("1.5 ↵ 2 ↵", "٫", "2", "1٫5, 2 ="),
    ])
    func rpnEntries(keys: String, mark: Character, display: String, description: String) throws {
        let state = try controller(keys, mark: mark, mode: .rpn).viewState
        #expect(state.display == display)
        #expect(state.description == description)
    }

    @Test(arguments: [
        ("1.5 ↵ 2.25 ↵ 3", ",", ["1,5", "2,25"]),
        ("2.5 ↵ 1.5 ↵ 0 ÷ 2", ",", ["2,5", "Division by zero"]),
        ("1.5 ↵ 2.25 ↵", ".", ["1.5", "2.25"]),
    ])
    func stack(keys: String, mark: Character, stack: [String]) throws {
        #expect(try controller(keys, mark: mark, mode: .rpn).viewState.stack.prefix(2) == stack[...])
    }

    @Test(arguments: [
        ("2.5 →x x + 1 =", ",", "x = 2,5", ["x": "2,5"]),
        ("0.25 M+ 0.5 →y y =", ",", "y = 0,5   M = 0,25", ["y": "0,5", "M": "0,25"]),
        ("2.5 →x x =", ".", "x = 2.5", ["x": "2.5"]),
    ])
    func variables(keys: String, mark: Character, line: String, values: [String: String]) throws {
        let state = try controller(keys, mark: mark).viewState
        #expect(state.variablesLine == line)
        #expect(state.variableValues == values)
    }

    @Test(arguments: [
        ("0.1 + 0.2 =", ",", ["0,1 + 0,2 = 0,3"]),
        ("1.5 × 2 = 0.25 + 1 =", ",", ["1,5 × 2 = 3", "0,25 + 1 = 1,25"]),
        ("0.1 + 0.2 =", ".", ["0.1 + 0.2 = 0.3"]),
    ])
    func history(keys: String, mark: Character, texts: [String]) throws {
        var history = HistoryTexts()
        let controller = try controller(keys, mark: mark)
        let changed = history.update(from: controller.history, decimalMark: mark)
        #expect(changed)
        #expect(history.texts == texts)
    }

    @Test(arguments: [
        ("0.1 + 0.2 =", ",", "0,3"),
        ("2.5 ±", ",", "-2,5"),
        ("0.00000000001 × 1.5 =", ",", "1,5e-11"),
        ("1 ÷ 8 =", ".", "0.125"),
    ])
    func copyText(keys: String, mark: Character, copied: String) throws {
        #expect(try controller(keys, mark: mark).copyText == copied)
    }

    /// Paste and formulas accept `.` always and the mark too; what is recorded uses `.`,
    /// so a saved calculation replays in any locale.
    @Test(arguments: [
        ("2,5", ",", "2,5"),
        ("2.5", ",", "2,5"),
        ("(1,5 + 1) × 2", ",", "5"),
        ("(1.5 + 1) × 2", ",", "5"),
        ("(1.5 + 1) × 2", ".", "5"),
    ])
    func pasteAndFormula(text: String, mark: Character, display: String) {
        let controller = CalculatorController()
        controller.decimalMark = mark
        #expect(controller.pasteText(text) == .entered)
        #expect(controller.viewState.display == display)
    }

    @Test(arguments: [
        ("1,5 + 1", ",", "2,5", false),
        ("1.5 + 1", ",", "2,5", false),
        ("1,5 + 1", ".", "", true),
    ])
    func formulaPreview(text: String, mark: Character, preview: String, isError: Bool) {
        let controller = CalculatorController()
        controller.decimalMark = mark
        let shown = controller.formulaPreview(text)
        #expect(shown.isError == isError)
        if !isError { #expect(shown.text == preview) }
    }

    @Test func formulaRecordsThePoint() {
        let controller = CalculatorController()
        controller.decimalMark = ","
        #expect(controller.enterFormula("1,5 × 2") == nil)
        #expect(controller.brain.description == "1.5 × 2 =")
        #expect(controller.viewState.description == "1,5 × 2 =")
    }

    /// A history entry chosen while the formula line is open types its value in the mark,
    /// which the line reads back.
    @Test(arguments: [
        ("1.5 × 3 =", ",", "4,5"),
        ("1.5 ± × 3 =", ",", "(−4,5)"),
        ("1.5 × 3 =", ".", "4.5"),
    ])
    func historyEntryInFormula(keys: String, mark: Character, text: String) throws {
        let controller = try controller(keys, mark: mark)
        let typed = try #require(controller.formulaText(forHistoryEntry: 0))
        #expect(typed == text)
        #expect(controller.formulaPreview(typed + " × 2").isError == false)
    }

    /// Words keep their points; only a `.` next to a digit is a number's.
    @Test(arguments: [
        ("1.5 + x.", "1,5 + x."),
        ("… 2.5", "… 2,5"),
        (".5", ",5"),
        ("e.g. 3", "e.g. 3"),
    ])
    func numbersInText(text: String, localized: String) {
        #expect(CalculatorController.localizing(numbersIn: text, mark: ",") == localized)
    }
}

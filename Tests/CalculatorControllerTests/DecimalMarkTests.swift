import CalculatorBrain
import Testing
@testable import CalculatorController

/// docs/behaviour.md §12: with the locale's decimal mark set, every number the view shows, the history
/// and the copied text use it; the brain and what it records keep `.`.
@Suite struct DecimalMarkTests {
    private func controller(_ keys: String, mark: Character, mode: CalculatorMode = .algebraic)
        throws -> CalculatorController {
        let controller = CalculatorController(mode: mode, angle: .radians)
        controller.numberFormat = NumberFormat(decimalMark: mark)
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
        let changed = history.update(from: controller.history, format: NumberFormat(decimalMark: mark))
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

    /// Paste and formulas accept the locale's mark; where it is `,`, `.` groups digits
    /// (issue 32 item 2: `1.000` is one thousand, as GNOME Calculator and qalc read it).
    /// What is recorded is written plainly, so a saved calculation replays in any locale.
    @Test(arguments: [
        ("2,5", ",", "2,5"),
        ("1.000", ",", "1000"),
        ("(1,5 + 1) × 2", ",", "5"),
        ("1.000+1", ",", "1001"),
        ("2.500*2", ",", "5000"),
        ("1.234.567,5 × 2", ",", "2469135"),
        ("(1.5 + 1) × 2", ".", "5"),
    ])
    func pasteAndFormula(text: String, mark: Character, display: String) {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: mark)
        #expect(controller.pasteText(text) == .entered)
        #expect(controller.viewState.display == display)
    }

    @Test(arguments: [
        ("1,5 + 1", ",", "2,5", false),
        ("1.000 + 1", ",", "1001", false),
        ("1.5 + 1", ",", "", true),
        ("1,5 + 1", ".", "", true),
    ])
    func formulaPreview(text: String, mark: Character, preview: String, isError: Bool) {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: mark)
        let shown = controller.formulaPreview(text)
        #expect(shown.isError == isError)
        if !isError { #expect(shown.text == preview) }
    }

    /// Issue 32 item 2: a `.` that cannot group digits where the mark is `,` is refused
    /// at that `.`, the message naming the mark, never read as either meaning; a paste
    /// of it opens in the line with the `.` marked.
    @Test(arguments: [("2.5", 1), ("0.75", 1), (".5", 0), ("1.2345+1", 1), ("1.23", 1), ("12.3456.789", 2), ("1,5.000", 3)])
    func pointThatCannotGroupIsRefused(text: String, at column: Int) {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: ",")
        let shown = controller.formulaPreview(text)
        #expect(shown.isError)
        #expect(shown.text.contains("`,`"), "\(shown.text)")
        #expect(shown.marked == column..<(column + 1))
        guard case .edit(let line, let preview) = controller.pasteText(text) else {
            Issue.record("\(text) pasted was not opened in the line"); return
        }
        #expect(line == text && preview == shown)
        #expect(controller.viewState.display == "0")
    }

    @Test func groupedFormulaRecordsPlainNumbers() throws {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: ",")
        #expect(controller.enterFormula("1.234.567,5 + 1.000") == nil)
        #expect(controller.brain.steps == [.formula("1234567.5 + 1000")])
        #expect(controller.viewState.display == "1235567,5")
    }

    @Test func formulaRecordsThePoint() {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: ",")
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

    /// A history entry's kept description: words keep their points; only a `.` next to
    /// a digit is a number's, and a list's `, ` is `; ` with a decimal comma.
    @Test(arguments: [
        ("1.5 + x.", ",", "1,5 + x."),
        ("… 2.5", ",", "… 2,5"),
        (".5", ",", ",5"),
        ("e.g. 3", ",", "e.g. 3"),
        ("1.5, 2", ",", "1,5; 2"),
        ("1.5, 2", "٫", "1٫5, 2"),
        ("1.5, 2", ".", "1.5, 2"),
    ])
    func keptDescriptions(text: String, mark: Character, written: String) {
        #expect(HistoryTexts.described(text, format: NumberFormat(decimalMark: mark)) == written)
    }

    /// `--keys` and `--solve` read the locale's mark in a formula and write `.`.
    @Test func theCommandLineReadsTheMarkAndWritesThePoint() {
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: ".", formulaMark: ",")
        #expect(controller.enterFormula("1,5 × 3") == nil)
        #expect(controller.viewState.display == "4.5")
        #expect(controller.viewState.description == "1.5 × 3 =")
    }
}

import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// The formula line (docs/behaviour.md §11) as the window shows it: events in, the
/// line's state, text and preview out.
@Suite struct FormulaLinePresenterTests {
    @Test func parenthesisOpensTheLineAndEqualsPutsTheFormulaIn() throws {
        let window = FakeWindow()
        try window.press("(")
        #expect(window.formulaLineIsOpen && window.presenter.formulaLineIsOpen)
        #expect(window.formulaText == "(")
        try window.press("2 + 3 ×")
        #expect(window.formulaText == "(2+3×")
        window.type("4")
        #expect(window.preview == FormulaLinePreview(text: "= 14", isError: false, markedBytes: nil))
        try window.press("=")
        #expect(!window.formulaLineIsOpen && !window.presenter.formulaLineIsOpen)
        #expect(window.display == "14")
        #expect(window.view?.description == "2 + 3 × 4 =")
    }

    /// Issue 32 item 17: clicking `2 × ( 3 + 4 =` is 14: `=` puts the formula in and
    /// finishes the waiting calculation; Enter only puts it in (`2 × (3 + 4) …`, 7).
    @Test func equalsInTheLineFinishesTheWaitingCalculation() throws {
        let window = FakeWindow()
        try window.press("2 × ( 3 + 4 =")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "14")
        #expect(window.view?.description == "2 × (3 + 4) =")
        let entered = FakeWindow()
        try entered.press("2 × ( 3 + 4")
        entered.send(.formulaEntered, entered.formulaText)
        #expect(entered.display == "7")
        #expect(entered.view?.description == "2 × (3 + 4) …")
    }

    /// A new user's report: `2 +` clicked, `4=` typed gave nothing at the first `=` (the
    /// line took it as Return). `=` typed in the line is the `=` key: it finishes.
    @Test func equalsTypedInTheLineFinishesTheWaitingCalculation() throws {
        let window = FakeWindow()
        try window.press("2 +")
        window.typeOnKeyboard("4=")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "6")
        #expect(window.view?.description == "2 + 4 =")
        let returned = FakeWindow()
        try returned.press("2 +")
        returned.typeOnKeyboard("4\n")
        #expect(returned.display == "4")
        #expect(returned.view?.description == "2 + …")
        let own = FakeWindow()
        own.typeOnKeyboard("12*3=")
        #expect(own.display == "36")
        #expect(own.view?.description == "12 × 3 =")
    }

    @Test func aNumberBeingTypedMovesIntoTheLine() throws {
        let window = FakeWindow()
        try window.press("2 (")
        #expect(window.formulaText == "2(")
        window.type("3+4")
        window.send(.formulaEntered, window.formulaText)
        #expect(window.display == "14")
    }

    @Test func escapeClosesTheLineAndChangesNothing() throws {
        let saver = FakeSaver()
        let window = FakeWindow(saver: saver)
        try window.press("5 + (")
        let saves = saver.saves
        window.type("1+")
        window.send(.formulaCancelled)
        #expect(!window.formulaLineIsOpen && !window.presenter.formulaLineIsOpen)
        #expect(window.display == "5")
        #expect(saver.saves == saves)
        // Once closed, keys are the calculator's again.
        try window.press("2 =")
        #expect(window.display == "7")
    }

    @Test func clearClosesTheLineAndBackspaceDeletes() throws {
        let window = FakeWindow()
        try window.press("( 1 2 ⌫")
        #expect(window.formulaText == "(1")
        try window.press("C")
        #expect(!window.formulaLineIsOpen)
        try window.press("3")
        #expect(window.display == "3")
    }

    /// `C` clicked with the line open is all clear, as Shift+Escape typed there is: the
    /// line closes and the calculation, memory and variables go. `⎋` only closes it.
    @Test func clearWithTheLineOpenIsAllClear() throws {
        let window = FakeWindow()
        try window.press("5 →M 7 + 2 = (")
        try window.press("⎋")
        #expect(!window.formulaLineIsOpen && window.display == "9")
        #expect(window.view?.variablesLine.isEmpty == false)
        try window.press("(")
        try window.press("C")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "0" && window.view?.description == "")
        #expect(window.view?.variablesLine == "")
    }

    /// Issue 27 item 6: deleting the line's prefilled `(` leaves an empty line, which is
    /// just empty: no "empty formula" in red for a state the user just made.
    @Test func anEmptiedLineShowsNoError() throws {
        let window = FakeWindow()
        try window.press("( ⌫")
        #expect(window.formulaLineIsOpen && window.formulaText == "")
        #expect(window.preview == FormulaLinePreview(text: "", isError: false, markedBytes: nil))
        window.type("  ")
        #expect(window.preview == FormulaLinePreview(text: "", isError: false, markedBytes: nil))
        // Return in an empty line closes it, changing nothing.
        window.send(.formulaEntered, window.formulaText)
        #expect(!window.formulaLineIsOpen && window.display == "0")
    }

    @Test func aKeyWithNoPlaceInAFormulaLeavesTheLineAndDoesItsWork() throws {
        let window = FakeWindow()
        try window.press("4 ( 1")
        try window.press("→x")
        #expect(!window.formulaLineIsOpen)
        #expect(window.view?.variableEntries.first?.text == "4")
    }

    @Test func aBadFormulaStaysInTheLineWithItsErrorMarked() throws {
        let window = FakeWindow()
        try window.press("(")
        window.type("2×÷3")
        window.send(.formulaEntered, window.formulaText)
        #expect(window.formulaLineIsOpen)
        let preview = try #require(window.preview)
        #expect(preview.isError)
        // `÷` is bytes 4..<6 of `(2×÷3` (`×` takes two).
        #expect(preview.markedBytes == 4..<6)
        #expect(window.display == "0")
    }

    @Test func theSwitchesApplyAndThePreviewFollows() throws {
        let window = FakeWindow(controller: CalculatorController(angle: .radians))
        try window.press("(")
        window.type("sin(90)")
        #expect(window.preview?.text != "= 1")
        window.send(.key(.angle(.degrees)))
        #expect(window.formulaLineIsOpen)
        #expect(window.preview?.text == "= 1")
        #expect(window.view?.angle == .degrees)
    }

    @Test func aVariableEditedWhileOpenUpdatesThePreview() throws {
        let window = FakeWindow()
        try window.press("(")
        window.type("x+1")
        window.send(.editVariable("x"), "2")
        #expect(window.preview?.text == "= 3")
    }

    /// Issue 32 item 21: a price pasted into a formula reads as its number, as it does
    /// pasted alone; other text goes in as it is.
    @Test func aPastedPriceGoesIntoTheLineAsItsNumber() throws {
        let window = FakeWindow()
        window.typeOnKeyboard("100+")
        #expect(window.presenter.formulaLineIsOpen)
        window.send(.pasteText, "$20.00")
        #expect(window.formulaText == "100+20.00")
        window.send(.formulaEntered, window.formulaText)
        #expect(window.display == "120")
        // Anything but a price goes in as written: `,18` after `gcd(12` keeps its meaning.
        window.typeOnKeyboard("gcd(12")
        window.send(.pasteText, ",18")
        #expect(window.formulaText == "gcd(12,18")
        window.send(.pasteText, "(1+1)")
        #expect(window.formulaText == "gcd(12,18(1+1)")
    }

    /// Issue 32 item 18: Escape closes the line, changing nothing, and ⌫ (Ctrl+Z) right
    /// after brings it back as it was; anything else first forgets it.
    @Test func backspaceRightAfterEscapeBringsTheLineBack() throws {
        let window = FakeWindow()
        window.typeOnKeyboard("12.5*(3+4.25)/7")
        window.send(.formulaCancelled)
        #expect(!window.formulaLineIsOpen)
        try window.press("⌫")
        #expect(window.formulaLineIsOpen)
        #expect(window.formulaText == "12.5*(3+4.25)/7")
        #expect(window.preview?.text == "= 12.9464285714286")
        try window.press("⎋")         // Escape as a key (the focus off the entry)
        #expect(!window.formulaLineIsOpen)
        try window.press("⌫")
        #expect(window.formulaText == "12.5*(3+4.25)/7")
        window.send(.formulaCancelled)
        try window.press("5 ⌫")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "0")
        // A paste or a variable's new value in between forgets it too (a redo that
        // brings something back does, in `CalculatorController.redo`).
        for change in [WindowCommand.pasteText, .editVariable("x")] {
            try window.press("⎋")
            window.typeOnKeyboard("(1+2")
            window.send(.formulaCancelled)
            window.send(change, "5")
            try window.press("⌫")
            #expect(!window.formulaLineIsOpen, "\(change)")
        }
    }

    /// Issue 38: the desktop's search chose a result while the window runs (`app.enter-formula`):
    /// it goes in as `cerebrum --formula` puts one in, `.` a decimal point whatever the
    /// window's mark; a line being written steps aside, and ⌫ right after brings it back.
    @Test(arguments: [(Character("."), "5"), (",", "5")])
    func aFormulaFromTheDesktopEntersAndKeepsTheLine(mark: Character, shown: String) throws {
        let window = FakeWindow(decimalMark: mark)
        window.typeOnKeyboard("(12+")
        #expect(window.formulaLineIsOpen)
        window.send(.desktopFormula, "2.5*2")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == shown)
        #expect(window.view?.description == "2\(mark)5 × 2 =")
        try window.press("⌫")
        #expect(window.formulaText == "(12+")
        // With nothing being written, it simply goes in; text that is no formula is said.
        window.send(.formulaCancelled)
        window.send(.desktopFormula, "2+")
        #expect(window.message != nil && window.display == "5")
    }

    @Test func aChosenHistoryEntryTypesItsValue() throws {
        let window = FakeWindow()
        try window.press("7 + 9 = (")
        window.send(.useHistoryEntry, index: 0)
        #expect(window.formulaText == "(16")
        #expect(window.display == "16")
    }

    @Test func pastingWhileOpenTypesIntoTheLine() throws {
        let window = FakeWindow()
        try window.press("(")
        window.send(.pasteText, "1 + 2")
        #expect(window.formulaText == "(1 + 2")
        #expect(window.formulaLineIsOpen)
    }

    @Test func aPastedFormulaThatDoesNotParseOpensInTheLine() throws {
        let window = FakeWindow()
        window.send(.pasteText, "2 + * 3")
        #expect(window.formulaLineIsOpen)
        #expect(window.formulaText == "2 + * 3")
        #expect(window.preview?.isError == true)
        window.send(.formulaCancelled)
        window.send(.pasteText, "2 + 3")
        #expect(!window.formulaLineIsOpen)
        #expect(window.display == "5")
    }

    /// Issue 27 item 14: a paste into the open line (GTK's own Ctrl+V there comes this
    /// way too) that would make the line longer than a formula may be, or that holds a
    /// NUL (the shim's reader sends it as U+2400), is refused whole with a message.
    @Test func aPasteTheLineCannotTakeIsRefusedWhole() throws {
        let window = FakeWindow()
        try window.press("(")
        window.type(String(repeating: "1+", count: 24_999))
        let before = window.formulaText
        window.send(.pasteText, "2+3")
        #expect(window.formulaText == before)
        #expect(window.message == CalculatorController.tooLongMessage)
        window.send(.pasteText, "1")
        #expect(window.formulaText == before + "1" && window.message == nil)

        let binary = FakeWindow()
        try binary.press("(")
        binary.send(.pasteText, "12\u{2400}+3")
        #expect(binary.formulaText == "(")
        #expect(binary.message?.contains("control characters") == true)
    }

    @Test func theDecimalPointTypesTheLocalesMark() throws {
        let window = FakeWindow(decimalMark: ",")
        try window.press("( 1 . 5 + 1")
        #expect(window.formulaText == "(1,5+1")
        #expect(window.preview?.text == "= 2,5")
    }
}

/// Issue 32 item 18 (docs/behaviour.md §7): a formula line left open comes back at the
/// next start, open with its text; it is saved when the window goes.
@Suite struct FormulaLineKeptTests {
    @Test func aLineLeftOpenReopensWithItsText() throws {
        let saver = FakeSaver()
        let first = FakeWindow(saver: saver)
        try first.press("7 + 9 =")
        first.typeOnKeyboard("12.5*(3+4.25")
        first.type(")/7")
        // Saved when the window goes, the line with the rest.
        let saves = saver.saves
        first.presenter.windowClosing()
        #expect(saver.saves == saves + 1)
        let saved = first.presenter.controller.savedState
        #expect(saved.line?.text == "12.5*(3+4.25)/7")
        let again = FakeWindow(controller: try CalculatorController(savedState: saved))
        #expect(again.formulaLineIsOpen && again.formulaText == "12.5*(3+4.25)/7")
        #expect(again.preview?.text == "= 12.9464285714286")
        again.send(.formulaEntered, again.formulaText)
        #expect(again.display == "12.9464285714286" && !again.formulaLineIsOpen)
    }

    @Test func aClosedLineDoesNotReopen() throws {
        let first = FakeWindow()
        first.typeOnKeyboard("2+3\n")
        let again = FakeWindow(controller: try CalculatorController(savedState: first.presenter.controller.savedState))
        #expect(!again.formulaLineIsOpen && again.display == "5")
        #expect(again.presenter.openingEffects.isEmpty)
    }
}

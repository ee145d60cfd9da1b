import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// Keys → what the window shows: its display (with the shorter texts for a narrow
/// window), description, stack and variables line.
struct ShownRow: CustomTestStringConvertible, Sendable {
    var keys: String
    var mode: CalculatorMode = .algebraic
    var display: [String]
    var description: String
    var stack = ""
    var variables = ""
    var testDescription: String { "\(mode) \(keys) → \(display) | \(description) | \(stack)" }
}

@Suite struct WindowViewTests {
    @Test(arguments: [
        ShownRow(keys: "", display: ["0"], description: ""),
        ShownRow(keys: "7 + 9 =", display: ["16"], description: "7 + 9 ="),
        // A long value offers 12, 9 and 6 significant digits to a narrow window.
        ShownRow(keys: "1 ÷ 3 =", display: ["0.333333333333333", "0.333333333333", "0.333333333", "0.333333"],
                 description: "1 ÷ 3 ="),
        ShownRow(keys: "2 ÷ 3 =", display: ["0.666666666666667", "0.666666666667", "0.666666667", "0.666667"],
                 description: "2 ÷ 3 ="),
        // Typed text and short values have only their own text.
        ShownRow(keys: "0.333333333333", display: ["0.333333333333"], description: ""),
        ShownRow(keys: "12345678 =", display: ["12345678"], description: "12345678 ="),
        ShownRow(keys: "1 ÷ 0 =", display: ["Division by zero"], description: "1 ÷ 0 ="),
        // RPN: the display is the newest entry, so the stack shows the ones before it…
        ShownRow(keys: "1 ↵ 2 ↵ 3", mode: .rpn, display: ["3"], description: "1, 2 =", stack: "1\n2"),
        // …and while typing, every entry.
        ShownRow(keys: "1 ↵ 2 ↵", mode: .rpn, display: ["2"], description: "1, 2 =", stack: "1"),
        // Older entries are counted, not shown: four lines at most.
        ShownRow(keys: "1 ↵ 2 ↵ 3 ↵ 4 ↵ 5 ↵ 6", mode: .rpn, display: ["6"],
                 description: "1, 2, 3, 4, 5 =", stack: "… 2 more\n3\n4\n5"),
        ShownRow(keys: "1 ↵ 2 ↵ 3 ↵ 4 ↵ 5", mode: .rpn, display: ["5"],
                 description: "1, 2, 3, 4 =", stack: "1\n2\n3\n4"),
        ShownRow(keys: "5 →x 3 + x =", display: ["8"], description: "3 + x =", variables: "x = 5"),
        ShownRow(keys: "y + 1 =", display: ["y is not set"], description: "y + 1 =", variables: "y unset"),
    ])
    func shows(row: ShownRow) throws {
        let window = FakeWindow(controller: CalculatorController(mode: row.mode, angle: .radians, random: { 0.25 }))
        try window.press(row.keys)
        let view = try #require(window.view)
        #expect(view.displayChoices == row.display)
        #expect(view.description == row.description)
        #expect(view.stack == row.stack)
        #expect(view.variablesLine == row.variables)
        #expect(view.mode == row.mode)
        #expect(view.error == row.display.first!.contains(" "))
    }

    @Test func numbersUseTheLocalesMark() throws {
        let window = FakeWindow(decimalMark: ",")
        try window.press("1 ÷ 4 =")
        #expect(window.view?.displayChoices == ["0,25"])
        #expect(window.view?.description == "1 ÷ 4 =")
        try window.press("1 ÷ 3 =")
        #expect(window.view?.displayChoices == ["0,333333333333333", "0,333333333333", "0,333333333", "0,333333"])
    }

    @Test func switchesShowTheirState() throws {
        let window = FakeWindow()
        #expect(window.view?.angle == .degrees)  // a new user's window (issue 23)
        window.send(.toggleMode)
        window.send(.toggleAngle)
        #expect(window.view?.mode == .rpn)
        #expect(window.view?.angle == .radians)
        window.send(.key(.mode(.algebraic)))
        window.send(.key(.angle(.degrees)))
        #expect(window.view?.mode == .algebraic)
        #expect(window.view?.angle == .degrees)
    }
}

@Suite struct WindowMessageTests {
    @Test func aDamagedStateIsSaidUntilTheNextKey() throws {
        let window = FakeWindow(message: "damaged")
        #expect(window.message == "damaged")
        try window.press("1")
        #expect(window.message == nil)
    }

    @Test func copyingAnErrorIsRefusedAndSaid() throws {
        let window = FakeWindow()
        try window.press("1 ÷ 0 =")
        window.send(.copy)
        #expect(window.clipboard == nil)
        #expect(window.message == WindowTexts().nothingToCopy)
        try window.press("C 2")
        #expect(window.message == nil)
        window.send(.copy)
        #expect(window.clipboard == "2")
        #expect(window.message == nil)
    }

    @Test func pasteAsksTheClipboardAndAnEmptyOneIsSaid() throws {
        let window = FakeWindow()
        window.send(.paste)
        #expect(window.actions == [.requestClipboardText])
        window.send(.pasteText, nil)
        #expect(window.message == WindowTexts().nothingToPaste)
        window.send(.pasteText, "42")
        #expect(window.message == nil)
        #expect(window.display == "42")
    }

    @Test func aRefusedVariableKeepsItsTextAndIsSaid() throws {
        let window = FakeWindow()
        window.send(.editVariable("x"), "abc")
        let refused = try #require(window.view?.variableEntries.first { $0.name == "x" })
        #expect(refused == WindowView.VariableEntry(name: "x", text: nil, refused: true))
        #expect(window.message == WindowTexts.variableRefused("x", reason: "unknown name `abc`"))
        window.send(.editVariable("x"), "2.5")
        let accepted = try #require(window.view?.variableEntries.first { $0.name == "x" })
        #expect(accepted == WindowView.VariableEntry(name: "x", text: "2.5", refused: false))
        #expect(window.message == nil)
        #expect(window.view?.variableEntries.map(\.name) == Key.variableNames)
    }
}

@Suite struct WindowSavingTests {
    @Test func eachChangeIsSavedButNotCopyOrPanels() throws {
        let saver = FakeSaver()
        let window = FakeWindow(saver: saver)
        try window.press("1 + 2 =")
        #expect(saver.saves == 4)
        for command in [WindowCommand.copy, .paste, .toggleHistory, .toggleVariables, .showShortcuts,
                        .about, .windowShown] {
            window.send(command)
        }
        #expect(saver.saves == 4)
        window.send(.toggleAngle)
        window.send(.editVariable("y"), "3")
        window.send(.clearHistory)
        #expect(saver.saves == 7)
    }

    @Test func aFailedWriteIsSaidAtEachKeyUntilOneWorks() throws {
        let saver = FakeSaver()
        let window = FakeWindow(saver: saver)
        saver.failure = "Permission denied"
        try window.press("1")
        #expect(window.message == WindowTexts.cannotSave("Permission denied"))
        try window.press("2")
        #expect(window.message == WindowTexts.cannotSave("Permission denied"))
        saver.failure = nil
        try window.press("3")
        #expect(window.message == nil)
    }

    @Test func aMessageOfTheKeyComesBeforeTheFailure() throws {
        let saver = FakeSaver()
        saver.failure = "Permission denied"
        let window = FakeWindow(saver: saver)
        window.send(.editVariable("x"), "abc")
        #expect(window.message == WindowTexts.variableRefused("x", reason: "unknown name `abc`"))
    }

    /// Issue 32 item 20: the panel takes a formula, exactly (`1/3` stays a third), and
    /// says why one is refused.
    @Test func theVariablesPanelTakesAFormula() throws {
        let window = FakeWindow()
        window.send(.editVariable("x"), "1/3")
        #expect(window.message == nil)
        try window.press("x × 3 =")
        #expect(window.display == "1")
        window.send(.editVariable("y"), "2x+1")
        #expect(window.view?.variableEntries.first { $0.name == "y" }?.text == "1.66666666666667")
        window.send(.editVariable("z"), "1/0")
        #expect(window.message == WindowTexts.variableRefused("z", reason: "Division by zero"))
    }
}

@Suite struct WindowEffectTests {
    @Test(arguments: [
        (WindowCommand.toggleHistory, WindowEffect.toggleHistory), (.toggleVariables, .toggleVariables),
        (.showShortcuts, .showShortcuts), (.about, .showAbout), (.closeWindow, .closeWindow), (.quit, .quit),
    ])
    func windowCommandsAreEffectsOnly(command: WindowCommand, effect: WindowEffect) {
        let presenter = WindowPresenter(controller: CalculatorController(), saver: nil, historyShown: 100)
        #expect(presenter.handle(command, text: nil) == WindowResponse([effect], refresh: .nothing))
    }
}

@Suite struct WindowHistoryTests {
    @Test func theHistoryWaitsUntilTheWindowIsShown() throws {
        let window = FakeWindow()
        try window.press("1 + 1 =")
        #expect(window.history == [])
        window.send(.windowShown)
        #expect(window.history == ["1 + 1 = 2"])
        try window.press("2 × 3 =")
        #expect(window.history == ["1 + 1 = 2", "2 × 3 = 6"])
        window.send(.clearHistory)
        #expect(window.history == [])
    }

    /// Issue 27 item 7: Clear History says so with an Undo button; Undo (Ctrl+Z, ⌫, the
    /// button: all send ⌫) brings the entries back, before any added since. The offer
    /// ends with the next change, after which ⌫ undoes the calculation again.
    @Test func clearingIsUndoneWhileItsMessageShows() throws {
        let saver = FakeSaver()
        let window = FakeWindow(saver: saver)
        window.send(.windowShown)
        try window.press("1 + 1 = 2 × 3 =")
        window.send(.clearHistory)
        #expect(window.history == [])
        #expect(window.message == WindowTexts().historyCleared && window.view?.offersUndo == true)
        window.send(.toggleHistory)  // looking at the empty list keeps the offer
        let saves = saver.saves
        try window.press("⌫")
        #expect(window.history == ["1 + 1 = 2", "2 × 3 = 6"])
        #expect(window.message == nil && window.view?.offersUndo == false)
        #expect(window.display == "6" && saver.saves == saves + 1)

        window.send(.clearHistory)
        try window.press("4 + 4 =")
        #expect(window.view?.offersUndo == false)
        try window.press("⌫")  // the offer has ended: ⌫ undoes `=`
        #expect(window.history == ["4 + 4 = 8"])

        // Nothing to clear: no message, nothing to undo.
        let empty = FakeWindow()
        empty.send(.clearHistory)
        #expect(empty.message == nil && empty.view?.offersUndo == false)
    }

    @Test func itsNoteSaysWhenNotAllAreShown() throws {
        let window = FakeWindow(historyShown: 2)
        window.send(.windowShown)
        try window.press("1 + 1 = 2 + 2 =")
        #expect(window.historyNote == nil)
        try window.press("3 + 3 =")
        #expect(window.historyNote == "The latest 2 of 3 calculations")
    }

    @Test func aChosenEntryComesBack() throws {
        let window = FakeWindow()
        window.send(.windowShown)
        try window.press("7 + 9 = C")
        window.send(.useHistoryEntry, index: 0)
        #expect(window.display == "16")
    }

    @Test func historyTextsUseTheLocalesMark() throws {
        let window = FakeWindow(decimalMark: ",")
        window.send(.windowShown)
        try window.press("1.5 + 1 =")
        #expect(window.history == ["1,5 + 1 = 2,5"])
    }
}

/// The presenter sends a window only what changed (issue 33): parts only it changes go
/// when they differ from what was sent last; the toggles, the Preferences rows and the
/// variables' entries, which the user changes in the window itself, go each time.
@Suite struct WindowSurfaceTests {
    /// Sent with every view: what the user or the window itself changes.
    static let everyTime = ["setVariablesLine", "setVariableEntry", "setVariableEntry", "setVariableEntry",
                            "setVariableEntry", "setMode", "setProgrammer", "setAngle", "setMessage",
                            "setMessageUndo", "setPreferences"]

    @Test func aDigitSendsTheDisplay() throws {
        let window = FakeWindow()
        try window.press("7 + 9 = 1")
        window.send(.key(.digit(2)))
        #expect(window.setters == ["setDisplayChoices"] + Self.everyTime)
        #expect(window.display == "12")
    }

    @Test func anOperationSendsTheDisplayAndTheDescription() throws {
        let window = FakeWindow()
        window.send(.windowShown)
        try window.press("1 2")
        window.send(.key(.binary(.add)))
        #expect(window.setters == ["setDescription"] + Self.everyTime)
        window.send(.key(.digit(3)))
        window.send(.key(.equals))
        #expect(window.setters == ["setDisplayChoices", "setDescription", "setRecent"] + Self.everyTime + ["setHistory"])
    }

    /// Clearing the history offers Undo; ⌫ takes it back, in programmer mode too.
    @Test(arguments: [false, true])
    func clearingTheHistoryIsUndone(programmer: Bool) throws {
        let window = FakeWindow()
        try window.press("7 + 9 =")
        if programmer { window.send(.programmerMode(true)) }
        window.send(.clearHistory)
        #expect(window.view?.offersUndo == true)
        window.send(.key(.backspace))
        #expect(window.presenter.controller.history.entries.map(\.description) == ["7 + 9 ="])
        #expect(window.view?.offersUndo == false)
    }
}

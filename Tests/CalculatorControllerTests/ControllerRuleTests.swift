import CalculatorBrain
import TestSupport
import Testing
@testable import CalculatorController

@Suite struct TypingTests {
    /// docs/behaviour.md §2 and §10: only legal numbers can be typed.
    @Test(arguments: [
        Row("192.168.0.1", "", "192.16801"),
        Row(".", "", "0."),
        Row(". 5", "", "0.5"),
        Row("0 0 5", "", "5"),
        Row("0 . 5", "", "0.5"),
        Row("0 0", "", "0"),
        Row("5 ±", "", "−5"),
        Row("5 ± ±", "", "5"),
        Row("5 ± 3", "", "−53"),
        Row("5 = ±", "−5 =", "−5"),
        Row("123456789012345678901234567890123", "", "123456789012345678901234567890"),
        Row("1234567890123456789012345678.90", "", "1234567890123456789012345678.9"),
        Row("1 ± 23456789012345678901234567890123", "", "−123456789012345678901234567890"),
        Row("12 ⌫", "", "1"),
        Row("12 ⌫ ⌫", "", "0"),
        Row("5 ± ⌫", "", "0"),
        Row("7 + 1 ⌫", "7 + …", "7"),
        Row("7 + 12 ⌫ 3 =", "7 + 13 =", "20"),
        Row("1.5 ⌫ ⌫ 2", "", "12"),
        // `.` starts `0.`, whose `0` is not typed: one `⌫` ends typing.
        Row(". ⌫ 5", "", "5"),
        Row("7 + . ⌫", "7 + …", "7"),
        Row("7 + 0 . ⌫ 2 =", "7 + 2 =", "9"),
        // A typed `0.` loses its point and keeps its `0` (a new user's report).
        Row("7 × 0 . ⌫ =", "7 × 0 =", "0"),
        Row("7 + 0 . ⌫", "7 + …", "0"),
        Row("7 + 0 . 5 ⌫ ⌫ =", "7 + 0 =", "7"),
        Row("± 0 . ⌫", "", "−0"),
        Row("± . ⌫", "", "0"),
        Row("± . 5", "", "−0.5"),
        Row("7 + 9 = 0 . ⌫ =", "0 + 9 =", "9"),
        Row("12 deg 3", "", "123"),
        Row("12 rad 3 =", "123 =", "123"),
        Row("7 + 5 →M", "7 + …", "7"),
    ])
    func typing(row: Row) throws {
        try expect(row)
    }

    /// docs/behaviour.md §2: `±` with nothing typed and an empty program begins a negative number.
    @Test(arguments: [
        Row("± 5", "", "−5"),
        Row("± 5 =", "−5 =", "−5"),
        Row("± 5 + 3 =", "−5 + 3 =", "−2"),
        Row("± 2.5 × 2 =", "−2.5 × 2 =", "−5"),
        Row("± . 5", "", "−0.5"),
        Row("±", "", "−0"),
        Row("± ± 5", "", "5"),
        Row("± ⌫", "", "0"),
        Row("± ⌫ 5", "", "5"),
        Row("7 + 9 = C ± 5", "", "−5"),
        Row("7 + 9 = C ± 5 =", "−5 =", "−5"),
        // Otherwise it is the negate operation.
        Row("7 = ±", "−7 =", "−7"),
        Row("7 + ±", "7 + (−7) …", "−7"),
        Row("π ±", "−π =", "−3.14159265358979"),
    ])
    func negativeStart(row: Row) throws {
        try expect(row)
    }

    @Test func negativeStartInRPN() throws {
        try expect(Row("± 5 ↵ 3 +", "−5 + 3 =", "−2"), mode: .rpn)
        try expect(Row("5 ↵ ±", "−5 =", "−5"), mode: .rpn)
    }
}

@Suite struct UndoTests {
    /// docs/behaviour.md §2: `⌫` when not typing undoes the last step of the program.
    @Test(arguments: [
        Row("8 × 9 = ⌫", "8 × …", "9"),
        Row("8 × 9 = ⌫ ⌫", "8 × …", "8"),
        Row("8 × 9 = ⌫ ⌫ ⌫", "8 =", "8"),
        Row("8 × 9 = ⌫ ⌫ ⌫ ⌫", "", "0"),
        Row("8 × 9 = ⌫ ⌫ ⌫ ⌫ ⌫", "", "0"),
        Row("7 + × ⌫", "7 + …", "7"),
        Row("7 + × ⌫ ⌫", "7 =", "7"),
        Row("7 + 9 √ ⌫", "7 + …", "9"),
        Row("2 × 3 = = ⌫", "2 × 3 =", "6"),
        Row("π ⌫", "", "0"),
        Row("rand ⌫ ⌫", "", "0"),
        Row("5 + 3 = →M ⌫", "5 + …", "3"),
        Row("5 + 3 = →M ⌫ ⌫ ⌫ ⌫ M", "M =", "8"),
    ])
    func algebraicUndo(row: Row) throws {
        try expect(row)
    }

    /// docs/behaviour.md §2: `⌫` as the very next key after `C` brings back everything `C` cleared.
    @Test(arguments: [
        Row("7 + 9 = C ⌫", "7 + 9 =", "16"),
        Row("7 + 9 = C ⌫ ⌫", "7 + …", "9"),
        Row("7 + 9 C ⌫", "7 + …", "9"),
        Row("7 + 9 C ⌫ =", "7 + 9 =", "16"),
        Row("7 + 9 C ⌫ ⌫", "7 + …", "7"),
        Row("5 →M 7 + M = C ⌫", "7 + M =", "12"),
        Row("5 →M 7 + M = C ⌫ C M", "M =", "M is not set"),
        Row("7 + 9 = C", "", "0"),
        Row("7 + 9 = C 1 ⌫", "", "0"),
        Row("7 + 9 = C C ⌫", "", "0"),
        Row("7 + 9 = C deg ⌫", "", "0"),
        Row("7 + 9 = C π ⌫", "", "0"),
        Row("C ⌫", "", "0"),
    ])
    func backspaceAfterClearRestores(row: Row) throws {
        try expect(row)
    }

    @Test func backspaceAfterClearRestoresVariablesAndRPNStack() throws {
        let controller = CalculatorController(mode: .rpn)
        try KeySequence.forEachKey(in: "5 →M 3 →x x 4 + 2 C ⌫", controller.press)
        #expect(controller.brain.variableValues == ["M": Number(5), "x": Number(3)])
        #expect(controller.viewState.description == "x + 4 =")
        #expect(controller.viewState.display == "2")
        #expect(controller.viewState.typing)
    }

    @Test func aChangeAfterClearForfeitsTheRestore() throws {
        let pasted = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 = C", pasted.press)
        #expect(pasted.paste("42"))
        pasted.press(.backspace)
        #expect(pasted.viewState.display == "4")
        let edited = CalculatorController()
        try KeySequence.forEachKey(in: "5 →M C", edited.press)
        #expect(edited.setVariable("x", text: "2"))
        edited.press(.backspace)
        #expect(edited.brain.variableValues == ["x": Number(2)])
    }
}

@Suite struct MemoryTests {
    /// docs/behaviour.md §7 and §10: stores, memory and variables.
    @Test(arguments: [
        Row("5 →M", "", "0"),
        Row("5 →M M", "M =", "5"),
        Row("5 →M M + 1 =", "M + 1 =", "6"),
        Row("M + 1 = 5 →M", "M + 1 =", "6"),
        Row("M + 1 = 5 →M MC", "M + 1 =", "M is not set"),
        Row("5 M+ 5 M+ M", "M =", "10"),
        Row("5 M+ 3", "", "3"),
        Row("5 MC 3", "", "53"),
        Row("1 ÷ 3 = →M M × 3 =", "M × 3 =", "1"),
        Row("1 ÷ 0 = →M M", "M =", "M is not set"),
        Row("1 ÷ 0 = M+ M", "M =", "M is not set"),
        Row("7 + 9 = →M C M", "M =", "M is not set"),
        Row("7 + 9 = →x x × 2 =", "x × 2 =", "32"),
        Row("2 →y 3 →z y ^ z =", "y ^ z =", "8"),
        Row("rand", "rand =", "0.25"),
        Row("rand + 1 =", "rand + 1 =", "1.25"),
    ])
    func memory(row: Row) throws {
        try expect(row)
    }

    @Test func clearForgetsEverythingButModeAngleAndHistory() throws {
        let controller = CalculatorController(mode: .rpn, angle: .degrees)
        try KeySequence.forEachKey(in: "5 →M 3 →x x 4 + C", controller.press)
        let state = controller.viewState
        #expect(state.display == "0" && state.description == "" && state.variables.isEmpty)
        #expect(controller.brain.variableValues.isEmpty)
        #expect(state.mode == .rpn && state.angle == .degrees)
    }

    @Test func variablesListTheProgramsVariablesThenMemory() throws {
        let state = try run("5 →M 2 →x x + y =")
        #expect(state.variables == [.init(name: "x", value: "2"), .init(name: "y", value: nil),
                                    .init(name: "M", value: "5")])
        #expect(state.variablesLine == "x = 2   y unset   M = 5")
    }

    @Test(arguments: [("5", "5"), ("−2.5", "−2.5"), ("-2.5", "−2.5"), ("2,5", "2.5"), (" 1 000 ", "1000"),
                      ("--5", "5"), ("1/4", "0.25")])
    func variablesPanelAcceptsNumbers(text: String, shown: String) throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "x × 2", controller.press)
        #expect(controller.setVariable("x", text: text))
        #expect(controller.viewState.variables.first?.value == shown)
    }

    /// The panel takes a formula too (issue 32 item 20), so junk is what is no formula,
    /// or a formula without a value.
    @Test(arguments: ["abc", "1.2.3", "5 5", "++5", "inf", "nan", "1/0", "2+", "y"])
    func variablesPanelRefusesJunk(text: String) throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "3 →x x", controller.press)
        #expect(!controller.setVariable("x", text: text))
        #expect(controller.viewState.display == "3")
    }

    @Test func emptyTextUnsetsAVariable() throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "3 →x x", controller.press)
        #expect(controller.setVariable("x", text: ""))
        #expect(controller.viewState.display == "x is not set")
    }
}

@Suite struct ModeSwitchTests {
    @Test func switchingModeStartsFromTheDisplayedValueAndKeepsVariables() throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "5 →M 1 ÷ 3 =", controller.press)
        controller.press(.mode(.rpn))
        try KeySequence.forEachKey(in: "3 ×", controller.press)
        let state = controller.viewState
        #expect(state.display == "1")
        #expect(state.description == "(1 ÷ 3) × 3 =")
        #expect(state.variables == [.init(name: "M", value: "5")])
        #expect(state.mode == .rpn)
    }

    @Test func switchingWithAnEmptyProgramStaysEmpty() {
        let controller = CalculatorController()
        controller.press(.mode(.rpn))
        #expect(controller.viewState.description == "")
        #expect(controller.brain.stepCount == 0)
    }

    @Test func switchingTakesTheTypedNumber() throws {
        let controller = CalculatorController(mode: .rpn)
        try KeySequence.forEachKey(in: "42", controller.press)
        controller.press(.mode(.algebraic))
        #expect(controller.viewState.description == "42 =")
        #expect(controller.viewState.display == "42")
    }

    @Test func angleSwitchReevaluates() throws {
        let controller = CalculatorController(angle: .radians)
        try KeySequence.forEachKey(in: "30 sin", controller.press)
        #expect(controller.viewState.display == "−0.988031624092862")
        controller.press(.angle(.degrees))
        #expect(controller.viewState.display == "0.5")
    }
}

import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// docs/behaviour.md §18, the window: programmer mode's keys, typing, pastes, base lines,
/// word, bits and the switch between the three modes, through the presenter.
@Suite struct ProgrammerPresenterTests {
    /// One event: a command and what comes with it, text or a number.
    struct Event {
        let command: WindowCommand
        var text: String?
        var numbers: [Double] = []

        init(_ command: WindowCommand, _ text: String? = nil) {
            self.command = command
            self.text = text
        }
    }

    static let equals = Event(.key(.equals))
    static func typed(_ text: String) -> Event { Event(.typeText, text) }
    /// A control's event with its number (a base, a word size, signed 1 or 0, a bit).
    static func number(_ command: WindowCommand, _ number: Int) -> Event {
        var event = Event(command)
        event.numbers = [Double(number)]
        return event
    }

    /// A window in programmer mode after `events`.
    static func window(_ events: [Event]) -> FakeWindow {
        let window = FakeWindow()
        window.send(.programmerMode(true))
        for event in events { window.send(event.command, event.text, numbers: event.numbers) }
        return window
    }

    @Test(arguments: [
        // events → display, HEX line, DEC line, description
        ([Event(.programmerType, "0xF0"), Event(.programmerType, " and "), Event(.programmerType, "0x3C"), equals],
         "48", "30", "48", "0xF0 and 0x3C ="),
        ([number(.programmerBase, 16), typed("F0&3C"), equals], "30", "30", "48", "F0&3C ="),
        ([number(.programmerBase, 16), typed("f0 and 3c"), equals], "30", "30", "48", "f0 and 3c ="),
        ([number(.programmerBase, 2), typed("1111_0000"), equals], "1111 0000", "F0", "240", "1111_0000 ="),
        ([number(.programmerWord, 8), typed("127+1"), equals], "−128", "80", "−128", "127+1 ="),
        ([number(.programmerWord, 8), number(.programmerSigned, 0), typed("0-1"), equals], "255", "FF", "255", "0-1 ="),
        ([number(.programmerWord, 8), typed("-1"), equals, number(.programmerWord, 16)], "−1", "FFFF", "−1", "-1 ="),
        ([typed("5"), number(.programmerBit, 1)], "7", "7", "7", ""),
        ([typed("5"), equals, number(.programmerBit, 64)], "5", "5", "5", "5 ="),
        ([Event(.key(.digit(7))), Event(.key(.binary(.add))), Event(.key(.digit(9))), equals], "16", "10", "16", "7 + 9 ="),
        ([number(.programmerBase, 2), Event(.key(.digit(2))), Event(.key(.digit(1)))], "1", "1", "1", ""),
        ([number(.programmerBase, 16), Event(.pasteText, "0xFF"), equals], "FF", "FF", "255", "0xFF ="),
        ([number(.programmerBase, 16), Event(.pasteText, "FF"), equals], "FF", "FF", "255", "FF ="),
        ([number(.programmerBase, 16), typed("F0"), equals, Event(.programmerType, " and "), typed("3C"), equals],
         "30", "30", "48", "F0 and 3C ="),
        ([number(.programmerBase, 16), typed("F0"), equals, typed("and 3C"), equals], "30", "30", "48", "F0 and 3C ="),
        // Undo takes back `=`: the formula comes back as it was typed, then the one before.
        ([typed("5"), equals, typed("6"), equals, Event(.key(.backspace))], "6", "6", "6", "5 ="),
        ([typed("5"), equals, typed("6"), equals, Event(.key(.backspace)), Event(.key(.backspace)),
          Event(.key(.backspace))], "5", "5", "5", ""),
        ([typed("12"), Event(.key(.backspace))], "1", "1", "1", ""),
        ([typed("255"), number(.programmerBase, 16)], "FF", "FF", "255", ""),
        ([typed("1 << 4"), equals, Event(.key(.unary(.negate)))], "−16", "FFFFFFFFFFFFFFF0", "−16", "1 << 4 ="),
        // A pasted negative number is a number, not a subtraction from the value shown.
        ([typed("48"), equals, Event(.pasteText, "−16"), equals], "−16", "FFFFFFFFFFFFFFF0", "−16", "−16 ="),
        ([typed("48"), equals, Event(.pasteText, "+ 2"), equals], "50", "32", "50", "48+ 2 ="),
    ] as [([Event], String, String, String, String)])
    func events(_ events: [Event], display: String, hex: String, dec: String, description: String) {
        let window = Self.window(events)
        #expect(window.display == display)
        #expect(window.view?.programmer?.lines[0] == hex)
        #expect(window.view?.programmer?.lines[1] == dec)
        #expect(window.view?.description == description)
    }

    /// The binary line has the word's leading zeros, grouped by 4; the view carries the
    /// base, word and bits the controls and the bit panel show.
    @Test func theBaseLinesAndBits() throws {
        let window = Self.window([
            Self.number(.programmerWord, 16), Self.number(.programmerBase, 8), Self.typed("0o17"), Self.equals,
        ])
        let programmer = try #require(window.view?.programmer)
        #expect(programmer.lines == ["F", "15", "17", "0000 0000 0000 1111"])
        #expect(programmer.base == 8)
        #expect(programmer.wordBits == 16)
        #expect(programmer.signed)
        #expect(programmer.bits == 15)
        #expect(window.display == "17")
    }

    /// What does not read or has no whole-number meaning is said, and the formula stays.
    @Test(arguments: [
        ([typed("1.5"), equals], "1.5", "no fractions: programmer mode computes with whole numbers"),
        ([number(.programmerBase, 2), Event(.pasteText, "12")], "0", "`2` is not a digit in base 2"),
        ([Event(.key(.unary(.sin)))], "0", "`sin` has no whole-number meaning: programmer mode computes with whole numbers"),
        ([typed("1/0"), equals], "1/0", "Division by zero"),
    ] as [([Event], String, String)])
    func refusals(_ events: [Event], display: String, message: String) {
        let window = Self.window(events)
        #expect(window.display == display)
        #expect(window.view?.message?.lowercased() == message.lowercased())
    }

    /// Numbers the shim never sends (a bug there: another count, one not whole, a base or
    /// word that is none) change nothing.
    @Test(arguments: [
        (WindowCommand.programmerBase, []), (.programmerBase, [16, 2]), (.programmerBase, [7]),
        (.programmerBase, [16.5]), (.programmerWord, [12]), (.programmerWord, [8, 16]),
        (.programmerSigned, [2]), (.programmerSigned, []), (.programmerBit, [0.5]), (.programmerBit, []),
    ] as [(WindowCommand, [Double])])
    func numbersTheControlDoesNotTakeChangeNothing(command: WindowCommand, numbers: [Double]) throws {
        let window = Self.window([Self.typed("5")])
        let before = try #require(window.view?.programmer)
        window.send(command, numbers: numbers)
        #expect(window.view?.programmer == before)
        #expect(window.display == "5")
    }

    /// Ctrl+R: algebraic → RPN → programmer → algebraic; the header's programmer toggle
    /// goes there and back; the displayed whole number comes along each way.
    @Test func theThreeModes() throws {
        let window = FakeWindow()
        try window.press("6 × 7 =")
        window.send(.toggleMode)
        #expect(window.view?.mode == .rpn && window.view?.programmer == nil)
        window.send(.toggleMode)
        #expect(window.view?.programmer != nil)
        #expect(window.display == "42")
        window.send(.toggleMode)
        #expect(window.view?.mode == .algebraic && window.view?.programmer == nil)
        #expect(window.display == "42")
        window.send(.programmerMode(true))
        window.send(.typeText, "+1")
        window.send(.key(.equals))
        window.send(.programmerMode(false))
        #expect(window.view?.programmer == nil)
        #expect(window.display == "43")
    }

    /// An open formula line closes when programmer mode comes; what is typed then is its.
    @Test func theFormulaLineCloses() {
        let window = FakeWindow()
        window.send(.typeText, "2")
        #expect(window.formulaLineIsOpen)
        window.send(.programmerMode(true))
        #expect(!window.formulaLineIsOpen)
        window.send(.typeText, "5")
        window.send(.key(.equals))
        #expect(window.display == "5")
        #expect(!window.formulaLineIsOpen)
    }

    /// Copy writes the value with its base's prefix; the history and memory take it.
    @Test func copyHistoryAndMemory() throws {
        let window = Self.window([Event(.windowShown), Self.number(.programmerBase, 16), Self.typed("F0 and 3C"), Self.equals])
        window.send(.copy)
        #expect(window.clipboard == "0x30")
        #expect(window.history.last == "F0 and 3C = 48")
        window.send(.key(.store("M")))
        window.send(.typeText, "M+1")
        window.send(.key(.equals))
        #expect(window.display == "31")
        window.send(.useHistoryEntry, index: 0)
        #expect(window.display == "30")
    }

    /// A history entry with a negative value is typed as that number (review of issue 37:
    /// `48` shown and `−16` chosen gave `48−16`).
    @Test func aNegativeHistoryEntryIsANumber() throws {
        let window = Self.window([Self.typed("0-16"), Self.equals, Self.typed("48"), Self.equals])
        let index = try #require(window.presenter.controller.history.entries.firstIndex { $0.description == "0-16 =" })
        window.send(.useHistoryEntry, index: index)
        window.send(.key(.equals))
        #expect(window.display == "−16")
    }

    /// `C` clears the variables too, and `⌫` brings them back, as in the other modes.
    @Test func clearThenUndoKeepsTheVariables() throws {
        let window = Self.window([Self.typed("3"), Event(.key(.store("x"))), Event(.key(.clear))])
        #expect(window.presenter.controller.brain.variableValues["x"] == nil)
        window.send(.key(.backspace))
        #expect(window.presenter.controller.brain.variableValues["x"] == Number(3))
    }

    /// A variable holding a quantity is refused by programmer mode's formulas and M+, and
    /// keeps its unit when the mode is left.
    @Test func aQuantityKeepsItsUnit() throws {
        let window = FakeWindow()
        window.typeOnKeyboard("5 km\n")
        window.send(.key(.store("M")))
        #expect(window.presenter.controller.brain.variableUnits["M"] == "km")
        window.send(.programmerMode(true))
        window.send(.typeText, "M + 1")
        window.send(.key(.equals))
        #expect(window.message?.contains("km") == true)
        window.send(.key(.clearCalculation))
        window.send(.typeText, "2")
        window.send(.key(.memoryAdd))
        #expect(window.message?.contains("km") == true)
        window.send(.programmerMode(false))
        #expect(window.presenter.controller.brain.variableUnits["M"] == "km")
        #expect(window.presenter.controller.brain.variableValues["M"] == Number(5))
    }

    /// A formula from outside (the desktop's search) is computed where it shows: programmer
    /// mode gives way to algebraic; one that does not read changes nothing.
    @Test func aDesktopFormulaLeavesProgrammerMode() {
        let window = Self.window([Self.typed("5"), Self.equals])
        window.send(.desktopFormula, "6*(")
        #expect(window.presenter.controller.entryMode == .programmer)
        window.send(.desktopFormula, "6*7")
        #expect(window.presenter.controller.entryMode == .algebraic)
        #expect(window.display == "42")
        #expect(window.view?.description == "6 × 7 =")
    }
}

import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// Issue 32 item 25 (docs/behaviour.md §7): in algebraic mode the stack's four lines show
/// the last calculations, newest at the bottom, each one a history entry to reuse.
@Suite struct RecentCalculationsTests {
    @Test(arguments: [
        // keys → the lines shown (oldest first), the history index of the first
        ("", [String](), 0),
        ("7 + 9 =", ["7 + 9 = 16"], 0),
        ("7 + 9 = C", ["7 + 9 = 16"], 0),  // cleared: the history stays
        ("1 + 1 = 2 × 3 = 4 − 1 = 9 ÷ 3 = 5 × 5 =", ["2 × 3 = 6", "4 − 1 = 3", "9 ÷ 3 = 3", "5 × 5 = 25"], 1),
        ("1 + 1 = 2 × 3 = 4 − 1 = 9 ÷ 3 = 5 × 5 = 6 + 1 =", ["4 − 1 = 3", "9 ÷ 3 = 3", "5 × 5 = 25", "6 + 1 = 7"], 2),
    ])
    func theLastCalculationsFillTheStacksRoom(keys: String, lines: [String], first: Int) throws {
        let window = FakeWindow()
        try window.press(keys)
        #expect(window.view?.recent == lines)
        #expect(window.view?.recentFirstIndex == first)
        #expect(window.view?.stack == "")
    }

    @Test func rpnShowsItsStackThere() throws {
        let window = FakeWindow()
        try window.press("7 + 9 =")
        window.send(.toggleMode)
        #expect(window.view?.recent == [])
        try window.press("2 ↵ 3")
        #expect(window.view?.stack != "")
        window.send(.toggleMode)  // programmer mode: no room for them
        #expect(window.view?.recent == [])
        window.send(.toggleMode)  // algebraic again
        #expect(window.view?.recent == ["7 + 9 = 16"])
    }

    /// A line chosen is the history entry it shows: its value the next operand, or typed
    /// into the open formula line.
    @Test func aLineChosenIsUsedAsItsHistoryEntry() throws {
        let window = FakeWindow()
        try window.press("1 + 1 = 2 × 3 = 4 − 1 = 9 ÷ 3 = 5 × 5 =")
        let view = try #require(window.view)
        let chosen = view.recentFirstIndex + 1  // "4 − 1 = 3"
        try window.press("10 +")
        window.send(.useHistoryEntry, index: chosen)
        try window.press("=")
        #expect(window.display == "13")
        window.typeOnKeyboard("2*")
        window.send(.useHistoryEntry, index: view.recentFirstIndex + 3)  // 25
        #expect(window.formulaText == "2*25")
    }

    /// The numbers in the locale's mark, as the history list writes them.
    @Test func inTheLocalesMark() throws {
        let window = FakeWindow(decimalMark: ",")
        try window.press("1 . 5 + 1 =")
        #expect(window.view?.recent == ["1,5 + 1 = 2,5"])
    }
}

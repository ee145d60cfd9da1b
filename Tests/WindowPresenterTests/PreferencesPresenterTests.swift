import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// docs/behaviour.md §8: the Preferences window's rows show the settings the keys change
/// too, and a changed row takes effect at once.
@Suite struct PreferencesPresenterTests {
    typealias S = PreferencesPage.Setting

    private func set(_ window: FakeWindow, _ setting: S, _ value: Int) {
        window.send(.setPreference, numbers: [Double(setting.rawValue), Double(value)])
    }

    private func value(_ window: FakeWindow, _ setting: S) -> Int? {
        window.view?.preferences[setting.rawValue]
    }

    @Test func ctrlCommaOpensThePreferences() {
        let window = FakeWindow()
        window.send(.showPreferences)
        #expect(window.actions == [.showPreferences])
        #expect(KeyboardShortcuts.shortcuts(for: .showPreferences).map(\.accelerator) == ["<Control>comma"])
        #expect(WindowMenu.items.contains { $0.command == .showPreferences })
    }

    @Test func everyRowHasAValue() {
        let window = FakeWindow()
        #expect(window.view?.preferences.count == PreferencesPage.rows.count)
        #expect(PreferencesPage.rows.map(\.setting) == S.allCases)
    }

    /// The word size row is programmer mode's word, which its own list sets too (§18).
    @Test(arguments: [(0, 8, "FF"), (1, 16, "FFFF"), (2, 32, "FFFFFFFF"), (3, 64, "FFFFFFFFFFFFFFFF")])
    func wordSize(index: Int, bits: Int, hex: String) {
        let window = FakeWindow()
        window.send(.programmerMode(true))
        window.send(.typeText, "-1")
        window.send(.key(.equals))
        set(window, .wordSize, index)
        #expect(value(window, .wordSize) == index)
        #expect(window.presenter.controller.programmer.word.bits == bits)
        #expect(window.view?.programmer?.lines[0] == hex)
        window.send(.programmerWord, numbers: [16])
        #expect(value(window, .wordSize) == 1)
    }

    @Test func groupingTurnsOffAndOn() throws {
        let window = FakeWindow(grouping: .commas)
        try window.press("1234567 =")
        #expect(window.display == "1,234,567")
        #expect(value(window, .grouping) == 1)
        set(window, .grouping, 0)
        #expect(window.display == "1234567")
        #expect(value(window, .grouping) == 0)
        #expect(window.presenter.controller.settings.grouping == false)
        set(window, .grouping, 1)
        #expect(window.display == "1,234,567")
    }

    @Test func notationAndDigits() throws {
        let window = FakeWindow()
        try window.press("12345 =")
        set(window, .notation, 1)
        #expect(window.display == "1.2345e4")
        set(window, .notation, 2)
        #expect(window.display == "12.345e3")
        set(window, .digits, 3)
        #expect(window.display == "12.3e3")
        #expect(value(window, .digits) == 3)
        // Fixed starts at two decimals; the row then sets the decimals.
        try window.press("π")
        set(window, .notation, 3)
        #expect(window.display == "3.14")
        #expect(value(window, .digits) == 2)
        set(window, .digits, 4)
        #expect(window.display == "3.1416")
        set(window, .digits, 0)
        #expect(window.display == "3")
        // Back to automatic: the significant digits chosen before.
        set(window, .notation, 0)
        #expect(value(window, .digits) == 3)
        #expect(window.display == "3.14")
    }

    @Test func theKeysAndTheRowsAreTheSameSettings() throws {
        let window = FakeWindow()
        try window.press("1 ÷ 3 =")
        window.send(.cycleNumberForm)
        #expect(value(window, .form) == NumberForm.allCases.firstIndex(of: .fraction))
        set(window, .form, NumberForm.allCases.firstIndex(of: .repeating)!)
        #expect(window.display == "0.(3)")
        window.send(.cycleNumberForm)
        #expect(window.display == "0.333333333333333")
        let radians = AngleUnit.allCases.firstIndex(of: .radians)!
        set(window, .angle, radians)
        #expect(window.presenter.controller.angle == .radians)
        window.send(.toggleAngle)
        #expect(value(window, .angle) == AngleUnit.allCases.firstIndex(of: .degrees))
    }

    @Test func currencyRows() {
        let window = FakeWindow()
        set(window, .ratesRefresh, RatesRefresh.allCases.firstIndex(of: .weekly)!)
        #expect(window.actions == [.setRatesRefresh(.weekly)])
        #expect(window.presenter.controller.settings.ratesRefresh == .weekly)
        set(window, .updateRates, 1)
        #expect(window.actions.last == .updateRates)
        #expect(window.message == window.presenter.texts.updatingRates)
    }

    /// What the shim never sends (a bug there): no row, a value out of range, a count
    /// that is not two, a number that is not whole.
    @Test(arguments: [[], [9, 1], [1], [1, 99], [1.5, 1], [.nan, 0], [3, -1], [0, 5], [0, 1, 0]] as [[Double]])
    func numbersThatAreNotARowChangeNothing(numbers: [Double]) throws {
        let window = FakeWindow()
        try window.press("1 ÷ 3 =")
        let before = window.view?.preferences
        window.send(.setPreference, numbers: numbers)
        #expect(window.view?.preferences == before)
        #expect(window.display == "0.333333333333333")
    }
}

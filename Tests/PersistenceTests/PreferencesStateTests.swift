import CalculatorBrain
import CalculatorController
import Testing
@testable import Persistence

/// docs/behaviour.md §8: the Preferences window's settings are kept in the saved state, in
/// a table of their own that a database from before them does not have.
@Suite struct PreferencesStateTests {
    @Test(arguments: [
        (Notation.scientific, 15, true, RatesRefresh.daily),
        (.fixed(4), 9, false, .weekly),
        (.engineering, 1, true, .never),
        (.automatic, 15, true, .daily),  // the defaults again: the rows go
    ])
    func theSettingsComeBack(notation: Notation, digits: Int, grouping: Bool, refresh: RatesRefresh) throws {
        let folder = try temporaryFolder()
        let c = try controller("1 ÷ 3 =")
        c.numberFormat.style.notation = notation
        c.numberFormat.style.significantDigits = digits
        c.settings = WindowSettings(grouping: grouping, ratesRefresh: refresh)
        let r = try #require(try roundTrip(c, in: folder))
        #expect(r.numberFormat.style.notation == notation)
        #expect(r.numberFormat.style.significantDigits == digits)
        #expect(r.settings == c.settings)
    }

    @Test func aValueThatIsNotOneIsRefused() throws {
        let folder = try temporaryFolder()
        let c = try controller("1 ÷ 3 =")
        c.settings.grouping = false
        save(c, in: folder, loadingFirst: false)
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            try db.execute("UPDATE preferences SET value = 'sometimes' WHERE name = 'grouping'")
        }
        let (restored, problem) = store(folder, expectFailures: true).load()
        #expect(restored == nil)
        #expect(problem != nil)
    }
}

/// docs/behaviour.md §18: programmer mode, its word, base, value and formula are kept.
@Suite struct ProgrammerStateTests {
    @Test func programmerModeComesBack() throws {
        let folder = try temporaryFolder()
        let c = try controller("7 + 9 =")
        c.setEntryMode(.programmer)
        c.setProgrammerWord(IntegerWord(bits: 16, signed: false))
        c.setProgrammerBase(.hexadecimal)
        c.typeProgrammer("F0 and 3C")
        c.programmerEquals()
        c.typeProgrammer("FF +")
        let r = try #require(try roundTrip(c, in: folder))
        #expect(r.programmer == c.programmer)
        #expect(r.entryMode == .programmer)
        #expect(r.programmerDisplay == "FF +")
        #expect(r.programmer.value == 0x30)
        #expect(r.history.entries.last?.description == "F0 and 3C =")
    }

    /// The longest formula and description are kept and read back; a longer formula is
    /// not taken, so a saved state always loads.
    @Test func theLongestFormulaComesBack() throws {
        let folder = try temporaryFolder()
        let c = CalculatorController()
        c.setEntryMode(.programmer)
        c.typeProgrammer(String(repeating: "1+", count: ProgrammerState.entryLimit / 2 - 1) + "1")
        c.programmerEquals()
        c.typeProgrammer(String(repeating: "1", count: ProgrammerState.entryLimit))
        c.typeProgrammer("1")
        #expect(c.programmer.entry.count == ProgrammerState.entryLimit)
        #expect(c.programmer.description.count == History.descriptionLimit)
        let r = try #require(try roundTrip(c, in: folder))
        #expect(r.programmer == c.programmer)
    }
}

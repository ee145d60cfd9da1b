import CalculatorBrain
import CalculatorController
import Testing
import TestSupport
@testable import Persistence

/// Quantities across a restart (docs/behaviour.md §16, issue 35): the history's and the
/// variables' units go through state.db, and an earlier database without the `unit`
/// columns loads and takes them at its next write.
@Suite struct UnitStateTests {
    /// A controller (algebraic, degrees) after each formula, with the stores `after` says.
    static func session() -> CalculatorController {
        let c = CalculatorController(mode: .algebraic, angle: .degrees)
        for (formula, store) in [("10 km to mi", nil), ("5 km", "x"), ("20 °C", "y"), ("1/3", "z"), ("100 EUR", "M")] {
            #expect(c.enterFormula(formula) == nil)
            if let store { c.press(.store(store)) }
        }
        return c
    }

    static func variable(_ c: CalculatorController, _ name: String) -> String? {
        c.viewState.variables.first { $0.name == name }?.value
    }

    @Test func unitsComeBack() throws {
        let c = Self.session()
        let restored = try TemporaryStateStore().roundTrip(c)
        #expect(restored.savedState == c.savedState)
        #expect(restored.history.entries.first?.display == "6.21371192237334 mi")
        #expect(restored.history.entries.map(\.unit) == c.history.entries.map(\.unit))
        #expect(["x", "y", "z", "M"].map { Self.variable(restored, $0) } == ["5 km", "20 °C", "0.333333333333333", "100 EUR"])
        #expect(restored.enterFormula("x to m") == nil)
        #expect(restored.viewState.display == "5000 m")
        #expect(restored.enterFormula("y to °F") == nil)
        #expect(restored.viewState.display == "68 °F")
        restored.useHistoryEntry(at: 0)
        #expect(restored.viewState.display == "6.21371192237334 mi")
        #expect(restored.viewState.unit == "mi")
    }

    /// A calculation whose variable became a quantity after it was entered shows after a
    /// restart what it showed before.
    @Test func aCalculationReadingAQuantityComesBackTheSame() throws {
        let c = CalculatorController(mode: .algebraic, angle: .degrees)
        #expect(c.variableRefusal("x", text: "5") == nil)
        #expect(c.enterFormula("x + 1") == nil)
        #expect(c.variableRefusal("x", text: "5 km") == nil)
        #expect(c.viewState.display == "km and a plain number cannot be added or subtracted at column 3")
        let restored = try TemporaryStateStore().roundTrip(c)
        #expect(restored.viewState.display == c.viewState.display)
        #expect(restored.savedState == c.savedState)
    }

    /// A unit that is none (a damaged or hostile file) is refused, not entered.
    @Test func aBadUnitIsRefused() {
        var saved = Self.session().savedState
        saved.history[0].unit = "bogus"
        #expect(throws: CalculatorController.SavedStateError.badHistory) {
            try CalculatorController(savedState: saved)
        }
        saved = Self.session().savedState
        saved.brain.variableUnits["x"] = "2 km"
        #expect(throws: CalculatorController.SavedStateError.badBrain(.badField("variables"))) {
            try CalculatorController(savedState: saved)
        }
    }

    /// A database whose tables an earlier version made (no `unit`) loads with plain
    /// numbers; the next write adds the columns and keeps the units from then on.
    @Test func anEarlierDatabaseGetsTheColumns() throws {
        let folder = try temporaryFolder()
        let plain = try controller("7 + 9 = →x")
        save(plain, in: folder)
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            for (table, columns) in [("history", "id INTEGER PRIMARY KEY, description TEXT NOT NULL, value TEXT NOT NULL"),
                                     ("variables", "name TEXT PRIMARY KEY, value TEXT NOT NULL")] {
                try db.execute("ALTER TABLE \(table) RENAME TO old_\(table)")
                try db.execute("CREATE TABLE \(table)(\(columns))")
                let names = table == "history" ? "id, description, value" : "name, value"
                try db.execute("INSERT INTO \(table)(\(names)) SELECT \(names) FROM old_\(table)")
                try db.execute("DROP TABLE old_\(table)")
            }
            #expect(try db.run("PRAGMA table_info(history)").count == 3)
        }
        let older = store(folder)
        let (loaded, problem) = older.load()
        #expect(problem == nil)
        let c = try #require(loaded)
        #expect(c.savedState == plain.savedState)
        #expect(c.enterFormula("2 km") == nil)
        c.press(.store("y"))
        older.save(c.savedStateSnapshot)
        older.flush()
        let later = try #require(store(folder).load().controller)
        #expect(later.savedState == c.savedState)
        #expect(Self.variable(later, "y") == "2 km")
        #expect(Self.variable(later, "x") == "16")
        #expect(later.history.entries.map(\.display) == ["16", "2 km"])
        #expect(later.history.entries.map(\.unit) == [nil, "km"])
    }
}

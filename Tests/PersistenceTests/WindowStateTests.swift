import CalculatorBrain
import CalculatorController
import Testing
@testable import Persistence

/// Issue 32 items 18 and 24 (docs/behaviour.md §7, §8): a formula line left open comes back
/// at the next start, and a maximized window reopens maximized; both kept in `state.db`, in
/// tables (a column) an earlier version's database does not have.
@Suite struct WindowStateTests {
    @Test(arguments: [
        ("", "12.5*(3+4.25)/7"), ("", "("), ("7 + 9 =", "+2"), ("12", "+3"), ("", "sin(30°) − ½ + ∛8"),
    ])
    func anOpenLineComesBack(keys: String, typed: String) throws {
        let folder = try temporaryFolder()
        let c = try controller(keys)
        c.typeText(typed)
        let line = try #require(c.line)
        let restored = try #require(try roundTrip(c, in: folder))
        #expect(restored.line == line)
        #expect(restored.savedState == c.savedState)
        // Put in after the restart, it gives what it would have given before.
        let value = c.viewState.display
        c.enterLine()
        restored.enterLine()
        #expect(restored.viewState.display == c.viewState.display, "before: \(value)")
    }

    /// Closed (entered, Escape) after it was saved open: it does not come back.
    @Test func aClosedLineDoesNotComeBack() throws {
        let folder = try temporaryFolder()
        let c = try controller("")
        c.typeText("2+3")
        #expect(try roundTrip(c, in: folder)?.line != nil)
        c.enterLine()
        let restored = try #require(try roundTrip(c, in: folder))
        #expect(restored.line == nil)
        #expect(restored.viewState.display == "5")
        c.typeText("4*")
        c.cancelLine()
        #expect(try roundTrip(c, in: folder)?.line == nil)
    }

    /// Only the line's row is written when only the line changed.
    @Test func aChangeOfTheLineWritesOneRow() throws {
        let folder = try temporaryFolder()
        let c = try controller("7 + 9 =")
        let s = store(folder)
        _ = s.load()
        s.save(c.savedStateSnapshot)
        s.flush()
        let (transactions, rows) = s.queue.sync { (s.transactions, s.rowsChanged) }
        c.typeText("1")
        c.lineChanged("1+")
        s.save(c.savedStateSnapshot)
        s.flush()
        #expect(s.queue.sync { (s.transactions - transactions, s.rowsChanged - rows) } == (1, 1))
    }

    @Test(arguments: [
        "UPDATE formula_line SET replaces_typing = 7", "UPDATE formula_line SET replaces_typing = 'yes'",
        "UPDATE formula_line SET text = NULL",
    ])
    func aLineThatIsNotOneIsRefused(damage: String) throws {
        let folder = try temporaryFolder()
        let c = try controller("")
        c.typeText("2+3")
        save(c, in: folder, loadingFirst: false)
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            // NOT NULL refuses the last one: the table as written is not damaged by it.
            try? db.execute(damage)
        }
        let (restored, problem) = store(folder, expectFailures: true).load()
        if damage.hasSuffix("NULL") {
            #expect(restored?.line == c.line && problem == nil)
        } else {
            #expect(restored == nil && problem != nil)
        }
    }

    @Test func maximizedComesBackWithItsSize() throws {
        let folder = try temporaryFolder()
        do {
            let first = store(folder)
            _ = first.load()
            first.saveWindowSize(WindowSize(width: 700, height: 800, maximized: true))
            first.flush()
        }
        let again = store(folder)
        _ = again.load()
        #expect(again.windowSize == WindowSize(width: 700, height: 800, maximized: true))
        again.saveWindowSize(WindowSize(width: 700, height: 800))
        again.flush()
        let third = store(folder)
        _ = third.load()
        #expect(third.windowSize == WindowSize(width: 700, height: 800, maximized: false))
    }

    /// The window table an earlier version made (no `maximized` column) is read as not
    /// maximized, and takes the column at the next close.
    @Test func anEarlierWindowTableGetsTheColumn() throws {
        let folder = try temporaryFolder()
        let c = try controller("3 × 4 =")
        do {
            let first = store(folder)
            first.save(c.savedStateSnapshot)
            first.flush()
        }
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            try db.execute("CREATE TABLE window(id INTEGER PRIMARY KEY CHECK (id = 1), width INTEGER NOT NULL, height INTEGER NOT NULL)")
            try db.execute("INSERT INTO window(id, width, height) VALUES (1, 640, 720)")
        }
        let older = store(folder)
        #expect(older.load().controller?.savedState == c.savedState)
        #expect(older.windowSize == WindowSize(width: 640, height: 720))
        older.saveWindowSize(WindowSize(width: 650, height: 730, maximized: true))
        older.flush()
        let later = store(folder)
        #expect(later.load().controller?.savedState == c.savedState)
        #expect(later.windowSize == WindowSize(width: 650, height: 730, maximized: true))
    }
}

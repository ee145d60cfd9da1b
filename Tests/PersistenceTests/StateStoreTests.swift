import CalculatorBrain
import CalculatorController
import Dispatch
import Foundation
import Testing
@testable import Persistence

/// A private temporary folder (0700, as the app makes its own) for one test.
func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cerebrum-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
    return path
}

/// A store on a folder, reporting failures as test issues unless told otherwise.
func store(_ folder: String, expectFailures: Bool = false) -> StateStore {
    StateStore(folder: StateFolder(path: folder)) { if !expectFailures { Issue.record(Comment(rawValue: $0)) } }
}

/// Saves `c` in a fresh store on `folder` (which reads the folder first, as a window
/// does, when `loadingFirst`) and flushes it.
func save(_ c: CalculatorController, in folder: String, loadingFirst: Bool = true) {
    let s = store(folder)
    if loadingFirst { _ = s.load() }
    s.save(c.savedStateSnapshot)
    s.flush()
}

/// Saves `c` in a fresh store on `folder`, then reads it back in another, as the next
/// start does; nil (and a test issue) when nothing could be read.
func roundTrip(_ c: CalculatorController, in folder: String) throws -> CalculatorController? {
    save(c, in: folder)
    let (restored, problem) = store(folder).load()
    #expect(problem == nil)
    return restored
}

/// A controller after `keys`.
func controller(_ keys: String, mode: CalculatorMode = .algebraic) throws -> CalculatorController {
    let c = CalculatorController(mode: mode)
    try KeySequence.forEachKey(in: keys, c.press)
    return c
}

/// The names in a folder, sorted.
func names(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}

@Suite struct StateStoreTests {
    @Test(arguments: [
        ("7 + 9 = →x x × 2 = 12.5", CalculatorMode.algebraic), ("3 ↵ 5 + 4", .rpn), ("", .algebraic),
        ("1 ↵ 2 ↵ 0.5 ^ ↵ − +" + String(repeating: " 1 +", count: 1_300), .rpn),
        ("deg 30 sin →M 1 ÷ 3 =" + String(repeating: " 123.45 × 6.7 =", count: 1_100), .algebraic),
    ])
    func savedStateComesBack(keys: String, mode: CalculatorMode) throws {
        let folder = try temporaryFolder()
        let c = try controller(keys, mode: mode)
        do {
            let first = store(folder)
            first.save(c.savedStateSnapshot)
            first.flush()
        }
        let (restored, problem) = store(folder).load()
        #expect(problem == nil)
        let back = try #require(restored)
        #expect(back.savedState == c.savedState)
        #expect(back.viewState == c.viewState)
    }

    /// Written key by key, the database holds what the controller holds after every key:
    /// the changes (steps added and undone, forgotten past undo's reach, a cleared
    /// calculation or history, a mode switch) add up to the whole.
    @Test func keyByKeyChangesAddUpToTheWhole() throws {
        let folder = try temporaryFolder()
        let s = store(folder)
        let c = CalculatorController()
        var keys: [String] = []
        for i in 0..<700 { keys += ["\(i % 10)", "+", "2", i % 7 == 0 ? "⌫" : "×", "3", "="] }
        keys += ["C", "5", "⌫", "rpn", "1", "↵", "2", "+", "x⇄y", "drop", "alg", "7", "→x"]
        for (index, key) in keys.enumerated() {
            switch key {
            case "rpn": c.press(.mode(.rpn))
            case "alg": c.press(.mode(.algebraic))
            default: try KeySequence.forEachKey(in: key, c.press)
            }
            if index == keys.count / 2 { c.clearHistory() }
            s.save(c.savedStateSnapshot)
            if index % 97 == 0 || index > keys.count - 20 {
                s.flush()
                // Read by a second store, which `s` (holding the folder) leaves read-only.
                let (restored, problem) = store(folder).load()
                #expect(problem == .keptByAnotherWindow)
                #expect(restored?.savedState == c.savedState, "after key \(index): \(key)")
            }
        }
    }

    /// A key writes what it changed, not the state: with a full history and a program at
    /// undo's reach, a digit writes one row (the typed text) and a finished calculation a
    /// few (its steps, one history entry, the oldest entry dropped).
    @Test func aKeyWritesOnlyWhatItChanged() throws {
        let folder = try temporaryFolder()
        let c = try controller(String(repeating: " 123.45 × 6.7 =", count: 1_100))
        let s = store(folder)
        s.save(c.savedStateSnapshot)
        s.flush()
        func rows(after keys: String) throws -> Int {
            let before = s.queue.sync { s.rowsChanged }
            try KeySequence.forEachKey(in: keys, c.press)
            s.save(c.savedStateSnapshot)
            s.flush()
            return s.queue.sync { s.rowsChanged } - before
        }
        #expect(try rows(after: "1") == 1)
        #expect(try rows(after: "2") == 1)
        #expect(try rows(after: "×") <= 3)
        #expect(try rows(after: "4 =") <= 8)
        #expect(try rows(after: "1") <= 2)
        #expect(try rows(after: "⌫") <= 2)
    }

    /// Snapshots handed over while a write is under way are not all written: only the
    /// newest, in one transaction (a store that wrote each would write 200).
    @Test func savesWaitingForTheQueueCoalesce() throws {
        let folder = try temporaryFolder()
        let s = store(folder)
        let c = try controller("7 + 9 =")
        s.save(c.savedStateSnapshot)
        s.flush()
        let before = s.queue.sync { s.transactions }
        let gate = DispatchSemaphore(value: 0)
        s.queue.async { gate.wait() }
        for i in 0..<200 {
            c.press(.digit(i % 9 + 1))
            s.save(c.savedStateSnapshot)
        }
        gate.signal()
        s.flush()
        #expect(s.queue.sync { s.transactions } - before == 1)
        #expect(store(folder).load().controller?.savedState == c.savedState)
    }

    /// A snapshot equal to what was written writes nothing.
    @Test func anUnchangedStateWritesNothing() throws {
        let folder = try temporaryFolder()
        let s = store(folder)
        let c = try controller("7 + 9 = →x x × 2 = 12.5")
        s.save(c.savedStateSnapshot)
        s.flush()
        s.save(c.savedStateSnapshot)
        s.flush()
        #expect(s.queue.sync { s.transactions } == 1)
    }

    /// A write that fails is kept as `failure` (the window says it) until one works again.
    @Test func aFailedWriteIsSaidUntilOneWorks() throws {
        let base = try temporaryFolder()
        let blocker = base + "/cerebrum"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))  // the folder is a file
        let s = store(blocker + "/inner", expectFailures: true)
        #expect(s.failure == nil)
        s.save(try controller("1").savedStateSnapshot)
        s.flush()
        #expect(s.failure == "Not a directory")
        try FileManager.default.removeItem(atPath: blocker)
        let c = try controller("2")
        s.save(c.savedStateSnapshot)
        s.flush()
        #expect(s.failure == nil)
        #expect(store(blocker + "/inner").load().controller?.savedState == c.savedState)
    }

    /// A new folder (and those above it) is private to the user, the database too.
    @Test func foldersAndFileArePrivate() throws {
        let base = try temporaryFolder()
        let s = store(base + "/a/b/cerebrum")
        s.save(try controller("1").savedStateSnapshot)
        s.flush()
        for path in ["/a", "/a/b", "/a/b/cerebrum"] {
            let mode = try FileManager.default.attributesOfItem(atPath: base + path)[.posixPermissions] as? Int
            #expect(mode == 0o700, "\(path)")
        }
        let mode = try FileManager.default.attributesOfItem(atPath: s.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func defaultLocationFollowsXDG() {
        #expect(StateFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path == "/s/cerebrum")
        #expect(StateFolder(environment: ["HOME": "/h"]).path == "/h/.local/state/cerebrum")
        #expect(StateFolder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state/cerebrum")
        #expect(StateFolder(environment: ["XDG_STATE_HOME": "/s//"]).path == "/s/cerebrum")
        #expect(StateFolder(environment: ["XDG_STATE_HOME": "/"]).path == "/cerebrum")
        #expect(StateFolder(environment: ["HOME": "/"]).path == "/.local/state/cerebrum")
        #expect(StateFolder(environment: ["HOME": ""]).path != "/.local/state/cerebrum")
    }
}

/// State files of earlier versions (`state.plist`; Fixtures/make-fixtures.py says how
/// they were made) load, are taken over into the database and set aside, never deleted.
@Suite struct EarlierVersionTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    @Test(arguments: [
        ("v1-algebraic.plist", "12.5", "x × …", ["7 + 9 = 16", "1 ÷ 3 = 0.333333333333333"], CalculatorMode.algebraic),
        ("v2-rpn.plist", "3", "1 + 2, 1 × 3 =", ["1 + 2 = 3"], .rpn),
        ("v2-algebraic.plist", "31", "5 × 6 + 1 =", [], .algebraic),
    ])
    func earlierStateFilesLoad(name: String, display: String, description: String, history: [String],
                               mode: CalculatorMode) throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Self.fixture(name), toPath: folder + "/state.plist")
        let (loaded, problem) = store(folder).load()
        #expect(problem == nil)
        let c = try #require(loaded)
        #expect(c.viewState.display == display)
        #expect(c.viewState.description == description)
        #expect(c.viewState.mode == mode)
        #expect(c.history.entries.map(\.text) == history)
        #expect(try names(folder) == ["state.db", "state.db-shm", "state.db-wal", "state.plist.imported"]
                || names(folder) == ["state.db", "state.plist.imported"])
        // Next start: from the database, the same.
        #expect(store(folder).load().controller?.savedState == c.savedState)
    }

    @Test func variablesAndAngleOfVersionOneCome() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Self.fixture("v1-algebraic.plist"), toPath: folder + "/state.plist")
        let c = try #require(store(folder).load().controller)
        #expect(c.angle == .degrees)
        #expect(c.viewState.variableValues == ["x": "5", "M": "4.8"])
    }
}

/// Issue 27 item 4: the window reopens at the size it closed at, kept with the state.
@Suite struct WindowSizeTests {
    @Test func theSizeComesBackWithTheState() throws {
        let folder = try temporaryFolder()
        let c = try controller("7 + 9 =")
        do {
            let first = store(folder)
            #expect(first.load().problem == nil)
            first.save(c.savedStateSnapshot)
            first.saveWindowSize(WindowSize(width: 1234, height: 876))
            first.flush()
        }
        let again = store(folder)
        let (restored, problem) = again.load()
        #expect(problem == nil && restored?.savedState == c.savedState)
        #expect(again.windowSize == WindowSize(width: 1234, height: 876))
        // Closed again at another size: the newest is kept.
        again.saveWindowSize(WindowSize(width: 500, height: 600))
        again.flush()
        let third = store(folder)
        _ = third.load()
        #expect(third.windowSize == WindowSize(width: 500, height: 600))
    }

    /// A database as the earlier version wrote it (no window table) loads whole, with no
    /// size; the first close adds the table.
    @Test func aDatabaseWithoutTheSizeStillLoads() throws {
        let folder = try temporaryFolder()
        let c = try controller("3 × 4 =")
        do {
            let first = store(folder)
            first.save(c.savedStateSnapshot)
            first.flush()
        }
        let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
        #expect(try db.run("SELECT name FROM sqlite_schema WHERE name = 'window'").isEmpty)
        let older = store(folder)
        let (restored, problem) = older.load()
        #expect(problem == nil && restored?.savedState == c.savedState)
        #expect(older.windowSize == nil)
        older.saveWindowSize(WindowSize(width: 480, height: 700))
        older.flush()
        let later = store(folder)
        #expect(later.load().controller?.savedState == c.savedState)
        #expect(later.windowSize == WindowSize(width: 480, height: 700))
    }

    @Test(arguments: [
        (WindowSize(width: 10, height: -5), WindowSize(width: 360, height: 520)),
        (WindowSize(width: 1 << 40, height: 700), WindowSize(width: 16_384, height: 700)),
        (WindowSize(width: 800, height: 600), WindowSize(width: 800, height: 600)),
    ])
    func aSavedSizeIsClampedToOneAWindowTakes(saved: WindowSize, opened: WindowSize) {
        #expect(saved.clamped(minimum: WindowSize(width: 360, height: 520)) == opened)
    }
}

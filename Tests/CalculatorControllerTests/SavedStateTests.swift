import CalculatorBrain
import Foundation
import Synchronization
import Testing
@testable import CalculatorController

@Suite struct SavedStateTests {
    @Test(arguments: [
        ("7 + 9 = →x x × 2 =", CalculatorMode.algebraic), ("3 ↵ 5 + 4", .rpn), ("7 + 1 ÷ 3 =", .algebraic),
        ("deg 30 sin", .algebraic), ("12.5", .rpn), ("", .algebraic), ("1 ÷ 0 =", .algebraic),
        ("1 ↵ π 10 ↵ 17 ^ × ↵ − +", .rpn),
    ])
    func savedStateRoundTrips(keys: String, mode: CalculatorMode) throws {
        let c = CalculatorController(mode: mode)
        try KeySequence.forEachKey(in: keys, c.press)
        let data = try PropertyListSerialization.data(fromPropertyList: c.savedState, format: .binary, options: 0)
        let restored = try CalculatorController(savedState: PropertyListSerialization.propertyList(from: data, format: nil))
        #expect(restored.viewState == c.viewState)
        #expect(restored.history == c.history)
        #expect(restored.brain.steps == c.brain.steps)
    }

    /// A tree older than undo's reach is saved as a graph, not as keys: read back, it
    /// still knows which of its parts are `Double`s, and its description keeps the
    /// parentheses that regrouping them would need.
    @Test func savedGraphKeepsInexactParentheses() throws {
        let c = CalculatorController(mode: .rpn)
        // 2 ^ 0.5 is a Double only by its value: its operands are exact.
        try KeySequence.forEachKey(in: "1 ↵ 2 ↵ 0.5 ^ ↵ − +" + String(repeating: " 1 +", count: 1_100), c.press)
        #expect(c.viewState.description.hasPrefix("1 + (2 ^ 0.5 − 2 ^ 0.5) + 1 + 1"))
        let data = try PropertyListSerialization.data(fromPropertyList: c.savedState, format: .binary, options: 0)
        let restored = try CalculatorController(savedState: PropertyListSerialization.propertyList(from: data, format: nil))
        #expect(restored.viewState == c.viewState)
    }

    @Test(arguments: 0..<6)
    func damagedStatesAreRefused(which: Int) throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 =", c.press)
        var state = c.savedState
        switch which {
        case 0: state["format"] = "other"
        case 1: state["brain"] = ["format": "cerebrum.brain"]
        case 2: state["history"] = [["description": "x"]]
        case 3: state["history"] = "junk"
        case 4: state["typing"] = "12abc"
        default: state["version"] = 99
        }
        #expect(throws: CalculatorController.SavedStateError.self) { try CalculatorController(savedState: state) }
    }
}

@Suite struct StateFileTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cerebrum-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func defaultLocationFollowsXDG() {
        #expect(StateFile(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).url.path == "/s/cerebrum/state.plist")
        #expect(StateFile(environment: ["HOME": "/h"]).url.path == "/h/.local/state/cerebrum/state.plist")
        #expect(StateFile(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).url.path
                == "/h/.local/state/cerebrum/state.plist")
    }

    /// The location as a plain path: one slash between parts, whatever the variables end with.
    @Test(arguments: [
        (["XDG_STATE_HOME": "/s"], "/s/cerebrum/state.plist"),
        (["XDG_STATE_HOME": "/s/"], "/s/cerebrum/state.plist"),
        (["XDG_STATE_HOME": "/s//", "HOME": "/h"], "/s/cerebrum/state.plist"),
        (["XDG_STATE_HOME": "/"], "/cerebrum/state.plist"),
        (["HOME": "/h/"], "/h/.local/state/cerebrum/state.plist"),
        (["HOME": "/"], "/.local/state/cerebrum/state.plist"),
        (["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/cerebrum/state.plist"),
        (["XDG_STATE_HOME": "/s", "HOME": ""], "/s/cerebrum/state.plist"),
    ])
    func pathFromTheEnvironment(environment: [String: String], path: String) {
        let file = StateFile(environment: environment)
        #expect(file.path == path)
        #expect(file.folder == String(path.dropLast("/state.plist".count)))
        #expect(file.temporaryPath(pid: 7) == file.folder + "/.state.plist.7.tmp")
    }

    /// An empty HOME is no home: not the root folder.
    @Test func emptyHomeIsIgnored() {
        #expect(StateFile(environment: ["HOME": ""]).path != "/.local/state/cerebrum/state.plist")
    }

    /// A path without a folder: the file's name is the whole path, its folder `.`.
    @Test func bareFileName() {
        let file = StateFile(path: "state.plist")
        #expect(file.name == "state.plist")
        #expect(file.folder == ".")
        #expect(file.temporaryPath(pid: 3) == "./.state.plist.3.tmp")
    }

    /// Saving creates every missing folder above the file, as `mkdir -p` would, private to
    /// the user (0700, as XDG asks of a state folder it creates).
    @Test func saveCreatesMissingFolders() throws {
        let folder = try temporaryFolder()
        let file = StateFile(path: folder.path + "/a/b/c/state.plist")
        try file.save(["a": 1])
        guard case .state(let plist) = file.load() else { Issue.record("expected state"); return }
        #expect((plist as? [String: Int]) == ["a": 1])
        for created in ["/a", "/a/b", "/a/b/c"] {
            var status = stat()
            #expect(stat(folder.path + created, &status) == 0)
            #expect(status.st_mode & 0o777 == 0o700, "\(created)")
        }
    }

    /// A pipe in the file's place neither blocks the start nor is read: damaged, moved aside.
    @Test func pipeInPlaceOfTheFileIsDamaged() throws {
        let folder = try temporaryFolder()
        let file = StateFile(path: folder.path + "/state.plist")
        #expect(mkfifo(file.path, 0o600) == 0)
        guard case .damaged(let reason, let movedTo?) = file.load() else {
            Issue.record("expected damaged"); return
        }
        #expect(reason.contains(StateFileError(errno: EINVAL).description))
        #expect(movedTo.hasPrefix(file.path + ".damaged-"))
    }

    /// A path whose folder is a file cannot be written: the error is the system's, in words.
    @Test func saveIntoAFileFails() throws {
        let folder = try temporaryFolder()
        try Data("x".utf8).write(to: folder.appendingPathComponent("plain"))
        let file = StateFile(path: folder.path + "/plain/state.plist")
        #expect(throws: StateFileError(errno: ENOTDIR)) { try file.save(["a": 1]) }
        #expect(StateFileError(errno: ENOTDIR).description == "Not a directory")
    }

    /// A state file that cannot be read (here a folder in its place) is damaged, with the
    /// system's reason, and moved aside.
    @Test func unreadableFileIsDamaged() throws {
        let folder = try temporaryFolder()
        let file = StateFile(path: folder.path + "/state.plist")
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: false)
        guard case .damaged(let reason, let movedTo?) = file.load() else {
            Issue.record("expected damaged"); return
        }
        #expect(reason.contains("Is a directory"))
        #expect(movedTo.hasPrefix(file.path + ".damaged-"))
    }

    @Test func saveThenLoad() throws {
        let folder = try temporaryFolder()
        let file = StateFile(url: folder.appendingPathComponent("cerebrum/state.plist"))
        guard case .none = file.load() else { Issue.record("expected no state"); return }
        try file.save(["a": 1])
        guard case .state(let plist) = file.load() else { Issue.record("expected state"); return }
        #expect((plist as? [String: Int]) == ["a": 1])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(leftovers == ["state.plist"])
    }

    @Test(arguments: [Data("garbage".utf8), Data(), Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF])])
    func damagedFileIsMovedAside(bytes: Data) throws {
        let folder = try temporaryFolder()
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        try bytes.write(to: file.url)
        // "garbage" is a valid old-style property list (a string): the caller's check refuses it.
        guard case .damaged(_, let movedTo?) = file.load(validate: { $0 is [String: Any] ? nil : "not a dictionary" }) else { Issue.record("expected damaged"); return }
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == bytes)
        #expect(movedTo.hasPrefix(folder.path + "/state.plist.damaged-"))
    }

    @Test func invalidContentIsDamagedToo() throws {
        let folder = try temporaryFolder()
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        try file.save(["format": "nope"])
        guard case .damaged(let reason, _) = file.load(validate: { _ in "not a Cerebrum state" }) else {
            Issue.record("expected damaged"); return
        }
        #expect(reason == "not a Cerebrum state")
    }

    @Test func saverWritesTheNewestSnapshot() throws {
        let folder = try temporaryFolder()
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        let saver = StateSaver(file: file) { Issue.record(Comment(rawValue: $0)) }
        for i in 0..<200 { saver.save { ["n": i] } }
        saver.flush()
        guard case .state(let plist) = file.load() else { Issue.record("expected state"); return }
        #expect((plist as? [String: Int]) == ["n": 199])
    }

    /// A write that fails is kept as the saver's `failure` (the window says it) until a
    /// write works again.
    @Test func saverKeepsWhyTheLastWriteFailed() throws {
        let folder = try temporaryFolder()
        let blocker = folder.appendingPathComponent("cerebrum")
        try Data("x".utf8).write(to: blocker)          // the state's folder is a file
        let file = StateFile(url: blocker.appendingPathComponent("state.plist"))
        let reports = Mutex<[String]>([])
        let saver = StateSaver(file: file) { message in reports.withLock { $0.append(message) } }
        #expect(saver.failure == nil)
        saver.save { ["n": 1] }
        saver.flush()
        #expect(saver.failure == "Not a directory")
        #expect(reports.withLock { $0.count } == 1)
        try FileManager.default.removeItem(at: blocker)
        saver.save { ["n": 2] }
        saver.flush()
        #expect(saver.failure == nil)
        guard case .state(let plist) = file.load() else { Issue.record("expected state"); return }
        #expect((plist as? [String: Int]) == ["n": 2])
    }

    /// A key that changed nothing costs no write: the same snapshot is not written again.
    @Test func saverSkipsAnUnchangedSnapshot() throws {
        let folder = try temporaryFolder()
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        let saver = StateSaver(file: file) { Issue.record(Comment(rawValue: $0)) }
        saver.save { ["n": 1] }
        saver.flush()
        try FileManager.default.removeItem(at: file.url)
        saver.save { ["n": 1] }
        saver.flush()
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        saver.save { ["n": 2] }
        saver.flush()
        guard case .state(let plist) = file.load() else { Issue.record("expected state"); return }
        #expect((plist as? [String: Int]) == ["n": 2])
    }

    /// A writer killed between creating its temporary file and renaming it leaves the
    /// file behind; the next start removes it, but never a live writer's.
    @Test func staleTemporaryFilesAreRemovedAtLoad() throws {
        let folder = try temporaryFolder()
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        let dead = URL(fileURLWithPath: file.temporaryPath(pid: Int32.max))  // above any pid_max: never alive
        let alive = URL(fileURLWithPath: file.temporaryPath(pid: getppid()))
        let other = folder.appendingPathComponent(".other.1.tmp")
        for url in [dead, alive, other] { try Data("x".utf8).write(to: url) }
        guard case .none = file.load() else { Issue.record("expected no state"); return }
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }
}

@Suite struct SavedStateErrorTests {
    @Test(arguments: [
        (CalculatorController.SavedStateError.notASavedState, "not a Cerebrum state"),
        (.badBrain(.notABrain), "its program is not a Cerebrum program"),
        (.badBrain(.badField("mode")), "its program has a bad mode field"),
        (.badBrain(.badStep(3)), "its program has a bad step 3"),
        (.badHistory, "its history is damaged"),
    ])
    func readsAsWords(error: CalculatorController.SavedStateError, text: String) {
        #expect("\(error)" == text)
    }
}

@Suite struct SavedStateSnapshotTests {
    @Test func propertyListsCompareByValue() {
        let cases: [([String: Any], [String: Any], Bool)] = [
            ([:], [:], true),
            (["n": 1], ["n": 1], true),
            (["n": 1], ["n": 2], false),
            (["n": 1], ["n": "1"], false),
            (["a": [1, 2], "b": ["c": "d"]], ["b": ["c": "d"], "a": [1, 2]], true),
            (["a": [1, 2]], ["a": [2, 1]], false),
            (["a": true], ["a": 1], false),
            (["a": 1.5], ["a": 1.5], true),
            (["a": 1], ["a": 1, "b": 2], false),
        ]
        for (a, b, equal) in cases {
            #expect(StateSaver.equal(a, b) == equal, "\(a) \(b)")
        }
    }

    /// The snapshot is the state at the moment it was taken, whatever the controller
    /// does afterwards (it is built into a property list later, on another thread).
    @Test func snapshotIsFrozen() throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 = 12.5", c.press)
        let snapshot = c.savedStateSnapshot
        let before = c.savedState
        try KeySequence.forEachKey(in: "C 1 + 1 = →x", c.press)
        c.clearHistory()
        #expect(StateSaver.equal(before, snapshot.propertyList))
        #expect(!StateSaver.equal(before, c.savedState))
        let restored = try CalculatorController(savedState: snapshot.propertyList)
        #expect(restored.viewState.display == "12.5")
        #expect(restored.history.entries.map(\.text) == ["7 + 9 = 16"])
    }

    @Test func saverBuildsSnapshotsOnItsQueue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cerebrum-test-\(UUID().uuidString)")
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        let saver = StateSaver(file: file) { Issue.record(Comment(rawValue: $0)) }
        let c = CalculatorController()
        for key in ["1", "+", "2", "=", "×", "3", "="] {
            try KeySequence.forEachKey(in: key, c.press)
            let snapshot = c.savedStateSnapshot
            saver.save { snapshot.propertyList }
        }
        saver.flush()
        guard case .state(let plist) = file.load() else { Issue.record("expected state"); return }
        #expect(try CalculatorController(savedState: plist).viewState == c.viewState)
    }

    /// Equal states are skipped even when their dictionaries encode to different bytes
    /// (a dictionary's order is not fixed).
    @Test func equalStatesAreWrittenOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cerebrum-test-\(UUID().uuidString)")
        let file = StateFile(url: folder.appendingPathComponent("state.plist"))
        let saver = StateSaver(file: file) { Issue.record(Comment(rawValue: $0)) }
        for round in 0..<2 {
            let c = CalculatorController()
            try KeySequence.forEachKey(in: "7 + 9 = →x x × 2 = 12.5", c.press)
            let snapshot = c.savedStateSnapshot
            saver.save { snapshot.propertyList }
            saver.flush()
            if round == 0 { try FileManager.default.removeItem(at: file.url) }
        }
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }
}

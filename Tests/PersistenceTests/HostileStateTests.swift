import CalculatorController
import Foundation
import Testing
@testable import Persistence

/// State files made to hurt (issue 27): each is refused before it can cost much, moved
/// aside under a name never used before, and said; nothing outside the folder is touched.
@Suite struct HostileStateTests {
    /// Loads `folder` expecting `file` to be refused and set aside; returns where it went.
    @discardableResult
    func expectSetAside(_ folder: String, _ file: String = "state.plist") throws -> String {
        let (controller, problem) = store(folder).load()
        #expect(controller == nil)
        guard case .damaged(let path, _, let movedTo?)? = problem else {
            Issue.record("expected damaged and moved, got \(String(describing: problem))")
            return ""
        }
        #expect(path == folder + "/" + file)
        #expect(movedTo.hasPrefix(folder + "/" + file + ".damaged-"))
        #expect(!FileManager.default.fileExists(atPath: path))
        return movedTo
    }

    /// An XML property list 10,000 levels deep crashed the start (a stack overflow in the
    /// decoder), and was never moved aside: XML is not read at all.
    @Test func deepXMLIsSetAside() throws {
        let folder = try temporaryFolder()
        let n = 10_000
        let xml = "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: n)
            + "<integer>1</integer>" + String(repeating: "</array>", count: n) + "</plist>"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: folder + "/state.plist"))
        try expectSetAside(folder)
    }

    /// A binary property list nested deeper than a state is refused, not recursed into.
    @Test func deepBinaryNestingIsSetAside() throws {
        let folder = try temporaryFolder()
        var value: Any = 1
        for _ in 0..<100 { value = [value] }
        let data = try PropertyListSerialization.data(fromPropertyList: ["format": "cerebrum.state", "x": value],
                                                      format: .binary, options: 0)
        try data.write(to: URL(fileURLWithPath: folder + "/state.plist"))
        try expectSetAside(folder)
    }

    /// A 2 GB sparse file is refused by its size, before a byte is read.
    @Test(arguments: ["state.plist", "state.db"])
    func hugeFilesAreRefusedBySize(name: String) throws {
        let folder = try temporaryFolder()
        let path = folder + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 30) == 0)
        let (_, problem) = store(folder).load()
        guard case .damaged(_, let reason, _)? = problem else { Issue.record("not refused"); return }
        #expect(reason.contains("2048 MB"))
    }

    /// Two damaged files set aside in the same second keep distinct names: the second
    /// never overwrites the first.
    @Test func sameSecondDamageKeepsBoth() throws {
        let folder = try temporaryFolder()
        var moved: [String] = []
        for round in 0..<3 {
            try Data("garbage \(round)".utf8).write(to: URL(fileURLWithPath: folder + "/state.plist"))
            moved.append(try expectSetAside(folder))
        }
        #expect(Set(moved).count == 3)
        for (round, path) in moved.enumerated() {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "garbage \(round)")
        }
    }

    /// A symbolic link in the database's place, or in its log's, is moved aside (the link,
    /// not what it points to), and what it points to is never written.
    @Test(arguments: ["state.db", "state.db-wal", "state.db-journal", "state.db-shm"])
    func symbolicLinksAreNeverFollowed(name: String) throws {
        let folder = try temporaryFolder()
        let outside = try temporaryFolder() + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside))
        if name != "state.db" {
            let s = store(folder)
            s.save(try controller("1 + 2 =").savedStateSnapshot)
            s.flush()
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: outside)
        let (_, problem) = store(folder).load()
        guard case .damaged(_, _, let movedTo?)? = problem else { Issue.record("not refused: \(String(describing: problem))"); return }
        let s = store(folder)
        _ = s.load()
        s.save(try controller("4 × 5 =").savedStateSnapshot)
        s.flush()
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
        #expect(movedTo.contains(".damaged-"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: movedTo + (name == "state.db" ? "" : String(name.dropFirst(8)))) == outside
                || name != "state.db")
    }

    /// Temporary files of earlier versions' writers planted as symbolic links for the
    /// next process ids: nothing writes through them (and dead ones are removed).
    @Test func plantedTemporaryLinksAreNotWritten() throws {
        let folder = try temporaryFolder()
        let outside = try temporaryFolder() + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside))
        for pid in getpid()..<(getpid() + 50) {
            try FileManager.default.createSymbolicLink(atPath: folder + "/.state.plist.\(pid).tmp", withDestinationPath: outside)
        }
        let s = store(folder)
        _ = s.load()
        for keys in ["1", "+", "2", "="] {
            try KeySequence.forEachKey(in: keys, CalculatorController().press)
            s.save(try controller("1 + 2 = " + keys).savedStateSnapshot)
            s.flush()
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
    }

    /// A state folder others can write in, or someone else's, is not used: nothing is
    /// read from it or written to it, and the reason is given.
    @Test func aFolderOthersCanWriteInIsRefused() throws {
        let folder = try temporaryFolder()
        #expect(chmod(folder, 0o777) == 0)
        let s = store(folder)
        let (_, problem) = s.load()
        #expect(problem == .unusableFolder(path: folder, reason: .writableByOthers))
        s.save(try controller("1 + 2 =").savedStateSnapshot)
        s.flush()
        #expect(try names(folder).isEmpty)
    }

    @Test func someoneElsesFolderIsRefused() throws {
        guard geteuid() == 0 else { return }  // only root can give a folder away
        let folder = try temporaryFolder()
        #expect(chown(folder, 65_534, 65_534) == 0)
        let (_, problem) = store(folder).load()
        #expect(problem == .unusableFolder(path: folder, reason: .notOwned))
    }

    /// A damaged file in a folder where nothing can be renamed is said as not moved
    /// (the window then says so too, rather than "set aside").
    @Test func aDamagedFileThatCannotMoveIsSaidSo() throws {
        let folder = try temporaryFolder()
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: folder + "/state.plist"))
        try readOnly(folder, true)
        defer { try? readOnly(folder, false) }
        let (_, problem) = store(folder, expectFailures: true).load()
        guard case .damaged(_, _, let movedTo)? = problem else { Issue.record("not refused"); return }
        #expect(movedTo == nil)
        #expect(FileManager.default.fileExists(atPath: folder + "/state.plist"))
    }

    /// Makes a folder read-only even for root (immutable), or writable again.
    func readOnly(_ folder: String, _ on: Bool) throws {
        if geteuid() != 0 {
            #expect(chmod(folder, on ? 0o500 : 0o700) == 0)
            return
        }
        let chattr = Process()
        chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        chattr.arguments = [on ? "+i" : "-i", folder]
        try chattr.run()
        chattr.waitUntilExit()
        #expect(chattr.terminationStatus == 0)
    }

    /// A second store on the same folder (a window in another session) starts from the
    /// state but writes nothing, and says so; the first keeps writing.
    @Test func aSecondWindowKeepsItsWorkToItself() throws {
        let folder = try temporaryFolder()
        let first = store(folder)
        _ = first.load()
        let c = try controller("7 + 9 =")
        first.save(c.savedStateSnapshot)
        first.flush()
        let second = store(folder)
        let (copy, problem) = second.load()
        #expect(problem == .keptByAnotherWindow)
        #expect(copy?.savedState == c.savedState)
        second.save(try controller("1 + 1 =").savedStateSnapshot)
        second.flush()
        try KeySequence.forEachKey(in: "× 2 =", c.press)
        first.save(c.savedStateSnapshot)
        first.flush()
        #expect(store(folder).load().controller?.savedState == c.savedState)
    }

    /// Files not written by Cerebrum in the database's place are set aside.
    @Test(arguments: [Data("garbage".utf8), Data("SQLite format 3\0".utf8) + Data(count: 100)])
    func foreignDatabasesAreSetAside(bytes: Data) throws {
        let folder = try temporaryFolder()
        try bytes.write(to: URL(fileURLWithPath: folder + "/state.db"))
        let moved = try expectSetAside(folder, "state.db")
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == bytes)
    }
}

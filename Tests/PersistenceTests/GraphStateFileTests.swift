import Foundation
import Testing
@testable import Persistence

/// The graph's saved state (docs/behaviour.md §14): written into the database and read
/// back; an earlier version's file taken over once; a state from before the graph and a
/// damaged file load as a closed graph, a bad line or row is left out.
@Suite struct GraphStateFileTests {
    let example = SavedGraph(isOpen: true, view: [-2.5, 7, -1e-7, 3e10],
                             pins: [.init(colour: 2, radians: true, formula: "sin(x) × 2"),
                                    .init(colour: 1, radians: false, formula: "x² − 2")])
    /// The same with a program for its first pin, as the database keeps it (an earlier
    /// version's file has none).
    var withProgram: SavedGraph {
        var graph = example
        graph.pins[0].program = "x\nu sin 0\nn 2\nb × 1 2"
        return graph
    }

    /// Kept in the database: written and read back by another store (issue 33).
    @Test func writtenAndReadBack() throws {
        let folder = try temporaryFolder()
        #expect(store(folder).readGraph() == nil)   // a state from before the graph
        #expect(store(folder).writeGraph(withProgram))
        #expect(store(folder).readGraph() == withProgram)
        #expect(try names(folder).filter { $0.hasPrefix("graph") } == [])
        let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
        #expect(try db.run("SELECT count(*) FROM graph_pins") == [[.integer(2)]])
    }

    /// An earlier version's `graph` file is read until the graph is first saved in the
    /// database, then set aside as `graph.imported`; the database's graph wins after.
    @Test func theEarlierFileIsTakenOverOnce() throws {
        let folder = try temporaryFolder()
        try example.text.write(toFile: folder + "/graph", atomically: false, encoding: .utf8)
        let first = store(folder)
        _ = first.load()
        #expect(first.readGraph() == example)
        let changed = SavedGraph(isOpen: false, view: [-1, 1, -2, 2], pins: [example.pins[1]])
        #expect(first.writeGraph(changed))
        #expect(try names(folder).filter { $0.hasPrefix("graph") } == ["graph.imported"])
        #expect(store(folder).readGraph() == changed)
    }

    /// An earlier version's pins table, without programs, is read (its pins have none)
    /// and gets the column at the next save.
    @Test func anEarlierPinsTableGetsPrograms() throws {
        let folder = try temporaryFolder()
        #expect(store(folder).writeGraph(example))
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            try db.execute("DROP TABLE graph_pins; CREATE TABLE graph_pins(position INTEGER PRIMARY KEY, colour INTEGER NOT NULL, radians INTEGER NOT NULL, formula TEXT NOT NULL); INSERT INTO graph_pins VALUES (0, 5, 1, 'x + 1')")
        }
        #expect(store(folder).readGraph()?.pins == [.init(colour: 5, radians: true, formula: "x + 1")])
        #expect(store(folder).writeGraph(withProgram))
        #expect(store(folder).readGraph() == withProgram)
    }

    /// A bad view or pin in the database is left out, the rest kept.
    @Test func badRowsAreLeftOut() throws {
        let folder = try temporaryFolder()
        #expect(store(folder).writeGraph(example))
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            try db.execute("UPDATE graph SET view = '1 0 0 1'; UPDATE graph_pins SET colour = 99 WHERE position = 0")
        }
        #expect(store(folder).readGraph() == SavedGraph(isOpen: true, pins: [example.pins[1]]))
    }

    @Test(arguments: [
        ("", nil),
        ("cerebrum-graph 2\nopen 1\n", nil),
        ("cerebrum-graph 1\n", SavedGraph()),
        // Bad lines are left out, the rest kept.
        ("cerebrum-graph 1\nopen 1\nview 1 0 0 1\npin 9 rad x\npin 1 grad x\npin 1 rad\nzoom 3\n",
         SavedGraph(isOpen: true)),
        ("cerebrum-graph 1\nview nan 1 0 1\npin 3 deg x + 1\n",
         SavedGraph(pins: [.init(colour: 3, radians: false, formula: "x + 1")])),
    ] as [(String, SavedGraph?)])
    func readsOnlyWhatItWrote(text: String, expected: SavedGraph?) {
        #expect(SavedGraph(text: text) == expected)
    }

    /// A symbolic link or an oversized file is not read.
    @Test func refusesWhatItDidNotWrite() throws {
        let folder = try temporaryFolder()
        let target = folder + "/elsewhere"
        try example.text.write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/graph", withDestinationPath: target)
        #expect(SavedGraph.read(in: StateFolder(path: folder)) == nil)
        try FileManager.default.removeItem(atPath: folder + "/graph")
        try (example.text + String(repeating: "x", count: 70_000)).write(toFile: folder + "/graph", atomically: false,
                                                                         encoding: .utf8)
        #expect(SavedGraph.read(in: StateFolder(path: folder)) == nil)
    }

    /// A file planted in a folder others can write in is not read (the state store's rule).
    @Test func notReadFromAnUnsafeFolder() throws {
        let folder = try temporaryFolder()
        try example.text.write(toFile: folder + "/graph", atomically: false, encoding: .utf8)
        #expect(store(folder).readGraph() == example)
        #expect(chmod(folder, 0o777) == 0)
        #expect(store(folder, expectFailures: true).readGraph() == nil)
        #expect(SavedGraph.read(in: StateFolder(path: folder)) == nil)
    }

    /// A FIFO put in the file's place after it was looked at: opened without waiting for
    /// a writer, and refused as not a plain file.
    @Test func aFifoIsNotWaitedFor() throws {
        let folder = try temporaryFolder()
        #expect(mkfifo(folder + "/graph", 0o600) == 0)
        #expect(SavedGraph.readFile(folder + "/graph") == nil)
        #expect(store(folder).readGraph() == nil)
    }

    /// A second window (which saves nothing) leaves the first's graph alone.
    @Test func onlyTheWindowThatKeepsTheStateWritesIt() throws {
        let folder = try temporaryFolder()
        let first = store(folder)
        _ = first.load()
        #expect(first.writeGraph(example))
        let second = store(folder)
        #expect(second.load().problem == .keptByAnotherWindow)
        #expect(second.readGraph() == example)
        #expect(!second.writeGraph(SavedGraph()))
        #expect(first.writeGraph(SavedGraph(isOpen: true)))
        let third = store(folder)
        _ = third.load()
        #expect(third.readGraph() == SavedGraph(isOpen: true))
    }
}

import Foundation
import Testing
@testable import Persistence

/// The graph's saved state (docs/behaviour.md §14): written and read back; a state from
/// before the graph (no file) and a damaged file load as a closed graph, a bad line is
/// left out.
@Suite struct GraphStateFileTests {
    let example = SavedGraph(isOpen: true, view: [-2.5, 7, -1e-7, 3e10],
                             pins: [.init(colour: 2, radians: true, formula: "sin(x) × 2"),
                                    .init(colour: 1, radians: false, formula: "x² − 2")])

    @Test func writtenAndReadBack() throws {
        let folder = try temporaryFolder()
        #expect(SavedGraph.read(in: StateFolder(path: folder)) == nil)   // a state from before the graph
        #expect(example.write(in: StateFolder(path: folder)))
        #expect(SavedGraph.read(in: StateFolder(path: folder)) == example)
        #expect(try names(folder) == ["graph"])
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
}

import Testing
@testable import CommandLineInterface

/// What `--keys` prints stays bounded whatever the keys build (issue 27 item 15).
@Suite struct BoundedOutputTests {
    /// `2 + = + = …` doubles the description with each pair: 40 pairs would be 2⁴¹ terms.
    /// The description keeps its end, `HeadlessRun.descriptionLimit` characters at most.
    @Test(arguments: [
        (["--keys", "2" + String(repeating: " + =", count: 40)], "2199023255552"),
        (["--mode", "rpn", "--keys", "2 ↵ ↵ +" + String(repeating: " ↵ +", count: 40)], "4398046511104"),
    ])
    func exponentialDescriptionKeepsItsEnd(arguments: [String], display: String) throws {
        guard case .finished(let output) = HeadlessRun.run(arguments: arguments, readInput: { "" }) else {
            Issue.record("opened the window")
            return
        }
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first == "display: \(display)")
        let description = try #require(lines.last?.dropFirst("description: ".count))
        #expect(description.count <= HeadlessRun.descriptionLimit)
        #expect(description.count > HeadlessRun.descriptionLimit - 10)
        #expect(description.hasPrefix("… + 2 + 2"))
        #expect(description.hasSuffix(" + 2 + 2 ="))
    }

    /// A description that fits is printed whole.
    @Test func aShortDescriptionIsWhole() {
        check(Case(["--keys", "2" + String(repeating: " + =", count: 3)], 0,
                   out: "display: 16\ndescription: 2 + 2 + 2 + 2 + 2 + 2 + 2 + 2 =\n"))
    }
}

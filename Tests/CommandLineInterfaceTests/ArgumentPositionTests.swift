import Testing
@testable import CommandLineInterface

/// Where a command line goes wrong: arguments → the 1-based argument blamed (nil: they
/// parse). Found by parsing prefixes, so ArgumentParser's wording plays no part.
@Suite struct ArgumentPositionTests {
    @Test(arguments: [
        ([], nil),
        (["--keys", "1"], nil),
        (["--mode", "rpn", "--angle=deg", "--set", "x=1", "--keys", "x"], nil),
        (["--json", "--keys", "1"], nil),                   // --json alone fails, the whole parses
        (["--bogus"], 1),
        (["-q"], 1),
        (["stray"], 1),
        (["--keys", "1", "stray", "more"], 3),
        (["--mode", "rpn", "--bogus"], 3),                  // --mode's prefix waits for its value
        (["--mode", "hex", "--keys", "1"], 1),              // a bad value blames its option
        (["--keys", "1", "--mode", "hex"], 3),
        (["--mode=hex"], 1),
        (["--keys"], 1),                                    // a missing value
        (["--keys", "1", "--angle"], 3),
        (["--set", "x=1", "--set", "q=2"], 3),              // validate(): the bad --set
        (["--keys", "1", "--solve", "2"], 3),               // validate(): the second of the two
        (["--solve", "2", "--json", "--keys", "1"], 4),
        (["--mode", "rpn", "--json"], 3),
        (["--keys", "--bogus"], nil),                       // `--keys` takes any next argument
    ] as [([String], Int?)])
    func blamed(_ arguments: [String], _ position: Int?) {
        #expect(ArgumentPosition.firstFailing(arguments) == position)
    }

    /// Beyond the limit nothing is searched (a script's long line keeps its message).
    @Test func longLinesAreNotSearched() {
        let arguments = Array(repeating: ["--set", "x=1"], count: ArgumentPosition.searchLimit).flatMap { $0 } + ["--bogus"]
        #expect(ArgumentPosition.firstFailing(arguments) == nil)
        #expect(ArgumentPosition.firstFailing(Array(arguments.suffix(3))) == 3)
    }
}

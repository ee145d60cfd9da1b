import CalculatorBrain
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

/// Messages show what the user gave without obeying it (issue 27 item 21): control
/// characters are escaped, long input is elided.
@Suite struct PrintableMessageTests {
    @Test(arguments: [
        Case(["--solve", "\u{1B}]0;X\u{07}1+"], 2, err: #"--solve "\x1B]0;X\x071+": unexpected `\x1B` at column 1"#),
        Case(["--keys", "7 \u{1B}[2J"], 2, err: #"unknown key "\x1B[2J" at position 2 of --keys"#),
        Case(["--set", "x=\u{9B}31m", "--keys", "x"], 2, err: #"the value "\x9B31m" is not a number"#),
        Case(["--mode", "\u{1B}]0;X\u{07}", "--keys", "1"], 2, err: #"\x1B]0;X\x07"#),
    ])
    func controlCharactersAreEscaped(_ row: Case) {
        check(row)
        let output = row.run()?.standardError ?? ""
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) })
    }

    /// A 100 KB `--set` value, key or formula is not echoed whole.
    @Test(arguments: [
        ["--set", "x=" + String(repeating: "9a", count: 50_000), "--keys", "x"],
        ["--keys", "1 " + String(repeating: "q", count: 100_000)],
        ["--solve", String(repeating: "q", count: 100_000)],
        ["--mode", String(repeating: "q", count: 100_000), "--keys", "1"],
    ])
    func longInputIsElided(arguments: [String]) throws {
        guard case .finished(let output) = HeadlessRun.run(arguments: arguments, readInput: { "" }) else {
            Issue.record("opened the window")
            return
        }
        #expect(output.status == 2)
        #expect(output.standardError.count < 1_200, "\(output.standardError.prefix(200))")
    }

    /// `--solve -` with 10 MB refuses it at once, whole (issue 27 item 13).
    @Test func aHugeFormulaIsRefused() {
        let formula = String(repeating: "1+", count: 5_000_000) + "1"
        check(Case(["--solve", "-"], stdin: formula, 2, err: "too long: a formula has at most 50,000 characters"))
    }
}

/// `--help` fits an 80-column terminal without breaking the hand-wrapped text (issue 27
/// item 9: "printed" was alone on a line, "e; x y z M" started in column 0).
@Suite struct HelpWidthTests {
    @Test func helpFitsEightyColumns() {
        let help = CommandLineOptions.helpMessage(columns: 80)
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
        for line in CommandLineOptions.helpDiscussion.split(separator: "\n") where !line.isEmpty {
            #expect(help.contains(line + "\n"), "rewrapped: \(line)")
        }
        #expect(help.contains("status 1"))
    }

    /// `--help` lists every operation's `--keys` name and every name formulas read, from
    /// the operation tables: a new operation is listed without a word in the help.
    @Test func helpListsEveryOperation() {
        let words = Set(CommandLineOptions.helpDiscussion.split { " \n(),;".contains($0) }.map(String.init))
        for op in UnaryOperation.allCases {
            for name in op.keyNames + [op.formulaName].compactMap({ $0 }) {
                #expect(words.contains(name), "\(name)")
            }
        }
        for op in BinaryOperation.allCases {
            for name in op.keyNames { #expect(words.contains(name), "\(name)") }
            #expect(op.entry.meaning == nil || CommandLineOptions.helpDiscussion.contains(op.symbol), "\(op.symbol)")
        }
    }
}

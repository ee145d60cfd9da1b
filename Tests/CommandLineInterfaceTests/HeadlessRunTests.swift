import Testing
@testable import CommandLineInterface

/// One command line: arguments (and standard input) → exit status, the exact standard
/// output, and a fragment standard error must contain ("" means it must be empty).
struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var input: String
    var status: Int32
    var output: String
    var error: String

    init(_ arguments: [String], stdin input: String = "", _ status: Int32, out output: String = "",
         err error: String = "") {
        self.arguments = arguments
        self.input = input
        self.status = status
        self.output = output
        self.error = error
    }

    var testDescription: String { arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ") }

    /// Runs the case; a case that would open the window is reported as such.
    func run() -> HeadlessRun.Output? {
        let input = self.input
        guard case .finished(let output) = HeadlessRun.run(arguments: arguments, readInput: { input }) else { return nil }
        return output
    }
}

func check(_ row: Case, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let output = row.run() else {
        Issue.record("\(row.testDescription) would open the window", sourceLocation: sourceLocation)
        return
    }
    #expect(output.status == row.status, sourceLocation: sourceLocation)
    #expect(output.standardOutput == row.output, sourceLocation: sourceLocation)
    if row.error.isEmpty {
        #expect(output.standardError == "", sourceLocation: sourceLocation)
    } else {
        #expect(output.standardError.contains(row.error), "stderr: \(output.standardError)",
                sourceLocation: sourceLocation)
        #expect(output.standardError.hasPrefix("cerebrum: "), sourceLocation: sourceLocation)
        #expect(output.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
    }
}

@Suite struct KeysTests {
    @Test(arguments: [
        Case(["--keys", "7 + 9 = √"], 0, out: "display: 4\ndescription: √(7 + 9) =\n"),
        Case(["--keys", "12.5 + .5 ="], 0, out: "display: 13\ndescription: 12.5 + 0.5 =\n"),
        Case(["--keys=7 × 6 ="], 0, out: "display: 42\ndescription: 7 × 6 =\n"),
        Case(["--keys", "-"], stdin: "1 + 2\n+ 3 =\n", 0, out: "display: 6\ndescription: 1 + 2 + 3 =\n"),
        Case(["--keys", "-"], stdin: "", 0, out: "display: 0\ndescription: \n"),
        Case(["--keys", ""], 0, out: "display: 0\ndescription: \n"),
        Case(["--mode", "rpn", "--keys", "3 ↵ 5 ↵ 4 + ×"], 0, out: "display: 27\ndescription: 3 × (5 + 4) =\n"),
        Case(["--mode=rpn", "--keys", "3 enter 4 swap -"], 0, out: "display: 1\ndescription: 4 − 3 =\n"),
        Case(["--mode", "algebraic", "--keys", "2 + 3 ="], 0, out: "display: 5\ndescription: 2 + 3 =\n"),
        Case(["--angle", "deg", "--keys", "30 sin"], 0, out: "display: 0.5\ndescription: sin(30) =\n"),
        Case(["--keys", "deg 30 sin"], 0, out: "display: 0.5\ndescription: sin(30) =\n"),
        Case(["--angle", "rad", "--keys", "π cos"], 0, out: "display: −1\ndescription: cos(π) =\n"),
        Case(["--angle", "deg", "--set", "x=30", "--keys", "x sin"], 0, out: "display: 0.5\ndescription: sin(x) =\n"),
        Case(["--set", "M=5", "--keys", "M + 1 ="], 0, out: "display: 6\ndescription: M + 1 =\n"),
        Case(["--set", "x=1", "--set", "y=−2,5", "--keys", "x + y ="], 0, out: "display: −1.5\ndescription: x + y =\n"),
        Case(["--set=z=1 000", "--keys", "z"], 0, out: "display: 1000\ndescription: z =\n"),
        Case(["--keys", "2 × (3 + 4 ^ 2) ="], 0, out: "display: 38\ndescription: 2 × (3 + 4 ^ 2) =\n"),
        Case(["--mode", "rpn", "--keys", "2 ↵ (1 + 2)² ×"], 0, out: "display: 18\ndescription: 2 × (1 + 2)² =\n"),
        // A group that is a calculation of its own is finished by its `)`: the `=` written
        // after it finishes it too; a second `=` repeats (docs/behaviour.md §9).
        Case(["--keys", "(3 + 4) ="], 0, out: "display: 7\ndescription: 3 + 4 =\n"),
        Case(["--keys", "(2^10) ="], 0, out: "display: 1024\ndescription: 2 ^ 10 =\n"),
        Case(["--keys", "(3 + 4) = ="], 0, out: "display: 11\ndescription: 3 + 4 + 4 =\n"),
        Case(["--keys", "(3 + 4) × 2 ="], 0, out: "display: 14\ndescription: (3 + 4) × 2 =\n"),
        Case(["--keys", "(3 + 4) = 5 ="], 0, out: "display: 9\ndescription: 5 + 4 =\n"),
        // Issue 27 item 10: a calculation that ends in an error exits 1, as --solve does.
        Case(["--keys", "1 ÷ 0 ="], 1, out: "display: Division by zero\ndescription: 1 ÷ 0 =\n"),
        Case(["--keys", "1 ÷ 0 = 5"], 0, out: "display: 5\ndescription: 1 ÷ 0 =\n"),
    ])
    func keys(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--keys", "7 + 9 =", "--json"], 0,
             out: #"{"angle":"deg","description":"7 + 9 =","display":"16","error":null,"fraction":"16","mode":"algebraic","pending":false,"stack":[],"typing":false,"value":16,"variables":{}}"# + "\n"),
        Case(["--json", "--mode", "rpn", "--set", "x=2", "--keys", "3 ↵ x"], 0,
             out: #"{"angle":"deg","description":"3, x =","display":"2","error":null,"fraction":"2","mode":"rpn","pending":false,"stack":["3","2"],"typing":false,"value":2,"variables":{"x":"2"}}"# + "\n"),
        Case(["--json", "--keys", "7 +"], 0,
             out: #"{"angle":"deg","description":"7 + …","display":"7","error":null,"fraction":"7","mode":"algebraic","pending":true,"stack":[],"typing":false,"value":7,"variables":{}}"# + "\n"),
        Case(["--json", "--keys", "2 xʸ 2000 ="], 0,
             out: #"{"angle":"deg","description":"2 ^ 2000 =","display":"1.14813069527425e602","error":null,"fraction":"\#(twoToThe2000)","mode":"algebraic","pending":false,"stack":[],"typing":false,"value":null,"variables":{}}"# + "\n"),
        Case(["--json", "--keys", "1 ÷ 0 ="], 1,
             out: #"{"angle":"deg","description":"1 ÷ 0 =","display":"Division by zero","error":{"code":"division_by_zero","message":"Division by zero"},"fraction":null,"mode":"algebraic","pending":false,"stack":[],"typing":false,"value":null,"variables":{}}"# + "\n"),
        Case(["--json", "--angle", "deg", "--keys", "1 ± x!"], 1,
             out: #"{"angle":"deg","description":"(−1)! =","display":"Factorial of a negative whole number is undefined","error":{"code":"outside_domain","message":"Factorial of a negative whole number is undefined"},"fraction":null,"mode":"algebraic","pending":false,"stack":[],"typing":false,"value":null,"variables":{}}"# + "\n"),
    ])
    func json(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--keys", "7 bogus"], 2, err: #"unknown key "bogus" at position 2 of --keys"#),
        Case(["--keys", "-"], stdin: "1 +\n\n  2 ++", 2, err: #"unknown key "++" at position 4 of --keys"#),
        Case(["--keys", "2 × (3 + 4 ="], 2, err: "no matching `)` for formula \"(3 + 4 =\" at position 3 of --keys"),
        Case(["--keys", "2 × (3 + ) ="], 2,
             err: "after `+`, not `)` at column 6 of the formula \"(3 + )\" at position 3 of --keys"),
        Case(["--json", "--keys", "x bogus"], 2, err: #"unknown key "bogus" at position 2"#),
        // Issue 27 item 10: a calculation without spaces gets a hint.
        Case(["--keys", "7+9="], 2,
             err: #"unknown key "7+9=" at position 1 of --keys; keys are separated by spaces: --keys "7 + 9 =", or give a formula: --solve "7+9""#),
        Case(["--keys", "2 2*3.5"], 2, err: #"--keys "2 * 3.5", or give a formula: --solve "2*3.5""#),
    ])
    func unknownKeys(_ row: Case) { check(row) }
}

@Suite struct SolveTests {
    @Test(arguments: [
        Case(["--solve", "2(3+4)^2"], 0, out: "98\n"),
        Case(["--solve", "2+3*4"], 0, out: "14\n"),
        Case(["--solve", "0.1+0.2"], 0, out: "0.3\n"),
        Case(["--solve", "1.5e20*2"], 0, out: "3e20\n"),
        Case(["--solve", "-2^2"], 0, out: "−4\n"),
        Case(["--solve", "2^3^2"], 0, out: "512\n"),
        Case(["--solve", "∛27 + cbrt(8)"], 0, out: "5\n"),
        Case(["--angle", "deg", "--solve", "sin 30"], 0, out: "0.5\n"),
        // Degrees unless told (docs/behaviour.md §9): the window's first start and GNOME Calculator's.
        Case(["--solve", "sin(30)"], 0, out: "0.5\n"),
        Case(["--angle", "rad", "--solve", "sin(π ÷ 6)"], 0, out: "0.5\n"),
        // docs/behaviour.md §13: percent, a trailing `=`, no guess at `y 2`.
        Case(["--solve", "200+15%"], 0, out: "230\n"),
        Case(["--solve", "80*15%"], 0, out: "12\n"),
        Case(["--solve", "12*3="], 0, out: "36\n"),
        Case(["--solve", "y 2"], 2, err: "a number right after `y`: write `y × 2` at column 1"),
        Case(["--keys", "200 + 15 % ="], 0, out: "display: 230\ndescription: 200 + 15% =\n"),
        Case(["--keys", "200 + 15 %"], 0, out: "display: 30\ndescription: 200 + 15% …\n"),
        Case(["--mode", "rpn", "--keys", "200 ↵ 15 % +"], 0, out: "display: 230\ndescription: 200 + 15% =\n"),
        Case(["--keys", "5 →M 7 + ⎋"], 0, out: "display: 0\ndescription: \n"),
        Case(["--angle", "deg", "--solve", "2 sin 30 + 3!"], 0, out: "7\n"),
        Case(["--angle", "rad", "--solve", "sin π"], 0, out: "0\n"),
        Case(["--set", "x=2", "--solve", "3x² − 1"], 0, out: "11\n"),
        Case(["--mode", "rpn", "--solve", "1+2"], 0, out: "3\n"),
        Case(["--solve", "-"], stdin: "6 × 7\n", 0, out: "42\n"),
        Case(["--json", "--solve", "2+3*4"], 0,
             out: #"{"angle":"deg","description":"2 + 3 × 4 =","display":"14","error":null,"fraction":"14","mode":"algebraic","pending":false,"stack":[],"typing":false,"value":14,"variables":{}}"# + "\n"),
    ])
    func values(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--solve", "1/0"], 1, err: "Division by zero"),
        Case(["--solve", "2x"], 1, err: "x is not set"),
        Case(["--solve", "(−1)!"], 1, err: "Factorial of a negative whole number"),
        Case(["--json", "--solve", "1/0"], 1,
             out: #"{"angle":"deg","description":"1 ÷ 0 =","display":"Division by zero","error":{"code":"division_by_zero","message":"Division by zero"},"fraction":null,"mode":"algebraic","pending":false,"stack":[],"typing":false,"value":null,"variables":{}}"# + "\n"),
    ])
    func mathematicalErrors(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--solve", "2+"], 2, err: "--solve \"2+\": missing operand after `+` at column 3"),
        Case(["--solve", "(1+2"], 2, err: "missing `)` at column 5"),
        Case(["--solve", "sinx"], 2, err: "unknown name `sinx` at column 1"),
        Case(["--json", "--solve", "2+"], 2, err: "at column 3"),
        Case(["--solve", String(repeating: "1+", count: 40)], 2, err: "--solve: missing operand after `+` at column 81"),
    ])
    func formulasThatDoNotParse(_ row: Case) { check(row) }
}

@Suite struct OptionTests {
    @Test(arguments: [
        Case(["--set", "x=", "--keys", "x"], 2, err: "--set x=: the value of x is missing (argument 1)"),
        Case(["--set", "x=abc", "--keys", "x"], 2, err: #"--set x=abc: the value "abc" is not a number (argument 1)"#),
        Case(["--set", "q=1", "--keys", "x"], 2, err: #"--set q=1: no variable named "q"; the variables are x, y, z and M (argument 1)"#),
        Case(["--set", "x", "--keys", "x"], 2, err: "--set x: expected NAME=VALUE, e.g. x=5 (argument 1)"),
        Case(["--keys", "x", "--set", "x=1", "--set", "y=?"], 2, err: #"the value "?" is not a number (argument 5)"#),
        Case(["--set=x=abc"], 2, err: "(argument 1)"),
        Case(["--set", "x=abc"], 2, err: "is not a number (argument 1)"),
        Case(["--json"], 2, err: "--json needs --keys or --solve"),
        Case(["--mode", "rpn", "--json"], 2, err: "--json needs --keys or --solve (it prints the result of a key sequence or a formula) (argument 3)"),
        Case(["--keys", "1", "--solve", "2"], 2, err: "--keys and --solve cannot be used together (argument 3)"),
        Case(["--list-keys", "--keys", "1"], 2, err: "--list-keys cannot be used with --keys or --solve (argument 2)"),
        Case(["--bogus"], 2, err: "(argument 1)"),
        Case(["--keys", "1", "--bogus"], 2, err: "(argument 3)"),
        Case(["--mode", "hex", "--keys", "1"], 2, err: "(argument 1)"),
        Case(["--mode=hex", "--keys", "1"], 2, err: "(argument 1)"),
        Case(["--angle", "grad", "--keys", "1"], 2, err: "(argument 1)"),
        Case(["--keys", "1", "--angle"], 2, err: "(argument 3)"),
        Case(["--keys"], 2, err: "(argument 1)"),
        Case(["--keys", "1", "stray"], 2, err: "(argument 3)"),
    ])
    func usageErrors(_ row: Case) { check(row) }

    @Test func version() {
        check(Case(["--version"], 0, out: CommandLineOptions.version + "\n"))
        #expect(CommandLineOptions.version.split(separator: ".").count == 3)
    }

    /// `--help` shows the options and the key names; `--set`'s sentence is not split
    /// from `--angle`'s by a line break (the discussion is wrapped by hand).
    @Test(arguments: ["--help", "-h"])
    func help(_ flag: String) throws {
        let output = try #require(Case([flag], 0).run())
        #expect(output.status == 0)
        #expect(output.standardError == "")
        for text in ["--keys <keys>", "--solve <formula>", "--list-keys", "--set <name=value>",
                     "--set and --formula then apply", "∛ (cbrt)", "cerebrum --keys -", "deg (default"] {
            #expect(output.standardOutput.contains(text), "\(text)")
        }
    }

    /// Only options for the window (or none) open it, with the options read.
    @Test func windowOptions() throws {
        let outcome = HeadlessRun.run(arguments: ["--mode", "rpn", "--angle", "deg", "--set", "x=2"], readInput: { "" })
        guard case .window(let options) = outcome else {
            Issue.record("\(outcome) opens no window")
            return
        }
        #expect(options == WindowOptions(mode: .rpn, angle: .degrees, assignments: [VariableAssignment(argument: "x=2")]))
        guard case .window(let none) = HeadlessRun.run(arguments: [], readInput: { "" }) else {
            Issue.record("no arguments open no window")
            return
        }
        #expect(none == WindowOptions())
        guard case .window(let modeOnly) = HeadlessRun.run(arguments: ["--mode", "algebraic"], readInput: { "" }) else {
            Issue.record("--mode alone opens no window")
            return
        }
        #expect(modeOnly == WindowOptions(mode: .algebraic))
    }

    /// `--formula` opens the window with the formula (the desktop's search, §19); one that
    /// does not parse, or with a headless option, is a usage error and opens nothing.
    @Test func formulaOpensTheWindow() throws {
        guard case .window(let options) = HeadlessRun.run(arguments: ["--formula", "-2+3", "--mode", "rpn"],
                                                          readInput: { "" }) else {
            Issue.record("--formula opens no window")
            return
        }
        #expect(options == WindowOptions(mode: .rpn, formula: "-2+3"))
        for arguments in [["--formula", "2+"], ["--formula", "2+3", "--solve", "1"],
                          ["--formula", "2+3", "--keys", "1"], ["--formula", "2+3", "--list-keys"]] {
            guard case .finished(let output) = HeadlessRun.run(arguments: arguments, readInput: { "" }) else {
                Issue.record("\(arguments) opens the window")
                continue
            }
            #expect(output.status == 2, "\(arguments)")
            #expect(output.standardOutput == "", "\(arguments)")
            #expect(output.standardError.contains("--formula"), "\(arguments): \(output.standardError)")
        }
    }

    /// Standard input is read only for `-`.
    @Test func inputReadOnlyForDash() {
        _ = HeadlessRun.run(arguments: ["--keys", "1"], readInput: {
            Issue.record("read standard input")
            return ""
        })
    }
}

/// 2^2000 in decimal (603 digits), as `--json`'s `fraction` writes that exact integer.
let twoToThe2000: String = {
    var digits: [UInt8] = [1]  // least significant first
    for _ in 0..<2000 {
        var carry: UInt8 = 0
        for i in digits.indices {
            let d = digits[i] * 2 + carry
            digits[i] = d % 10
            carry = d / 10
        }
        if carry > 0 { digits.append(carry) }
    }
    return String(digits.reversed().map { Character(String($0)) })
}()

import Testing
@testable import CommandLineInterface

/// docs/behaviour.md §17: `--format`, `--digits` and `--grouping` on the command line;
/// `--json`'s `fraction`.
@Suite struct NumberFormatOptionTests {
    static let minus = "\u{2212}"

    @Test(arguments: [
        Case(["--solve", "1/3", "--format", "fraction"], 0, out: "1/3\n"),
        Case(["--solve", "0.1+0.2", "--format", "fraction"], 0, out: "3/10\n"),
        Case(["--solve", "-7/4", "--format", "fraction"], 0, out: "\(minus)7/4\n"),
        Case(["--solve", "-7/4", "--format", "mixed"], 0, out: "\(minus)1 3/4\n"),
        Case(["--solve", "1/7", "--format", "repeating"], 0, out: "0.(142857)\n"),
        Case(["--solve", "1/6", "--format", "repeating"], 0, out: "0.1(6)\n"),
        Case(["--solve", "1/4", "--format", "repeating"], 0, out: "0.25\n"),
        Case(["--solve", "√2", "--format", "fraction"], 0, out: "≈ 13250218/9369319\n"),
        Case(["--solve", "12345", "--format", "scientific"], 0, out: "1.2345e4\n"),
        Case(["--solve", "12345", "--format", "engineering"], 0, out: "12.345e3\n"),
        Case(["--solve", "pi", "--format", "fixed", "--digits", "4"], 0, out: "3.1416\n"),
        Case(["--solve", "2/3", "--format", "fixed"], 0, out: "0.67\n"),
        Case(["--solve", "1234567.5", "--grouping"], 0, out: "1,234,567.5\n"),
        Case(["--solve", "1/3", "--digits", "5"], 0, out: "0.33333\n"),
        Case(["--solve", "0.(3)*3"], 0, out: "1\n"),
        // Default unchanged: decimal, no grouping.
        Case(["--solve", "1234567/3"], 0, out: "411522.333333333\n"),
        Case(["--keys", "1 ÷ 3 =", "--format", "fraction"], 0, out: "display: 1/3\ndescription: 1 ÷ 3 =\n"),
        Case(["--mode", "rpn", "--keys", "1 ↵ 3 ÷", "--format", "repeating"], 0,
             out: "display: 0.(3)\ndescription: 1 ÷ 3 =\n"),
    ])
    func forms(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--solve", "1/3", "--json", "--format", "fraction"], 0,
             out: #"{"angle":"deg","description":"1 ÷ 3 =","display":"1/3","error":null,"fraction":"1/3","mode":"algebraic","pending":false,"stack":[],"typing":false,"value":0.3333333333333333,"variables":{}}"# + "\n"),
        Case(["--solve", "-7/4", "--json"], 0,
             out: #"{"angle":"deg","description":"−7 ÷ 4 =","display":"−1.75","error":null,"fraction":"-7/4","mode":"algebraic","pending":false,"stack":[],"typing":false,"value":-1.75,"variables":{}}"# + "\n"),
        Case(["--solve", "sqrt 4.5", "--json"], 0,
             out: #"{"angle":"deg","description":"√(4.5) =","display":"2.12132034355964","error":null,"fraction":null,"mode":"algebraic","pending":false,"stack":[],"typing":false,"value":2.1213203435596424,"variables":{}}"# + "\n"),
    ])
    func json(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--solve", "1", "--digits", "0"], 2, err: "--digits must be from 1 to 15 (significant digits)"),
        Case(["--solve", "1", "--digits", "16"], 2, err: "--digits must be from 1 to 15"),
        Case(["--solve", "1", "--format", "fixed", "--digits", "16"], 2, err: "--digits must be from 0 to 15 with --format fixed"),
        Case(["--format", "fraction"], 2, err: "--format, --digits and --grouping need --keys or --solve"),
        Case(["--grouping"], 2, err: "need --keys or --solve"),
        Case(["--solve", "1", "--format", "octal"], 2, err: "octal"),
    ])
    func problems(_ row: Case) { check(row) }
}

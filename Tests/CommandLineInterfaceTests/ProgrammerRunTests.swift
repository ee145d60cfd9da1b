import CalculatorBrain
import Testing
@testable import CommandLineInterface

/// docs/behaviour.md §18 on the command line: base literals and `to hex` in every mode,
/// `--mode programmer` with `--word-size`, `--unsigned`, `--base`, and `--json`'s `bases`.
@Suite struct ProgrammerRunTests {
    @Test(arguments: [
        // Every mode: literals and conversions.
        Case(["--solve", "255 to hex"], 0, out: "0xFF\n"),
        Case(["--solve", "0xFF + 0b1 + 0o7"], 0, out: "263\n"),
        Case(["--solve", "0xFFFF_0000 to bin"], 0, out: "0b11111111111111110000000000000000\n"),
        Case(["--solve", "−10 to oct"], 0, out: "−0o12\n"),
        Case(["--solve", "1.5 to hex"], 1, err: "Only a whole number can be written `to hex`"),
        Case(["--solve", "0xFG"], 2, err: "`G` cannot follow `0xF`: a base literal is a whole number of its base's digits at column 4"),
        Case(["--keys", "(0xF0 to hex)"], 0, out: "display: 0xF0\ndescription: 0xF0 to hex =\n"),
        // Programmer mode: the word wraps; the value is printed in --base.
        Case(["--mode", "programmer", "--solve", "0xF0 and 0x3C"], 0, out: "48\n"),
        Case(["--mode", "programmer", "--base", "16", "--solve", "F0 and 3C"], 0, out: "30\n"),
        Case(["--mode", "programmer", "--word-size", "8", "--solve", "127 + 1"], 0, out: "−128\n"),
        Case(["--mode", "programmer", "--word-size", "8", "--unsigned", "--solve", "127 + 1"], 0, out: "128\n"),
        Case(["--mode", "programmer", "--unsigned", "--solve", "0 − 1"], 0, out: "18446744073709551615\n"),
        Case(["--mode", "programmer", "--word-size", "16", "--base", "2", "--solve", "1 << 1111"], 0, out: "1000000000000000\n"),
        Case(["--mode", "programmer", "--word-size", "8", "--base", "16", "--solve", "−1"], 0, out: "FF\n"),
        Case(["--mode", "programmer", "--word-size", "8", "--base", "8", "--solve", "−16 >> 2"], 0, out: "374\n"),
        Case(["--mode", "programmer", "--set", "x=12", "--solve", "x xor 5"], 0, out: "9\n"),
        Case(["--mode", "programmer", "--solve", "-"], stdin: "7 / 2\n", 0, out: "3\n"),
        // Refusals and mathematical errors.
        Case(["--mode", "programmer", "--solve", "1.5 + 1"], 2, err: "no fractions: programmer mode computes with whole numbers at column 2"),
        Case(["--mode", "programmer", "--solve", "sin 30"], 2, err: "`sin` has no whole-number meaning"),
        Case(["--mode", "programmer", "--solve", "1 / 0"], 1, err: "Division by zero"),
        Case(["--mode", "programmer", "--set", "x=0.5", "--solve", "x"], 1, err: "x is not a whole number"),
        // Usage errors.
        Case(["--mode", "programmer", "--word-size", "12", "--solve", "1"], 2, err: "--word-size must be 8, 16, 32 or 64"),
        Case(["--mode", "programmer", "--base", "3", "--solve", "1"], 2, err: "--base must be 2, 8, 10 or 16"),
        Case(["--word-size", "8", "--solve", "1"], 2, err: "--word-size, --unsigned and --base need --mode programmer"),
        Case(["--unsigned", "--keys", "1"], 2, err: "--word-size, --unsigned and --base need --mode programmer"),
        Case(["--mode", "programmer", "--formula", "1"], 2, err: "--formula does not apply to --mode programmer"),
        // --keys: the window's programmer keys, a formula group typed into its formula.
        Case(["--mode", "programmer", "--keys", "1 + 2 ="], 0, out: "display: 3\ndescription: 1 + 2 =\n"),
        Case(["--mode", "programmer", "--base", "16", "--keys", "(F0 and 3C) ="], 0,
             out: "display: 30\ndescription: (F0 and 3C) =\n"),
        Case(["--mode", "programmer", "--word-size", "8", "--keys", "127 + 1 ="], 0, out: "display: −128\ndescription: 127 + 1 =\n"),
        Case(["--mode", "programmer", "--base", "2", "--keys", "1 1 1 1 ="], 0, out: "display: 1111\ndescription: 1111 =\n"),
        Case(["--mode", "programmer", "--keys", "7 ÷ 0 ="], 1, out: "display: Division by zero\ndescription: \n"),
        Case(["--mode", "programmer", "--keys", "2 sin"], 2, err: "`sin` has no whole-number meaning"),
        Case(["--mode", "programmer", "--keys", "(1.5) ="], 2, err: "no fractions"),
        Case(["--mode", "programmer", "--word-size", "8", "--json", "--keys", "(0xF0 and 0x3C) ="], 0,
             out: #"{"bases":{"bin":"110000","dec":"48","hex":"30","oct":"60"},"description":"(0xF0 and 0x3C) =","display":"48","error":null,"mode":"programmer","signed":true,"value":48,"word_size":8}"# + "\n"),
        Case(["--mode", "programmer", "--format", "fraction", "--solve", "1"], 2, err: "do not apply to --mode programmer"),
        Case(["--mode", "octal", "--solve", "1"], 2, err: "--mode"),
    ])
    func solve(_ row: Case) { check(row) }

    @Test(arguments: [
        Case(["--mode", "programmer", "--word-size", "8", "--json", "--solve", "0xF0 and 0x3C"], 0,
             out: #"{"bases":{"bin":"110000","dec":"48","hex":"30","oct":"60"},"description":"0xF0 and 0x3C","display":"48","error":null,"mode":"programmer","signed":true,"value":48,"word_size":8}"# + "\n"),
        Case(["--mode", "programmer", "--word-size", "8", "--base", "16", "--json", "--solve", "−10"], 0,
             out: #"{"bases":{"bin":"11110000","dec":"-16","hex":"F0","oct":"360"},"description":"−10","display":"F0","error":null,"mode":"programmer","signed":true,"value":-16,"word_size":8}"# + "\n"),
        Case(["--mode", "programmer", "--unsigned", "--json", "--solve", "0 − 1"], 0,
             out: #"{"bases":{"bin":"1111111111111111111111111111111111111111111111111111111111111111","dec":"18446744073709551615","hex":"FFFFFFFFFFFFFFFF","oct":"1777777777777777777777"},"description":"0 − 1","display":"18446744073709551615","error":null,"mode":"programmer","signed":false,"value":18446744073709551615,"word_size":64}"# + "\n"),
        Case(["--mode", "programmer", "--json", "--solve", "1 mod 0"], 1,
             out: #"{"bases":null,"description":"1 mod 0","display":"x mod 0 is undefined","error":{"code":"outside_domain","message":"x mod 0 is undefined"},"mode":"programmer","signed":true,"value":null,"word_size":64}"# + "\n"),
    ])
    func json(_ row: Case) { check(row) }

    /// `--mode programmer` alone opens the window in programmer mode, with the word and base given.
    @Test func windowInProgrammerMode() {
        guard case .window(let options) = HeadlessRun.run(
            arguments: ["--mode", "programmer", "--word-size", "16", "--unsigned", "--base", "16"], readInput: { "" })
        else {
            Issue.record("--mode programmer opens no window")
            return
        }
        var expected = WindowOptions()
        expected.programmer = true
        expected.word = IntegerWord(bits: 16, signed: false)
        expected.base = .hexadecimal
        #expect(options == expected)
    }
}

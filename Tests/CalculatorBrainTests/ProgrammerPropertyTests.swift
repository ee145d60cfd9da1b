import CalculatorBrain
import Foundation
import Testing
import TestSupport

/// docs/behaviour.md §18's law: programmer mode computes what Python's own integers give,
/// masked to the word. 1,000 random expressions over every word size and signedness,
/// written once for Cerebrum and once for /usr/bin/python3 (one run for all of them), whose
/// helpers are written from Python's arbitrary-precision integers, not from Cerebrum's code.
@Suite struct ProgrammerPropertyTests {
    struct Case {
        var bits: Int
        var signed: Bool
        var formula: String
        var python: String
    }

    /// The operators: Cerebrum's spelling and the Python helper that computes it.
    static let operators: [(String, String)] = [
        ("+", "add"), ("−", "sub"), ("×", "mul"), ("/", "div"), ("mod", "mod"), ("^", "pw"),
        ("and", "band"), ("or", "bor"), ("xor", "bxor"), ("nand", "nand"), ("nor", "nor"),
        ("<<", "shl"), (">>", "shr"), ("rol", "rol"), ("ror", "ror"), ("&", "band"), ("|", "bor"),
    ]

    static func leaf(_ g: inout SeededGenerator) -> (String, String) {
        let interesting: [UInt64] = [0, 1, 2, 3, 7, 8, 15, 16, 31, 63, 64, 127, 128, 255, 256, 0x7FFF, 0x8000, 0xFFFF,
                                     0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0x7FFF_FFFF_FFFF_FFFF, 0x8000_0000_0000_0000, .max]
        let n: UInt64 = switch g.next() % 3 {
        case 0: interesting[Int(g.next() % UInt64(interesting.count))]
        case 1: g.next() % 70
        default: g.next() >> (g.next() % 64)
        }
        let text = g.next() % 2 == 0 ? String(n) : "0x" + String(n, radix: 16)
        return (text, "w(\(n))")
    }

    static func expression(_ g: inout SeededGenerator, depth: Int) -> (String, String) {
        if depth == 0 || g.next() % 4 == 0 { return leaf(&g) }
        switch g.next() % 8 {
        case 0:
            let (a, p) = expression(&g, depth: depth - 1)
            return g.next() % 2 == 0 ? ("−(\(a))", "w(-\(p))") : ("not (\(a))", "w(~\(p))")
        case 1:
            let (a, p) = expression(&g, depth: depth - 1)
            return ("(\(a))²", "mul(\(p), \(p))")
        default:
            let (symbol, helper) = operators[Int(g.next() % UInt64(operators.count))]
            let (a, p) = expression(&g, depth: depth - 1)
            let (b, q) = expression(&g, depth: depth - 1)
            return ("(\(a)) \(symbol) (\(b))", "\(helper)(\(p), \(q))")
        }
    }

    static func cases(count: Int, seed: UInt64) -> [Case] {
        var g = SeededGenerator(state: seed)
        return (0..<count).map { _ in
            let bits = IntegerWord.sizes[Int(g.next() % 4)]
            let signed = g.next() % 2 == 0
            let (formula, python) = expression(&g, depth: 4)
            return Case(bits: bits, signed: signed, formula: formula, python: python)
        }
    }

    /// Python's answers, one line per case: the integer, or `error`.
    static let pythonProgram = #"""
import sys
def run(bits, signed, expr):
    M = (1 << bits) - 1
    def w(x):
        x &= M
        return x - (1 << bits) if signed and x >> (bits - 1) else x
    def add(a, b): return w(a + b)
    def sub(a, b): return w(a - b)
    def mul(a, b): return w(a * b)
    def tdiv(a, b):
        if b == 0: raise ZeroDivisionError
        q = abs(a) // abs(b)
        return q if (a < 0) == (b < 0) else -q
    def div(a, b): return w(tdiv(a, b))
    def mod(a, b): return w(a - b * tdiv(a, b))
    def pw(a, b):
        if b < 0: raise ValueError
        return w(pow(a, b, 1 << bits))
    def band(a, b): return w(a & b)
    def bor(a, b): return w(a | b)
    def bxor(a, b): return w(a ^ b)
    def nand(a, b): return w(~(a & b))
    def nor(a, b): return w(~(a | b))
    def shl(a, b):
        if b < 0: raise ValueError
        return w(a << min(b, bits))
    def shr(a, b):
        if b < 0: raise ValueError
        return w(a >> min(b, bits)) if signed else w((a & M) >> min(b, bits))
    def rol(a, b):
        k = b % bits
        u = a & M
        return w((u << k) | (u >> (bits - k)))
    def ror(a, b): return rol(a, -b)
    try:
        return str(eval(expr))
    except (ZeroDivisionError, ValueError):
        return "error"
for line in sys.stdin:
    bits, signed, expr = line.rstrip("\n").split(" ", 2)
    print(run(int(bits), signed == "1", expr))
"""#

    static func python(_ list: [Case]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", pythonProgram]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let text = list.map { "\($0.bits) \($0.signed ? 1 : 0) \($0.python)\n" }.joined()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func agreesWithPythonIntegers() throws {
        let list = Self.cases(count: 1_000, seed: 0x5EED_0037)
        let answers = try Self.python(list)
        try #require(answers.count == list.count, "python3 answered \(answers.count) lines for \(list.count)")
        var errors = 0
        for (c, answer) in zip(list, answers) {
            let word = IntegerWord(bits: c.bits, signed: c.signed)
            let got: String
            do {
                got = word.value(try ProgrammerFormula(c.formula).value(in: word)).description
            } catch {
                got = "error"
                errors += 1
            }
            #expect(got == answer, "\(c.formula) in \(c.bits) bits, signed \(c.signed): python \(c.python)")
        }
        // Most cases are values: the law is not checked on errors alone.
        #expect(errors < list.count / 4, "\(errors) errors")
    }
}

import CalculatorBrain
import Testing

/// docs/behaviour.md §18 as tables: a programmer formula in a word → its value as a
/// signed or unsigned integer (as DEC shows it), or the error's code, or the parse error.
@Suite struct ProgrammerTableTests {
    static func read(_ formula: String, bits: Int = 64, signed: Bool = true, base: IntegerBase = .decimal,
                     variables: [String: Number] = [:]) -> String {
        let word = IntegerWord(bits: bits, signed: signed)
        do {
            let parsed = try ProgrammerFormula(formula, base: base)
            do {
                return word.digits(try parsed.value(in: word, variables: variables), base: .decimal)
            } catch {
                return "error: \(error.code)"
            }
        } catch {
            return "parse error: \(error.message)"
        }
    }

    /// (formula, bits, signed, expected)
    @Test(arguments: [
        // The examples.
        ("127 + 1", 8, true, "−128"),
        ("0 − 1", 64, false, "18446744073709551615"),
        ("7 / 2", 64, true, "3"),
        ("0xF0 and 0x3C", 64, true, "48"),
        // + − × wrap at every size.
        ("255 + 1", 8, false, "0"),
        ("32767 + 1", 16, true, "−32768"),
        ("65535 + 1", 16, false, "0"),
        ("2147483647 + 1", 32, true, "−2147483648"),
        ("4294967295 + 1", 32, false, "0"),
        ("9223372036854775807 + 1", 64, true, "−9223372036854775808"),
        ("18446744073709551615 + 1", 64, false, "0"),
        ("0 − 1", 8, false, "255"),
        ("0 − 1", 8, true, "−1"),
        ("−128 − 1", 8, true, "127"),
        ("16 × 16", 8, false, "0"),
        ("16 × 16 + 3", 16, false, "259"),
        ("0x10000 × 0x10000", 32, false, "0"),
        ("0x100000000 × 0x100000000", 64, false, "0"),
        ("−3 × 5", 8, true, "−15"),
        ("−3 × 5", 8, false, "241"),
        // Literals wrap to the word as results do.
        ("0x1FF", 8, false, "255"),
        ("0x1FF", 8, true, "−1"),
        ("300", 8, false, "44"),
        ("0xFFFFFFFF", 32, true, "−1"),
        ("0xFFFFFFFFFFFFFFFF", 64, true, "−1"),
        // Truncating division and its remainder (C's): the remainder has the dividend's sign.
        ("−7 / 2", 64, true, "−3"),
        ("7 / −2", 64, true, "−3"),
        ("−7 mod 2", 64, true, "−1"),
        ("7 mod −2", 64, true, "1"),
        ("−7 ÷ 2", 8, false, "124"),
        ("249 mod 10", 8, false, "9"),
        ("−128 / −1", 8, true, "−128"),
        ("−9223372036854775808 / −1", 64, true, "−9223372036854775808"),
        ("−128 mod −1", 8, true, "0"),
        // Powers and squares wrap.
        ("2 ^ 7", 8, true, "−128"),
        ("2 ^ 8", 8, false, "0"),
        ("3 ^ 40", 64, false, "12157665459056928801"),
        ("3 ^ 41", 64, true, "−420491770248316829"),
        ("16²", 8, false, "0"),
        ("15²", 8, false, "225"),
        ("15²", 8, true, "−31"),
        ("2³", 8, true, "8"),
        ("0 ^ 0", 8, true, "1"),
        ("−2 ^ 2", 8, true, "−4"),
        ("(−2) ^ 3", 8, true, "−8"),
        ("2 ^ 3 ^ 2", 32, true, "512"),
        // not, and, or, xor, nand, nor at each size.
        ("not 0", 8, false, "255"),
        ("not 0", 8, true, "−1"),
        ("not 0", 16, false, "65535"),
        ("not 0", 32, false, "4294967295"),
        ("not 0", 64, false, "18446744073709551615"),
        ("not 0", 64, true, "−1"),
        ("~0x0F", 8, false, "240"),
        ("~5", 32, true, "−6"),
        ("0xF0 & 0x3C", 8, false, "48"),
        ("0xF0 | 0x3C", 8, false, "252"),
        ("0xF0 xor 0x3C", 8, false, "204"),
        ("0xF0 nand 0x3C", 8, false, "207"),
        ("0xF0 nor 0x3C", 8, false, "3"),
        ("0xF0 nand 0x3C", 16, false, "65487"),
        ("0xF0 nor 0x3C", 32, true, "−253"),
        ("−1 and 0xFF", 64, true, "255"),
        ("−1 xor −1", 16, true, "0"),
        ("5 AND 3", 8, false, "1"),
        // Shifts: left wraps, right is arithmetic when signed, logical when unsigned.
        ("1 << 7", 8, true, "−128"),
        ("1 << 8", 8, false, "0"),
        ("1 << 63", 64, false, "9223372036854775808"),
        ("1 << 64", 64, false, "0"),
        ("3 shl 4", 16, false, "48"),
        ("−16 >> 2", 8, true, "−4"),
        ("−16 >> 2", 8, false, "60"),
        ("−1 >> 100", 32, true, "−1"),
        ("−1 >> 100", 32, false, "0"),
        ("−128 >> 7", 8, true, "−1"),
        ("0x80 >> 7", 8, false, "1"),
        ("−9223372036854775808 >> 63", 64, true, "−1"),
        ("−9223372036854775808 >> 63", 64, false, "1"),
        ("256 shr 4", 16, true, "16"),
        // Rotations by n modulo the word size.
        ("0x81 rol 1", 8, false, "3"),
        ("0x81 ror 1", 8, false, "192"),
        ("0x81 rol 9", 8, false, "3"),
        ("0x81 rol 8", 8, false, "129"),
        ("0x81 rol −1", 8, true, "−64"),
        ("1 ror 1", 16, false, "32768"),
        ("1 ror 1", 32, true, "−2147483648"),
        ("0x8000000000000000 rol 1", 64, false, "1"),
        ("0x0123456789ABCDEF rol 4", 64, false, "1311768467463790320"),
        // Precedence as in C: × before +, + before shifts, shifts before and, and before xor before or.
        ("1 + 2 × 3", 8, false, "7"),
        ("1 << 2 + 1", 8, false, "8"),
        ("1 | 2 & 3", 8, false, "3"),
        ("6 xor 3 and 1", 8, false, "7"),
        ("1 or 6 xor 3", 8, false, "5"),
        ("−1 + 2", 8, true, "1"),
        ("not 1 + 1", 8, false, "255"),
        ("(1 + 2) × 3", 8, false, "9"),
        ("12 − 4 − 3", 8, false, "5"),
        ("100 / 10 / 5", 8, false, "2"),
        ("8 >> 1 >> 1", 8, false, "2"),
        ("7 =", 8, false, "7"),
    ] as [(String, Int, Bool, String)])
    func operations(_ formula: String, _ bits: Int, _ signed: Bool, _ expected: String) {
        #expect(Self.read(formula, bits: bits, signed: signed) == expected, "\(formula) in \(bits) bits, signed \(signed)")
    }

    /// Bare numbers are read in the input base; a prefix wins in every base.
    @Test(arguments: [
        ("FF + 1", IntegerBase.hexadecimal, "256"),
        ("ff and 0F", .hexadecimal, "15"),
        ("dec", .hexadecimal, "3564"),
        ("0b11", .hexadecimal, "3"),
        ("B1", .hexadecimal, "177"),
        ("1111_0000", .binary, "240"),
        ("1010 xor 0110", .binary, "12"),
        ("17", .octal, "15"),
        ("0xFF", .octal, "255"),
        ("12", .decimal, "12"),
        ("2", .binary, "parse error: `2` is not a digit in base 2"),
        ("8", .octal, "parse error: `8` is not a digit in base 8"),
        ("1F", .decimal, "parse error: unknown name `1F`"),
        ("FF", .decimal, "parse error: unknown name `FF`"),
        ("1__0", .binary, "parse error: `_` only stands between two digits"),
        ("10_", .binary, "parse error: `_` only stands between two digits"),
    ])
    func inputBases(_ formula: String, _ base: IntegerBase, _ expected: String) {
        #expect(Self.read(formula, base: base) == expected, "\(formula) in base \(base.rawValue)")
    }

    /// A fraction, `π`, `sin`, `√` … are refused with a message, never rounded.
    @Test(arguments: [
        ("1.5", "parse error: no fractions: programmer mode computes with whole numbers"),
        ("1,5", "parse error: no fractions: programmer mode computes with whole numbers"),
        ("π", "parse error: `π` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("pi", "parse error: `pi` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("sin 30", "parse error: `sin` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("√16", "parse error: `√` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("sqrt(16)", "parse error: `sqrt` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("e", "parse error: `e` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("5!", "parse error: `!` has no whole-number meaning: programmer mode computes with whole numbers"),
        ("7 % 2", "parse error: `%` is a percentage elsewhere: write `mod` for the remainder"),
        ("1 / 0", "error: division_by_zero"),
        ("1 mod 0", "error: outside_domain"),
        ("2 ^ −1", "error: integer_only"),
        ("1 << −1", "error: integer_only"),
        ("x + 1", "error: variable_not_set"),
        ("", "parse error: empty formula"),
        ("1 +", "parse error: missing operand at the end"),
        ("(1 + 2", "parse error: missing `)`"),
        ("1 + 2)", "parse error: `)` without a matching `(`"),
        ("1 2", "parse error: two numbers in a row"),
        ("1 foo 2", "parse error: expected an operator after an operand, not `foo`"),
        ("1 @ 2", "parse error: unexpected `@`"),
        ("<< 2", "parse error: unexpected `<`"),
    ])
    func refusals(_ formula: String, _ expected: String) {
        #expect(Self.read(formula) == expected, "\(formula)")
    }

    /// Variables must hold whole numbers; `ans` is the previous value.
    @Test func variablesAndPrevious() throws {
        #expect(Self.read("x + 1", bits: 8, signed: false, variables: ["x": Number(255)]) == "0")
        #expect(Self.read("x + 1", variables: ["x": .exact(Rational(1, 2))]) == "error: integer_only")
        let word = IntegerWord(bits: 16, signed: false)
        #expect(try ProgrammerFormula("ans + 1").value(in: word, previous: 0xFFFF) == 0)
    }

    /// The four base lines (docs/behaviour.md §18): the binary padded to the word and
    /// grouped by 4; DEC as signed or unsigned.
    @Test func baseTexts() {
        let byte = IntegerWord(bits: 8, signed: true)
        #expect(byte.digits(0xF0, base: .hexadecimal) == "F0")
        #expect(byte.digits(0xF0, base: .decimal) == "−16")
        #expect(IntegerWord(bits: 8, signed: false).digits(0xF0, base: .decimal) == "240")
        #expect(byte.digits(0xF0, base: .octal) == "360")
        #expect(byte.digits(0x30, base: .binary, grouped: true) == "0011 0000")
        #expect(IntegerWord(bits: 16, signed: false).digits(5, base: .binary, grouped: true) == "0000 0000 0000 0101")
        #expect(byte.digits(0x30, base: .binary) == "110000")
        #expect(byte.pattern(-1) == 0xFF)
        #expect(byte.value(0x80) == -128)
    }

    /// Nesting costs heap, not stack.
    @Test func deepNesting() {
        let depth = 10_000
        let formula = String(repeating: "(", count: depth) + "1" + String(repeating: " + 1)", count: depth)
        #expect(Self.read(formula, bits: 16, signed: false) == String(depth + 1))
    }
}

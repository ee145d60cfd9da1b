import CalculatorBrain
import Testing

/// docs/behaviour.md §18 in every mode: base literals and `to hex|bin|oct|dec`, as tables of
/// formula → display (in the base a conversion names), or the error's code.
@Suite struct BaseLiteralTests {
    static func read(_ formula: String, format: NumberFormat = .plain) -> String {
        var brain = CalculatorBrain(mode: .algebraic)
        do {
            try brain.perform(formula: formula, format: format)
        } catch {
            return "parse error: \(error.message)"
        }
        switch brain.value {
        case .success(let n):
            if let base = brain.valueBase {
                return CalculatorBrain.text(n, base: base) ?? "not whole"
            }
            return DisplayFormatter.string(for: n)
        case .failure(let error):
            return "error: \(error.code)"
        }
    }

    @Test(arguments: [
        ("0xFF", "255"),
        ("0XFF", "255"),
        ("0xff", "255"),
        ("0xfF + 1", "256"),
        ("0b1010", "10"),
        ("0B1010", "10"),
        ("0o17", "15"),
        ("0O17", "15"),
        ("0xFFFF_0000", "4294901760"),
        ("0b1111_0000", "240"),
        ("0x1_2_3", "291"),
        ("−0x10", "−16"),
        ("0x10 × 2", "32"),
        ("0xF²", "225"),
        ("2^0b11", "8"),
        ("(0x10)", "16"),
        ("0xFFFFFFFFFFFFFFFF", "1.84467440737096e19"),
        ("0xFFFFFFFFFFFFFFFF to dec", "18446744073709551615"),
        ("0x10000000000000000000000000000000", "2.12676479325587e37"),
        // `0` and a prefix letter with no digit of the base after it stay what they were.
        ("0x", "error: variable_not_set"),  // 0 · x
        ("0e", "0"),
        ("017", "17"),
        ("0.5", "0.5"),
    ])
    func literals(_ formula: String, _ expected: String) {
        #expect(Self.read(formula) == expected, "\(formula)")
    }

    @Test(arguments: [
        ("0b102", "`2` cannot follow `0b10`: a base literal is a whole number of its base's digits"),
        ("0o78", "`8` cannot follow `0o7`: a base literal is a whole number of its base's digits"),
        ("0xFG", "`G` cannot follow `0xF`: a base literal is a whole number of its base's digits"),
        ("0xF.8", "`.` cannot follow `0xF`: a base literal is a whole number of its base's digits"),
        ("0xF_", "`_` cannot follow `0xF`: a base literal is a whole number of its base's digits"),
        ("0xF__F", "`_` cannot follow `0xF`: a base literal is a whole number of its base's digits"),
        ("0b11x", "`x` cannot follow `0b11`: a base literal is a whole number of its base's digits"),
        ("0xFF", "255"),
    ])
    func refusedLiterals(_ formula: String, _ expected: String) {
        let read = Self.read(formula)
        #expect(read == expected || read == "parse error: \(expected)", "\(formula)")
    }

    @Test(arguments: [
        ("255 to hex", "0xFF"),
        ("255 to HEX", "0xFF"),
        ("255 to bin", "0b11111111"),
        ("255 to oct", "0o377"),
        ("0xFF to dec", "255"),
        ("−255 to hex", "−0xFF"),
        ("0 to bin", "0b0"),
        ("2^64 to hex", "0x10000000000000000"),
        ("(3 + 4) × 2 to hex", "0xE"),
        ("(255 to hex)", "0xFF"),
        ("255 → hex", "0xFF"),
        ("6/2 to bin", "0b11"),
        ("√16 to hex", "0x4"),
        // Refused, never rounded.
        ("1.5 to hex", "error: integer_only"),
        ("1/3 to bin", "error: integer_only"),
        ("π to hex", "error: integer_only"),
        ("√2 to hex", "error: integer_only"),
        ("5 km to hex", "error: integer_only"),
        ("1/0 to hex", "error: division_by_zero"),
    ])
    func conversions(_ formula: String, _ expected: String) {
        #expect(Self.read(formula) == expected, "\(formula)")
    }

    @Test(arguments: [
        ("255 to hex + 1", "parse error: `to hex` ends the formula: write the calculation before it"),
        ("255 to hex to bin", "parse error: `to bin` ends the formula: write the calculation before it"),
        ("255 to hexa", "parse error: unknown name `hexa`"),
    ])
    func conversionsThatDoNotParse(_ formula: String, _ expected: String) {
        #expect(Self.read(formula).hasPrefix(String(expected.prefix(14))), "\(formula): \(Self.read(formula))")
    }

    /// A literal reads the same where the decimal mark is `,` (`1.000` groups there).
    @Test func literalsInAGroupingLocale() {
        let german = NumberFormat(decimalMark: ",")
        #expect(Self.read("0xFF + 1,5", format: german) == "256.5")
        #expect(Self.read("0x1_000", format: german) == "4096")
    }

    /// A conversion's target keeps the description as written and the value whole.
    @Test func conversionKeepsTheValue() throws {
        var brain = CalculatorBrain(mode: .algebraic)
        try brain.perform(formula: "0xF0 + 0x0F to hex")
        #expect(try brain.value.get() == Number(255))
        #expect(brain.valueBase == .hexadecimal)
        #expect(brain.description.hasPrefix("0xF0 + 0x0F to hex"))
    }
}

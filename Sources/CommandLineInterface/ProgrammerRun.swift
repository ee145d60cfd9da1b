import BigInt
import CalculatorBrain
import CalculatorController
import Localization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--mode programmer --solve FORMULA` (docs/behaviour.md §18): the formula computed in the
/// word `--word-size` and `--unsigned` give, bare numbers read in `--base`, the value
/// printed in that base (`FF`, `−16`), or with `--json` one object with all four bases.
enum ProgrammerRun {
    static func solve(_ options: CommandLineOptions, formula: String) -> HeadlessRun.Output {
        let word = IntegerWord(bits: options.wordSize ?? 64, signed: !options.unsigned)
        let base = options.base.flatMap(IntegerBase.init(rawValue:)) ?? .decimal
        let parsed: ProgrammerFormula
        do {
            parsed = try ProgrammerFormula(formula, base: base)
        } catch {
            let quoted = formula.count > 60 ? "" : " \"\(QuotedInput.printable(formula))\""
            return .usage(tr("--solve%1$s: %2$s at column %3$d").filled(quoted, error.message, error.position + 1))
        }
        var variables: [String: Number] = [:]
        for assignment in options.assignments {
            if let name = assignment.name, let number = assignment.number { variables[name] = number }
        }
        let result: Result<UInt64, CalculatorError>
        do {
            result = .success(try parsed.value(in: word, variables: variables))
        } catch {
            result = .failure(error)
        }
        let description = formula.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch result {
        case .success(let pattern):
            return HeadlessRun.Output(standardOutput: options.json
                                      ? JSONText.line(Object(word: word, description: description, pattern: pattern, error: nil, display: word.digits(pattern, base: base)))
                                      : word.digits(pattern, base: base) + "\n")
        case .failure(let error):
            return HeadlessRun.Output(standardOutput: options.json
                                      ? JSONText.line(Object(word: word, description: description, pattern: nil, error: error, display: error.message))
                                      : "",
                                      standardError: options.json ? "" : "cerebrum: \(error.message)\n", status: 1)
        }
    }

    /// `--mode programmer --keys KEYS` (docs/behaviour.md §18): the keys pressed as in the
    /// window's programmer mode, a formula group `(F0 and 3C)` typed into its formula;
    /// prints the display and the last calculation (`--json`: the object of `--solve`).
    /// A key with no whole-number meaning or a formula that does not read is a usage
    /// error (status 2), a mathematical error at `=` status 1.
    static func keys(_ options: CommandLineOptions, keys: String) -> HeadlessRun.Output {
        let controller = CalculatorController()
        controller.recordsHistory = false
        controller.setEntryMode(.programmer)
        controller.setProgrammerWord(IntegerWord(bits: options.wordSize ?? 64, signed: !options.unsigned))
        controller.setProgrammerBase(options.base.flatMap(IntegerBase.init(rawValue:)) ?? .decimal)
        for assignment in options.assignments { assignment.apply(to: controller) }
        var failure: CalculatorError?
        var refusal: String?
        do {
            try KeySequence.forEachInput(in: keys) { input in
                guard refusal == nil else { return refusal }
                switch input {
                case .key(.equals):
                    do {
                        try controller.computeProgrammer()
                        failure = nil
                    } catch let error as CalculatorError {
                        failure = error
                    } catch let error as FormulaError {
                        refusal = error.message
                    } catch {
                        refusal = "\(error)"
                    }
                case .key(let key):
                    refusal = controller.pressProgrammer(key)
                    failure = nil
                case .formula(let text):
                    // The group with its parentheses: `3 × (1 + 2)`.
                    controller.insertProgrammer(text)
                    failure = nil
                }
                return refusal
            }
        } catch {
            return .usage(HeadlessRun.keysMessage(error))
        }
        if let refusal { return .usage("--keys: " + refusal) }
        let word = controller.programmer.word
        let display = failure?.message ?? controller.programmerDisplay
        let description = controller.programmer.description
        if options.json {
            let pattern = failure == nil ? controller.shownProgrammerValue : nil
            return HeadlessRun.Output(standardOutput: JSONText.line(Object(word: word, description: description, pattern: pattern,
                                                                            error: failure, display: display)),
                                      status: failure == nil ? 0 : 1)
        }
        return HeadlessRun.Output(standardOutput: "display: \(display)\ndescription: \(description)\n",
                                  status: failure == nil ? 0 : 1)
    }

    /// The `--json` object: keys sorted, absent values `null`.
    struct Object: Encodable {
        let word: IntegerWord
        let description: String
        let pattern: UInt64?
        let error: CalculatorError?
        let display: String

        enum Keys: String, CodingKey {
            case display, description, value, error, mode, bases, wordSize = "word_size", signed
        }

        struct Bases: Encodable {
            var hex, dec, oct, bin: String
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(display, forKey: .display)
            try c.encode(description, forKey: .description)
            try c.encode(error.map { ViewStateJSON.ErrorObject(code: $0.code, message: $0.message) }, forKey: .error)
            try c.encode("programmer", forKey: .mode)
            try c.encode(word.bits, forKey: .wordSize)
            try c.encode(word.signed, forKey: .signed)
            guard let pattern else {
                try c.encodeNil(forKey: .value)
                try c.encodeNil(forKey: .bases)
                return
            }
            // The whole value, every digit (a JSON number is not bounded as a Double is).
            if word.signed {
                try c.encode(Int64(word.value(pattern)), forKey: .value)
            } else {
                try c.encode(pattern, forKey: .value)
            }
            // The bit pattern's digits in each base; `dec` with ASCII `-`, as scripts read it.
            try c.encode(Bases(hex: word.digits(pattern, base: .hexadecimal),
                               dec: String(word.value(pattern)),
                               oct: word.digits(pattern, base: .octal),
                               bin: word.digits(pattern, base: .binary)), forKey: .bases)
        }
    }
}

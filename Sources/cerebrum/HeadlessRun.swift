import CalculatorBrain
import CalculatorController
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `cerebrum --keys …`: runs a key sequence through the controller without a window and
/// prints the resulting view state.
enum HeadlessRun {
    /// A usage problem: reported on standard error with exit status 2.
    struct UsageError: Error {
        var message: String
    }

    /// Reports a usage problem on standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        StandardStream.error("cerebrum: \(message)\n")
        exit(2)
    }

    /// Runs the keys and returns the text to print on standard output.
    static func output(for options: CommandLineOptions, keys: String) throws(UsageError) -> String {
        let controller = CalculatorController(mode: options.mode ?? .algebraic, angle: options.angle ?? .radians)
        try apply(options.assignments, to: controller)
        do {
            try KeySequence.forEachInput(in: keys) { input in
                switch input {
                case .key(let key):
                    controller.press(key)
                    return nil
                case .formula(let text):
                    return controller.enterFormula(text).map { "\($0.message) at column \($0.position + 1) of the formula" }
                }
            }
        } catch {
            throw UsageError(message: "\(error.problem) \"\(error.token)\" at position \(error.position) of --keys")
        }
        let state = controller.viewState
        return options.json ? json(state) : "display: \(state.display)\ndescription: \(state.description)\n"
    }

    /// `cerebrum --solve FORMULA` (SPEC §9): the formula's value as the display writes it,
    /// or the `--json` object. A formula that does not parse is a usage error (status 2);
    /// a mathematical error is reported on standard error (in `error` with `--json`) with
    /// status 1.
    static func solve(_ options: CommandLineOptions, formula: String) throws(UsageError) -> (output: String, error: String?) {
        let controller = CalculatorController(mode: options.mode ?? .algebraic, angle: options.angle ?? .radians)
        try apply(options.assignments, to: controller)
        // Read as written: the window's line closes parentheses left open, --solve does not
        // (so a formula with more `(` than `)` gets the parser's own "missing `)`").
        let opens = formula.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : $1 == UInt8(ascii: ")") ? -1 : 0) }
        let error = (opens > 0 ? CalculatorBrain.checkFormula(formula) : nil) ?? controller.enterFormula(formula)
        if let error {
            let quoted = formula.count > 60 ? "" : " \"\(formula)\""
            throw UsageError(message: "--solve\(quoted): \(error.message) at column \(error.position + 1)")
        }
        let state = controller.viewState
        let output = options.json ? json(state) : state.error == nil ? state.display + "\n" : ""
        return (output, state.error?.message)
    }

    /// Sets the variables of `--set NAME=VALUE` options on `controller`.
    static func apply(_ assignments: [String], to controller: CalculatorController) throws(UsageError) {
        for assignment in assignments {
            let place = position(ofArgument: assignment)
            let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map(String.init)
            guard parts.count == 2 else {
                throw UsageError(message: "--set \(assignment): expected NAME=VALUE, e.g. x=5" + place)
            }
            let (name, value) = (parts[0], parts[1])
            guard CalculatorBrain.variableNames.contains(name) else {
                throw UsageError(message: "--set \(assignment): no variable named \"\(name)\"; "
                                 + "the variables are x, y, z and M" + place)
            }
            guard !value.isEmpty else {
                throw UsageError(message: "--set \(assignment): the value of \(name) is missing" + place)
            }
            guard controller.setVariable(name, text: value) else {
                throw UsageError(message: "--set \(assignment): the value \"\(value)\" is not a number"
                                 + place)
            }
        }
    }

    /// Where an argument stands on the command line, for messages.
    static func position(ofArgument argument: String) -> String {
        guard let index = CommandLine.arguments.dropFirst().firstIndex(of: argument) else { return "" }
        return " (argument \(index))"
    }

    /// An argument parser message with the position of the argument it quotes
    /// (`Unknown option '--bogus'` → `… (argument 2)`).
    static func withPosition(_ message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return message }
        let quoted = String(parts[1])
        let name = quoted.split(separator: " ").first.map(String.init) ?? quoted
        let found = position(ofArgument: quoted)
        return message + (found.isEmpty ? position(ofArgument: name) : found)
    }

    /// Reads the key sequence (or the `--solve` formula): the option's text, or all of
    /// standard input for `-`.
    static func keys(from option: String) -> String {
        guard option == "-" else { return option }
        return StandardStream.readInput()
    }

    private static func json(_ state: ViewState) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and booleans cannot fail.
        let data = (try? encoder.encode(JSONViewState(state))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The `--json` form of a view state; absent values are written as `null`.
private struct JSONViewState: Encodable {
    let state: ViewState

    init(_ state: ViewState) { self.state = state }

    enum Keys: String, CodingKey {
        case display, description, value, error, pending, typing, mode, angle, stack, variables
    }

    struct ErrorObject: Encodable {
        var code: String
        var message: String
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(state.display, forKey: .display)
        try c.encode(state.description, forKey: .description)
        try c.encode(state.value, forKey: .value)
        try c.encode(state.error.map { ErrorObject(code: $0.code, message: $0.message) }, forKey: .error)
        try c.encode(state.pending, forKey: .pending)
        try c.encode(state.typing, forKey: .typing)
        try c.encode(state.mode.rawValue, forKey: .mode)
        try c.encode(state.angle.rawValue, forKey: .angle)
        try c.encode(state.stack, forKey: .stack)
        let variables = Dictionary(uniqueKeysWithValues: state.variables.map { ($0.name, $0.value) })
        try c.encode(variables, forKey: .variables)
    }
}

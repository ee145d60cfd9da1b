import ArgumentParser
import CalculatorBrain
import CalculatorController
import Localization

/// `cerebrum`'s command line without a window (docs/behaviour.md §9): `--keys` runs a
/// key sequence through the controller, `--solve` a formula, `--list-keys` prints the
/// key tables, `--plot` a graph (§14). A pure function of the arguments and standard input
/// (but for the file `--plot --output` writes), so every case can be tested as a row; the
/// executable only writes the output and exits with the status.
public enum HeadlessRun {
    /// What a run prints and its exit status.
    public struct Output: Equatable, Sendable {
        public var standardOutput: String
        public var standardError: String
        /// 0 done; 1 a mathematical error of `--solve`; 2 a usage error (a bad option,
        /// an unknown key, a formula that does not parse).
        public var status: Int32

        public init(standardOutput: String = "", standardError: String = "", status: Int32 = 0) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.status = status
        }

        /// A usage problem: its message on standard error, nothing on standard output.
        static func usage(_ message: String) -> Output {
            Output(standardError: "cerebrum: \(QuotedInput.printableMessage(message))\n", status: 2)
        }
    }

    /// What the command line asks for.
    public enum Outcome {
        /// A headless run (or `--help`, `--version`, a usage error): print and exit.
        case finished(Output)
        /// Open the window with these options (`--mode`, `--angle`, `--set` apply over
        /// the saved state).
        case window(WindowOptions)
    }

    /// Reads `arguments` (without the program name) and runs them. `readInput` gives all
    /// of standard input; it is called only for `--keys -` or `--solve -`.
    public static func run(arguments: [String], readInput: () -> String) -> Outcome {
        // The usual start, from a desktop launcher: building ArgumentParser's model of the
        // options would delay the window, for nothing to parse.
        if arguments.isEmpty { return .window(WindowOptions()) }
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            if CommandLineOptions.exitCode(for: error) == .success {
                return .finished(Output(standardOutput: CommandLineOptions.fullMessage(for: error) + "\n"))
            }
            // ArgumentParser's own message, as it writes it, and where the argument is.
            var message = CommandLineOptions.message(for: error)
            if let place = ArgumentPosition.firstFailing(arguments) {
                message = tr("%1$s (argument %2$d)").filled(message, place)
            }
            return .finished(.usage(message))
        }
        if options.listUnits {
            return .finished(Output(standardOutput: UnitList.text()))
        }
        if options.updateRates {
            return .finished(RatesUpdate.run())
        }
        if options.listKeys {
            return .finished(Output(standardOutput: options.json ? KeyCatalog.json() : KeyCatalog.text()))
        }
        if !options.plots.isEmpty {
            return .finished(PlotRun.run(options))
        }
        if options.solve != nil || options.keys != nil { RatesUpdate.installFeed() }
        if let formula = options.solve, options.mode == .programmer {
            return .finished(ProgrammerRun.solve(options, formula: formula == "-" ? readInput() : formula))
        }
        if let formula = options.solve {
            return .finished(solve(options, formula: formula == "-" ? readInput() : formula))
        }
        if let keys = options.keys, options.mode == .programmer {
            return .finished(ProgrammerRun.keys(options, keys: keys == "-" ? readInput() : keys))
        }
        if let keys = options.keys {
            return .finished(run(options, keys: keys == "-" ? readInput() : keys))
        }
        var window = WindowOptions(mode: options.mode?.calculatorMode, angle: options.angle,
                                   assignments: options.assignments, formula: options.formula)
        if options.mode == .programmer {
            window.programmer = true
            if options.wordSize != nil || options.unsigned {
                window.word = IntegerWord(bits: options.wordSize ?? 64, signed: !options.unsigned)
            }
            window.base = options.base.flatMap(IntegerBase.init(rawValue:))
        }
        return .window(window)
    }

    /// What `--keys` says of a token it refused: `unknown key "bogus" at position 2 of --keys`.
    static func keysMessage(_ error: KeySequence.UnknownToken) -> String {
        tr("%1$s \"%2$s\" at position %3$d of --keys").filled(error.problem, QuotedInput.printable(error.token), error.position)
    }

    /// `--keys`: runs the keys and prints the view state.
    static func run(_ options: CommandLineOptions, keys: String) -> Output {
        let controller = controller(for: options)
        // A group entered as a calculation of its own is finished by its `)`: an `=`
        // written right after it is the same finish, not a repeat (`(3 + 4) =` is 7, as
        // a user writes it; docs/behaviour.md §9).
        var finishedByGroup = false
        do {
            try KeySequence.forEachInput(in: keys) { input in
                defer { if case .key = input { finishedByGroup = false } }
                switch input {
                case .key(.equals) where finishedByGroup:
                    return nil
                case .key(let key):
                    controller.press(key)
                    return nil
                case .formula(let text):
                    let refusal = controller.enterFormula(text)
                    finishedByGroup = refusal == nil && controller.mode == .algebraic
                        && controller.viewState.description.hasSuffix("=")
                    return refusal.map {
                        tr("%1$s at column %2$d of the formula").filled($0.message, $0.position + 1)
                    }
                }
            }
        } catch {
            var message = keysMessage(error)
            if let (spaced, formula) = unspacedCalculation(error.token) {
                // TRANSLATORS: after "unknown key "7+9=" at position 1 of --keys"; %1$s is
                // the keys with spaces ("7 + 9 ="), %2$s the formula ("7+9").
                message += "; " + tr("keys are separated by spaces: --keys \"%1$s\", or give a formula: --solve \"%2$s\"")
                    .filled(spaced, formula)
            }
            return .usage(message)
        }
        let state = controller.viewState
        // One rule for both: a calculation that ends in an error exits with status 1.
        return Output(standardOutput: options.json
                      ? ViewStateJSON.string(state)
                      : "display: \(state.display)\ndescription: \(state.description)\n",
                      status: state.error == nil ? 0 : 1)
    }

    /// A token that is a calculation written without spaces (`7+9=`, `2*3`): the keys
    /// with spaces and the formula (without its `=`), for the hint; nil otherwise.
    static func unspacedCalculation(_ token: String) -> (keys: String, formula: String)? {
        let operators: Set<Character> = ["+", "-", "−", "×", "*", "÷", "/", "^", "="]
        guard token.count <= 60, token.contains(where: { $0.isASCII && $0.isNumber }),
              token.contains(where: { operators.contains($0) && $0 != "=" }),
              token.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || operators.contains($0) }) else { return nil }
        let keys = token.map { operators.contains($0) ? " \($0) " : String($0) }.joined()
            .split(separator: " ").joined(separator: " ")
        var formula = Substring(token)
        while formula.last == "=" { formula = formula.dropLast() }
        return (keys, String(formula))
    }

    /// `--solve FORMULA`: the formula's value as the display writes it, or the `--json`
    /// object. A formula that does not parse is a usage error (status 2); a mathematical
    /// error is reported on standard error (in `error` with `--json`) with status 1.
    static func solve(_ options: CommandLineOptions, formula: String) -> Output {
        let controller = controller(for: options)
        // Read as written: the window's line closes parentheses left open, --solve does not
        // (so a formula with more `(` than `)` gets the parser's own "missing `)`").
        if let error = controller.enterFormula(formula, closingParentheses: false) {
            let quoted = formula.count > 60 ? "" : " \"\(QuotedInput.printable(formula))\""
            return .usage(tr("--solve%1$s: %2$s at column %3$d").filled(quoted, error.message, error.position + 1))
        }
        let state = controller.viewState
        guard let error = state.error else {
            return Output(standardOutput: options.json ? ViewStateJSON.string(state) : state.display + "\n")
        }
        // With --json the message is in the object's `error`; scripts read that.
        return Output(standardOutput: options.json ? ViewStateJSON.string(state) : "",
                      standardError: options.json ? "" : "cerebrum: \(error.message)\n",
                      status: 1)
    }

    /// The longest description `--keys` prints: a longer one keeps its end after `… `, as
    /// the window's label does (docs/behaviour.md §9). Without a bound, `2 + = + = …` would
    /// print 2ⁿ⁺¹ terms for n pairs of keys.
    public static let descriptionLimit = 10_000

    /// A fresh controller with the options' mode, angle unit and variables.
    static func controller(for options: CommandLineOptions) -> CalculatorController {
        let controller = CalculatorController(mode: options.mode?.calculatorMode ?? .algebraic,
                                              angle: options.angle ?? CalculatorController.defaultAngle)
        controller.descriptionLimit = descriptionLimit
        controller.recordsHistory = false  // nothing of it is printed
        // Formulas (`--solve`, `--keys` groups) may use the locale's decimal mark as well
        // as `.`, as gnome-calculator --solve reads them; answers are written with `.`.
        controller.numberFormat = .commandLine
        controller.numberFormat.style = NumberFormatOption.style(format: options.format, digits: options.digits,
                                                                 grouping: options.grouping)
        for assignment in options.assignments { assignment.apply(to: controller) }
        return controller
    }
}

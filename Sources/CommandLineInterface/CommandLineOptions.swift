import ArgumentParser
import CalculatorBrain
import CalculatorController
import Localization

extension AngleUnit: ExpressibleByArgument {}

/// `cerebrum`'s command line (docs/behaviour.md §9).
public struct CommandLineOptions: ParsableCommand {
    /// The version `--version` prints and the About dialog shows.
    public static let version = AppIdentity.version

    public static let configuration = CommandConfiguration(
        commandName: "cerebrum",
        abstract: "A desktop calculator with exact decimals, algebraic and RPN entry.",
        // ArgumentParser's own usage line lists every option, 130 columns wide.
        usage: "cerebrum [--keys <keys> | --solve <formula>] [--json] [<options>]",
        discussion: helpDiscussion,
        version: version)

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Run a key sequence without a window and print the result; - reads it from standard input.",
                               valueName: "keys"))
    public var keys: String?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Print the value of a formula, as the display writes it (like gnome-calculator --solve); - reads it from standard input.",
                               valueName: "formula"))
    public var solve: String?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Open the window with a formula entered, as the desktop's search does when its result is chosen.",
                               valueName: "formula"))
    public var formula: String?

    @Flag(name: .long, help: "Print one JSON object instead of display and description lines.")
    public var json = false

    @Flag(name: .customLong("list-keys"),
          help: "List the key tokens --keys accepts; with --json also the window's buttons and keyboard shortcuts.")
    public var listKeys = false

    @Flag(name: .customLong("list-units"),
          help: "List the units, currencies and physical constants formulas may name, by quantity.")
    public var listUnits = false

    @Flag(name: .customLong("update-rates"),
          help: "Fetch the European Central Bank's exchange rates now and keep them for currency conversions.")
    public var updateRates = false

    @Option(name: .long, help: "Entry mode: algebraic (default), rpn, or programmer.")
    public var mode: ModeOption?

    @Option(name: .customLong("word-size"), help: ArgumentHelp("Programmer mode's word: 8, 16, 32 or 64 bits (default 64).", valueName: "bits"))
    public var wordSize: Int?

    @Flag(name: .long, help: "Programmer mode's word is unsigned (default: signed, two's complement).")
    public var unsigned = false

    @Option(name: .long, help: ArgumentHelp("Programmer mode's base: of numbers written without a prefix and of the value printed, 2, 8, 10 (default) or 16.",
                                            valueName: "base"))
    public var base: Int?

    @Option(name: .long, help: "Angle unit for trigonometry: deg (default, as the window starts) or rad.")
    public var angle: AngleUnit?

    @Option(name: .long, help: ArgumentHelp("How --keys and --solve write values: decimal (default), fraction, mixed, repeating, scientific, engineering or fixed.",
                                            valueName: "form"))
    public var format: NumberFormatOption?

    @Option(name: .long, help: ArgumentHelp("Significant digits shown (1–15, default 15); with --format fixed, the decimals (default 2).",
                                            valueName: "n"))
    public var digits: Int?

    @Flag(name: .long, help: "Group the digits before the decimal point in threes with commas (1,234,567.5).")
    public var grouping = false

    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Set a variable (x, y, z or M) before the keys run; repeatable.",
                               valueName: "name=value"))
    public var assignments: [VariableAssignment] = []

    @Option(name: .customLong("plot"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Draw the graph of a formula in x (repeatable) to --output or as --json, without a window.",
                               valueName: "formula"))
    public var plots: [String] = []

    @Option(name: .customLong("x-range"), parsing: .unconditional,
            help: ArgumentHelp("The graph's x range (default −10:10, or wider to show a full period of sin, cos or tan).", valueName: "A:B"))
    public var xRange: String?

    @Option(name: .customLong("y-range"), parsing: .unconditional,
            help: ArgumentHelp("The graph's y range (default: fitted to the curves).", valueName: "C:D"))
    public var yRange: String?

    @Option(name: .long, help: ArgumentHelp("The graph's size in pixels (default 800x600).", valueName: "WxH"))
    public var size: String?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Write the graph to an SVG or PNG file, by the name's suffix.", valueName: "file"))
    public var output: String?

    public init() {}

    /// Problems of combination and of `--set` values, in the user's language; ArgumentParser
    /// reports them as usage errors (status 2), and `HeadlessRun` adds the argument's place.
    public func validate() throws {
        if keys != nil, solve != nil { throw ValidationError(tr("--keys and --solve cannot be used together")) }
        if listUnits, keys != nil || solve != nil || listKeys {
            throw ValidationError(tr("--list-units cannot be used with --keys, --solve or --list-keys"))
        }
        if listKeys, keys != nil || solve != nil {
            throw ValidationError(tr("--list-keys cannot be used with --keys or --solve"))
        }
        if let problem = PlotRequest.problem(of: self) { throw ValidationError(problem) }
        if let formula {
            if keys != nil || solve != nil || listKeys || !plots.isEmpty || json {
                throw ValidationError(tr("--formula opens the window: it cannot be used with --keys, --solve, --list-keys, --plot or --json"))
            }
            // Read as the window will read it (`SavedSession`): the locale's decimal mark
            // or `.`, as the desktop's search passes what the user typed.
            let reader = CalculatorController()
            reader.numberFormat = .commandLine
            if let error = reader.enterFormula(formula) {
                throw ValidationError(tr("--formula: %1$s at column %2$d").filled(error.message, error.position + 1))
            }
        }
        if json, keys == nil, solve == nil, !listKeys, plots.isEmpty, !listUnits {
            // Without --keys or --solve the window would open and the flag do nothing.
            throw ValidationError(tr("--json needs --keys or --solve (it prints the result of a key sequence or a formula)"))
        }
        if let problem = assignments.lazy.compactMap(\.problem).first { throw ValidationError(problem) }
        if format != nil || digits != nil || grouping, keys == nil, solve == nil {
            throw ValidationError(tr("--format, --digits and --grouping need --keys or --solve"))
        }
        if let problem = NumberFormatOption.problem(format: format, digits: digits) { throw ValidationError(problem) }
        if let problem = programmerProblem { throw ValidationError(problem) }
    }

    /// What is wrong with the options of programmer mode (docs/behaviour.md §18), nil when nothing.
    private var programmerProblem: String? {
        if let wordSize, !IntegerWord.sizes.contains(wordSize) { return tr("--word-size must be 8, 16, 32 or 64") }
        if let base, IntegerBase(rawValue: base) == nil { return tr("--base must be 2, 8, 10 or 16") }
        guard mode == .programmer else {
            return wordSize != nil || unsigned || base != nil ? tr("--word-size, --unsigned and --base need --mode programmer") : nil
        }
        if formula != nil { return tr("--formula does not apply to --mode programmer: give it --solve or --keys") }
        if format != nil || digits != nil || grouping { return tr("--format, --digits and --grouping do not apply to --mode programmer") }
        return nil
    }
}

import CalculatorBrain

/// What the command line asks of the window (docs/behaviour.md §9): applied over the saved
/// state when the window opens. A plain value, so that a start with no arguments needs no
/// parser (`HeadlessRun.run`).
public struct WindowOptions: Equatable, Sendable {
    /// `--mode`, nil to keep the saved one.
    public var mode: CalculatorMode?
    /// `--angle`, nil to keep the saved one.
    public var angle: AngleUnit?
    /// Each `--set`, in the order given; already checked (`CommandLineOptions.validate()`).
    public var assignments: [VariableAssignment]
    /// `--formula`, entered after the options as the formula line enters it; already
    /// checked to parse.
    public var formula: String?
    /// `--mode programmer`: the window opens in programmer mode (docs/behaviour.md §18),
    /// with `--word-size` and `--unsigned` (`word`) and `--base` when given.
    public var programmer = false
    public var word: IntegerWord?
    public var base: IntegerBase?

    public init(mode: CalculatorMode? = nil, angle: AngleUnit? = nil, assignments: [VariableAssignment] = [],
                formula: String? = nil) {
        self.mode = mode
        self.angle = angle
        self.assignments = assignments
        self.formula = formula
    }
}

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

    public init(mode: CalculatorMode? = nil, angle: AngleUnit? = nil, assignments: [VariableAssignment] = []) {
        self.mode = mode
        self.angle = angle
        self.assignments = assignments
    }
}

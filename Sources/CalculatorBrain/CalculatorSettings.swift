/// The calculator's settings: the angle unit and the mode. Each case's raw value is its
/// canonical key token or saved name (docs/behaviour.md §1).

/// The unit trigonometric functions read and write angles in.
public enum AngleUnit: String, CaseIterable, Sendable, Hashable {
    case radians = "rad"
    case degrees = "deg"
}

/// How keys are interpreted: pocket-calculator or HP-style reverse Polish entry.
public enum CalculatorMode: String, CaseIterable, Sendable, Hashable {
    case algebraic
    case rpn
}

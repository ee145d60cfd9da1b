/// Constants, angle units and modes. (The operations and their tables are in Operations/.)
/// Each case's raw value is its canonical key token (docs/behaviour.md §1).

/// A named constant.
public enum Constant: String, CaseIterable, Sendable, Hashable {
    case pi = "π"
    case e = "e"
}

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

/// The operations a program can apply, shared by the evaluator, the printer and the
/// property list. Each case's raw value is its canonical key token (SPEC §1).

/// An operation of two operands, written infix in descriptions.
public enum BinaryOperation: String, CaseIterable, Sendable, Hashable {
    case add = "+"
    case subtract = "−"
    case multiply = "×"
    case divide = "÷"
    case power = "xʸ"

    /// The infix symbol in descriptions (`^` for powers).
    public var symbol: String { self == .power ? "^" : rawValue }

    /// Precedence level in descriptions: `+ −` below `× ÷` below `^`.
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .power: 4
        }
    }
}

/// An operation of one operand.
public enum UnaryOperation: String, CaseIterable, Sendable, Hashable {
    case squareRoot = "√"
    case square = "x²"
    case reciprocal = "1/x"
    case negate = "±"
    case factorial = "x!"
    case sin, cos, tan, asin, acos, atan, ln, log
    case exp = "eˣ"

    /// True for the trigonometric functions whose argument is an angle.
    public var takesAngle: Bool { self == .sin || self == .cos || self == .tan }
}

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

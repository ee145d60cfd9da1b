/// The operations a program can apply, shared by the evaluator, the printer and the
/// property list. Each case's raw value is its canonical key token (docs/behaviour.md §1).

/// An operation of two operands, written infix in descriptions.
public enum BinaryOperation: String, CaseIterable, Sendable, Hashable {
    case add = "+"
    case subtract = "−"
    case multiply = "×"
    case divide = "÷"
    case power = "xʸ"

    /// The infix symbol in descriptions (`^` for powers).
    public var symbol: String { self == .power ? "^" : rawValue }

    /// `+` and `−`, after which `b%` means b percent of the left operand (`200 + 15%` is
    /// 230, `200 − 15%` is 170), as on pocket calculators and in GNOME Calculator.
    public var isPercentOfLeft: Bool { self == .add || self == .subtract }

    /// How tightly it binds: `+ −` below `× ÷` below `^`.
    public var precedence: Precedence {
        switch self {
        case .add, .subtract: .additive
        case .multiply, .divide: .multiplicative
        case .power: .power
        }
    }
}

/// An operation of one operand.
public enum UnaryOperation: String, CaseIterable, Sendable, Hashable {
    case squareRoot = "√"
    case cubeRoot = "∛"
    case square = "x²"
    case reciprocal = "1/x"
    case negate = "±"
    case factorial = "x!"
    case sin, cos, tan, asin, acos, atan, ln, log
    case exp = "eˣ"
    /// `%`: a hundredth of its operand, written after it (`15%`). After `+` or `−` the
    /// calculation takes that share of the left operand instead (`200 + 15%` is 230):
    /// the interpreter and the formula parser build `a + a × b%` for it (docs/behaviour.md §13).
    case percent = "%"

    /// True for the trigonometric functions whose argument is an angle.
    public var takesAngle: Bool { self == .sin || self == .cos || self == .tan }

    /// The name descriptions write in function notation (`sin⁻¹(…)`) and error messages
    /// use (`!` for factorial): the raw value unless the key's label differs.
    public var functionName: String {
        switch self {
        case .square: "²"
        case .negate: "−"
        case .factorial: "!"
        case .asin: "sin⁻¹"
        case .acos: "cos⁻¹"
        case .atan: "tan⁻¹"
        default: rawValue
        }
    }

    /// The ASCII name `--keys` and formulas accept besides the raw value (`sqrt`), if any.
    public var alias: String? {
        switch self {
        case .squareRoot: "sqrt"
        case .cubeRoot: "cbrt"
        case .exp: "exp"
        default: nil
        }
    }

    /// True for an operation whose token is one sign written before its operand in
    /// formulas (`√2`); descriptions still print it as a function (`√(2)`).
    public var isPrefixSign: Bool {
        self != .percent && rawValue.count == 1 && functionName == rawValue && !rawValue.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
    }

    /// The name formulas read it by (`sin`, `sqrt`), if it has one: its alias, or a raw
    /// value of ASCII letters.
    public var formulaName: String? {
        if let alias { return alias }
        return rawValue.allSatisfy({ $0.isASCII && $0.isLetter }) ? rawValue : nil
    }
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

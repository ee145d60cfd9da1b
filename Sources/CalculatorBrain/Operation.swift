/// The operations a program can apply, shared by the evaluator, the printer and the
/// saved form. Each case's raw value is its canonical key token (docs/behaviour.md §1).

/// An operation of two operands, written infix in descriptions.
public enum BinaryOperation: String, CaseIterable, Sendable, Hashable {
    case add = "+"
    case subtract = "−"
    case multiply = "×"
    case divide = "÷"
    case power = "xʸ"
    /// Floored modulo, `x mod y` (docs/behaviour.md §15).
    case modulo = "mod"
    /// The functions of two arguments (docs/behaviour.md §15), written `gcd(a; b)`:
    /// greatest common divisor, least common multiple, combinations and permutations
    /// (`ncr(n; k)`, `npr(n; k)`), and the logarithm of the left operand to the base of
    /// the right one (`log(8; 2)`).
    case gcd, lcm
    case combinations = "ncr"
    case permutations = "npr"
    case logBase = "logb"

    /// The infix symbol in descriptions (`^` for powers), or a function's name (`log`).
    public var symbol: String {
        switch self {
        case .power: "^"
        case .logBase: "log"
        default: rawValue
        }
    }

    /// The operations with a key on the keypad (docs/behaviour.md §1): `+ − × ÷ xʸ`.
    public static let keypadCases: [BinaryOperation] = [.add, .subtract, .multiply, .divide, .power]

    /// True for an operation written as a function of two arguments, `gcd(12; 18)`,
    /// rather than infix.
    public var isFunctionNotation: Bool {
        switch self {
        case .gcd, .lcm, .combinations, .permutations, .logBase: true
        case .add, .subtract, .multiply, .divide, .power, .modulo: false
        }
    }

    /// `+` and `−`, after which `b%` means b percent of the left operand (`200 + 15%` is
    /// 230, `200 − 15%` is 170), as on pocket calculators and in GNOME Calculator.
    public var isPercentOfLeft: Bool { self == .add || self == .subtract }

    /// How tightly it binds: `+ −` below `× ÷` below `^`.
    public var precedence: Precedence {
        switch self {
        case .add, .subtract: .additive
        case .multiply, .divide, .modulo: .multiplicative
        case .power: .power
        case .gcd, .lcm, .combinations, .permutations, .logBase: .atom
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
    /// The functions of docs/behaviour.md §15: absolute value, sign, the integer parts
    /// (`round` half away from zero, `trunc` toward zero, `frac` what `trunc` drops), the
    /// hyperbolic functions and their inverses, and the logarithm to base 2.
    case abs, sgn, floor, ceil, round, trunc, frac
    case sinh, cosh, tanh, asinh, acosh, atanh
    case log2 = "log₂"

    /// The operations with a key of their own on the keypad (docs/behaviour.md §1); the
    /// functions of §15 are written (formula line, `--keys`) instead.
    public static let keypadCases: [UnaryOperation] = allCases.filter { !$0.isWrittenOnly }

    /// True for a function of docs/behaviour.md §15, which has no key on the keypad.
    public var isWrittenOnly: Bool {
        switch self {
        case .abs, .sgn, .floor, .ceil, .round, .trunc, .frac, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .log2: true
        default: false
        }
    }

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
        case .trunc: "int"  // as GNOME Calculator
        case .log2: "log2"
        default: nil
        }
    }

    /// True for an operation whose token is one sign written before its operand in
    /// formulas (`√2`); descriptions still print it as a function (`√(2)`).
    public var isPrefixSign: Bool {
        self != .percent && rawValue.count == 1 && functionName == rawValue && !rawValue.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
    }

    /// The name formulas read it by (`sin`, `sqrt`), if it has one: a raw value of ASCII
    /// letters, or its alias. (Formulas read an alias of letters too: `int` is `trunc`.)
    public var formulaName: String? {
        rawValue.allSatisfy({ $0.isASCII && $0.isLetter }) ? rawValue : alias
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

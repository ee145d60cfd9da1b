import CMPFR
import Localization

/// An operation of one operand. Each case's raw value is its canonical key token and its
/// name in saved programs (docs/behaviour.md §1): never rename one.
///
/// Everything else Cerebrum knows of an operation is its row in `entry`, below: adding
/// one is a case, a row, its mathematics and its texts in `po/` (docs/architecture.md,
/// "How to add an operation").
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
    case abs, sgn, floor, ceil, round, trunc, frac
    case sinh, cosh, tanh, asinh, acosh, atanh
    case log2 = "log₂"

    /// One row of the table: what the operation is called, where it is offered, and its
    /// mathematics (exact, as an interval, and in `Double` for the graph).
    public struct Entry: Sendable {
        /// The name descriptions write in function notation (`sin⁻¹(…)`) and error
        /// messages use (`!` for factorial).
        public var name: String
        /// The ASCII name formulas and `--keys` accept besides the token (`cbrt`).
        public var alias: String? = nil
        /// More names `--keys` accepts (`sq`, `fact`), not formulas.
        public var keyAliases: [String] = []
        /// Where `--help` and the Functions menu list it.
        public var group: OperationGroup
        /// What a screen reader says for its key on the keypad; nil: it has none and is
        /// written (the formula line, `--keys`, the Functions menu; docs/behaviour.md §15).
        public var keyName: (@Sendable () -> String)? = nil
        /// Its line in the Functions menu; nil: it is not there.
        public var meaning: (@Sendable () -> String)? = nil
        /// What an operand outside its domain is told (`CalculatorError.outsideDomain`);
        /// nil: "… is not defined for this number".
        var domainMessage: (@Sendable () -> String)? = nil
        /// Whether its operand or its value is an angle.
        public var angle: AngleRole = .none
        /// Its value jumps (an integer part): the graph never joins across a jump.
        public var jumps: Bool = false
        /// What it does to a quantity's unit.
        var units: UnitRule = .plainNumber
        /// Where a real operand must lie.
        var domain: Domain = .everywhere
        /// Its value: exact where the mathematics is, a certain `Real` otherwise (`Number+…`).
        var exact: @Sendable (Number, AngleUnit) -> Value
        /// Its interval, computed in place from the operand's (in radians for an angle):
        /// `RealMath.unary`, after the domain was decided.
        var interval: @Sendable (Interval) -> Void
        /// Its value in `Double` in radians, NaN where the brain gives an error (the graph).
        public var double: @Sendable (Double) -> Double
        /// Its derivative at `u`, given its value `v` there, in radians (the graph's key points).
        public var slope: @Sendable (_ u: Double, _ v: Double) -> Double
    }

    /// The operation's row, built once: the evaluator reads it at every operation.
    public var entry: Entry { Self.rows[self]! }  // every case has its row

    private static let rows = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.row) })

    /// The table (the one place where operations of one operand are listed).
    private var row: Entry {
        typealias E = Entry
        typealias M = DoubleMath
        let mpfi = RealMath.inPlace, point = RealMath.pointFirst
        switch self {
        case .squareRoot:
            return E(name: "√", alias: "sqrt", group: .arithmetic, keyName: { tr("square root") },
                     units: .root(2), domain: .nonNegative, exact: { x, _ in x.squareRoot() },
                     interval: { x in RealMath.cutBelowZero(x); RealMath.apply(mpfi_sqrt, x) },
                     double: { $0.squareRoot() }, slope: { _, v in 1 / (2 * v) })
        case .cubeRoot:
            return E(name: "∛", alias: "cbrt", group: .arithmetic, keyName: { tr("cube root") },
                     units: .root(3), exact: { x, _ in x.cubeRoot() }, interval: mpfi(mpfi_cbrt),
                     double: M.cubeRoot, slope: { _, v in 1 / (3 * v * v) })
        case .square:
            return E(name: "²", keyAliases: ["sq"], group: .arithmetic, keyName: { tr("square") },
                     units: .squares, exact: { x, _ in x.applying(.multiply, x) }, interval: mpfi(mpfi_sqr),
                     double: { $0 * $0 }, slope: { u, _ in 2 * u })
        case .reciprocal:
            return E(name: "1/x", keyAliases: ["inv"], group: .arithmetic, keyName: { tr("reciprocal") },
                     units: .inverts, exact: { x, _ in Number(1).applying(.divide, x) }, interval: mpfi(mpfi_inv),
                     double: { 1 / $0 }, slope: { u, _ in -1 / (u * u) })
        case .negate:
            return E(name: "−", keyAliases: ["neg", "+/-"], group: .arithmetic, keyName: { tr("change sign") },
                     units: .keeps, exact: { x, _ in x.negated() }, interval: mpfi(mpfi_neg),
                     double: { -$0 }, slope: { _, _ in -1 })
        case .factorial:
            return E(name: "!", keyAliases: ["fact"], group: .integers, keyName: { tr("factorial") },
                     meaning: { tr("Factorial; Γ(x + 1) for fractions") },
                     domainMessage: { tr("Factorial of a negative whole number is undefined") }, domain: .gammaPoles,
                     exact: { x, _ in x.factorial() }, interval: { RealMath.factorial($0) },
                     double: M.factorial, slope: { _, _ in .nan })
        case .sin:
            return E(name: "sin", group: .trigonometry, keyName: { tr("sine") }, angle: .operand, units: .angle,
                     exact: { x, a in x.trigonometric(.sin, angle: a) }, interval: point(CMPFR_SIN, mpfi_sin),
                     double: M.sine, slope: { u, _ in M.cosine(u) })
        case .cos:
            return E(name: "cos", group: .trigonometry, keyName: { tr("cosine") }, angle: .operand, units: .angle,
                     exact: { x, a in x.trigonometric(.cos, angle: a) }, interval: point(CMPFR_COS, mpfi_cos),
                     double: M.cosine, slope: { u, _ in -M.sine(u) })
        case .tan:
            return E(name: "tan", group: .trigonometry, keyName: { tr("tangent") },
                     domainMessage: { tr("Tangent of 90° (plus any multiple of 180°) is undefined") },
                     angle: .operand, units: .angle, domain: .tangentPoles, exact: { x, a in x.trigonometric(.tan, angle: a) },
                     interval: point(CMPFR_TAN, mpfi_tan), double: M.tangent, slope: { _, v in 1 + v * v })
        case .asin:
            return E(name: "sin⁻¹", group: .trigonometry, keyName: { tr("arcsine") },
                     // TRANSLATORS: %s is the name of an inverse function: sin⁻¹ or cos⁻¹.
                     domainMessage: { tr("%s needs a number from −1 to 1").filled("sin⁻¹") }, angle: .value,
                     domain: .unitInterval, exact: { x, a in x.trigonometric(.asin, angle: a) },
                     interval: { x in RealMath.cutToUnit(x); RealMath.apply(mpfi_asin, x) },
                     double: M.arcsine, slope: { u, _ in 1 / (1 - u * u).squareRoot() })
        case .acos:
            return E(name: "cos⁻¹", group: .trigonometry, keyName: { tr("arccosine") },
                     // TRANSLATORS: %s is the name of an inverse function: sin⁻¹ or cos⁻¹.
                     domainMessage: { tr("%s needs a number from −1 to 1").filled("cos⁻¹") }, angle: .value,
                     domain: .unitInterval, exact: { x, a in x.trigonometric(.acos, angle: a) },
                     interval: { x in RealMath.cutToUnit(x); RealMath.apply(mpfi_acos, x) },
                     double: M.arccosine, slope: { u, _ in -1 / (1 - u * u).squareRoot() })
        case .atan:
            // Its exact points first in degrees too (they convert after): an enclosure as
            // valid as the interval's, and no wider.
            return E(name: "tan⁻¹", group: .trigonometry, keyName: { tr("arctangent") }, angle: .value,
                     exact: { x, a in x.trigonometric(.atan, angle: a) }, interval: point(CMPFR_ATAN, mpfi_atan),
                     double: M.arctangent, slope: { u, _ in 1 / (1 + u * u) })
        case .ln:
            return E(name: "ln", group: .logarithms, keyName: { tr("natural logarithm") }, domain: .positive,
                     exact: { x, _ in x.logarithm(base10: false) }, interval: point(CMPFR_LOG, mpfi_log),
                     double: M.naturalLogarithm, slope: { u, _ in 1 / u })
        case .log:
            return E(name: "log", group: .logarithms, keyName: { tr("common logarithm") }, domain: .positive,
                     exact: { x, _ in x.logarithm(base10: true) }, interval: point(CMPFR_LOG10, mpfi_log10),
                     double: M.commonLogarithm, slope: { u, _ in 1 / (u * M.ln10) })
        case .exp:
            return E(name: "eˣ", alias: "exp", group: .logarithms, keyName: { tr("exponential") },
                     exact: { x, _ in x.exponential() }, interval: point(CMPFR_EXP, mpfi_exp),
                     double: M.exponential, slope: { _, v in v })
        case .percent:
            return E(name: "%", group: .arithmetic, keyName: { tr("percent") }, units: .keeps,
                     exact: { x, _ in x.applying(.divide, Number(100)) }, interval: { x in _ = mpfi_div_ui(x.pointer, x.pointer, 100) },
                     double: { $0 / 100 }, slope: { _, _ in 0.01 })
        case .abs:
            return E(name: "abs", group: .rounding, meaning: { tr("Absolute value") },
                     exact: { x, _ in x.rounding(.abs) }, interval: mpfi(mpfi_abs),
                     double: { Swift.abs($0) }, slope: { u, _ in u < 0 ? -1 : 1 })
        case .sgn:
            return E(name: "sgn", group: .rounding, meaning: { tr("Sign: −1, 0 or 1") }, jumps: true,
                     domain: .exactOnly, exact: { x, _ in x.rounding(.sgn) }, interval: RealMath.undefined,
                     double: { $0 > 0 ? 1 : $0 < 0 ? -1 : $0.isNaN ? .nan : 0 }, slope: { _, _ in 0 })
        case .floor:
            return E(name: "floor", group: .rounding, meaning: { tr("The integer below") }, jumps: true,
                     domain: .exactOnly, exact: { x, _ in x.rounding(.floor) }, interval: RealMath.undefined,
                     double: { $0.rounded(.down) }, slope: { _, _ in 0 })
        case .ceil:
            return E(name: "ceil", group: .rounding, meaning: { tr("The integer above") }, jumps: true,
                     domain: .exactOnly, exact: { x, _ in x.rounding(.ceil) }, interval: RealMath.undefined,
                     double: { $0.rounded(.up) }, slope: { _, _ in 0 })
        case .round:
            return E(name: "round", group: .rounding, meaning: { tr("The nearest integer, halves away from zero") },
                     jumps: true, domain: .exactOnly, exact: { x, _ in x.rounding(.round) }, interval: RealMath.undefined,
                     double: { $0.rounded(.toNearestOrAwayFromZero) }, slope: { _, _ in 0 })
        case .trunc:
            return E(name: "trunc", alias: "int", group: .rounding, meaning: { tr("The integer toward zero") },
                     jumps: true, domain: .exactOnly, exact: { x, _ in x.rounding(.trunc) }, interval: RealMath.undefined,
                     double: { $0.rounded(.towardZero) }, slope: { _, _ in 0 })
        case .frac:
            return E(name: "frac", group: .rounding, meaning: { tr("What trunc drops: x − trunc(x)") }, jumps: true,
                     domain: .exactOnly, exact: { x, _ in x.rounding(.frac) }, interval: RealMath.undefined,
                     double: { $0 - $0.rounded(.towardZero) }, slope: { _, _ in 1 })
        case .sinh:
            return E(name: "sinh", group: .hyperbolic, meaning: { tr("Hyperbolic sine") },
                     exact: { x, _ in x.hyperbolic(.sinh) }, interval: mpfi(mpfi_sinh),
                     double: M.hyperbolicSine, slope: { u, _ in M.hyperbolicCosine(u) })
        case .cosh:
            return E(name: "cosh", group: .hyperbolic, meaning: { tr("Hyperbolic cosine") },
                     exact: { x, _ in x.hyperbolic(.cosh) }, interval: mpfi(mpfi_cosh),
                     double: M.hyperbolicCosine, slope: { u, _ in M.hyperbolicSine(u) })
        case .tanh:
            return E(name: "tanh", group: .hyperbolic, meaning: { tr("Hyperbolic tangent") },
                     exact: { x, _ in x.hyperbolic(.tanh) }, interval: mpfi(mpfi_tanh),
                     double: M.hyperbolicTangent, slope: { _, v in 1 - v * v })
        case .asinh:
            return E(name: "asinh", group: .hyperbolic, meaning: { tr("Inverse hyperbolic sine") },
                     exact: { x, _ in x.hyperbolic(.asinh) }, interval: mpfi(mpfi_asinh),
                     double: M.areaSine, slope: { u, _ in 1 / (u * u + 1).squareRoot() })
        case .acosh:
            return E(name: "acosh", group: .hyperbolic, meaning: { tr("Inverse hyperbolic cosine") },
                     domainMessage: { tr("acosh needs a number of at least 1") },
                     domain: .atLeastOne, exact: { x, _ in x.hyperbolic(.acosh) },
                     interval: { x in RealMath.cutBelowOne(x); RealMath.apply(mpfi_acosh, x) },
                     double: M.areaCosine, slope: { u, _ in 1 / (u * u - 1).squareRoot() })
        case .atanh:
            return E(name: "atanh", group: .hyperbolic, meaning: { tr("Inverse hyperbolic tangent") },
                     domainMessage: { tr("atanh needs a number between −1 and 1") },
                     domain: .openUnitInterval, exact: { x, _ in x.hyperbolic(.atanh) }, interval: mpfi(mpfi_atanh),
                     double: { Swift.abs($0) < 1 ? M.areaTangent($0) : .nan }, slope: { u, _ in 1 / (1 - u * u) })
        case .log2:
            return E(name: "log₂", alias: "log2", group: .logarithms, meaning: { tr("Logarithm to base 2") },
                     domain: .positive, exact: { x, _ in x.binaryLogarithm() }, interval: mpfi(mpfi_log2),
                     double: { $0 > 0 ? M.binaryLogarithm($0) : .nan }, slope: { u, _ in 1 / (u * M.ln2) })
        }
    }

    // MARK: - Read from the table

    /// The operations with a key of their own on the keypad (docs/behaviour.md §1); the
    /// functions of §15 are written (formula line, `--keys`) instead.
    public static let keypadCases: [UnaryOperation] = allCases.filter { !$0.isWrittenOnly }

    /// True for a function of docs/behaviour.md §15, which has no key on the keypad.
    public var isWrittenOnly: Bool { entry.keyName == nil }

    /// True for the trigonometric functions whose argument is an angle.
    public var takesAngle: Bool { entry.angle == .operand }

    /// The name descriptions write in function notation (`sin⁻¹(…)`) and error messages
    /// use (`!` for factorial).
    public var functionName: String { entry.name }

    /// The ASCII name `--keys` and formulas accept besides the raw value (`sqrt`), if any.
    public var alias: String? { entry.alias }

    /// Every name `--keys` reads it by, its token first: `∛ cbrt`, `x² sq`.
    public var keyNames: [String] { [rawValue] + [alias].compactMap { $0 } + entry.keyAliases }

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

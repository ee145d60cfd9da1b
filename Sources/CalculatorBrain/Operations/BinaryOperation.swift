import CMPFR
import Localization

/// An operation of two operands, written infix in descriptions (`7 mod 3`) or as a
/// function of two arguments (`gcd(12; 18)`). Each case's raw value is its canonical key
/// token and its name in saved programs (docs/behaviour.md §1): never rename one.
///
/// Everything else Cerebrum knows of an operation is its row in `entry`, below: adding
/// one is a case, a row, its mathematics and its texts in `po/` (docs/architecture.md,
/// "How to add an operation").
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

    /// One row of the table.
    public struct Entry: Sendable {
        /// The infix symbol in descriptions (`^` for powers), or a function's name (`log`).
        public var symbol: String
        /// More names `--keys` accepts (`*`).
        public var keyAliases: [String] = []
        /// How tightly it binds: `+ −` below `× ÷` below `^`; `.atom` for a function
        /// of two arguments, written `gcd(12; 18)`.
        public var precedence: Precedence
        /// Where `--help` and the Functions menu list it.
        public var group: OperationGroup
        /// What a screen reader says for its key; nil: it has no key.
        public var keyName: (@Sendable () -> String)? = nil
        /// Its line in the Functions menu; nil: it is not there.
        public var meaning: (@Sendable () -> String)? = nil
        /// What operands outside its domain are told (`CalculatorError.outsideDomain`);
        /// nil: "… is not defined for this number".
        var domainMessage: (@Sendable () -> String)? = nil
        /// The arguments the Functions menu names (`a; b`), for a function of two arguments.
        public var arguments: String? = nil
        /// How an operand on its right of the same level reads: `.full` for `+ ×`, which
        /// regroup (`3 + (5 − 4)` prints `3 + 5 − 4`), `.right` for `^` (`2^3^2` is
        /// 2^(3^2)), `.left` for the rest (`7 − (3 − 1)` keeps its parentheses).
        var associativity: Associativity = .left
        /// What it does to quantities' units (docs/behaviour.md §16).
        var units: BinaryUnitRule = .plainNumbers
        /// Defined only for whole operands: the graph draws dots.
        public var wholeOperands = false
        /// Its value jumps (`mod`): the graph never joins across a jump.
        public var jumps = false
        /// Where real operands must lie, decided on their true values (`Real.make`).
        var domain: BinaryDomain = .everywhere
        /// Its value: exact where the mathematics is, a certain `Real` otherwise (`Number+…`).
        var exact: @Sendable (Number, Number) -> Value
        /// Its interval from its operands' (`RealMath.binary`), after the domain was
        /// decided; the exponent's operand is given for whole powers.
        var interval: @Sendable (_ result: Interval, _ a: Interval, _ b: Interval, _ exponent: RealNode.Operand) -> Void
        /// Its value in `Double`, NaN where the brain gives an error (the graph).
        public var double: @Sendable (Double, Double) -> Double
        /// Its derivative `dv` from the operands `u`, `w`, their derivatives `du`, `dw`
        /// and its value `v` (the graph's key points).
        public var slope: @Sendable (_ u: Double, _ du: Double, _ w: Double, _ dw: Double, _ v: Double) -> Double
    }

    /// The operation's row, built once: the evaluator reads it at every operation.
    public var entry: Entry { Self.rows[self]! }  // every case has its row

    private static let rows = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.row) })

    /// The table (the one place where operations of two operands are listed).
    private var row: Entry {
        typealias E = Entry
        typealias M = DoubleMath
        let function = RealMath.inPlace2, exactOnly = RealMath.undefined2
        switch self {
        case .add:
            return E(symbol: "+", precedence: .additive, group: .arithmetic, keyName: { tr("add") },
                     associativity: .full, units: .sum, exact: { a, b in a.arithmetic(.add, b) }, interval: function(mpfi_add),
                     double: { $0 + $1 }, slope: { _, du, _, dw, _ in du + dw })
        case .subtract:
            return E(symbol: "−", keyAliases: ["-"], precedence: .additive, group: .arithmetic, keyName: { tr("subtract") },
                     units: .sum, exact: { a, b in a.arithmetic(.subtract, b) }, interval: function(mpfi_sub),
                     double: { $0 - $1 }, slope: { _, du, _, dw, _ in du - dw })
        case .multiply:
            return E(symbol: "×", keyAliases: ["*"], precedence: .multiplicative, group: .arithmetic,
                     keyName: { tr("multiply") }, associativity: .full, units: .product, exact: { a, b in a.arithmetic(.multiply, b) }, interval: function(mpfi_mul),
                     double: { $0 * $1 }, slope: { u, du, w, dw, _ in du * w + u * dw })
        case .divide:
            return E(symbol: "÷", keyAliases: ["/"], precedence: .multiplicative, group: .arithmetic,
                     keyName: { tr("divide") }, units: .product, domain: .nonZeroDivisor, exact: { a, b in a.arithmetic(.divide, b) },
                     interval: function(mpfi_div),
                     double: { $0 / $1 }, slope: { u, du, w, dw, _ in (du * w - u * dw) / (w * w) })
        case .power:
            return E(symbol: "^", keyAliases: ["^"], precedence: .power, group: .arithmetic, keyName: { tr("power") },
                     domainMessage: { tr("Fractional power of a negative number") },
                     associativity: .right, units: .power, domain: .power, exact: { a, b in a.power(b) }, interval: RealMath.power, double: M.power,
                     slope: { u, du, w, dw, v in
                         // A term whose operand does not move is 0, even where its factor is
                         // not finite (0^y along y, x^0 at 0 along x).
                         (du == 0 || w == 0 ? 0 : w * M.power(u, w - 1) * du) + (dw == 0 || v == 0 ? 0 : v * M.naturalLogarithm(u) * dw)
                     })
        case .modulo:
            return E(symbol: "mod", precedence: .multiplicative, group: .integers, keyName: { tr("modulo") },
                     meaning: { tr("Remainder, with the sign of y") }, domainMessage: { tr("x mod 0 is undefined") }, jumps: true, domain: .exactOnly,
                     exact: { a, b in a.modulo(b) }, interval: exactOnly, double: M.modulo,
                     slope: { u, du, w, dw, _ in du - (u / w).rounded(.down) * dw })
        case .gcd:
            return E(symbol: "gcd", precedence: .atom, group: .integers, meaning: { tr("Greatest common divisor") },
                     // TRANSLATORS: %s is gcd or lcm.
                     domainMessage: { tr("%s needs whole numbers").filled("gcd") },
                     arguments: "a; b", wholeOperands: true, domain: .exactOnly,
                     exact: { a, b in a.wholeFunction(.gcd, b) }, interval: exactOnly,
                     double: { M.divisor(gcd: true, $0, $1) }, slope: { _, _, _, _, _ in .nan })
        case .lcm:
            return E(symbol: "lcm", precedence: .atom, group: .integers, meaning: { tr("Least common multiple") },
                     // TRANSLATORS: %s is gcd or lcm.
                     domainMessage: { tr("%s needs whole numbers").filled("lcm") },
                     arguments: "a; b", wholeOperands: true, domain: .exactOnly,
                     exact: { a, b in a.wholeFunction(.lcm, b) }, interval: exactOnly,
                     double: { M.divisor(gcd: false, $0, $1) }, slope: { _, _, _, _, _ in .nan })
        case .combinations:
            return E(symbol: "ncr", precedence: .atom, group: .integers,
                     meaning: { tr("Combinations: k of n, in any order") },
                     // TRANSLATORS: %s is ncr or npr (combinations, permutations of n things k at a time).
                     domainMessage: { tr("%s needs whole numbers n and k of at least 0").filled("ncr") },
                     arguments: "n; k", wholeOperands: true,
                     domain: .exactOnly, exact: { a, b in a.wholeFunction(.combinations, b) }, interval: exactOnly,
                     double: { M.arrangements(combinations: true, $0, $1) }, slope: { _, _, _, _, _ in .nan })
        case .permutations:
            return E(symbol: "npr", precedence: .atom, group: .integers,
                     meaning: { tr("Permutations: k of n, in order") },
                     // TRANSLATORS: %s is ncr or npr (combinations, permutations of n things k at a time).
                     domainMessage: { tr("%s needs whole numbers n and k of at least 0").filled("npr") },
                     arguments: "n; k", wholeOperands: true,
                     domain: .exactOnly, exact: { a, b in a.wholeFunction(.permutations, b) }, interval: exactOnly,
                     double: { M.arrangements(combinations: false, $0, $1) }, slope: { _, _, _, _, _ in .nan })
        case .logBase:
            return E(symbol: "log", precedence: .atom, group: .logarithms, meaning: { tr("Logarithm to base b") },
                     domainMessage: { tr("The base of a logarithm must be positive and not 1") },
                     arguments: "x; b", domain: .logarithm, exact: { a, b in a.logarithm(base: b) },
                     interval: RealMath.logarithm, double: M.logarithm,
                     slope: { u, du, w, dw, v in (du / u - v * dw / w) / M.naturalLogarithm(w) })
        }
    }

    // MARK: - Read from the table

    /// The infix symbol in descriptions (`^` for powers), or a function's name (`log`).
    public var symbol: String { entry.symbol }

    /// Every name `--keys` reads it by, its token first: `× *`.
    public var keyNames: [String] { [rawValue] + entry.keyAliases }

    /// The operations with a key on the keypad (docs/behaviour.md §1): `+ − × ÷ xʸ mod`.
    public static let keypadCases: [BinaryOperation] = allCases.filter { $0.entry.keyName != nil }

    /// True for an operation written as a function of two arguments, `gcd(12; 18)`,
    /// rather than infix.
    public var isFunctionNotation: Bool { precedence == .atom }

    /// `+` and `−`, after which `b%` means b percent of the left operand (`200 + 15%` is
    /// 230, `200 − 15%` is 170), as on pocket calculators and in GNOME Calculator.
    public var isPercentOfLeft: Bool { self == .add || self == .subtract }

    /// How tightly it binds: `+ −` below `× ÷` below `^`.
    public var precedence: Precedence { entry.precedence }
}

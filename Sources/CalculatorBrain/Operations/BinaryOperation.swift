import Localization

/// An operation of two operands, written infix in descriptions (`7 mod 3`) or as a
/// function of two arguments (`gcd(12; 18)`). Each case's raw value is its canonical key
/// token and its name in saved programs (docs/behaviour.md §1): never rename one.
///
/// Everything else Cerebrum knows of an operation is its row in `entry`, and its
/// mathematics: `Number.applying(_:_:)` (exact), `RealMath.binary` (interval) and the
/// graph's `CompiledFunction.function` (`Double`), whose switches the compiler lists
/// (docs/architecture.md, "How to add an operation").
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
        /// The arguments the Functions menu names (`a; b`), for a function of two arguments.
        public var arguments: String? = nil
        /// Defined only for whole operands: the graph draws dots.
        public var wholeOperands = false
        /// Its value jumps (`mod`): the graph never joins across a jump.
        public var jumps = false
    }

    /// The table (the one place where operations of two operands are listed).
    public var entry: Entry {
        typealias E = Entry
        switch self {
        case .add: return E(symbol: "+", precedence: .additive, group: .arithmetic, keyName: { tr("add") })
        case .subtract: return E(symbol: "−", keyAliases: ["-"], precedence: .additive, group: .arithmetic, keyName: { tr("subtract") })
        case .multiply: return E(symbol: "×", keyAliases: ["*"], precedence: .multiplicative, group: .arithmetic, keyName: { tr("multiply") })
        case .divide: return E(symbol: "÷", keyAliases: ["/"], precedence: .multiplicative, group: .arithmetic, keyName: { tr("divide") })
        case .power: return E(symbol: "^", keyAliases: ["^"], precedence: .power, group: .arithmetic, keyName: { tr("power") })
        case .modulo:
            return E(symbol: "mod", precedence: .multiplicative, group: .integers, keyName: { tr("modulo") },
                     meaning: { tr("Remainder, with the sign of y") }, jumps: true)
        case .gcd:
            return E(symbol: "gcd", precedence: .atom, group: .integers, meaning: { tr("Greatest common divisor") },
                     arguments: "a; b", wholeOperands: true)
        case .lcm:
            return E(symbol: "lcm", precedence: .atom, group: .integers, meaning: { tr("Least common multiple") },
                     arguments: "a; b", wholeOperands: true)
        case .combinations:
            return E(symbol: "ncr", precedence: .atom, group: .integers,
                     meaning: { tr("Combinations: k of n, in any order") }, arguments: "n; k", wholeOperands: true)
        case .permutations:
            return E(symbol: "npr", precedence: .atom, group: .integers,
                     meaning: { tr("Permutations: k of n, in order") }, arguments: "n; k", wholeOperands: true)
        case .logBase:
            return E(symbol: "log", precedence: .atom, group: .logarithms, meaning: { tr("Logarithm to base b") },
                     arguments: "x; b")
        }
    }

    // MARK: - Read from the table

    /// The infix symbol in descriptions (`^` for powers), or a function's name (`log`).
    public var symbol: String { entry.symbol }

    /// The operations with a key on the keypad (docs/behaviour.md §1): `+ − × ÷ xʸ`.
    public static let keypadCases: [BinaryOperation] = allCases.filter { $0.entry.group == .arithmetic }

    /// True for an operation written as a function of two arguments, `gcd(12; 18)`,
    /// rather than infix.
    public var isFunctionNotation: Bool { precedence == .atom }

    /// `+` and `−`, after which `b%` means b percent of the left operand (`200 + 15%` is
    /// 230, `200 − 15%` is 170), as on pocket calculators and in GNOME Calculator.
    public var isPercentOfLeft: Bool { self == .add || self == .subtract }

    /// How tightly it binds: `+ −` below `× ÷` below `^`.
    public var precedence: Precedence { entry.precedence }
}

/// One token of a formula (docs/behaviour.md §11), as `FormulaLexer` reads it.
enum FormulaToken: Equatable, Sendable {
    /// What a known name stands for.
    enum Name: Equatable, Sendable {
        case constant(Constant)
        case variable(String)
        /// A function written with its name (`sin`, `sqrt`, `log10`…).
        case function(UnaryOperation)
        /// A function of two arguments (`gcd`, `ncr`…), written `gcd(a; b)` (docs/behaviour.md §15).
        case function2(BinaryOperation)
        /// `ans`: the displayed value, which a typed formula continues from (docs/behaviour.md §13).
        case previous
        /// A unit or currency (`km`, `°C`, `USD`; docs/behaviour.md §16).
        case unit(UnitReference)
        /// A physical constant: an index into `PhysicalConstant.all`.
        case physicalConstant(Int32)
    }

    case number(Number)
    case name(Name)
    /// A run of superscript digits with an optional `⁻`: `²` is 2, `⁻¹` is −1.
    case superscript(Number)
    case plus, minus, times, divide, power, factorial, percent
    /// A sign written before its operand: `√`.
    case prefix(UnaryOperation)
    case open, close
    /// `;` (and `,` where it is not the decimal mark): between a function's arguments.
    case separator
    /// `mod`, the floored modulo, an operator of the level of `×` and `÷`.
    case modulo
    /// `to`, `→`, `->`: the conversion to the unit after it (`in` is a unit token the parser
    /// may read as this).
    case convert
    case end

    /// Whether this token can start an operand, so that after another operand it means an
    /// implicit multiplication (`2π`, `2(3 + 4)`, `x y`).
    var startsOperand: Bool {
        switch self {
        case .number, .name, .prefix, .open: true
        default: false
        }
    }
}

/// A parsed formula (docs/behaviour.md §11): its text and its expression tree, stored flat with every
/// operand before the operation that uses it, as `ExpressionGraph` stores trees.
struct Formula: Sendable {
    /// What one node computes.
    enum Kind: Equatable, Sendable {
        case number(Number)
        case constant(Constant)
        case variable(String)
        /// `ans`: the operand the formula continues from, the displayed one (docs/behaviour.md §13).
        case previous
        case unary(UnaryOperation)
        case binary(BinaryOperation)
        /// A unit named in the formula (`km`, `°C`, `USD`; docs/behaviour.md §16).
        case unit(UnitReference)
        /// A physical constant (`c`, `planck`): an index into `PhysicalConstant.all`.
        case physicalConstant(Int32)
        /// `a to b` (also `→`, `in`): `a` in the unit `b`, or in the base `b`.
        case convert
        /// The base after `to` (`to hex`, docs/behaviour.md §18): only ever a conversion's target.
        case base(IntegerBase)
    }

    struct Node: Sendable {
        var kind: Kind
        /// The operand of a unary operation, the left operand of a binary one; -1 if none.
        var first: Int32 = -1
        /// The right operand of a binary operation; -1 if none.
        var second: Int32 = -1
        /// Where an operator stands in the text (a unit error's column); -1 if unknown.
        var position: Int32 = -1
        var length: Int32 = 0
    }

    /// The text as the user wrote it, its numbers written plainly (`.` decimal point, no
    /// grouping: `1.000,5` in `de_DE` is kept as `1000.5`); it is what the saved state
    /// keeps and replays, in any locale.
    let text: String
    /// The tree's nodes, operands first. A node nothing refers to (the `e` of `e ^ x`,
    /// which becomes `exp`) is left in place, unused.
    let nodes: [Node]
    /// The index of the root node.
    let root: Int32

    /// True when the formula names a unit, a currency or a physical constant, or
    /// converts (to a unit or a base): it is computed as a quantity (docs/behaviour.md §16).
    var hasUnits: Bool {
        nodes.contains {
            switch $0.kind {
            case .unit, .physicalConstant, .convert, .base: true
            default: false
            }
        }
    }

    /// True when the formula reads one of `variables` (those holding a quantity): it is
    /// then computed as a quantity too.
    func names(_ variables: Set<String>) -> Bool {
        !variables.isEmpty && nodes.contains {
            if case .variable(let name) = $0.kind { variables.contains(name) } else { false }
        }
    }

    /// Parses `text`; `format`'s formula mark is accepted besides `.` (the locale's).
    init(_ text: String, format: NumberFormat = .plain) throws(FormulaError) {
        var parser = FormulaParser(text, format: format)
        (nodes, root) = try parser.parse()
        self.text = parser.plainText
    }
}

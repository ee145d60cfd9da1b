import CalculatorBrain
import CalculatorController
import Localization

/// The window's Functions menu (docs/behaviour.md §8, §15), as GNOME Calculator's "f(x)":
/// the functions that have no key, by group, each with a line saying what it does.
/// Choosing one types it into the formula line (`abs(`, ` mod `); in RPN mode it applies
/// its key to the stack.
public enum FunctionsMenu {
    /// One function.
    public struct Item: Equatable, Sendable {
        /// What the menu shows: `abs(x)`, `x mod y`.
        public var label: String
        /// What it does, in a line.
        public var meaning: String
        /// What choosing it types into the formula line.
        public var written: String
        /// Its key (RPN mode, `--keys`).
        public var key: Key
    }

    /// A titled group of functions.
    public struct Group: Equatable, Sendable {
        public var title: String
        public var items: [Item]
    }

    /// The groups in order.
    public static var groups: [Group] {
        func unary(_ op: UnaryOperation, _ meaning: String) -> Item {
            let name = op.formulaName ?? op.rawValue
            return Item(label: name + "(x)", meaning: meaning, written: name + "(", key: .unary(op))
        }
        func binary(_ op: BinaryOperation, _ arguments: String, _ meaning: String) -> Item {
            Item(label: op.symbol + "(" + arguments + ")", meaning: meaning, written: op.symbol + "(", key: .binary(op))
        }
        return [
            Group(title: tr("Rounding"), items: [
                unary(.abs, tr("Absolute value")),
                unary(.sgn, tr("Sign: −1, 0 or 1")),
                unary(.floor, tr("The integer below")),
                unary(.ceil, tr("The integer above")),
                unary(.round, tr("The nearest integer, halves away from zero")),
                unary(.trunc, tr("The integer toward zero")),
                unary(.frac, tr("What trunc drops: x − trunc(x)")),
            ]),
            Group(title: tr("Integers"), items: [
                Item(label: "x mod y", meaning: tr("Remainder, with the sign of y"), written: " mod ",
                     key: .binary(.modulo)),
                binary(.gcd, "a; b", tr("Greatest common divisor")),
                binary(.lcm, "a; b", tr("Least common multiple")),
                binary(.combinations, "n; k", tr("Combinations: k of n, in any order")),
                binary(.permutations, "n; k", tr("Permutations: k of n, in order")),
                Item(label: "x!", meaning: tr("Factorial; Γ(x + 1) for fractions"), written: "!",
                     key: .unary(.factorial)),
            ]),
            Group(title: tr("Hyperbolic"), items: [
                unary(.sinh, tr("Hyperbolic sine")),
                unary(.cosh, tr("Hyperbolic cosine")),
                unary(.tanh, tr("Hyperbolic tangent")),
                unary(.asinh, tr("Inverse hyperbolic sine")),
                unary(.acosh, tr("Inverse hyperbolic cosine")),
                unary(.atanh, tr("Inverse hyperbolic tangent")),
            ]),
            Group(title: tr("Logarithms"), items: [
                binary(.logBase, "x; b", tr("Logarithm to base b")),
                unary(.log2, tr("Logarithm to base 2")),
            ]),
        ]
    }

    /// Every item, group after group: the index the menu sends.
    public static var items: [Item] { groups.flatMap(\.items) }
}

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

    /// The groups in order: the operations whose table row has a line for this menu
    /// (`meaning`), by their group, those of two operands first.
    public static var groups: [Group] {
        OperationGroup.allCases.compactMap { group in
            let binary = BinaryOperation.allCases.compactMap { op -> Item? in
                let entry = op.entry
                guard entry.group == group, let meaning = entry.meaning else { return nil }
                guard let arguments = entry.arguments else {  // infix: `x mod y`
                    return Item(label: "x \(entry.symbol) y", meaning: meaning(), written: " \(entry.symbol) ", key: .binary(op))
                }
                return Item(label: entry.symbol + "(" + arguments + ")", meaning: meaning(), written: entry.symbol + "(",
                            key: .binary(op))
            }
            let unary = UnaryOperation.allCases.compactMap { op -> Item? in
                let entry = op.entry
                guard entry.group == group, let meaning = entry.meaning else { return nil }
                guard let name = op.formulaName else {  // a postfix sign: `x!`
                    return Item(label: op.rawValue, meaning: meaning(), written: entry.name, key: .unary(op))
                }
                return Item(label: name + "(x)", meaning: meaning(), written: name + "(", key: .unary(op))
            }
            let items = binary + unary
            return items.isEmpty ? nil : Group(title: group.title, items: items)
        }
    }

    /// Every item, group after group: the index the menu sends.
    public static var items: [Item] { groups.flatMap(\.items) }
}

import CalculatorBrain
import CalculatorController
import Localization

/// Programmer mode's keypad (docs/behaviour.md §18), 6 columns by 7 rows: the hex digits,
/// the bitwise operators, shifts and rotations, the digits and the integer arithmetic.
/// Keys the other modes have (digits, `+`, `=`, `C`, memory) send their own key and keep
/// its label and spoken name; the others send `WindowCommand.programmerType` with the
/// text they add to the formula.
public enum ProgrammerKeypad {
    public static let columns = 6

    /// One key.
    public struct Button: Sendable {
        public var label: String
        /// What a screen reader speaks.
        public var accessibleName: String
        public var command: WindowCommand
        /// What comes with `command` (`A`, ` and `); nil for a calculator key.
        public var text: String?
        /// The digit it types (0–15), which a smaller base disables; nil for the others.
        public var digit: Int?
        public var style: ButtonLayout.Button.Style
        public var row: Int
        public var column: Int

        /// The tooltip: its spoken name, capitalised.
        public var tooltip: String { accessibleName.prefix(1).uppercased() + accessibleName.dropFirst() }
    }

    /// Every key, row by row.
    public static let keys: [Button] = {
        var keys: [Button] = []
        func typed(_ label: String, _ name: String, _ text: String, _ row: Int, _ column: Int,
                   digit: Int? = nil, style: ButtonLayout.Button.Style = .operation) {
            keys.append(Button(label: label, accessibleName: name, command: .programmerType, text: text,
                            digit: digit, style: style, row: row, column: column))
        }
        func key(_ k: Key, _ row: Int, _ column: Int) {
            guard let button = ButtonLayout.buttons.first(where: { $0.key == k }) else { return }
            var digit: Int?
            if case .digit(let d) = k { digit = d }
            keys.append(Button(label: button.label, accessibleName: button.accessibleName, command: .key(k),
                            text: nil, digit: digit, style: button.style, row: row, column: column))
        }
        for (i, letter) in ["A", "B", "C", "D", "E", "F"].enumerated() {
            // TRANSLATORS: a hexadecimal digit's key, to a screen reader; %s is A to F.
            typed(letter, tr("hex digit %s").filled(letter), letter, 0, i, digit: 10 + i, style: .digit)
        }
        typed("and", tr("bitwise and"), " and ", 1, 0)
        typed("or", tr("bitwise or"), " or ", 1, 1)
        typed("xor", tr("bitwise exclusive or"), " xor ", 1, 2)
        typed("not", tr("bitwise not"), "not ", 1, 3)
        typed("nand", tr("bitwise not and"), " nand ", 1, 4)
        typed("nor", tr("bitwise not or"), " nor ", 1, 5)
        typed("<<", tr("shift left"), " << ", 2, 0)
        typed(">>", tr("shift right"), " >> ", 2, 1)
        typed("rol", tr("rotate left"), " rol ", 2, 2)
        typed("ror", tr("rotate right"), " ror ", 2, 3)
        typed("mod", tr("remainder"), " mod ", 2, 4)
        key(.backspace, 2, 5)
        for (row, digits) in [(3, [7, 8, 9]), (4, [4, 5, 6]), (5, [1, 2, 3]), (6, [0])] {
            for (column, d) in digits.enumerated() { key(.digit(d), row, column) }
        }
        typed("(", tr("open parenthesis"), "(", 3, 3)
        typed(")", tr("close parenthesis"), ")", 3, 4)
        key(.clear, 3, 5)
        key(.binary(.divide), 4, 3)
        key(.unary(.square), 4, 4)
        key(.store("M"), 4, 5)
        key(.binary(.multiply), 5, 3)
        key(.binary(.power), 5, 4)
        key(.variable("M"), 5, 5)
        key(.unary(.negate), 6, 1)
        key(.memoryAdd, 6, 2)
        key(.binary(.subtract), 6, 3)
        key(.binary(.add), 6, 4)
        key(.equals, 6, 5)
        return keys
    }()
}

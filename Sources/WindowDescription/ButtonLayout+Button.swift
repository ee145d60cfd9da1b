import CalculatorBrain
import CalculatorController

extension ButtonLayout {
    /// One button: what it shows, what a screen reader says, where it sits, what it sends.
    public struct Button: Hashable, Sendable {
        /// How the button is coloured (a CSS class of the same name).
        public enum Style: String, Sendable {
            case digit, operation, function, memory, equals, clear
        }

        /// Which grid the button is in.
        public enum Section: Sendable {
            case keypad, scientific
        }

        public var key: Key
        public var label: String
        /// What a screen reader speaks: a word, never the symbol (`square root`, not `√`).
        public var accessibleName: String
        /// The label and name in RPN mode, where `=` is `↵`; nil when they do not change.
        public var rpnLabel: String?
        public var rpnAccessibleName: String?
        public var style: Style
        public var section: Section
        public var row: Int
        public var column: Int
        /// Columns spanned.
        public var width: Int
        /// Shown only in RPN mode (`x⇄y`, `drop`), in the cell of an algebraic-only button.
        public var rpnOnly: Bool
        /// Shown only in algebraic mode (`rand`, `(`): its cell holds an RPN-only button in
        /// RPN mode, so switching modes moves no key (their texts remain typed names there).
        public var algebraicOnly: Bool
        /// What the tooltip says before the shortcut, when the name alone says too little.
        public var hint: String?

        init(_ key: Key, _ label: String, _ accessibleName: String, _ style: Style,
             _ section: Section, _ row: Int, _ column: Int, width: Int = 1,
             rpnOnly: Bool = false, algebraicOnly: Bool = false, hint: String? = nil,
             rpn: (label: String, name: String)? = nil) {
            self.key = key
            self.label = label
            self.accessibleName = accessibleName
            self.rpnLabel = rpn?.label
            self.rpnAccessibleName = rpn?.name
            self.style = style
            self.section = section
            self.row = row
            self.column = column
            self.width = width
            self.rpnOnly = rpnOnly
            self.algebraicOnly = algebraicOnly
            self.hint = hint
        }

        /// The key of an operation, named as its table row names it (`UnaryOperation.Entry.keyName`).
        init(_ key: Key, _ label: String, _ style: Style, _ section: Section, _ row: Int, _ column: Int,
             hint: String? = nil) {
            let name: String? = switch key {
            case .unary(let op): op.entry.keyName?()
            case .binary(let op): op.entry.keyName?()
            default: nil
            }
            guard let name else { preconditionFailure("an operation with a key has a key name in its table row") }
            self.init(key, label, name, style, section, row, column, hint: hint)
        }

        /// The tooltip: what the button does and its shortcut, `Square root (r)`.
        public var tooltip: String { Self.tooltip(hint ?? accessibleName, key) }

        /// The tooltip in RPN mode, nil when it does not change.
        public var rpnTooltip: String? { rpnAccessibleName.map { Self.tooltip($0, key) } }

        private static func tooltip(_ text: String, _ key: Key) -> String {
            KeyboardShortcuts.tooltip(text.prefix(1).uppercased() + text.dropFirst(), for: .key(key))
        }
    }
}

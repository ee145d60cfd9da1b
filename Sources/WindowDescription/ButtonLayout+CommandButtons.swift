import Localization

extension ButtonLayout {
    /// A button among the scientific keys that is not a key of the calculator: the
    /// Functions menu (docs/behaviour.md §8, §15). The form key `⇄ a/b` (§17) sits beside
    /// the display instead (`WindowTexts`' `form-…` texts).
    public struct CommandButton: Hashable, Sendable {
        /// What clicking sends; nil for the Functions menu, which opens its menu
        /// (`FunctionsMenu`, whose entries send `.insertFunction`).
        public var command: WindowCommand?
        public var label: String
        public var accessibleName: String
        public var tooltip: String
        public var row: Int
        public var column: Int
        public var width: Int
    }

    /// The scientific grid's row 5 beside `mod`: the Functions menu takes the rest of the
    /// row (four cells, the two the form key had before it moved beside the display).
    public static var commandButtons: [CommandButton] {
        [
            CommandButton(command: nil, label: "f(x)", accessibleName: tr("functions"),
                          tooltip: tr("Functions: abs, floor, mod, gcd, sinh, log to a base…"),
                          row: 5, column: 1, width: 4),
        ]
    }
}

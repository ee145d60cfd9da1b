import Localization

/// The window's primary menu (the header bar's ☰ button), as data.
public enum WindowMenu {
    /// One item: its label (with a `_` mnemonic), the GAction name the window registers
    /// for it (`win.<action>`), the command it sends and the menu section it sits in.
    public struct Item: Hashable, Sendable {
        public var label: String
        public var action: String
        public var command: WindowCommand
        public var section: Int

        /// The accelerator the menu shows next to the label: the command's first
        /// shortcut, nil when it has none.
        public var accelerator: String? {
            KeyboardShortcuts.shortcuts(for: command).first?.accelerator
        }
    }

    public static let items: [Item] = [
        Item(label: tr("_Copy"), action: "copy", command: .copy, section: 0),
        Item(label: tr("_Paste"), action: "paste", command: .paste, section: 0),
        Item(label: tr("Clear _History"), action: "clear-history", command: .clearHistory, section: 1),
        Item(label: tr("Next Number _Form"), action: "cycle-number-form", command: .cycleNumberForm, section: 1),
        Item(label: tr("_Unit Converter"), action: "converter", command: .toggleConverter, section: 1),
        // Programmer mode as GNOME Calculator chooses its modes, in the menu (a check item:
        // the header bar's RPN toggle and the window's 360 px have no room for a third
        // switch); Ctrl+R goes round the three (docs/behaviour.md §18).
        Item(label: tr("Progra_mmer Mode"), action: "programmer", command: .programmerMode(true), section: 1),
        Item(label: tr("Save _Graph As…"), action: "save-graph", command: .saveGraph, section: 3),
        Item(label: tr("Copy Graph as _Image"), action: "copy-graph", command: .copyGraph, section: 3),
        Item(label: tr("Pi_n Curve"), action: "pin-curve", command: .pinCurve, section: 3),
        Item(label: tr("_Remove Pinned Curve"), action: "unpin-curve", command: .unpinCurve, section: 3),
        Item(label: tr("Pr_eferences"), action: "preferences", command: .showPreferences, section: 2),
        Item(label: tr("_Keyboard Shortcuts"), action: "show-shortcuts", command: .showShortcuts, section: 2),
        Item(label: tr("_About Cerebrum"), action: "about", command: .about, section: 2),
    ]
}

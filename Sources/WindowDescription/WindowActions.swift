/// The window's commands that are GTK actions (`win.toggle-history`, `app.quit`): the
/// menu's items, the header bar's toggles (with a state: mode, angle unit, graph) and the
/// commands whose keys work everywhere in the window. GTK matches their accelerators,
/// set once from `KeyboardShortcuts` (`gtk_application_set_accels_for_action`); the
/// window's own key table keeps the rest, the keys an entry or a popover may need.
public enum WindowActions {
    /// One action.
    public struct Action: Hashable, Sendable {
        /// `win.<name>` or `app.<name>`.
        public var name: String
        /// What activating it sends; for a toggle, what switching it on sends.
        public var command: WindowCommand
        /// A toggle's command when switched off (nil: `command` either way).
        public var offCommand: WindowCommand?
        /// Whether it has a boolean state (the header bar's toggles show it).
        public var isToggle: Bool
        /// Whether it takes a string, sent as the command's text.
        public var takesText: Bool
        /// Whether it takes a menu entry's index (the Functions menu), sent as the text.
        public var takesIndex: Bool

        init(_ name: String, _ command: WindowCommand, off: WindowCommand? = nil, toggle: Bool = false,
             text: Bool = false, index: Bool = false) {
            self.name = name
            self.command = command
            self.offCommand = off
            self.isToggle = toggle
            self.takesText = text
            self.takesIndex = index
        }

        /// Its accelerators in GTK's syntax: the shortcuts of its command that work even
        /// in a text entry or a popover (`KeyboardShortcut.worksInTextEntries`), which is
        /// what GTK's accelerators do. The others (Ctrl+C, Ctrl+V) stay the window's keys,
        /// which leave an entry its own.
        public var accelerators: [String] {
            KeyboardShortcuts.shortcuts(for: command).filter(\.worksInTextEntries).map(\.accelerator)
        }
    }

    /// The header bar's toggles' actions (the shim binds its toggles to these names).
    public static let mode = "win.mode", angle = "win.angle", graph = "win.graph"
    /// The menu's programmer mode item (docs/behaviour.md §18): checked in programmer mode.
    public static let programmer = "win.programmer"
    /// What another process activates when the desktop's search chose a result while
    /// Cerebrum runs (`cerebrum --formula`, docs/behaviour.md §19); its text is the formula.
    public static let enterFormula = "app.enter-formula"
    /// The converter row's toggle (Ctrl+K, the menu's check item).
    public static let converter = "win.converter"

    /// Every action: the menu's items, then the rest.
    public static let all: [Action] = WindowMenu.items.map {
        // The menu's converter item shows whether the row is open, its programmer mode
        // item whether that is the mode: toggles.
        $0.command == .programmerMode(true)
            ? Action("win." + $0.action, $0.command, off: .programmerMode(false), toggle: true)
            : Action("win." + $0.action, $0.command, toggle: $0.command == .toggleConverter)
    } + [
        Action("app.quit", .quit),
        Action("win.close", .closeWindow),
        Action("win.toggle-history", .toggleHistory),
        Action("win.toggle-variables", .toggleVariables),
        Action("win.toggle-mode", .toggleMode),
        Action("win.toggle-angle", .toggleAngle),
        // Clicked, the mode and angle toggles say which way (a key of the calculator);
        // Ctrl+R and Ctrl+D switch whatever is set (`toggle-mode`, `toggle-angle`).
        Action(mode, .key(.mode(.rpn)), off: .key(.mode(.algebraic)), toggle: true),
        Action(angle, .key(.angle(.degrees)), off: .key(.angle(.radians)), toggle: true),
        Action(graph, .toggleGraph, toggle: true),
        Action(enterFormula, .desktopFormula, text: true),
        Action(insertFunction, .insertFunction, index: true),
    ]

    /// The Functions menu's items activate it with their index (`FunctionsMenu.items`).
    public static let insertFunction = "win.insert-function"

    /// Whether GTK matches `shortcut` as an action's accelerator, so the window's own key
    /// table leaves it out.
    public static func isAccelerator(_ shortcut: KeyboardShortcut) -> Bool {
        shortcut.worksInTextEntries && accelerated.contains(shortcut.command)
    }

    /// The commands whose shortcuts are accelerators.
    private static let accelerated = Set(all.filter { !$0.accelerators.isEmpty }.map(\.command))
}

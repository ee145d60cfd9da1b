/// The graph's own keys, while it has the focus (docs/behaviour.md §14), and how far they
/// move and zoom, as data: the one table the window matches key presses against (the
/// shim gets `matched` as it gets `KeyboardShortcuts.all`, and sends the command), the
/// presenter acts on and the shortcuts window lists. Any other key goes to the calculator
/// while the graph has the focus (the graph hands the keyboard back first), so no digit,
/// letter or operator but `+` and `−` is the graph's.
public enum GraphKeys {
    /// What a key does to the focused graph.
    public enum Action: Hashable, Sendable, CaseIterable {
        /// ↑ ↓: the view moves up or down by `panFraction` of the drawing's height.
        case up, down
        /// ← →: the trace moves by two pixels while there is one; else the plane moves by
        /// `panFraction` of the drawing's width.
        case left, right
        /// `+` `−`: both ranges divided or multiplied by `zoomFactor`, about the middle.
        case zoomIn, zoomOut
        /// Home: the default view, which follows the calculation until moved.
        case defaultView
        /// Tab, Shift+Tab: the trace to the next or the previous key point in view.
        case nextKeyPoint, previousKeyPoint
        /// Escape, F6: the keyboard goes back to the calculator.
        case handBack
    }

    /// How much `+` and `−` zoom.
    public static let zoomFactor = 1.5

    /// How far the arrows move the plane, as a part of the drawing's size.
    public static let panFraction = 0.1

    /// Every key, in the order the shortcuts window lists them. A key with Shift does
    /// what it does alone, unless the table names it with Shift (Tab). Delete is the
    /// menu's Remove Pinned Curve; the rest are `WindowCommand.graphKey`.
    public static let all: [KeyboardShortcut] = {
        var table: [KeyboardShortcut] = []
        func add(_ command: WindowCommand, _ names: String..., modifiers: KeyboardShortcut.Modifiers = []) {
            for name in names { table.append(KeyboardShortcut(name, modifiers, command)) }
        }
        add(.graphKey(.up), "Up", "KP_Up")
        add(.graphKey(.down), "Down", "KP_Down")
        add(.graphKey(.left), "Left", "KP_Left")
        add(.graphKey(.right), "Right", "KP_Right")
        // Not `=` nor `0`: they are the calculator's, typed while the graph has the focus.
        add(.graphKey(.zoomIn), "plus", "KP_Add")
        add(.graphKey(.zoomOut), "minus", "KP_Subtract")
        add(.graphKey(.defaultView), "Home", "KP_Home")
        add(.graphKey(.nextKeyPoint), "Tab", "KP_Tab")
        add(.graphKey(.previousKeyPoint), "Tab", "KP_Tab", modifiers: .shift)
        // What X calls Tab pressed with Shift.
        add(.graphKey(.previousKeyPoint), "ISO_Left_Tab")
        add(.unpinCurve, "Delete", "KP_Delete")
        add(.graphKey(.handBack), "Escape", "F6")
        return table
    }()

    /// What the window matches: `all`, and each key of it with Shift as alone where
    /// `all` does not name that combination itself. The shim matches exactly, Shift
    /// counting only for keys that type no character (as for `KeyboardShortcuts.all`).
    public static let matched: [KeyboardShortcut] = all + all.compactMap { shortcut in
        guard shortcut.modifiers.isEmpty,
              !all.contains(where: { $0.keyvalName == shortcut.keyvalName && $0.modifiers == .shift })
        else { return nil }
        return KeyboardShortcut(shortcut.keyvalName, .shift, shortcut.command)
    }

    /// The command a key pressed on the focused graph sends, as the window matches it;
    /// nil for a key that is not the graph's.
    public static func command(for keyvalName: String, _ modifiers: KeyboardShortcut.Modifiers = []) -> WindowCommand? {
        matched.first { $0.keyvalName == keyvalName && $0.modifiers == modifiers }?.command
    }
}

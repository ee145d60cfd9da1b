import Testing
@testable import WindowDescription

/// The graph's own keys (docs/behaviour.md §14): which command each key press on the
/// focused graph sends, as the window matches it against `GraphKeys.matched`.
@Suite struct GraphKeysTests {
    struct Press: Sendable, CustomTestStringConvertible {
        var keyvalName: String
        var modifiers: KeyboardShortcut.Modifiers
        var command: WindowCommand?
        init(_ keyvalName: String, _ modifiers: KeyboardShortcut.Modifiers, _ command: WindowCommand?) {
            (self.keyvalName, self.modifiers, self.command) = (keyvalName, modifiers, command)
        }
        init(_ keyvalName: String, _ command: WindowCommand?) { self.init(keyvalName, [], command) }
        var testDescription: String { "\(modifiers.rawValue) \(keyvalName)" }
    }

    @Test(arguments: [
        Press("Up", .graphKey(.up)), Press("KP_Up", .graphKey(.up)),
        Press("Down", .graphKey(.down)), Press("KP_Down", .graphKey(.down)),
        Press("Left", .graphKey(.left)), Press("KP_Left", .graphKey(.left)),
        Press("Right", .graphKey(.right)), Press("KP_Right", .graphKey(.right)),
        // Shift changes nothing where the table does not name it.
        Press("Left", .shift, .graphKey(.left)), Press("Up", .shift, .graphKey(.up)),
        Press("plus", .graphKey(.zoomIn)), Press("KP_Add", .graphKey(.zoomIn)),
        Press("minus", .graphKey(.zoomOut)), Press("KP_Subtract", .graphKey(.zoomOut)),
        Press("Home", .graphKey(.defaultView)), Press("KP_Home", .graphKey(.defaultView)),
        Press("Home", .shift, .graphKey(.defaultView)),
        Press("Tab", .graphKey(.nextKeyPoint)), Press("KP_Tab", .graphKey(.nextKeyPoint)),
        Press("Tab", .shift, .graphKey(.previousKeyPoint)), Press("KP_Tab", .shift, .graphKey(.previousKeyPoint)),
        Press("ISO_Left_Tab", .graphKey(.previousKeyPoint)),
        Press("ISO_Left_Tab", .shift, .graphKey(.previousKeyPoint)),
        Press("Delete", .unpinCurve), Press("KP_Delete", .unpinCurve), Press("Delete", .shift, .unpinCurve),
        Press("Escape", .graphKey(.handBack)), Press("F6", .graphKey(.handBack)),
        Press("Escape", .shift, .graphKey(.handBack)),
        // Not the graph's: with Ctrl or Alt, or another key.
        Press("Left", .control, nil), Press("plus", .control, nil), Press("0", .alt, nil),
        Press("Delete", .control, nil), Press("Tab", .control, nil),
        Press("1", nil), Press("x", nil), Press("Return", nil), Press("BackSpace", nil), Press("F5", nil),
        // Digits and operators other than + and − are the calculator's (issue 32, item 10).
        Press("0", nil), Press("KP_0", nil), Press("equal", nil), Press("underscore", nil),
        Press("asterisk", nil), Press("slash", nil), Press("asciicircum", nil), Press("period", nil),
    ])
    func keySendsItsCommand(press: Press) {
        #expect(GraphKeys.command(for: press.keyvalName, press.modifiers) == press.command)
    }

    /// Every action has a key, and each key pressed means one thing.
    @Test func everyActionHasAKeyAndNoKeyTwo() {
        for action in GraphKeys.Action.allCases {
            #expect(GraphKeys.all.contains { $0.command == .graphKey(action) }, "\(action)")
        }
        let presses = GraphKeys.matched.map { "\($0.modifiers.rawValue) \($0.keyvalName)" }
        #expect(Set(presses).count == presses.count)
    }

    /// The window's shortcuts that work while the graph has the focus come first: none of
    /// them may be one of the graph's keys, which it would then never see.
    @Test func noGraphKeyIsTakenByTheWindow() {
        for shortcut in KeyboardShortcuts.all where shortcut.worksInTextEntries {
            #expect(GraphKeys.command(for: shortcut.keyvalName, shortcut.modifiers) == nil, "\(shortcut.accelerator)")
        }
    }
}

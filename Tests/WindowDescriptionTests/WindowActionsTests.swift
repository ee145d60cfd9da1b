import Testing
@testable import WindowDescription

@Suite struct WindowActionsTests {
    /// Every shortcut is matched once: by GTK as an action's accelerator, or by the
    /// window's key table, never both and never neither.
    @Test func everyShortcutIsMatchedOnce() {
        let accelerators = WindowActions.all.flatMap(\.accelerators)
        let byGTK = KeyboardShortcuts.all.filter { WindowActions.isAccelerator($0) }.map(\.accelerator)
        #expect(byGTK.sorted() == accelerators.sorted())
        #expect(Set(accelerators).count == accelerators.count, "an accelerator on two actions")
    }

    /// Accelerators act even in a text entry or a popover (GTK matches them before the
    /// focused widget): only the keys that work there may be accelerators, so Ctrl+C and
    /// Ctrl+V stay an entry's own.
    @Test func onlyKeysThatWorkInEntriesAreAccelerators() {
        let byGTK = KeyboardShortcuts.all.filter { WindowActions.isAccelerator($0) }
        let inEntries = byGTK.allSatisfy { $0.worksInTextEntries }
        let copyOrPaste = byGTK.contains { $0.command == .copy || $0.command == .paste }
        #expect(inEntries)
        #expect(!copyOrPaste)
        #expect(Set(byGTK.map(\.accelerator)) == ["<Control>q", "<Control>w", "<Control>h", "<Control>e",
                                                  "<Control>r", "<Control>d", "<Control>question",
                                                  "<Control>g", "<Control><Shift>c", "<Control><Shift>p",
                                                  "<Control>k", "<Control>comma"])
    }

    /// The names are unique, each `win.` or `app.`, every menu item is an action, and the
    /// header bar's three toggles (the names the shim binds them to) and the menu's
    /// converter and programmer mode items have a state.
    @Test func namesAndToggles() {
        let names = WindowActions.all.map(\.name)
        #expect(Set(names).count == names.count)
        let prefixed = names.allSatisfy { $0.hasPrefix("win.") || $0.hasPrefix("app.") }
        let menuActions = WindowMenu.items.allSatisfy { names.contains("win." + $0.action) }
        #expect(prefixed)
        #expect(menuActions)
        let toggles = WindowActions.all.filter { $0.isToggle }.map(\.name)
        #expect(toggles == [WindowActions.converter, WindowActions.programmer, WindowActions.mode, WindowActions.angle,
                            WindowActions.graph])
        #expect(toggles == ["win.converter", "win.programmer", "win.mode", "win.angle", "win.graph"])
    }
}

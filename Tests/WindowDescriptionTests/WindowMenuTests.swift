import Testing
@testable import WindowDescription

@Suite struct WindowMenuTests {
    @Test func itemsAndTheirShortcuts() {
        let items = WindowMenu.items
        #expect(items.map(\.label) == ["_Copy", "_Paste", "Clear _History", "_Keyboard Shortcuts", "_About Cerebrum"])
        #expect(items.map(\.accelerator) == ["<Control>c", "<Control>v", nil, "<Control>question", nil])
        #expect(Set(items.map(\.action)).count == items.count)
    }
}

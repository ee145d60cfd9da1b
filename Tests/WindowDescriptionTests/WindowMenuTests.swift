import Testing
@testable import WindowDescription

@Suite struct WindowMenuTests {
    @Test func itemsAndTheirShortcuts() {
        let items = WindowMenu.items
        #expect(items.map(\.label) == ["_Copy", "_Paste", "Clear _History", "Next Number _Form", "Save _Graph As…",
                                       "Copy Graph as _Image", "Pi_n Curve", "_Remove Pinned Curve", "Pr_eferences", "_Keyboard Shortcuts",
                                       "_About Cerebrum"])
        #expect(items.map(\.accelerator) == ["<Control>c", "<Control>v", nil, "<Control>f", nil, "<Control><Shift>c",
                                             "<Control><Shift>p", nil, "<Control>comma", "<Control>question", nil])
        #expect(Set(items.map(\.action)).count == items.count)
    }

    /// Each label has one mnemonic (`_` before a letter), and no two share a letter, so
    /// Alt and the letter always reach one item.
    @Test func mnemonicsAreDistinct() {
        let letters = WindowMenu.items.map { item -> Character? in
            let parts = item.label.split(separator: "_", omittingEmptySubsequences: false)
            guard parts.count == 2, let letter = parts[1].first, letter.isLetter else { return nil }
            return Character(letter.lowercased())
        }
        #expect(!letters.contains(nil), "\(WindowMenu.items.map(\.label))")
        #expect(Set(letters).count == letters.count)
    }
}

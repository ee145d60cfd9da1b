import Testing
@testable import WindowDescription

@Suite struct WindowMenuTests {
    /// The shim starts a new section wherever the number changes: a section's items must
    /// stand together, or one section would show as two.
    @Test func eachSectionsItemsStandTogether() {
        let runs = WindowMenu.items.map(\.section).reduce(into: [Int]()) { runs, section in
            if runs.last != section { runs.append(section) }
        }
        #expect(Set(runs).count == runs.count, "\(runs)")
    }

    /// GNOME's primary menu ends with Preferences, Keyboard Shortcuts and About, in a
    /// section of their own.
    @Test func theMenuEndsWithPreferencesShortcutsAndAbout() {
        let last = WindowMenu.items.last?.section
        #expect(WindowMenu.items.filter { $0.section == last }.map(\.command) == [.showPreferences, .showShortcuts, .about])
    }

    /// Each item is one GAction of its own, named as GIO allows (`win.<name>`).
    @Test func actionsAreDistinctGActionNames() {
        let names = WindowMenu.items.map(\.action)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }, "\(name)")
        }
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

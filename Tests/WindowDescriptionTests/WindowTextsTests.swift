import Testing
@testable import WindowDescription

@Suite struct WindowTextsTests {
    /// Every text of the window, by its id or property name (the shim shows "" for a
    /// missing one, which a screen reader reads as nothing at all).
    static let texts: [(name: String, text: String)] = WindowTexts().shim.map { ($0.id, $0.text) }
        + Mirror(reflecting: WindowTexts()).children.compactMap { child in
            (child.value as? String).map { (child.label ?? "?", $0) }
        }

    @Test func thereAreTexts() {
        #expect(Self.texts.count >= 30)
    }

    /// The shim finds each text by its id: two texts with one id would hide one.
    @Test func idsAreUnique() {
        let ids = WindowTexts().shim.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    @Test(arguments: texts.map(\.name))
    func noTextIsEmptyOrPadded(name: String) throws {
        let text = try #require(Self.texts.first { $0.name == name }?.text)
        #expect(!text.isEmpty, "\(name)")
        #expect(text.first?.isWhitespace == false && text.last?.isWhitespace == false, "\(name): \(text)")
    }

    /// The header bar's tooltips name the window's own shortcuts, from the table.
    @Test func headerTooltipsNameTheirShortcuts() {
        let texts = WindowTexts()
        #expect(texts["rpn-tooltip"] == "Reverse Polish mode when pressed, algebraic when not (Ctrl+R)")
        #expect(texts["degrees-tooltip"] == "Angles in degrees when pressed, radians when not (Ctrl+D)")
        #expect(texts["history-tooltip"] == "History (Ctrl+H)")
        #expect(texts["menu-tooltip"] == "Main menu (F10)")
        #expect(texts["no-such-text"] == nil)
    }

    /// The program's name is a name: the same in every language.
    @Test func titleIsTheProgramName() {
        #expect(WindowTexts()["title"] == "Cerebrum")
    }

    @Test(arguments: [
        ("Square root", "r", "Square root (r)"),
        ("Quit", nil, "Quit"),
    ] as [(String, String?, String)])
    func naming(text: String, shortcut: String?, expected: String) {
        #expect(WindowTexts.naming(text, shortcut: shortcut) == expected)
    }

    @Test(arguments: [
        (100, 0, nil),
        (100, 100, nil),
        (100, 101, "The latest 100 of 101 calculations"),
        (100, 1000, "The latest 100 of 1000 calculations"),
    ] as [(Int, Int, String?)])
    func historyNote(shown: Int, count: Int, expected: String?) {
        #expect(WindowTexts.historyNote(shown: shown, of: count) == expected)
    }

    @Test(arguments: [(1, "… 1 more"), (12, "… 12 more")])
    func stackHidden(count: Int, expected: String) {
        #expect(WindowTexts.stackHidden(count) == expected)
    }

    @Test(arguments: [("x", "Value of x"), ("M", "Value of M")])
    func variableEntryName(name: String, expected: String) {
        #expect(WindowTexts.variableEntryName(name) == expected)
    }
}

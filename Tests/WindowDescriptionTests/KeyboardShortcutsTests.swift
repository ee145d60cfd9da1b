import CalculatorBrain
import CalculatorController
import Testing
@testable import WindowDescription

@Suite struct KeyboardShortcutsTests {
    typealias M = KeyboardShortcut.Modifiers

    /// docs/behaviour.md §8 and the choices documented on `KeyboardShortcuts`.
    @Test(arguments: [
        KeyboardShortcut("7", .key(.digit(7))),
        KeyboardShortcut("KP_7", .key(.digit(7))),
        KeyboardShortcut("period", .key(.point)),
        KeyboardShortcut("comma", .key(.point)),
        KeyboardShortcut("KP_Decimal", .key(.point)),
        KeyboardShortcut("plus", .key(.binary(.add))),
        KeyboardShortcut("KP_Add", .key(.binary(.add))),
        KeyboardShortcut("minus", .key(.binary(.subtract))),
        KeyboardShortcut("KP_Subtract", .key(.binary(.subtract))),
        KeyboardShortcut("asterisk", .key(.binary(.multiply))),
        KeyboardShortcut("KP_Multiply", .key(.binary(.multiply))),
        KeyboardShortcut("slash", .key(.binary(.divide))),
        KeyboardShortcut("KP_Divide", .key(.binary(.divide))),
        KeyboardShortcut("asciicircum", .key(.binary(.power))),
        KeyboardShortcut("Return", .key(.equals)),
        KeyboardShortcut("KP_Enter", .key(.equals)),
        KeyboardShortcut("equal", .key(.equals)),
        KeyboardShortcut("BackSpace", .key(.backspace)),
        KeyboardShortcut("z", .control, .key(.backspace)),
        // Escape keeps the memory (issue 23); Shift+Escape is all clear.
        KeyboardShortcut("Escape", .key(.clearCalculation)),
        KeyboardShortcut("Delete", .key(.clearCalculation)),
        KeyboardShortcut("Escape", .shift, .key(.clear)),
        // Letters type names (docs/behaviour.md §13); Alt and the letter applies at once.
        KeyboardShortcut("r", .alt, .key(.unary(.squareRoot))),
        KeyboardShortcut("q", .alt, .key(.unary(.square))),
        KeyboardShortcut("i", .alt, .key(.unary(.reciprocal))),
        KeyboardShortcut("n", .alt, .key(.unary(.negate))),
        KeyboardShortcut("exclam", .key(.unary(.factorial))),
        KeyboardShortcut("percent", .key(.unary(.percent))),
        KeyboardShortcut("s", .alt, .key(.unary(.sin))),
        KeyboardShortcut("S", .alt, .key(.unary(.asin))),
        KeyboardShortcut("l", .alt, .key(.unary(.ln))),
        KeyboardShortcut("g", .alt, .key(.unary(.log))),
        KeyboardShortcut("E", .alt, .key(.unary(.exp))),
        KeyboardShortcut("p", .alt, .key(.constant(.pi))),
        KeyboardShortcut("e", .alt, .key(.constant(.e))),
        KeyboardShortcut("R", .alt, .key(.random)),
        KeyboardShortcut("x", .alt, .key(.variable("x"))),
        KeyboardShortcut("m", .alt, .key(.variable("M"))),
        KeyboardShortcut("X", .alt, .key(.store("x"))),
        KeyboardShortcut("M", .alt, .key(.store("M"))),
        KeyboardShortcut("m", .control, .key(.store("M"))),
        KeyboardShortcut("plus", .control, .key(.memoryAdd)),
        KeyboardShortcut("equal", .control, .key(.memoryAdd)),
        KeyboardShortcut("r", .control, .toggleMode),
        KeyboardShortcut("d", .control, .toggleAngle),
        KeyboardShortcut("Delete", .control, .key(.memoryClear)),
        KeyboardShortcut("w", .alt, .key(.swap)),
        KeyboardShortcut("d", .alt, .key(.drop)),
        KeyboardShortcut("q", .control, .quit),
        KeyboardShortcut("w", .control, .closeWindow),
        KeyboardShortcut("c", .control, .copy),
        KeyboardShortcut("v", .control, .paste),
        KeyboardShortcut("h", .control, .toggleHistory),
        KeyboardShortcut("e", .control, .toggleVariables),
        KeyboardShortcut("question", .control, .showShortcuts),
    ])
    func boundTo(expected: KeyboardShortcut) {
        let matches = KeyboardShortcuts.all.filter {
            $0.keyvalName == expected.keyvalName && $0.modifiers == expected.modifiers
        }
        #expect(matches.map(\.command) == [expected.command])
    }

    @Test func noKeyCombinationIsBoundTwice() {
        var seen: Set<[String]> = []
        for shortcut in KeyboardShortcuts.all {
            let combination = [shortcut.keyvalName, String(shortcut.modifiers.rawValue)]
            #expect(seen.insert(combination).inserted, "\(combination) is bound twice")
        }
    }

    /// Ctrl+Shift+V (a terminal's paste) stays free; Ctrl+Shift+C copies the graph as an
    /// image (issue 25), which a calculator has where a terminal copies text.
    @Test(arguments: [("V", M.control)])
    func combinationsThatStayFree(keyval: String, modifiers: M) {
        #expect(!KeyboardShortcuts.all.contains { $0.keyvalName == keyval && $0.modifiers == modifiers })
    }

    /// Every shortcut does what a button does, or acts on the window.
    @Test(arguments: KeyboardShortcuts.all)
    func everyShortcutMapsToAButtonOrTheWindow(shortcut: KeyboardShortcut) {
        switch shortcut.command {
        // Escape's clear that keeps the memory is the keyboard's own (the C button is all
        // clear, as on the seeds' keypad).
        case .key(.clearCalculation): break
        case .key(let key): #expect(ButtonLayout.button(for: key) != nil, "\(shortcut.keyvalName)")
        case .quit, .closeWindow, .copy, .paste, .toggleHistory, .toggleVariables, .showShortcuts,
             .toggleMode, .toggleAngle, .toggleGraph, .copyGraph, .pinCurve, .redo, .cycleNumberForm,
             .toggleConverter, .showPreferences: break
        case .converterKind, .converterFrom, .converterTo, .converterSwap:
            Issue.record("the converter's choices are its own, not keys (\(shortcut.command))")
        case .graphResized, .graphPan, .graphZoom, .graphCentre, .graphTrace, .graphKey, .saveGraphTo:
            Issue.record("the graph's own keys are its own, not the window's (\(shortcut.command))")
        case .unpinCurve, .saveGraph: Issue.record("\(shortcut.command) has no shortcut")
        case .editVariable, .pasteText, .useHistoryEntry, .desktopFormula, .setPreference, .insertFunction,
             .programmerType, .programmerBase, .programmerWord, .programmerSigned, .programmerBit:
            Issue.record("a shortcut cannot carry the text of \(shortcut.command)")
        case .clearHistory, .about, .windowShown, .formulaCancelled, .typeText, .programmerMode: Issue.record("\(shortcut.command) has no shortcut")
        case .formulaChanged, .formulaEntered:
            Issue.record("a shortcut cannot carry the formula line's text (\(shortcut.command))")
        }
    }

    /// The keys that type their character into a formula (docs/behaviour.md §13), and
    /// only those: Return stays `=`, a shortcut with a modifier stays a shortcut.
    @Test func typingKeys() {
        let typing = KeyboardShortcuts.all.filter(\.typesCharacter).map(\.keyvalName)
        for name in ["7", "KP_7", "period", "comma", "plus", "minus", "asterisk", "slash",
                     "asciicircum", "equal", "parenleft", "percent", "exclam", "KP_Add"] {
            #expect(typing.contains(name), "\(name)")
        }
        // The keypad's decimal key is the point's key (the locale's mark), not a character.
        for name in ["Return", "KP_Enter", "BackSpace", "Escape", "r", "s", "KP_Decimal", "KP_Separator"] {
            #expect(!typing.contains(name), "\(name)")
        }
        #expect(!KeyboardShortcuts.all.contains { $0.typesCharacter && !$0.modifiers.isEmpty })
    }

    /// Names GDK knows: one letter or digit, or a name from this list (a typo such as
    /// `Backspace` would silently never match).
    @Test(arguments: KeyboardShortcuts.all)
    func keyvalNamesAreGDKNames(shortcut: KeyboardShortcut) {
        let named: Set = [
            "period", "comma", "plus", "minus", "asterisk", "slash", "asciicircum", "equal",
            "exclam", "Return", "BackSpace", "Escape", "Delete", "question", "parenleft",
            "KP_Decimal", "KP_Separator", "KP_Add", "KP_Subtract", "KP_Multiply", "KP_Divide",
            "KP_Enter", "percent",
        ]
        let name = shortcut.keyvalName
        let single = name.count == 1 && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let keypadDigit = name.count == 4 && name.hasPrefix("KP_") && name.last!.isNumber
        #expect(single || keypadDigit || named.contains(name), "\(name)")
    }

    @Test(arguments: [
        (KeyboardShortcut("r", .quit), "r"),
        (KeyboardShortcut("S", .quit), "Shift+S"),
        (KeyboardShortcut("z", .control, .quit), "Ctrl+Z"),
        (KeyboardShortcut("plus", .control, .quit), "Ctrl+Plus"),
        (KeyboardShortcut("plus", .quit), "+"),
        (KeyboardShortcut("Return", .quit), "Return"),
        (KeyboardShortcut("BackSpace", .quit), "Backspace"),
        (KeyboardShortcut("Escape", .quit), "Esc"),
        (KeyboardShortcut("Delete", .control, .quit), "Ctrl+Delete"),
        (KeyboardShortcut("7", .quit), "7"),
        (KeyboardShortcut("question", .control, .quit), "Ctrl+?"),
        (KeyboardShortcut("Z", .quit), "Shift+Z"),
        (KeyboardShortcut("A", .quit), "Shift+A"),
        (KeyboardShortcut("AB", .quit), "AB"),          // a name, not a shifted letter
        (KeyboardShortcut("ab", .quit), "ab"),
    ])
    func label(shortcut: KeyboardShortcut, label: String) {
        #expect(shortcut.label == label)
    }

    /// A command's shortcuts are every entry of the table for it, in the table's order
    /// (the first is the one tooltips and menus name), and nothing for a command without.
    @Test(arguments: KeyboardShortcuts.all.map(\.command) + [.about, .editVariable("x")])
    func shortcutsOfACommandAreItsTableEntriesInOrder(command: WindowCommand) {
        let expected = KeyboardShortcuts.all.filter { $0.command == command }
        #expect(KeyboardShortcuts.shortcuts(for: command).map(\.keyvalName) == expected.map(\.keyvalName))
        #expect(KeyboardShortcuts.shortcuts(for: command).map(\.modifiers) == expected.map(\.modifiers))
    }

    @Test(arguments: [
        (WindowCommand.key(.equals), String?("Return or =")),
        (.key(.clearCalculation), "Esc or Delete"),
        (.key(.clear), "Shift+Esc"),
        (.key(.backspace), "Backspace or Ctrl+Z"),
        (.key(.store("M")), "Alt+Shift+M or Ctrl+M"),
        (.about, nil),
    ])
    func labelNamesEveryNonKeypadShortcutInOrder(command: WindowCommand, label: String?) {
        #expect(KeyboardShortcuts.label(for: command) == label)
    }

    @Test func keypadKeysAreLeftOutOfLabels() {
        #expect(KeyboardShortcuts.label(for: .key(.binary(.add))) == "+")
        #expect(KeyboardShortcuts.label(for: .key(.point)) == ". or ,")
    }

    /// Keys belong to a focused text entry or popover, but for these window-wide ones
    /// (Ctrl+C there copies the entry's text; Return picks a history entry).
    @Test func onlyWindowWideShortcutsWorkInTextEntries() {
        let inEntries = KeyboardShortcuts.all.filter(\.worksInTextEntries).map(\.command)
        #expect(inEntries == [.key(.store("M")), .key(.memoryAdd), .key(.memoryAdd), .key(.memoryAdd),
                              .toggleHistory, .toggleVariables, .toggleMode, .toggleAngle, .showShortcuts,
                              .showPreferences, .toggleGraph, .toggleConverter, .copyGraph, .pinCurve, .quit, .closeWindow])
    }

    @Test(arguments: [
        (KeyboardShortcut("z", .control, .quit), "<Control>z"),
        (KeyboardShortcut("KP_Add", .quit), "KP_Add"),
        (KeyboardShortcut("S", .quit), "<Shift>s"),
        (KeyboardShortcut("M", .quit), "<Shift>m"),
        (KeyboardShortcut("Z", .quit), "<Shift>z"),
        (KeyboardShortcut("F1", .quit), "F1"),
        (KeyboardShortcut("question", .control, .quit), "<Control>question"),
        (KeyboardShortcut("plus", .control, .quit), "<Control>plus"),
        (KeyboardShortcut("7", .quit), "7"),
        (KeyboardShortcut("Delete", [.control, .alt, .shift], .quit), "<Control><Alt><Shift>Delete"),
    ])
    func accelerator(shortcut: KeyboardShortcut, accelerator: String) {
        #expect(shortcut.accelerator == accelerator)
    }

    /// The keys `period`, `comma`, `KP_Decimal` and `KP_Separator` are all the decimal
    /// point's key, which shows as the locale's mark (typed as characters, `period` and
    /// `comma` go through the formula rules instead: `.` groups digits where the mark is `,`).
    @Test(arguments: [
        ("comma", ",", "1,5"),
        ("period", ",", "1,5"),
        ("KP_Decimal", ",", "1,5"),
        ("KP_Separator", ",", "1,5"),
        ("comma", ".", "1.5"),
    ])
    func typingEitherPoint(keyval: String, mark: Character, display: String) throws {
        let shortcut = try #require(KeyboardShortcuts.all.first { $0.keyvalName == keyval && $0.modifiers.isEmpty })
        guard case .key(let key) = shortcut.command else { Issue.record("\(keyval) is not a key"); return }
        let controller = CalculatorController()
        controller.numberFormat = NumberFormat(decimalMark: mark)
        controller.press(.digit(1))
        controller.press(key)
        controller.press(.digit(5))
        #expect(controller.viewState.display == display)
        #expect(controller.viewState.value == 1.5)
    }
}

import CalculatorBrain
import CalculatorController
import Testing
@testable import WindowDescription

@Suite struct ButtonLayoutTests {
    /// Every key a user presses in the window (the mode and angle switch in the header).
    static let pressableKeys: [Key] = (0...9).map(Key.digit)
        + [.point, .equals, .random, .memoryAdd, .memoryClear, .clear, .backspace, .swap, .drop]
        + BinaryOperation.keypadCases.map(Key.binary) + UnaryOperation.keypadCases.map(Key.unary)
        + Constant.allCases.map(Key.constant)
        + Key.variableNames.flatMap { [Key.variable($0), .store($0)] }

    /// docs/behaviour.md §1: every key is a button in the window, a new operation included.
    @Test(arguments: pressableKeys)
    func everyKeyHasOneButton(key: Key) {
        #expect(ButtonLayout.buttons.filter { $0.key == key }.count == 1)
    }

    /// docs/behaviour.md §8: a screen reader says a word (`square root`), never the symbol (`√`).
    @Test(arguments: ButtonLayout.buttons)
    func accessibleNamesAreWords(button: ButtonLayout.Button) {
        for name in [button.accessibleName] + (button.rpnAccessibleName.map { [$0] } ?? []) {
            #expect(!name.isEmpty)
            #expect(name.allSatisfy { $0.isLetter || $0 == " " || $0 == "'" }, "\(name)")
        }
    }

    @Test func accessibleNamesAreUnique() {
        let names = ButtonLayout.buttons.map { $0.accessibleName.lowercased() }
        #expect(Set(names).count == names.count)
        let rpnNames = ButtonLayout.buttons.map { ($0.rpnAccessibleName ?? $0.accessibleName).lowercased() }
        #expect(Set(rpnNames).count == rpnNames.count)
    }

    /// docs/behaviour.md §1, §8: every button has a keyboard shortcut, and its tooltip names it.
    @Test(arguments: ButtonLayout.buttons)
    func tooltipNamesTheShortcut(button: ButtonLayout.Button) throws {
        let shortcut = try #require(KeyboardShortcuts.shortcuts(for: .key(button.key)).first)
        #expect(button.tooltip.contains("(\(shortcut.label)"), "\(button.tooltip)")
        if let rpnTooltip = button.rpnTooltip { #expect(rpnTooltip.contains(shortcut.label)) }
    }

    /// How a tooltip is put together (which keys a shortcut has and how each is
    /// written is KeyboardShortcutsTests' business).
    @Test(arguments: [
        (Key.unary(.squareRoot), "Square root (Alt+R, or type sqrt)"),  // the name as a sentence
        (.store("M"), "Store in memory (Alt+Shift+M or Ctrl+M)"),  // every shortcut
        (.backspace, "Backspace, or undo when not typing (Backspace or Ctrl+Z)"),  // the hint
        (.openFormula, "Type a formula (“(”)"),  // a parenthesis inside parentheses
    ])
    func tooltip(key: Key, tooltip: String) {
        #expect(ButtonLayout.button(for: key)?.tooltip == tooltip)
    }

    /// `=` is `↵` in RPN mode, and says so to a screen reader too.
    @Test func equalsIsEnterInRPN() throws {
        let equals = try #require(ButtonLayout.button(for: .equals))
        #expect(equals.rpnLabel == "↵")
        #expect(equals.rpnAccessibleName == "enter")
        #expect(equals.rpnTooltip == "Enter (Return or =)")
    }

    @Test func onlySwapAndDropAreRPNOnly() {
        #expect(Set(ButtonLayout.buttons.filter(\.rpnOnly).map(\.key)) == [.swap, .drop])
    }

    /// Two grids; no two buttons shown in one mode share a cell; every cell is inside its
    /// grid, which has as many rows in RPN mode as in algebraic (issue 27 item 2: no `drop`
    /// row of its own).
    @Test(arguments: [(ButtonLayout.Button.Section.keypad, 4, 6, false), (.scientific, 5, 6, false),
                      (.keypad, 4, 6, true), (.scientific, 5, 6, true)])
    func gridCellsAreDistinct(section: ButtonLayout.Button.Section, columns: Int, rows: Int, rpn: Bool) {
        var cells: Set<[Int]> = []
        for button in ButtonLayout.buttons where button.section == section
            && !(rpn ? button.algebraicOnly : button.rpnOnly) {
            #expect(button.width >= 1)
            #expect((0..<rows).contains(button.row), "\(button.label)")
            #expect(button.column >= 0 && button.column + button.width <= columns, "\(button.label)")
            for column in button.column..<(button.column + button.width) {
                #expect(cells.insert([button.row, column]).inserted, "\(button.label) overlaps")
            }
        }
    }

    /// Each RPN-only key takes the cell of an algebraic-only one, in the style of its
    /// neighbours (the same face: `operation` keys have a larger one), so switching modes
    /// leaves no hole and moves nothing.
    @Test func rpnOnlyKeysTakeTheCellOfAnAlgebraicOnlyKey() {
        let rpnOnly = ButtonLayout.buttons.filter(\.rpnOnly)
        let algebraicOnly = ButtonLayout.buttons.filter(\.algebraicOnly)
        #expect(rpnOnly.count == algebraicOnly.count)
        for button in rpnOnly {
            let replaced = algebraicOnly.first {
                $0.section == button.section && $0.row == button.row && $0.column == button.column
            }
            #expect(replaced?.style == button.style, "\(button.label)")
        }
    }
}

/// Row 5 of the scientific keys (issues 34, 36): `mod` and the Functions menu fill it,
/// overlapping nothing; the form key `⇄ a/b` is beside the display, not among the keys.
@Suite struct CommandButtonTests {
    @Test func rowFiveIsFull() {
        var cells: Set<Int> = []
        for button in ButtonLayout.buttons where button.section == .scientific && button.row == 5 {
            for column in button.column..<(button.column + button.width) { #expect(cells.insert(column).inserted) }
        }
        for button in ButtonLayout.commandButtons {
            #expect(button.row == 5)
            for column in button.column..<(button.column + button.width) { #expect(cells.insert(column).inserted) }
        }
        #expect(cells == Set(0..<5))
    }

    @Test func namesAreWordsAndTooltipsSaySomething() {
        for button in ButtonLayout.commandButtons {
            #expect(button.accessibleName.allSatisfy { $0.isLetter || $0 == " " })
            #expect(!button.tooltip.isEmpty)
        }
        #expect(ButtonLayout.commandButtons.map(\.command) == [nil])
    }

    /// The form key beside the display (§17): its label, words to a screen reader, and a
    /// tooltip that names its shortcut.
    @Test func formKeyBesideTheDisplayHasItsTexts() {
        let texts = WindowTexts()
        #expect(texts["form-label"] == "⇄ a/b")
        #expect(texts["form-name"] == "next number form")
        #expect(texts["form-tooltip"]?.contains("Ctrl+F") == true)
    }
}

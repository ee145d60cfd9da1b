import CalculatorBrain
import CalculatorController
import Testing
@testable import WindowDescription

@Suite struct ShortcutsHelpTests {
    typealias Row = ShortcutsHelp.Row

    /// docs/behaviour.md §8: the shortcuts window lists them all. Every command with a shortcut has
    /// a row naming its non-keypad keys (the digits share one row, with the locale's
    /// decimal mark).
    @Test func everyShortcutIsListed() {
        let accelerators = Set(ShortcutsHelp.rows.flatMap { $0.accelerators.split(separator: " ").map(String.init) })
        for shortcut in KeyboardShortcuts.all where !shortcut.isKeypad {
            if case .key(.digit) = shortcut.command {
                #expect(accelerators.contains("0...9"))
            } else if shortcut.command == .key(.point) {
                // The locale's decimal mark alone: the other mark means something else.
                #expect(accelerators.contains(ShortcutsHelp.decimalKey))
            } else {
                #expect(accelerators.contains(shortcut.accelerator), "\(shortcut.keyvalName)")
            }
        }
    }

    /// The graph's group lists every key of `GraphKeys` but the keypad's.
    @Test func everyGraphKeyIsListed() {
        let accelerators = Set(ShortcutsHelp.rows.filter { $0.group == .graph }
            .flatMap { $0.accelerators.split(separator: " ").map(String.init) })
        for key in GraphKeys.all where !key.isKeypad && key.keyvalName != "ISO_Left_Tab" {
            #expect(accelerators.contains(key.accelerator), "\(key.accelerator)")
        }
    }

    @Test func digitsAreTheKeysZeroToNine() {
        let digits = KeyboardShortcuts.all.filter { if case .key(.digit) = $0.command { !$0.isKeypad } else { false } }
        #expect(digits.map(\.keyvalName) == (0...9).map(String.init))
    }

    @Test func keypadKeysAreLeftOut() {
        #expect(!ShortcutsHelp.rows.contains { $0.accelerators.contains("KP_") })
    }

    @Test(arguments: [
        Row(.numbers, "Digits and decimal point", "0...9 period"),
        Row(.functions, "Change sign", "<Alt>n"),
        Row(.operations, "Add", "plus"),
        Row(.operations, "Equals, or enter in RPN mode", "Return equal"),
        Row(.functions, "Square root, or type sqrt", "<Alt>r"),
        Row(.trigonometry, "Arcsine, or type asin", "<Alt><Shift>s"),
        Row(.memory, "Store in memory", "<Alt><Shift>m <Control>m"),
        Row(.memory, "Add to memory", "<Control>plus <Control>equal"),
        Row(.editing, "Backspace, or undo when not typing", "BackSpace <Control>z"),
        Row(.editing, "Copy the displayed number", "<Control>c"),
        Row(.editing, "Paste a number or a formula", "<Control>v"),
        Row(.functions, "Type a formula such as 2+3*4 or sin(30): Return puts it in, Esc closes it", "parenleft"),
        Row(.editing, "Clear the calculation, keeping memory and variables", "Escape Delete"),
        Row(.editing, "All clear", "<Shift>Escape"),
        Row(.functions, "Percent: 200 + 15 % = 230, 80 × 15 % = 12", "percent"),
        Row(.memory, "Show or hide the history", "<Control>h"),
        Row(.window, "Keyboard shortcuts", "<Control>question"),
        Row(.window, "Quit", "<Control>q"),
        Row(.window, "Main menu", "F10"),
        Row(.numbers, "Algebraic, RPN or programmer mode", "<Control>r"),
        Row(.numbers, "Radians or degrees", "<Control>d"),
        Row(.window, "Move between the header bar, keys and graph", "F6"),
        Row(.graph, "Move the view (← → move the trace while there is one)", "Up Down Left Right"),
        Row(.graph, "Zoom in", "plus"),
        Row(.graph, "Zoom out", "minus"),
        Row(.graph, "The default view", "Home"),
        Row(.graph, "Trace through the key points", "Tab <Shift>Tab"),
        Row(.graph, "Remove the traced pinned curve, or the newest", "Delete"),
        Row(.graph, "Back to the calculator", "Escape F6"),
    ])
    func row(expected: Row) {
        #expect(ShortcutsHelp.rows.contains(expected))
    }

    /// GTK shows neighbouring rows of one group together: each group comes in one run,
    /// in the order of `Group.allCases`, and none is empty.
    @Test func groupsComeInOrderOnce() {
        var runs: [ShortcutsHelp.Group] = []
        for row in ShortcutsHelp.rows where runs.last != row.group { runs.append(row.group) }
        #expect(runs == ShortcutsHelp.Group.allCases)
    }

    /// GTK fills columns of at most 15 lines, a group's title counting as one; the
    /// groups are ordered so that they fill three pages of two columns: Numbers | Memory
    /// and variables, with the history (with the number form's Ctrl+F, issue 36, they no
    /// longer share one), Functions | Operations and Trigonometry, Editing (with redo) and
    /// Window | Graph.
    @Test func groupsFitTwoPages() {
        let lines = ShortcutsHelp.Group.allCases.map { group in
            ShortcutsHelp.rows.filter { $0.group == group }.count + 1
        }
        var columns = 0, used = 0
        for height in lines {
            if columns == 0 || used + height > 15 { columns += 1; used = 0 }
            used += height
        }
        #expect(columns == 6, "\(lines)")
    }

    /// The shim starts a group where the group's title changes: two groups with one
    /// title would run together.
    @Test func groupTitlesAreDistinct() {
        let titles = ShortcutsHelp.Group.allCases.map(\.title)
        #expect(Set(titles).count == titles.count)
        #expect(!titles.contains(""))
    }

    @Test func titlesAreSentences() {
        for row in ShortcutsHelp.rows {
            #expect(row.title.first?.isUppercase == true, "\(row.title)")
        }
    }
}

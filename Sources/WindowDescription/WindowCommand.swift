import CalculatorBrain
import CalculatorController

/// Everything a window can be told to do: press a calculator key, or act on the window
/// itself. Buttons, shortcuts, the header bar switches and the variables panel all send
/// one of these, as a small integer `code` across the C boundary; what comes with it is a
/// text or numbers, never both (`WindowPresenter.handle(_:text:numbers:)`).
public enum WindowCommand: Hashable, Sendable {
    case key(Key)
    /// Ctrl+Q: close every window and end the application.
    case quit
    /// Ctrl+W: close this window.
    case closeWindow
    /// The variables panel: set the named variable from the text that comes with it.
    case editVariable(String)
    /// Ctrl+C: copy the displayed number to the clipboard.
    case copy
    /// Ctrl+V: read the clipboard; its text comes back as `pasteText`.
    case paste
    /// The clipboard's text arrived (nil text: the clipboard holds no text).
    case pasteText
    /// Ctrl+H: open or close the history.
    case toggleHistory
    /// Ctrl+E: open or close the variables panel.
    case toggleVariables
    /// Ctrl+R: the next mode, algebraic → RPN → programmer → algebraic.
    case toggleMode
    /// Ctrl+D: radians to degrees and back.
    case toggleAngle
    /// A history entry was chosen; its index (oldest first) comes as its number.
    case useHistoryEntry
    /// The history's "Clear history" button or the menu item.
    case clearHistory
    /// Ctrl+?: the keyboard shortcuts window.
    case showShortcuts
    /// The menu's About item.
    case about
    /// The formula line's text changed; the text comes with it (the window wants its
    /// preview back).
    case formulaChanged
    /// Enter in the formula line; its text comes with it.
    case formulaEntered
    /// Escape in the formula line (or BackSpace in an empty one): close it, changing
    /// nothing else.
    case formulaCancelled
    /// The window has been shown (its first frame drawn): what could wait until then (the
    /// history's texts, 1,000 of them for a returning user) is sent now.
    case windowShown
    /// A character typed on the keyboard, which comes with it (docs/behaviour.md §13):
    /// a key whose shortcut types (digits, operators, `(`, `%`…) or any other printable
    /// character pressed alone (letters).
    case typeText
    /// Ctrl+G or the header bar's Graph toggle: open or close the graph (§14).
    case toggleGraph
    /// The graph's drawing has a new size; its numbers: width, height (pixels).
    case graphResized
    /// A drag moved the plane; its numbers: dx, dy (pixels).
    case graphPan
    /// The wheel or a pinch; its numbers: factor, column, row.
    case graphZoom
    /// A double click; its numbers: column, row.
    case graphCentre
    /// The pointer moved over the graph (its numbers: column, row), or left it (none).
    case graphTrace
    /// One of the graph's own keys, while it has the focus (`GraphKeys`).
    case graphKey(GraphKeys.Action)
    /// Keep the current curve on the graph while the next calculation is built.
    case pinCurve
    /// Remove the pinned curve the trace is on, else the newest (the menu; Delete with
    /// the graph focused).
    case unpinCurve
    /// The menu's "Save Graph As…": ask for a file name.
    case saveGraph
    /// The file name chosen to save the graph to comes with it.
    case saveGraphTo
    /// Ctrl+Shift+C: copy the graph as an image.
    case copyGraph
    /// Ctrl+Shift+Z (and Ctrl+Y): bring back what the last undo (⌫, Ctrl+Z) took.
    case redo
    /// Ctrl+F: the next form of the value (decimal, fraction, mixed, repeating: docs/behaviour.md §17).
    case cycleNumberForm
    /// A formula from another process (the desktop's search chose a result while the
    /// window runs): entered as `cerebrum --formula` enters one, with `.` or the
    /// locale's mark.
    case desktopFormula
    /// Ctrl+K: open or close the unit converter row (docs/behaviour.md §16).
    case toggleConverter
    /// The converter's quantity was chosen; its index comes with it.
    case converterKind
    /// The converter's from-unit was chosen; its index in the quantity's list comes with it.
    case converterFrom
    /// The converter's to-unit was chosen; its index comes with it.
    case converterTo
    /// The converter's swap button: the two units trade places.
    case converterSwap
    /// Ctrl+, and the menu's Preferences: open the Preferences window (docs/behaviour.md §8).
    case showPreferences
    /// A setting of the Preferences window changed; its numbers: the setting, the value
    /// (`PreferencesPage.Setting`'s raw value and the row's new value, both integers).
    case setPreference
    /// An entry of the Functions menu was chosen; its index in `FunctionsMenu.items` comes
    /// with it (docs/behaviour.md §8).
    case insertFunction
    /// A key of programmer mode's keypad (docs/behaviour.md §18); the text it adds to the
    /// formula comes with it (`A`, ` and `, ` << `).
    case programmerType
    /// A base line was chosen as the input base; the base (2, 8, 10, 16) comes with it.
    case programmerBase
    /// A word size was chosen; 8, 16, 32 or 64 comes with it.
    case programmerWord
    /// Signed (`1`) or unsigned (`0`) was chosen.
    case programmerSigned
    /// A bit of the bit panel was clicked; its number (0 the lowest) comes with it.
    case programmerBit
    /// The header bar's programmer toggle: into programmer mode (true), or back to the
    /// brain's mode (false).
    case programmerMode(Bool)

    /// Every command a window can send, in code order.
    public static let all: [WindowCommand] = {
        var keys: [Key] = (0...9).map { .digit($0) } + [.point]
        keys += BinaryOperation.allCases.map { .binary($0) }
        keys += UnaryOperation.allCases.map { .unary($0) }
        keys += Constant.allCases.map { .constant($0) } + [.random]
        keys += Key.variableNames.map { .variable($0) }
        keys += Key.variableNames.map { .store($0) }
        keys += [.memoryAdd, .memoryClear, .equals, .clear, .clearCalculation, .backspace, .swap, .drop]
        keys += AngleUnit.allCases.map { .angle($0) }
        keys += CalculatorMode.allCases.map { .mode($0) }
        keys += [.openFormula]
        return keys.map { .key($0) } + [.quit, .closeWindow, .formulaChanged, .formulaEntered, .formulaCancelled]
            + Key.variableNames.map { .editVariable($0) }
            + [.copy, .paste, .pasteText, .typeText, .toggleHistory, .useHistoryEntry, .clearHistory,
               .showShortcuts, .about, .toggleMode, .toggleAngle, .windowShown, .toggleVariables,
               .toggleGraph, .graphResized, .graphPan, .graphZoom, .graphCentre, .graphTrace]
            + GraphKeys.Action.allCases.map { .graphKey($0) }
            + [.pinCurve, .unpinCurve, .saveGraph, .saveGraphTo, .copyGraph, .redo, .cycleNumberForm]
            + [.desktopFormula]
            + [.toggleConverter, .converterKind, .converterFrom, .converterTo, .converterSwap]  // converter
            + [.showPreferences, .setPreference, .insertFunction] // prefs
            + [.programmerType, .programmerBase, .programmerWord, .programmerSigned, .programmerBit, .programmerMode(true), .programmerMode(false)] // progwin
    }()

    private static let codes: [WindowCommand: Int32] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { ($1, Int32($0)) })

    /// The command's number on the C side: its index in `all`. Codes only live while the
    /// app runs (nothing stores them), so an index is stable enough and cannot collide.
    /// Nil for a command no window sends (a variable that does not exist).
    public var code: Int32? { Self.codes[self] }

    /// The command a code stands for, or nil for a code no window sends.
    public init?(code: Int32) {
        guard code >= 0, Int(code) < Self.all.count else { return nil }
        self = Self.all[Int(code)]
    }
}

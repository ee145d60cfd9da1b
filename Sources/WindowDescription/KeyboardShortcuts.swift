import CalculatorBrain
import CalculatorController
import Localization

/// The keyboard shortcuts of the window (docs/behaviour.md §8), as data: no GTK here, so
/// the table can be tested without a display. The window resolves each `keyvalName` with
/// GDK once.
///
/// Choices where the spec is silent:
/// - Typing writes a formula (docs/behaviour.md §13): the keys that type a character
///   (`typesCharacter`: digits, `.` `,`, `+ - * / ^`, `(`, `%`, `!`, `=`) send it to the
///   controller as typed text, and so does any other printable key pressed alone (the
///   letters of `sqrt`, `sin`, `pi`, `x`). Return and the keypad's Enter are `=` (`↵`).
/// - Alt and a letter applies a function to the displayed value at once, as its button
///   does (`Alt+R` √, `Alt+Q` x², `Alt+I` 1/x, `Alt+N` ±, `Alt+S` `Alt+C` `Alt+T` trig,
///   `Alt+L` ln, `Alt+G` log, `Alt+B` ∛, `Alt+P` π, `Alt+E` e); Shift too gives the other
///   meaning (`Alt+Shift+S` sin⁻¹, `Alt+Shift+E` eˣ, `Alt+Shift+R` rand); `Alt+X` `Alt+Y`
///   `Alt+Z` `Alt+M` the variables, with Shift a store into them (`Ctrl+M` stores into M
///   too). Typing the function's name alone and Return does the same.
/// - Escape and Delete clear the calculation and keep the memory and variables;
///   `Shift+Escape` is all clear (the C button), M and the variables included.
/// - `Ctrl+Plus` (and `Ctrl+=`, the same key unshifted on a US layout) is M+,
///   `Ctrl+Delete` MC, `Alt+W` x⇄y, `Alt+D` drop.
/// - Ctrl+C copies the displayed number, Ctrl+V pastes one, Ctrl+H shows the history,
///   Ctrl+? the shortcuts window (GNOME's conventions).
/// - `Ctrl+R` goes to the next mode, algebraic → RPN → programmer → algebraic, `Ctrl+D`
///   between radians and degrees (the header bar's mode and angle buttons); F6 (the window's own) moves the
///   focus between the header bar and the keys.
public enum KeyboardShortcuts {
    /// Every shortcut; for a command with several, the first is the one tooltips name
    /// first.
    public static let all: [KeyboardShortcut] = {
        var table: [KeyboardShortcut] = []
        func add(_ command: WindowCommand, _ names: String..., modifiers: KeyboardShortcut.Modifiers = []) {
            for name in names { table.append(KeyboardShortcut(name, modifiers, command)) }
        }
        for digit in 0...9 { add(.key(.digit(digit)), "\(digit)", "KP_\(digit)") }
        add(.key(.point), "period", "comma", "KP_Decimal", "KP_Separator")
        add(.key(.binary(.add)), "plus", "KP_Add")
        add(.key(.binary(.subtract)), "minus", "KP_Subtract")
        add(.key(.binary(.multiply)), "asterisk", "KP_Multiply")
        add(.key(.binary(.divide)), "slash", "KP_Divide")
        add(.key(.binary(.power)), "asciicircum")
        add(.key(.equals), "Return", "equal", "KP_Enter")
        add(.key(.unary(.factorial)), "exclam")
        add(.key(.unary(.percent)), "percent")
        add(.key(.openFormula), "parenleft")
        let alt: KeyboardShortcut.Modifiers = .alt
        add(.key(.unary(.squareRoot)), "r", modifiers: alt)
        add(.key(.unary(.cubeRoot)), "b", modifiers: alt)
        add(.key(.binary(.modulo)), "o", modifiers: alt)
        add(.key(.unary(.square)), "q", modifiers: alt)
        add(.key(.unary(.reciprocal)), "i", modifiers: alt)
        add(.key(.unary(.negate)), "n", modifiers: alt)
        add(.key(.unary(.sin)), "s", modifiers: alt)
        add(.key(.unary(.cos)), "c", modifiers: alt)
        add(.key(.unary(.tan)), "t", modifiers: alt)
        add(.key(.unary(.asin)), "S", modifiers: alt)
        add(.key(.unary(.acos)), "C", modifiers: alt)
        add(.key(.unary(.atan)), "T", modifiers: alt)
        add(.key(.unary(.ln)), "l", modifiers: alt)
        add(.key(.unary(.log)), "g", modifiers: alt)
        add(.key(.unary(.exp)), "E", modifiers: alt)
        add(.key(.constant(.pi)), "p", modifiers: alt)
        add(.key(.constant(.e)), "e", modifiers: alt)
        add(.key(.random), "R", modifiers: alt)
        for name in ["x", "y", "z"] {
            add(.key(.variable(name)), name, modifiers: alt)
            add(.key(.store(name)), name.uppercased(), modifiers: alt)
        }
        add(.key(.variable("M")), "m", modifiers: alt)
        add(.key(.store("M")), "M", modifiers: alt)
        add(.key(.store("M")), "m", modifiers: .control)
        add(.key(.memoryAdd), "plus", "KP_Add", "equal", modifiers: .control)
        add(.key(.memoryClear), "Delete", modifiers: .control)
        add(.key(.clearCalculation), "Escape", "Delete")
        add(.key(.clear), "Escape", modifiers: .shift)
        add(.key(.backspace), "BackSpace")
        add(.key(.backspace), "z", modifiers: .control)
        add(.redo, "Z", modifiers: .control)
        add(.redo, "y", modifiers: .control)
        add(.key(.swap), "w", modifiers: alt)
        add(.key(.drop), "d", modifiers: alt)
        add(.copy, "c", modifiers: .control)
        add(.paste, "v", modifiers: .control)
        add(.toggleHistory, "h", modifiers: .control)
        add(.toggleVariables, "e", modifiers: .control)
        add(.toggleMode, "r", modifiers: .control)
        add(.toggleAngle, "d", modifiers: .control)
        add(.cycleNumberForm, "f", modifiers: .control)
        add(.showShortcuts, "question", modifiers: .control)
        add(.showPreferences, "comma", modifiers: .control)
        add(.toggleGraph, "g", modifiers: .control)
        add(.toggleConverter, "k", modifiers: .control)
        add(.copyGraph, "C", modifiers: .control)
        add(.pinCurve, "P", modifiers: .control)
        add(.quit, "q", modifiers: .control)
        add(.closeWindow, "w", modifiers: .control)
        return table
    }()

    /// What to type for a command's key in a formula, where it has a name there (`sqrt`,
    /// `sin`, `pi`, `x`): typed alone and Return, a function applies to the displayed
    /// value (docs/behaviour.md §13). Nil for the rest.
    public static func typedName(for command: WindowCommand) -> String? {
        guard case .key(let key) = command else { return nil }
        switch key {
        case .unary(.asin): return "asin"
        case .unary(.acos): return "acos"
        case .unary(.atan): return "atan"
        case .unary(let op): return op.formulaName
        case .constant(.pi): return "pi"
        case .constant(.e): return "e"
        case .variable(let name): return name
        default: return nil
        }
    }

    /// The shortcuts of one command, in table order.
    public static func shortcuts(for command: WindowCommand) -> [KeyboardShortcut] {
        byCommand[command] ?? []
    }

    /// `all` grouped once: the window asks for each of its 54 buttons' tooltips at start,
    /// and filtering the whole table each time compared 5,400 commands (0.74 M more
    /// instructions before the window showed than this table).
    private static let byCommand = Dictionary(grouping: all, by: \.command)

    /// How a tooltip names the shortcuts of a command: `r`, `Return or =`. Keypad keys
    /// are left out (they are the same key to a user); nil when there is none.
    public static func label(for command: WindowCommand) -> String? {
        let labels = shortcuts(for: command).filter { !$0.isKeypad }.map(\.label)
        guard let first = labels.first else { return nil }
        // Pairwise, so a translation needs only one sentence for any number of keys.
        // TRANSLATORS: two keys that do the same, as tooltips name them ("Return or =").
        let keys = labels.dropFirst().reduce(first) { tr("%1$s or %2$s").filled($0, $1) }
        guard let name = typedName(for: command) else { return keys }
        // TRANSLATORS: a tooltip's keys, then the name to type in a formula:
        // "Alt+R, or type sqrt".
        return tr("%1$s, or type %2$s").filled(keys, name)
    }

    /// A tooltip: `text` and the shortcuts of `command`, `Square root (r)`; `text` alone
    /// when the command has none.
    public static func tooltip(_ text: String, for command: WindowCommand) -> String {
        WindowTexts.naming(text, shortcut: label(for: command))
    }
}

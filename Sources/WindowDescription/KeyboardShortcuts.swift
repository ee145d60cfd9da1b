import CalculatorBrain
import CalculatorController
import Localization

/// The keyboard shortcuts of the window (docs/behaviour.md §8), as data: no GTK here, so
/// the table can be tested without a display. The window resolves each `keyvalName` with
/// GDK once.
///
/// Choices where the spec is silent:
/// - Lower-case letters are functions (`r` √, `q` x², `i` 1/x, `n` ±, `s` `c` `t` trig,
///   `l` ln, `g` log, `p` π, `e` e), `x` `y` `z` `m` push the variables x, y, z, M.
/// - Shift makes the "other" meaning: `S` `C` `T` inverse trig, `E` eˣ, `R` rand, and
///   `X` `Y` `Z` `M` store into x, y, z, M (`Ctrl+M` stores into M too).
/// - `Ctrl+Plus` (and `Ctrl+=`, the same key unshifted on a US layout) is M+,
///   `Ctrl+Delete` MC, `w` x⇄y, `d` drop.
/// - Ctrl+C copies the displayed number, Ctrl+V pastes one, Ctrl+H shows the history,
///   Ctrl+? the shortcuts window (GNOME's conventions).
/// - `Ctrl+R` switches between algebraic and RPN mode, `Ctrl+D` between radians and
///   degrees (the header bar's RPN and Deg toggles); F6 (the window's own) moves the
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
        add(.key(.unary(.squareRoot)), "r")
        add(.key(.unary(.cubeRoot)), "b")
        add(.key(.unary(.square)), "q")
        add(.key(.unary(.reciprocal)), "i")
        add(.key(.unary(.negate)), "n")
        add(.key(.unary(.factorial)), "exclam")
        add(.key(.unary(.percent)), "percent")
        add(.key(.unary(.sin)), "s")
        add(.key(.unary(.cos)), "c")
        add(.key(.unary(.tan)), "t")
        add(.key(.unary(.asin)), "S")
        add(.key(.unary(.acos)), "C")
        add(.key(.unary(.atan)), "T")
        add(.key(.unary(.ln)), "l")
        add(.key(.unary(.log)), "g")
        add(.key(.unary(.exp)), "E")
        add(.key(.constant(.pi)), "p")
        add(.key(.constant(.e)), "e")
        add(.key(.random), "R")
        for name in ["x", "y", "z"] {
            add(.key(.variable(name)), name)
            add(.key(.store(name)), name.uppercased())
        }
        add(.key(.variable("M")), "m")
        add(.key(.store("M")), "M")
        add(.key(.store("M")), "m", modifiers: .control)
        add(.key(.memoryAdd), "plus", "KP_Add", "equal", modifiers: .control)
        add(.key(.memoryClear), "Delete", modifiers: .control)
        add(.key(.clear), "Escape", "Delete")
        add(.key(.backspace), "BackSpace")
        add(.key(.backspace), "z", modifiers: .control)
        add(.key(.swap), "w")
        add(.key(.drop), "d")
        add(.key(.openFormula), "parenleft")
        add(.copy, "c", modifiers: .control)
        add(.paste, "v", modifiers: .control)
        add(.toggleHistory, "h", modifiers: .control)
        add(.toggleVariables, "e", modifiers: .control)
        add(.toggleMode, "r", modifiers: .control)
        add(.toggleAngle, "d", modifiers: .control)
        add(.showShortcuts, "question", modifiers: .control)
        add(.quit, "q", modifiers: .control)
        add(.closeWindow, "w", modifiers: .control)
        return table
    }()

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
        return labels.dropFirst().reduce(first) { tr("%1$s or %2$s").filled($0, $1) }
    }

    /// A tooltip: `text` and the shortcuts of `command`, `Square root (r)`; `text` alone
    /// when the command has none.
    public static func tooltip(_ text: String, for command: WindowCommand) -> String {
        WindowTexts.naming(text, shortcut: label(for: command))
    }
}

import CalculatorBrain

/// The keyboard shortcuts of the window (SPEC §8), as data: no GTK here, so the table can
/// be tested without a display. The window resolves each `keyvalName` with GDK once.
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
        add(.toggleMode, "r", modifiers: .control)
        add(.toggleAngle, "d", modifiers: .control)
        add(.showShortcuts, "question", modifiers: .control)
        add(.quit, "q", modifiers: .control)
        add(.closeWindow, "w", modifiers: .control)
        return table
    }()

    /// The shortcuts of one command, in table order.
    public static func shortcuts(for command: WindowCommand) -> [KeyboardShortcut] {
        all.filter { $0.command == command }
    }

    /// How a tooltip names the shortcuts of a command: `r`, `Return or =`. Keypad keys
    /// are left out (they are the same key to a user); nil when there is none.
    public static func label(for command: WindowCommand) -> String? {
        let labels = shortcuts(for: command).filter { !$0.isKeypad }.map(\.label)
        return labels.isEmpty ? nil : labels.joined(separator: " or ")
    }
}

/// One key combination and what it does.
public struct KeyboardShortcut: Hashable, Sendable {
    /// Modifier keys that must be held. Shift is only ever needed for keys that type no
    /// character: `+` or `S` is matched by the character the layout produces.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let control = Modifiers(rawValue: 1 << 0)
        public static let shift = Modifiers(rawValue: 1 << 1)
        public static let alt = Modifiers(rawValue: 1 << 2)
    }

    /// The GDK name of the key (`KP_Add`, `plus`, `r`, `S`), as `gdk_keyval_from_name`
    /// reads it.
    public var keyvalName: String
    public var modifiers: Modifiers
    public var command: WindowCommand

    public init(_ keyvalName: String, _ modifiers: Modifiers, _ command: WindowCommand) {
        self.keyvalName = keyvalName
        self.modifiers = modifiers
        self.command = command
    }

    /// A key pressed on its own.
    public init(_ keyvalName: String, _ command: WindowCommand) {
        self.init(keyvalName, [], command)
    }

    /// A key on the numeric keypad.
    public var isKeypad: Bool { keyvalName.hasPrefix("KP_") }

    /// Quitting, closing, the history and the shortcuts window work even while a text
    /// entry or a popover (the variables, the history, the menu) has focus; every other
    /// key belongs to that entry or popover then (Return picks a history entry, Ctrl+C
    /// copies the entry's text).
    public var worksInTextEntries: Bool {
        [.quit, .closeWindow, .toggleHistory, .showShortcuts, .toggleMode, .toggleAngle].contains(command)
    }

    /// The shortcut in GTK's accelerator syntax: `<Control>z`, `KP_Add`, `<Shift>s`.
    /// An upper-case letter is written as Shift and the lower-case one, which GTK
    /// shows as `Shift+S`.
    public var accelerator: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "<Control>" }
        if modifiers.contains(.alt) { prefix += "<Alt>" }
        if modifiers.contains(.shift) { prefix += "<Shift>" }
        var key = keyvalName
        if key.count == 1, let letter = key.first, letter.isUppercase, letter.isASCII {
            prefix += "<Shift>"
            key = key.lowercased()
        }
        return prefix + key
    }

    /// How a person reads this shortcut: `r`, `Shift+S`, `Ctrl+Z`, `Return`, `Ctrl+Plus`.
    public var label: String {
        let named = Self.keyNames[keyvalName]
        var key = named?.symbol ?? keyvalName
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl+" }
        if modifiers.contains(.alt) { prefix += "Alt+" }
        if modifiers.contains(.shift) { prefix += "Shift+" }
        if !prefix.isEmpty {
            // `Ctrl++` is unreadable and `Ctrl+z` looks unlike every other app.
            key = named?.word ?? key.uppercased()
        } else if key.count == 1, let letter = key.first, letter.isUppercase {
            prefix = "Shift+"
        }
        return prefix + key
    }

    /// Keys whose GDK name is not what a person reads: the symbol alone, the word after
    /// a modifier.
    private static let keyNames: [String: (symbol: String, word: String)] = [
        "period": (".", "Period"), "comma": (",", "Comma"), "plus": ("+", "Plus"),
        "minus": ("-", "Minus"), "asterisk": ("*", "Asterisk"), "slash": ("/", "Slash"),
        "asciicircum": ("^", "Caret"), "equal": ("=", "Equals"), "exclam": ("!", "Exclamation mark"),
        "BackSpace": ("Backspace", "Backspace"), "Escape": ("Esc", "Esc"),
        "Delete": ("Delete", "Delete"), "Return": ("Return", "Return"),
        "question": ("?", "?"),
        // A bare `(` inside a tooltip's parentheses, `Formula (()`, would not read.
        "parenleft": ("“(”", "Left parenthesis"),
    ]
}

// MARK: - Commands

/// Everything a window can be told to do: press a calculator key, or act on the window
/// itself. Buttons, shortcuts, the header bar switches and the variables panel all send
/// one of these, as a small integer `code` across the C boundary.
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
    /// Ctrl+R: algebraic mode to RPN and back.
    case toggleMode
    /// Ctrl+D: radians to degrees and back.
    case toggleAngle
    /// A history entry was chosen; its index (oldest first) comes as the text.
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

    /// Every command a window can send, in code order.
    public static let all: [WindowCommand] = {
        var keys: [Key] = (0...9).map { .digit($0) } + [.point]
        keys += BinaryOperation.allCases.map { .binary($0) }
        keys += UnaryOperation.allCases.map { .unary($0) }
        keys += Constant.allCases.map { .constant($0) } + [.random]
        keys += Key.variableNames.map { .variable($0) }
        keys += Key.variableNames.map { .store($0) }
        keys += [.memoryAdd, .memoryClear, .equals, .clear, .backspace, .swap, .drop]
        keys += AngleUnit.allCases.map { .angle($0) }
        keys += CalculatorMode.allCases.map { .mode($0) }
        keys += [.openFormula]
        return keys.map { .key($0) } + [.quit, .closeWindow, .formulaChanged, .formulaEntered]
            + Key.variableNames.map { .editVariable($0) }
            + [.copy, .paste, .pasteText, .toggleHistory, .useHistoryEntry, .clearHistory,
               .showShortcuts, .about, .toggleMode, .toggleAngle]
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

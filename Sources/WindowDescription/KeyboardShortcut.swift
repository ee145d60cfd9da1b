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
        if [.quit, .closeWindow, .toggleHistory, .toggleVariables, .showShortcuts, .toggleMode,
            .toggleAngle, .toggleGraph, .copyGraph, .pinCurve, .toggleConverter, .showPreferences].contains(command) { return true }
        // Ctrl+M and Ctrl+= (→M, M+), which no entry uses, act as their buttons do: with
        // the formula line open, it closes (changing nothing) and the key does its work
        // (docs/behaviour.md §13). Ctrl+Delete (MC) stays the entry's: it deletes a word.
        return modifiers == .control && [.key(.store("M")), .key(.memoryAdd)].contains(command)
    }

    /// The key types its character into a formula (docs/behaviour.md §13): the window
    /// sends the character as typed text rather than the key, so in algebraic mode it
    /// goes into the formula line, in RPN mode the controller presses the key.
    public var typesCharacter: Bool {
        // The keypad's decimal key is the decimal point's key, whatever character the
        // layout gives it: it types the locale's mark (docs/behaviour.md §12).
        guard modifiers.isEmpty, !["Return", "KP_Enter", "KP_Decimal", "KP_Separator"].contains(keyvalName),
              case .key(let key) = command else { return false }
        switch key {
        case .digit, .point, .binary, .equals, .openFormula, .unary(.factorial), .unary(.percent): return true
        default: return false
        }
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
        if Self.isShiftedLetter(key) {
            prefix += "<Shift>"
            key = key.lowercased()
        }
        return prefix + key
    }

    /// Whether a GDK key name is one upper-case letter (`S`), the name of a letter key
    /// pressed with Shift. GDK's one-character names are ASCII, so the test is too: no
    /// Unicode property tables paged in at start for it.
    private static func isShiftedLetter(_ keyvalName: String) -> Bool {
        guard keyvalName.utf8.count == 1, let byte = keyvalName.utf8.first else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// How a person reads this shortcut: `r`, `Shift+S`, `Ctrl+Z`, `Return`, `Ctrl+Plus`.
    public var label: String {
        let named = Self.keyNames[keyvalName]
        var key = named?.symbol ?? keyvalName
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl+" }
        if modifiers.contains(.alt) { prefix += "Alt+" }
        if modifiers.contains(.shift) { prefix += "Shift+" }
        if Self.isShiftedLetter(keyvalName) { prefix += "Shift+" }
        // `Ctrl++` is unreadable and `Ctrl+z` looks unlike every other app.
        if !prefix.isEmpty { key = named?.word ?? key.uppercased() }
        return prefix + key
    }

    /// Keys whose GDK name is not what a person reads: the symbol alone, the word after
    /// a modifier. Not translated: key names stay as keyboards and GTK's English
    /// accelerator labels write them (`Ctrl+Plus`, `Esc`), in every language.
    private static let keyNames: [String: (symbol: String, word: String)] = [
        "period": (".", "Period"), "comma": (",", "Comma"), "plus": ("+", "Plus"),
        "minus": ("-", "Minus"), "asterisk": ("*", "Asterisk"), "slash": ("/", "Slash"),
        "asciicircum": ("^", "Caret"), "equal": ("=", "Equals"), "exclam": ("!", "Exclamation mark"),
        "percent": ("%", "Percent"),
        "BackSpace": ("Backspace", "Backspace"), "Escape": ("Esc", "Esc"),
        "Delete": ("Delete", "Delete"), "Return": ("Return", "Return"),
        "question": ("?", "?"),
        // A bare `(` inside a tooltip's parentheses, `Formula (()`, would not read.
        "parenleft": ("“(”", "Left parenthesis"),
    ]
}

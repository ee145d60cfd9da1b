import CalculatorBrain
import CalculatorController
import WindowDescription

/// `cerebrum --list-keys [--json]`: the key tokens `--keys` accepts and, as JSON, the
/// window's buttons and keyboard shortcuts, read from the Swift tables (`Key.tokens`,
/// `ButtonLayout`, `KeyboardShortcuts`). The end-to-end tests build their key tables from
/// it, so a new key needs no edit in Python.
///
/// A key is named by its Swift case as written in source: `unary(cubeRoot)`,
/// `variable("x")`, `digit(7)`, `equals`.
enum KeyCatalog {
    /// Every token `--keys` accepts as one key and the key it names: the digits and
    /// `.` (a run of them types each character), then `Key.tokens`.
    static var tokens: [String: Key] {
        var table = Key.tokens
        for digit in 0...9 { table[String(digit)] = .digit(digit) }
        table["."] = .point
        return table
    }

    /// One line per token, `token<TAB>key`, sorted by token.
    static func text() -> String {
        tokens.sorted { $0.key < $1.key }.map { "\($0.key)\t\(name(of: $0.value))\n" }.joined()
    }

    /// The JSON object: `tokens` (token → key), `buttons` and `shortcuts`.
    static func json() -> String {
        JSONText.line(Catalog(
            tokens: tokens.mapValues(name(of:)),
            buttons: ButtonLayout.buttons.map(ButtonEntry.init) + ButtonLayout.commandButtons.map(ButtonEntry.init),
            shortcuts: KeyboardShortcuts.all.map(ShortcutEntry.init)))
    }

    /// A key as its case is written in Swift, without module and type names:
    /// `unary(cubeRoot)`, not `unary(CalculatorBrain.UnaryOperation.cubeRoot)`.
    static func name(of key: Key) -> String { unqualified(String(describing: key)) }

    /// A command: `key` for a key (its `key` field names which), else its case.
    static func name(of command: WindowCommand) -> String {
        if case .key = command { return "key" }
        return unqualified(String(describing: command))
    }

    /// `text` with every `Name.` qualifier dropped (a run of letters, digits and `_`
    /// followed by a dot); quoted strings are kept as they are.
    static func unqualified(_ text: String) -> String {
        var result = ""
        var word = ""
        var quoted = false
        for character in text {
            if quoted {
                result.append(character)
                if character == "\"" { quoted = false }
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if character == ".", !word.isEmpty {
                word = ""
            } else {
                result += word
                word = ""
                result.append(character)
                if character == "\"" { quoted = true }
            }
        }
        return result + word
    }

    /// The `--list-keys --json` object. A field without a value is left out.
    struct Catalog: Codable, Equatable {
        var tokens: [String: String]
        var buttons: [ButtonEntry]
        var shortcuts: [ShortcutEntry]
    }

    /// One button of `ButtonLayout`.
    struct ButtonEntry: Codable, Equatable {
        var key: String
        var label: String
        var name: String
        var rpnLabel: String?
        var rpnName: String?
        var section: String
        var rpnOnly: Bool
        var algebraicOnly = false
        var tooltip: String
        var rpnTooltip: String?
    }

    /// One shortcut of `KeyboardShortcuts`; `key` names the key when `command` is `key`.
    struct ShortcutEntry: Codable, Equatable {
        var keyval: String
        var modifiers: [String]
        var command: String
        var key: String?
        var label: String
    }
}

extension KeyCatalog.ButtonEntry {
    init(_ button: ButtonLayout.Button) {
        self.init(key: KeyCatalog.name(of: button.key), label: button.label, name: button.accessibleName,
                  rpnLabel: button.rpnLabel, rpnName: button.rpnAccessibleName, section: "\(button.section)",
                  rpnOnly: button.rpnOnly, algebraicOnly: button.algebraicOnly, tooltip: button.tooltip,
                  rpnTooltip: button.rpnTooltip)
    }
}

extension KeyCatalog.ButtonEntry {
    /// The Functions menu (`key` "functionsMenu") or the form key (`key` its command).
    init(_ button: ButtonLayout.CommandButton) {
        self.init(key: button.command.map(KeyCatalog.name(of:)) ?? "functionsMenu", label: button.label,
                  name: button.accessibleName, rpnLabel: nil, rpnName: nil, section: "scientific", rpnOnly: false,
                  tooltip: button.tooltip, rpnTooltip: nil)
    }
}

extension KeyCatalog.ShortcutEntry {
    init(_ shortcut: KeyboardShortcut) {
        let modifiers = [(KeyboardShortcut.Modifiers.control, "control"), (.shift, "shift"), (.alt, "alt")]
            .filter { shortcut.modifiers.contains($0.0) }.map(\.1)
        var key: String?
        if case .key(let pressed) = shortcut.command { key = KeyCatalog.name(of: pressed) }
        self.init(keyval: shortcut.keyvalName, modifiers: modifiers, command: KeyCatalog.name(of: shortcut.command),
                  key: key, label: shortcut.label)
    }
}

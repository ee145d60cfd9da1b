import CalculatorController
import WindowDescription
import Testing
@testable import CommandLineInterface
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `cerebrum --list-keys [--json]`: what the end-to-end tests build their tables from.
@Suite struct KeyCatalogTests {
    typealias Catalog = KeyCatalog.Catalog
    typealias Button = KeyCatalog.ButtonEntry
    typealias Shortcut = KeyCatalog.ShortcutEntry

    static func catalog() throws -> Catalog {
        let outcome = HeadlessRun.run(arguments: ["--list-keys", "--json"], readInput: { "" })
        guard case .finished(let output) = outcome else { throw CatalogError.openedWindow }
        #expect(output.status == 0)
        #expect(output.standardError == "")
        return try JSONDecoder().decode(Catalog.self, from: Data(output.standardOutput.utf8))
    }

    enum CatalogError: Error { case openedWindow }

    /// A key's name as Swift writes its case, without module and type names.
    @Test(arguments: [
        ("unary(CalculatorBrain.UnaryOperation.cubeRoot)", "unary(cubeRoot)"),
        ("digit(7)", "digit(7)"),
        ("equals", "equals"),
        (#"variable("x")"#, #"variable("x")"#),
        (#"store("M.x")"#, #"store("M.x")"#),
        ("angle(CalculatorBrain.AngleUnit.degrees)", "angle(degrees)"),
        ("a(B.c, D.e)", "a(c, e)"),
    ])
    func unqualified(_ text: String, _ expected: String) {
        #expect(KeyCatalog.unqualified(text) == expected)
    }

    /// Every token means, in the catalog, the key `--keys` presses for it.
    @Test func tokensAreWhatKeysPress() throws {
        let catalog = try Self.catalog()
        #expect(catalog.tokens.count == Key.tokens.count + 11)
        for (token, name) in catalog.tokens {
            let keys = try #require(Key.keys(forToken: Substring(token)), "\(token)")
            #expect(keys.count == 1 && KeyCatalog.name(of: keys[0]) == name, "\(token)")
        }
    }

    /// Different keys and commands get different names, so the tests can join tables.
    @Test func namesAreDistinct() {
        let keys = WindowCommand.all.compactMap { command -> Key? in
            if case .key(let key) = command { return key }
            return nil
        }
        #expect(Set(keys.map(KeyCatalog.name(of:))).count == keys.count)
        let others = WindowCommand.all.filter { if case .key = $0 { false } else { true } }
        #expect(Set(others.map(KeyCatalog.name(of:))).count == others.count)
    }

    @Test(arguments: [
        ("7", "digit(7)"), (".", "point"), ("−", "binary(subtract)"), ("-", "binary(subtract)"),
        ("∛", "unary(cubeRoot)"), ("cbrt", "unary(cubeRoot)"), ("↵", "equals"), ("=", "equals"),
        ("→M", "store(\"M\")"), ("->x", "store(\"x\")"), ("M", "variable(\"M\")"), ("deg", "angle(degrees)"),
        ("x⇄y", "swap"), ("undo", "backspace"), ("pi", "constant(pi)"), ("rand", "random"),
        ("%", "unary(percent)"), ("⎋", "clearCalculation"), ("esc", "clearCalculation"),
    ])
    func token(_ token: String, _ key: String) throws {
        #expect(try Self.catalog().tokens[token] == key)
    }

    @Test(arguments: [
        ("b", ["alt"], "key", "unary(cubeRoot)", "Alt+B"),
        ("percent", [], "key", "unary(percent)", "%"),
        ("Escape", [], "key", "clearCalculation", "Esc"),
        ("Escape", ["shift"], "key", "clear", "Shift+Esc"),
        ("KP_Add", [], "key", "binary(add)", "KP_Add"),
        ("S", ["alt"], "key", "unary(asin)", "Alt+Shift+S"),
        ("plus", ["control"], "key", "memoryAdd", "Ctrl+Plus"),
        ("m", ["control"], "key", "store(\"M\")", "Ctrl+M"),
        ("Return", [], "key", "equals", "Return"),
        ("c", ["control"], "copy", nil, "Ctrl+C"),
        ("q", ["control"], "quit", nil, "Ctrl+Q"),
        ("d", ["control"], "toggleAngle", nil, "Ctrl+D"),
    ] as [(String, [String], String, String?, String)])
    func shortcut(_ keyval: String, _ modifiers: [String], _ command: String, _ key: String?, _ label: String) throws {
        let found = try Self.catalog().shortcuts.filter { $0.keyval == keyval && $0.modifiers == modifiers }
        #expect(found == [Shortcut(keyval: keyval, modifiers: modifiers, command: command, key: key, label: label)])
    }

    @Test func everyButtonAndShortcut() throws {
        let catalog = try Self.catalog()
        #expect(catalog.buttons.count == ButtonLayout.buttons.count + ButtonLayout.commandButtons.count)
        #expect(catalog.buttons.contains { $0.key == "functionsMenu" && $0.name == "functions" })
        // The form key sits beside the display, not among the keys (§17); Ctrl+F is listed.
        #expect(!catalog.buttons.contains { $0.key == "cycleNumberForm" })
        #expect(catalog.shortcuts.contains { $0.command == "cycleNumberForm" && $0.label == "Ctrl+F" })
        #expect(catalog.shortcuts.count == KeyboardShortcuts.all.count)
        #expect(catalog.buttons.first { $0.name == "cube root" }
                == Button(key: "unary(cubeRoot)", label: "∛", name: "cube root", rpnLabel: nil, rpnName: nil,
                          section: "scientific", rpnOnly: false, tooltip: "Cube root (Alt+B, or type cbrt)", rpnTooltip: nil))
        #expect(catalog.buttons.first { $0.name == "equals" }
                == Button(key: "equals", label: "=", name: "equals", rpnLabel: "↵", rpnName: "enter",
                          section: "keypad", rpnOnly: false, tooltip: "Equals (Return or =)",
                          rpnTooltip: "Enter (Return or =)"))
        #expect(catalog.buttons.first { $0.name == "drop" }?.rpnOnly == true)
        #expect(catalog.buttons.first { $0.name == "random number" }?.algebraicOnly == true)
    }

    /// A field without a value is left out of the JSON, not written as null.
    @Test func absentFieldsAreLeftOut() throws {
        guard case .finished(let output) = HeadlessRun.run(arguments: ["--list-keys", "--json"], readInput: { "" }) else {
            Issue.record("opened the window")
            return
        }
        #expect(!output.standardOutput.contains("null"))
        #expect(output.standardOutput.contains(#""rpnName":"enter""#))
    }

    /// Without --json: one `token<TAB>key` line per token, sorted.
    @Test func text() throws {
        guard case .finished(let output) = HeadlessRun.run(arguments: ["--list-keys"], readInput: { "" }) else {
            Issue.record("opened the window")
            return
        }
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == KeyCatalog.tokens.count)
        #expect(lines == lines.sorted())
        #expect(lines.contains("∛\tunary(cubeRoot)"))
        #expect(lines.contains("0\tdigit(0)"))
    }
}

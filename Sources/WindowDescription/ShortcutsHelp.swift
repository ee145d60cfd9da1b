import CalculatorBrain
import CalculatorController
import Localization

/// The keyboard shortcuts as the shortcuts window (Ctrl+?) lists them: built from
/// `KeyboardShortcuts.all`, one row per command, in groups a person looks for. As data,
/// so it can be tested without a display; accelerators are in GTK's syntax.
public enum ShortcutsHelp {
    /// The groups of the window, in order. GTK fills columns of at most 15 lines (a
    /// group's title counts as one) two to a page; this order packs them into two
    /// pages: Numbers and Memory and variables | Functions (a column of its own, change
    /// of sign included), then Operations and Trigonometry | Editing and Window.
    public enum Group: CaseIterable, Sendable {
        case numbers, memory, functions, operations, trigonometry, editing, window, graph

        /// The group's title in the shortcuts window.
        public var title: String {
            switch self {
            case .numbers: tr("Numbers")
            case .memory: tr("Memory and variables")
            case .functions: tr("Functions")
            case .operations: tr("Operations")
            case .trigonometry: tr("Trigonometry")
            case .editing: tr("Editing")
            case .window: tr("Window")
            case .graph: tr("Graph")
            }
        }
    }

    /// One row: what it does and every key that does it.
    public struct Row: Hashable, Sendable {
        public var group: Group
        public var title: String
        /// Space-separated GTK accelerators, shown as alternatives: `Return equal`;
        /// `0...9` is a range.
        public var accelerators: String

        public init(_ group: Group, _ title: String, _ accelerators: String) {
            self.group = group
            self.title = title
            self.accelerators = accelerators
        }
    }

    /// Every row, group by group; within a group in the order of `KeyboardShortcuts.all`.
    public static let rows: [Row] = {
        var commands: [WindowCommand] = []
        for shortcut in KeyboardShortcuts.all where !commands.contains(shortcut.command) {
            commands.append(shortcut.command)
        }
        var rows: [Row] = []
        for group in Group.allCases {
            if group == .numbers {
                // Ten rows of digits would drown the rest: one row with a range, and the
                // decimal point with them (the columns are full).
                // The decimal point is the locale's mark alone: where it is `,`, `.` groups
                // digits, and where it is `.`, a typed `,` is refused (docs/behaviour.md §12).
                rows.append(Row(.numbers, tr("Digits and decimal point"), "0...9 " + decimalKey))
            }
            for command in commands where ShortcutsHelp.group(of: command) == group && !isDigit(command) {
                // Keypad keys are the same keys to a person (and GTK draws `KP_Add` as
                // `+` too): left out, as in tooltips.
                let accelerators = KeyboardShortcuts.shortcuts(for: command).filter { !$0.isKeypad }.map(\.accelerator)
                rows.append(Row(group, title(of: command), accelerators.joined(separator: " ")))
            }
            if group == .window {
                // GTK's own: F10 opens a window's primary menu.
                rows.append(Row(.window, WindowTexts.mainMenu, "F10"))
                rows.append(Row(.window, tr("Move between the header bar, keys and graph"), "F6"))
            }
            if group == .graph {
                // The graph's own keys, while it has the focus: keys whose titles are the
                // same share a row (the four arrows, Tab and Shift+Tab). X's name for
                // Shift+Tab is Shift+Tab to a person.
                for shortcut in GraphKeys.all where !shortcut.isKeypad && shortcut.keyvalName != "ISO_Left_Tab" {
                    let title = title(of: shortcut.command)
                    if let same = rows.firstIndex(where: { $0.group == .graph && $0.title == title }) {
                        rows[same].accelerators += " " + shortcut.accelerator
                    } else {
                        rows.append(Row(.graph, title, shortcut.accelerator))
                    }
                }
            }
        }
        return rows
    }()

    /// The group a command is listed in.
    public static func group(of command: WindowCommand) -> Group {
        switch command {
        case .key(.openFormula): .functions
        case .formulaChanged, .formulaEntered, .formulaCancelled, .windowShown, .typeText, .desktopFormula: .window
        case .toggleGraph, .graphResized, .graphPan, .graphZoom, .graphCentre, .graphTrace, .graphKey, .pinCurve,
             .unpinCurve, .saveGraph, .saveGraphTo, .copyGraph: .graph
        // The mode switch sits with the digits: it decides what typed digits do; the
        // Preferences (mostly how numbers are shown) with the number form.
        // The angle unit too (a mode like the other), which leaves Trigonometry room for
        // Operations' `mod` in their column.
        case .key(.digit), .key(.point), .toggleMode, .cycleNumberForm, .showPreferences, .toggleAngle: .numbers
        case .key(.binary), .key(.equals): .operations
        case .toggleConverter, .converterKind, .converterFrom, .converterTo, .converterSwap: .functions
        case .key(.unary(.sin)), .key(.unary(.cos)), .key(.unary(.tan)),
             .key(.unary(.asin)), .key(.unary(.acos)), .key(.unary(.atan)): .trigonometry
        case .key(.unary), .key(.constant), .key(.random): .functions
        // The history is kept with the memory: what was calculated, kept for reuse.
        case .key(.variable), .key(.store), .key(.memoryAdd), .key(.memoryClear), .toggleVariables,
             .toggleHistory: .memory
        case .key(.clear), .key(.clearCalculation), .key(.backspace), .key(.swap), .key(.drop), .copy, .paste, .redo: .editing
        case .key(.angle), .key(.mode), .quit, .closeWindow, .editVariable, .pasteText,
             .useHistoryEntry, .clearHistory, .showShortcuts, .about, .setPreference, .insertFunction,
             .programmerType, .programmerBase, .programmerWord, .programmerSigned, .programmerBit, .programmerMode:
            .window
        }
    }

    /// What a row says a command does: the button's name as a sentence, or the window
    /// action's.
    public static func title(of command: WindowCommand) -> String {
        switch command {
        case .formulaChanged, .formulaEntered, .formulaCancelled, .windowShown, .typeText, .desktopFormula,
             .programmerType, .programmerBase, .programmerWord, .programmerSigned, .programmerBit, .programmerMode:
            return "\(command)"
        case .key(.equals): return tr("Equals, or enter in RPN mode")
        case .key(.swap): return tr("Swap (RPN)")
        case .key(.drop): return tr("Drop (RPN)")
        case .key(.openFormula):
            return tr("Type a formula such as 2+3*4 or sin(30): Return puts it in, Esc closes it")
        case .key(.clearCalculation): return tr("Clear the calculation, keeping memory and variables")
        case .key(let key):
            // Every key with a shortcut has a button; were one missing, its row would
            // have an empty title, which `titlesAreSentences` catches.
            let button = ButtonLayout.button(for: key)
            let text = button?.hint ?? button?.accessibleName ?? ""
            let title = text.prefix(1).uppercased() + text.dropFirst()
            guard let name = KeyboardShortcuts.typedName(for: command) else { return title }
            return tr("%1$s, or type %2$s").filled(title, name)
        case .redo: return tr("Redo what undo took back")
        case .copy: return tr("Copy the displayed number")
        case .paste: return tr("Paste a number or a formula")
        case .toggleHistory: return tr("Show or hide the history")
        case .toggleVariables: return tr("Show or hide the variables")
        case .showShortcuts: return tr("Keyboard shortcuts")
        case .showPreferences: return tr("Preferences")
        case .closeWindow: return tr("Close the window")
        case .quit: return tr("Quit")
        case .clearHistory: return tr("Clear the history")
        case .about: return tr("About Cerebrum")
        case .toggleMode: return tr("Algebraic, RPN or programmer mode")
        case .toggleAngle: return tr("Radians or degrees")
        case .cycleNumberForm: return tr("Show the value as a decimal, fraction, mixed number or repeating decimal")
        case .editVariable(let name): return tr("Edit %s").filled(name)
        case .pasteText, .useHistoryEntry, .setPreference, .insertFunction: return "\(command)"
        case .toggleGraph: return tr("Show or hide the graph")
        case .toggleConverter: return tr("Show or hide the unit converter")
        case .converterKind, .converterFrom, .converterTo, .converterSwap: return "\(command)"
        case .copyGraph: return tr("Copy the graph as an image")
        case .pinCurve: return tr("Pin the curve, to draw the next calculation beside it")
        case .unpinCurve: return tr("Remove the traced pinned curve, or the newest")
        case .saveGraph: return tr("Save the graph as SVG or PNG")
        case .graphKey(let action):
            switch action {
            case .up, .down, .left, .right: return tr("Move the view (← → move the trace while there is one)")
            case .zoomIn: return tr("Zoom in")
            case .zoomOut: return tr("Zoom out")
            case .defaultView: return tr("The default view")
            case .nextKeyPoint, .previousKeyPoint: return tr("Trace through the key points")
            case .handBack: return tr("Back to the calculator")
            }
        case .graphResized, .graphPan, .graphZoom, .graphCentre, .graphTrace, .saveGraphTo:
            return "\(command)"
        }
    }

    /// The key of the locale's decimal mark, in GTK's names.
    public static var decimalKey: String { LocaleNumbers.decimalMark == "," ? "comma" : "period" }

    /// Digits and the decimal point, which share the first row.
    private static func isDigit(_ command: WindowCommand) -> Bool {
        if case .key(.digit) = command { return true }
        return command == .key(.point)
    }
}

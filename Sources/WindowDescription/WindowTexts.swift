import Localization

/// Every text of the window that no table holds (the tables are `ButtonLayout`,
/// `WindowMenu` and `ShortcutsHelp`), in the user's language: the header bar's controls,
/// the history and variables panels, what each part of the window is to a screen reader,
/// the formula line, the dialogs (`shim`) and the messages under the display. The C shim
/// has no text of its own: it shows what this gives it (scripts/check-shim-strings.sh
/// keeps it so).
///
/// A value is made after `Localization.setUp`, so every text is already translated;
/// the names of keys in shortcuts (`Ctrl+H`, `Return`) stay as they are written.
public struct WindowTexts: Sendable {
    /// The program's name: the window's title and the About dialog's; never translated.
    public static let programName = "Cerebrum"

    /// Every text the C shim shows, by the id it asks for it with: the one place that
    /// shows a text calls `calc_window_text (self, "rpn-label")` (calc_private.h). Adding
    /// a text is a row here and that call (scripts/check-shim-strings.sh checks that
    /// every id the shim asks for is here, and every id here is asked for).
    public let shim: [(id: String, text: String)] = [
        ("title", WindowTexts.programName),

        // Header bar

        // TRANSLATORS: the header bar toggle for Reverse Polish (stack) entry; keep it short.
        ("rpn-label", tr("RPN")),
        ("rpn-name", tr("Reverse Polish mode")),
        ("rpn-tooltip", KeyboardShortcuts.tooltip(
            tr("Reverse Polish mode when pressed, algebraic when not"), for: .toggleMode)),
        // The angle unit in use, on the header bar's angle button and in the display
        // (docs/behaviour.md §8): never a toggle state to decode.
        // TRANSLATORS: the angle unit degrees, as calculators abbreviate it; keep it short.
        ("angle-degrees", tr("DEG")),
        // TRANSLATORS: the angle unit radians, as calculators abbreviate it; keep it short.
        ("angle-radians", tr("RAD")),
        ("angle-description", tr("Angle unit")),
        ("degrees-name", tr("Angles in degrees")),
        ("degrees-tooltip", KeyboardShortcuts.tooltip(
            tr("The angle unit in use, degrees (DEG) or radians (RAD): click to switch"), for: .toggleAngle)),
        ("graph-toggle-name", tr("Show the graph")),
        ("graph-tooltip", KeyboardShortcuts.tooltip(tr("The calculation as a graph of x"), for: .toggleGraph)),
        // The drawing's accessible name (docs/behaviour.md §14).
        ("graph-name", tr("Graph")),
        ("menu-name", WindowTexts.mainMenu),
        // F10 is GTK's own key for a window's primary menu, not one of `KeyboardShortcuts`.
        ("menu-tooltip", WindowTexts.naming(WindowTexts.mainMenu, shortcut: "F10")),

        // History panel

        ("history-name", tr("History")),
        ("history-tooltip", KeyboardShortcuts.tooltip(tr("History"), for: .toggleHistory)),
        ("history-title", tr("History")),
        // The list of past calculations, to a screen reader.
        ("history-list-name", tr("Calculations")),
        ("history-empty", tr("No calculations yet")),
        ("history-clear", tr("Clear history")),
        ("history-clear-tooltip", tr("Remove every calculation from the history")),

        // Variables panel

        ("variables-name", tr("Edit variables")),
        ("variables-tooltip", KeyboardShortcuts.tooltip(tr("Edit the variables x, y, z and M"),
                                                         for: .toggleVariables)),
        // TRANSLATORS: shown in an empty entry of the variables panel: the variable has no value.
        ("variable-placeholder", tr("unset")),
        ("variable-tooltip", tr("Type a number or a formula and press Enter; empty unsets")),

        // Programmer mode (docs/behaviour.md §18)

        ("programmer-panel-name", tr("Programmer")),
        ("programmer-keys-name", tr("Programmer keys")),
        // TRANSLATORS: the base lines' labels, as programmers' calculators abbreviate them; keep them short.
        ("base-hex", tr("HEX")),
        ("base-dec", tr("DEC")),
        ("base-oct", tr("OCT")),
        ("base-bin", tr("BIN")),
        ("base-hex-name", tr("Hexadecimal")),
        ("base-dec-name", tr("Decimal")),
        ("base-oct-name", tr("Octal")),
        ("base-bin-name", tr("Binary")),
        ("base-tooltip", tr("Type numbers in this base; the digits can be selected and copied")),
        ("word-size-name", tr("Word size")),
        ("word-eight", tr("8 bits")),
        ("word-sixteen", tr("16 bits")),
        ("word-thirty-two", tr("32 bits")),
        ("word-sixty-four", tr("64 bits")),
        ("signedness-name", tr("Signed or unsigned")),
        ("signed", tr("Signed")),
        ("unsigned", tr("Unsigned")),
        // TRANSLATORS: the toggle that shows the value's bits instead of the keys; keep it short.
        ("bits-label", tr("Bits")),
        ("bits-name", tr("Show the bits")),
        ("bits-tooltip", tr("The value's bits: click one to flip it")),
        ("bit-panel-name", tr("Bits of the value")),
        // A bit's button, to a screen reader: this word and the bit's number (0 the lowest).
        ("bit-name", tr("Bit")),

        // What each part of the window is (screen readers, tests)

        ("preferences-title", tr("Preferences")),
        ("keys-name", tr("Keys")),
        ("scientific-keys-name", tr("Scientific keys")),
        ("keypad-name", tr("Keypad")),
        ("variables-line-description", tr("Variables")),
        ("stack-description", tr("Stack")),
        // Algebraic mode: one of the last calculations shown above the display.
        ("recent-description", tr("Recent calculation")),
        ("recent-tooltip", tr("Use this result (↑ reaches the latest)")),
        ("description-description", tr("Description")),
        ("display-description", tr("Display")),
        // The form key beside the display (docs/behaviour.md §17): a symbol, as on the keys.
        ("form-label", "⇄ a/b"),
        ("form-name", tr("next number form")),
        ("form-tooltip", KeyboardShortcuts.tooltip(
            tr("Decimal, fraction, mixed number or repeating decimal"), for: .cycleNumberForm)),
        ("message-description", tr("Message")),
        // The button beside "History cleared" that brings the history back.
        ("message-undo", tr("Undo")),
        ("message-undo-tooltip", KeyboardShortcuts.tooltip(tr("Bring the history back"),
                                                            for: .key(.backspace))),

        // Formula line

        ("formula-name", tr("Formula")),
        ("formula-tooltip", tr("Type a formula: Return puts it in, Escape closes the line")),
        // The locale's decimal mark, which the keypad's decimal key types into the line
        // (docs/behaviour.md §12): a mark, not a word to translate.
        ("decimal-mark", String(LocaleNumbers.decimalMark)),
        ("formula-preview-description", tr("Formula value")),

        // Unit converter (docs/behaviour.md §16)

        ("converter-name", tr("Unit converter")),
        ("converter-kind-name", tr("Quantity")),
        ("converter-from-name", tr("From unit")),
        ("converter-to-name", tr("To unit")),
        ("converter-swap-tooltip", tr("Swap the units")),
        ("converter-result-description", tr("Converted value")),

        // Dialogs

        ("shortcuts-title", tr("Keyboard Shortcuts")),
        ("about-comments", tr("A desktop calculator with exact decimals, algebraic and RPN entry")),
        ("about-copyright", tr("© 2026 The Cerebrum developers")),
    ]

    /// The shim's text with this id; nil when there is none.
    public subscript(id: String) -> String? { shim.first { $0.id == id }?.text }

    // MARK: Messages under the display (Swift shows them)

    /// The file dialog of "Save Graph As…": its title.
    public var saveGraphTitle = tr("Save Graph")
    /// The dialog's button.
    public var saveGraphAccept = tr("_Save")
    /// The file name the dialog suggests, without its suffix (the file type's is added).
    // TRANSLATORS: the file name "Save Graph As…" suggests, without a suffix (.png or
    // .svg is added).
    public var saveGraphName = tr("graph")
    /// The dialog's file types.
    public var saveGraphPNG = tr("PNG image")
    public var saveGraphSVG = tr("SVG image")
    /// The dialog's choice of the picture's size, and its option for the graph's size
    /// on screen.
    // TRANSLATORS: the label of the picture's size (1600 × 1200) in "Save Graph As…".
    public var saveGraphSize = tr("Size")
    // TRANSLATORS: a size in "Save Graph As…": the graph's size in the window.
    public var saveGraphShownSize = tr("As in the window")
    public var nothingToCopy = tr("Nothing to copy: the display shows an error")
    public var nothingToPaste = tr("Nothing to paste: the clipboard holds no text")
    /// Said after Clear History, with the Undo button beside it (docs/behaviour.md §7).
    public var historyCleared = tr("History cleared")
    public var stateKeptElsewhere = tr("Another Cerebrum window keeps the saved state: this window's work is not saved")

    /// The texts in the user's language (call after `Localization.setUp`).
    public init() {}
}

extension WindowTexts {
    /// A quantity of the unit converter by CLDR's name of it (`length`): its list's title.
    public static func quantityName(_ id: String) -> String {
        switch id {
        case "length": tr("Length")
        case "area": tr("Area")
        case "volume": tr("Volume")
        case "mass": tr("Mass")
        case "duration": tr("Time")
        case "speed": tr("Speed")
        case "temperature": tr("Temperature")
        case "energy": tr("Energy")
        case "power": tr("Power")
        case "pressure": tr("Pressure")
        case "force": tr("Force")
        case "frequency": tr("Frequency")
        // TRANSLATORS: the converter's quantity of bytes and bits.
        case "digital": tr("Data")
        case "angle": tr("Angle")
        case "currency": tr("Currency")
        default: id
        }
    }

    /// The header bar's ☰ button, and its row in the shortcuts window.
    static var mainMenu: String { tr("Main menu") }

    /// `text` and the keys that do it, as tooltips write them: `Square root (r)`;
    /// `text` alone when no key does.
    public static func naming(_ text: String, shortcut: String?) -> String {
        guard let shortcut else { return text }
        // TRANSLATORS: a tooltip: what a control does, then the keys that do it
        // ("Square root (r)").
        return tr("%1$s (%2$s)").filled(text, shortcut)
    }

    /// The message when the variables panel's text for `name` is neither a number nor a
    /// formula with a value; `reason` is the formula's error.
    public static func variableRefused(_ name: String, reason: String) -> String {
        // TRANSLATORS: %1$s is a variable's name (x, y, z or M); %2$s why its new text was
        // refused (a formula's error: "missing `)`", "Division by zero").
        tr("%1$s is unchanged: %2$s").filled(name, reason)
    }

    /// A variable's entry in the variables panel, to a screen reader: `Value of x`.
    public static func variableEntryName(_ name: String) -> String {
        // TRANSLATORS: a variable's entry, to a screen reader; %s is its name: x, y, z or M.
        tr("Value of %s").filled(name)
    }

    /// The line under the history's list when it shows only the newest `shown` of
    /// `count` calculations; nil when it shows them all.
    public static func historyNote(shown: Int, of count: Int) -> String? {
        guard count > shown else { return nil }
        return trn("The latest %1$d of %2$d calculation", "The latest %1$d of %2$d calculations", count)
            .filled(shown, count)
    }

    /// The stack's first line when `count` older entries are not shown: `… 3 more`.
    public static func stackHidden(_ count: Int) -> String {
        // TRANSLATORS: the first line of the RPN stack when older entries are not shown.
        trn("… %d more", "… %d more", count).filled(count)
    }

    /// Under the display while the state cannot be written (`reason`: the system's words,
    /// `Not a directory`): the work of this session will not be there next time.
    public static func cannotSave(_ reason: String) -> String {
        // TRANSLATORS: %s is the system's reason, such as "Permission denied".
        tr("Your work is not being saved: %s").filled(reason)
    }

    /// Under the display when the saved state could not be used: set aside (`setAside`)
    /// or, when even that failed (a read-only folder), left where it was.
    public static func damagedState(setAside: Bool) -> String {
        setAside ? tr("The saved state was damaged and set aside; starting clean")
            : tr("The saved state was damaged and could not be set aside; starting clean")
    }

    /// Under the display (and on standard error) when the state folder cannot be used
    /// (`reason`: "others can write in it"): nothing is read from it or saved in it.
    public static func unusableStateFolder(path: String, reason: String) -> String {
        // TRANSLATORS: %1$s is a folder's path, %2$s why it is not used ("others can write in it").
        tr("Your work is not saved: the folder %1$s is not safe (%2$s)").filled(path, reason)
    }

    /// The line on standard error when the saved state was damaged: where it was, what
    /// was wrong (`reason`), where it went (`movedTo`; nil when it could not be moved).
    public static func damagedStateReport(path: String, reason: String, movedTo: String?) -> String {
        // TRANSLATORS: %s is the path the damaged state file was moved to.
        let moved = movedTo.map { tr("it was moved to %s").filled($0) } ?? tr("it could not be moved aside")
        // TRANSLATORS: %1$s is the state file's path, %2$s what is wrong with it, %3$s
        // where it went ("it was moved to …").
        return tr("the saved state in %1$s was damaged (%2$s); %3$s; starting clean").filled(path, reason, moved)
    }
}

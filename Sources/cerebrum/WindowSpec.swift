import CGtkShim
import CalculatorBrain
import CalculatorController
import Localization
import WindowDescription
import WindowPresenter

/// The C tables a window is built from: `ButtonLayout`, `KeyboardShortcuts`,
/// `WindowActions`, the variables and `WindowTexts.shim`, with every string copied for as long as
/// `calc_window_new` reads them.
enum WindowSpec {
    /// Calls `body` with the window's tables in the words of `texts`; the pointers are
    /// only valid inside it (the shim copies what it keeps).
    static func withSpec<R>(_ texts: WindowTexts, _ body: (UnsafePointer<CalcWindowSpec>) -> R) -> R {
        let strings = CStrings()
        let buttons = ButtonLayout.buttons.map { button(for: $0, strings) }
            + ButtonLayout.commandButtons.map { commandButton(for: $0, strings) }
        let functions = FunctionsMenu.groups.enumerated().flatMap { group, entry in
            entry.items.map {
                CalcMenuItemSpec(label: strings.copy($0.label + "   " + $0.meaning),
                                 action: strings.copy(WindowActions.insertFunction), accelerator: nil,
                                 section: Int32(group))
            }
        }
        let functionGroups = FunctionsMenu.groups.map { strings.copy($0.title) }
        // GTK matches the actions' accelerators (WindowActions); the window the rest.
        let shortcuts = KeyboardShortcuts.all.filter { !WindowActions.isAccelerator($0) }
            .map { shortcut(for: $0, strings) }
        let actions = WindowActions.all.map {
            CalcActionSpec(name: strings.copy($0.name), code: code($0.command),
                           code_off: $0.offCommand.map(code) ?? Int32(CALC_CODE_NONE),
                           flags: ($0.isToggle ? Int32(CALC_ACTION_TOGGLE) : 0)
                               | ($0.takesText ? Int32(CALC_ACTION_TEXT) : 0)
                               | ($0.takesIndex ? Int32(CALC_ACTION_INDEX) : 0),
                           accels: strings.copy($0.accelerators.joined(separator: " ")))
        }
        let variables = Key.variableNames.map {
            CalcVariableSpec(name: strings.copy($0),
                             accessible_name: strings.copy(WindowTexts.variableEntryName($0)),
                             code: code(.editVariable($0)))
        }
        let menu = WindowMenu.items.map {
            CalcMenuItemSpec(label: strings.copy($0.label), action: strings.copy($0.action),
                             accelerator: strings.copy($0.accelerator), section: Int32($0.section))
        }
        let cTexts = texts.shim.map { CalcText(id: strings.copy($0.id), text: strings.copy($0.text)) }
        return withExtendedLifetime(strings) {
            cTexts.withUnsafeBufferPointer { cTexts in
                buttons.withUnsafeBufferPointer { buttons in
                    shortcuts.withUnsafeBufferPointer { shortcuts in
                        variables.withUnsafeBufferPointer { variables in
                            menu.withUnsafeBufferPointer { menu in
                              actions.withUnsafeBufferPointer { actions in
                               functions.withUnsafeBufferPointer { functions in
                                functionGroups.withUnsafeBufferPointer { functionGroups in
                                var spec = CalcWindowSpec(
                                    texts: cTexts.baseAddress, n_texts: cTexts.count,
                                    buttons: buttons.baseAddress, n_buttons: buttons.count,
                                    shortcuts: shortcuts.baseAddress, n_shortcuts: shortcuts.count,
                                    variables: variables.baseAddress, n_variables: variables.count,
                                    actions: actions.baseAddress, n_actions: actions.count,
                                    menu_items: menu.baseAddress, n_menu_items: menu.count,
                                    functions: functions.baseAddress, n_functions: functions.count,
                                    function_groups: functionGroups.baseAddress,
                                    n_function_groups: functionGroups.count,
                                    code_use_history: code(.useHistoryEntry),
                                    code_clear_history: code(.clearHistory),
                                    stack_lines: Int32(WindowPresenter.visibleStackLines),
                                    code_window_shown: code(.windowShown),
                                    code_type: code(.typeText))
                                return body(&spec)
                                }
                               }
                              }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The formula line's codes.
    static let converterSpec = CalcConverterSpec(
        code_kind: code(.converterKind), code_from: code(.converterFrom), code_to: code(.converterTo),
        code_swap: code(.converterSwap))

    /// Calls `body` with programmer mode's keys and codes (`ProgrammerKeypad`).
    static func withProgrammer<R>(_ body: (UnsafePointer<CalcProgrammerSpec>) -> R) -> R {
        let strings = CStrings()
        let keys = ProgrammerKeypad.keys.map { key in
            CalcProgrammerKeySpec(
                code: code(key.command), text: strings.copy(key.text), label: strings.copy(key.label),
                accessible_name: strings.copy(key.accessibleName), tooltip: strings.copy(key.tooltip),
                css_class: strings.copy(key.style.rawValue), digit: Int32(key.digit ?? -1),
                row: Int32(key.row), column: Int32(key.column))
        }
        return withExtendedLifetime(strings) {
            keys.withUnsafeBufferPointer { keys in
                var spec = CalcProgrammerSpec(
                    keys: keys.baseAddress, n_keys: keys.count, code_base: code(.programmerBase),
                    code_word: code(.programmerWord), code_signed: code(.programmerSigned),
                    code_bit: code(.programmerBit))
                return body(&spec)
            }
        }
    }

    static let formulaSpec = CalcFormulaSpec(
        code_changed: code(.formulaChanged), code_enter: code(.formulaEntered),
        code_cancel: code(.formulaCancelled), code_paste: code(.pasteText))

    /// Calls `body` with the graph's codes and its keys (`GraphKeys.matched`); the
    /// pointers are only valid inside it (the shim copies the keys).
    static func withGraphSpec<R>(_ body: (UnsafePointer<CalcGraphSpec>) -> R) -> R {
        let strings = CStrings()
        let keys = GraphKeys.matched.map { shortcut(for: $0, strings) }
        return withExtendedLifetime(strings) {
            keys.withUnsafeBufferPointer { keys in
                var spec = CalcGraphSpec(
                    code_resized: code(.graphResized), code_pan: code(.graphPan),
                    code_zoom: code(.graphZoom), code_centre: code(.graphCentre), code_trace: code(.graphTrace),
                    keys: keys.baseAddress, n_keys: keys.count)
                return body(&spec)
            }
        }
    }

    /// Calls `body` with the rows of the keyboard shortcuts window (`ShortcutsHelp`).
    static func withShortcutsHelp<R>(_ body: (UnsafePointer<CalcShortcutHelpSpec>?, Int) -> R) -> R {
        let strings = CStrings()
        let rows = ShortcutsHelp.rows.map {
            CalcShortcutHelpSpec(group: strings.copy($0.group.title), title: strings.copy($0.title),
                                 accelerator: strings.copy($0.accelerators))
        }
        return withExtendedLifetime(strings) {
            rows.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
        }
    }

    /// Calls `body` with what "Save Graph As…" offers (`GraphExport`) in the words of
    /// `texts`: PNG first, the default size first and chosen, opening in `folder` (nil:
    /// the Pictures folder). First, since GTK's own dialog (no portal) starts at the first
    /// option whatever the choice set.
    static func withSaveGraphDialog<R>(_ texts: WindowTexts, folder: String?, shown: (width: Int, height: Int),
                                       _ body: (UnsafePointer<CalcSaveDialogSpec>) -> R) -> R {
        let strings = CStrings()
        let typeLabels: [GraphExport.Format: String] = [.png: texts.saveGraphPNG, .svg: texts.saveGraphSVG]
        let formats = [GraphExport.defaultFormat] + GraphExport.Format.allCases.filter { $0 != GraphExport.defaultFormat }
        let types = formats.map { CalcSaveOption(id: strings.copy($0.rawValue), label: strings.copy(typeLabels[$0] ?? $0.rawValue)) }
        let ordered = [GraphExport.defaultSize] + GraphExport.sizes.filter { $0 != GraphExport.defaultSize }
        var sizes = ordered.map {
            CalcSaveOption(id: strings.copy(GraphExport.sizeID(width: $0.width, height: $0.height)),
                           label: strings.copy("\($0.width) × \($0.height)"))
        }
        if shown.width > 0, shown.height > 0 {
            sizes.append(CalcSaveOption(id: strings.copy(GraphExport.shownSize),
                                        label: strings.copy("\(texts.saveGraphShownSize) (\(shown.width) × \(shown.height))")))
        }
        return withExtendedLifetime(strings) {
            types.withUnsafeBufferPointer { types in
                sizes.withUnsafeBufferPointer { sizes in
                    var spec = CalcSaveDialogSpec(
                        title: strings.copy(texts.saveGraphTitle), accept: strings.copy(texts.saveGraphAccept),
                        name: strings.copy(texts.saveGraphName), folder: folder.map { strings.copy($0) } ?? nil,
                        types: types.baseAddress, n_types: types.count, size_label: strings.copy(texts.saveGraphSize),
                        sizes: sizes.baseAddress, n_sizes: sizes.count,
                        size_default: strings.copy(GraphExport.sizeID(width: GraphExport.defaultSize.width,
                                                                      height: GraphExport.defaultSize.height)))
                    return body(&spec)
                }
            }
        }
    }

    /// Calls `body` with what the About dialog names.
    static func withAbout<R>(_ body: (UnsafePointer<CalcAboutSpec>) -> R) -> R {
        let strings = CStrings()
        var about = CalcAboutSpec(
            program_name: strings.copy(WindowTexts.programName),
            version: strings.copy(WindowApp.version),
            website: strings.copy(WindowApp.website),
            logo_icon_name: strings.copy(WindowApp.applicationID))
        return withExtendedLifetime(strings) { body(&about) }
    }

    /// Calls `body` with the Preferences window's page (`PreferencesPage`).
    static func withPreferences<R>(_ body: (UnsafePointer<CalcPreferencesSpec>) -> R) -> R {
        let strings = CStrings()
        let rows = PreferencesPage.rows
        let groups = PreferencesPage.groups.map { strings.copy($0) }
        // Every row's choices (a button's label) in one array, each row pointing at its own.
        let lists: [[String]] = rows.map { row in
            switch row.control {
            case .choice(let texts): texts
            case .button(let label): [label]
            case .toggle, .number: []
            }
        }
        let choices = lists.flatMap { $0.map { strings.copy($0) } }
        return withExtendedLifetime(strings) {
            choices.withUnsafeBufferPointer { allChoices in
                var offset = 0
                var specs: [CalcPreferenceSpec] = []
                for (row, list) in zip(rows, lists) {
                    var spec = CalcPreferenceSpec()
                    spec.title = strings.copy(row.title)
                    spec.subtitle = strings.copy(row.subtitle)
                    switch row.control {
                    case .choice: spec.kind = Int32(CALC_PREFERENCE_CHOICE)
                    case .toggle: spec.kind = Int32(CALC_PREFERENCE_TOGGLE)
                    case .number(let range):
                        spec.kind = Int32(CALC_PREFERENCE_NUMBER)
                        spec.minimum = Int32(range.lowerBound)
                        spec.maximum = Int32(range.upperBound)
                    case .button: spec.kind = Int32(CALC_PREFERENCE_BUTTON)
                    }
                    spec.choices = list.isEmpty ? nil : UnsafePointer(allChoices.baseAddress.map { $0 + offset })
                    spec.n_choices = list.count
                    spec.group = Int32(row.group)
                    offset += list.count
                    specs.append(spec)
                }
                return groups.withUnsafeBufferPointer { groupPointers in
                    specs.withUnsafeBufferPointer { rowPointers in
                        var page = CalcPreferencesSpec(
                            groups: groupPointers.baseAddress, n_groups: groupPointers.count,
                            rows: rowPointers.baseAddress, n_rows: rowPointers.count,
                            code_changed: code(.setPreference))
                        return body(&page)
                    }
                }
            }
        }
    }

    /// Calls `body` with C copies of `texts`, in order.
    static func withCStrings<R>(_ texts: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?, Int) -> R) -> R {
        let strings = CStrings()
        let pointers = texts.map { strings.copy($0) }
        return withExtendedLifetime(strings) {
            pointers.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
        }
    }

    /// Every command the tables name has a code (WindowCommand's tests check it).
    static func code(_ command: WindowCommand) -> Int32 {
        guard let code = command.code else { preconditionFailure("no code for \(command)") }
        return code
    }

    private static func button(for button: ButtonLayout.Button, _ strings: CStrings) -> CalcButtonSpec {
        CalcButtonSpec(
            code: code(.key(button.key)),
            // The decimal point's button shows the locale's mark (docs/behaviour.md §12).
            label: strings.copy(button.key == .point ? String(NumberFormat.locale.decimalMark) : button.label),
            accessible_name: strings.copy(button.accessibleName),
            tooltip: strings.copy(button.tooltip),
            rpn_label: strings.copy(button.rpnLabel),
            rpn_accessible_name: strings.copy(button.rpnAccessibleName),
            rpn_tooltip: strings.copy(button.rpnTooltip),
            css_class: strings.copy(button.style.rawValue),
            section: Int32(button.section == .scientific ? CALC_SECTION_SCIENTIFIC : CALC_SECTION_KEYPAD),
            row: Int32(button.row), column: Int32(button.column), width: Int32(button.width),
            flags: (button.rpnOnly ? Int32(CALC_BUTTON_RPN_ONLY) : 0)
                | (button.algebraicOnly ? Int32(CALC_BUTTON_ALGEBRAIC_ONLY) : 0))
    }

    /// The Functions menu's button (a menu of `FunctionsMenu`) or the form key.
    private static func commandButton(for button: ButtonLayout.CommandButton, _ strings: CStrings) -> CalcButtonSpec {
        CalcButtonSpec(
            code: button.command.map(code) ?? Int32(CALC_CODE_NONE),
            label: strings.copy(button.label), accessible_name: strings.copy(button.accessibleName),
            tooltip: strings.copy(button.tooltip), rpn_label: nil, rpn_accessible_name: nil, rpn_tooltip: nil,
            css_class: strings.copy(ButtonLayout.Button.Style.function.rawValue),
            section: Int32(CALC_SECTION_SCIENTIFIC),
            row: Int32(button.row), column: Int32(button.column), width: Int32(button.width),
            flags: button.command == nil ? Int32(CALC_BUTTON_MENU) : 0)
    }

    private static func shortcut(for shortcut: KeyboardShortcut, _ strings: CStrings) -> CalcShortcutSpec {
        var modifiers: UInt32 = 0
        if shortcut.modifiers.contains(.control) { modifiers |= UInt32(CALC_MOD_CTRL) }
        if shortcut.modifiers.contains(.shift) { modifiers |= UInt32(CALC_MOD_SHIFT) }
        if shortcut.modifiers.contains(.alt) { modifiers |= UInt32(CALC_MOD_ALT) }
        return CalcShortcutSpec(
            keyval_name: strings.copy(shortcut.keyvalName), modifiers: modifiers,
            code: code(shortcut.command),
            flags: (shortcut.worksInTextEntries ? UInt32(CALC_SHORTCUT_IN_ENTRIES) : 0)
                | (shortcut.typesCharacter ? UInt32(CALC_SHORTCUT_TYPES) : 0))
    }
}

import CalculatorBrain
import CalculatorController
import Localization
import WindowDescription

/// The presentation logic of one window, without GTK: each event (`WindowCommand`) goes
/// to the controller, and the answer says what the window does (`WindowResponse`) and,
/// through `view`, what it shows. The binding in `cerebrum` only moves these values to
/// and from the C shim, so every decision here is unit-tested (WindowPresenterTests).
public final class WindowPresenter {
    public let controller: CalculatorController
    /// Everything the window says, in the user's language.
    public let texts: WindowTexts
    /// The state goes here after each change; nil: nothing is saved.
    private let saver: (any StateSaving)?
    /// Shown under the display until the next key: why a paste was refused, a damaged
    /// state file…
    public internal(set) var message: String?
    /// The graph's view, trace and pins (docs/behaviour.md §14).
    public let graph = GraphPresenter()
    /// The unit converter row (docs/behaviour.md §16).
    public let converter: ConverterPresenter
    /// The variable whose entry holds a refused text until the next event.
    private var refusedVariable: String?
    /// The folder the graph was last saved in: the next Save As opens there.
    var graphFolder: String?
    /// The history as the window last received it.
    private var history = HistoryTexts()
    /// What `show(_:on:)` last sent of the parts only the presenter changes.
    var shownParts = ShownParts()
    /// The window has been shown: until then the history's texts wait (formatting a full
    /// history's 1,000 is work a returning user's start need not do).
    private var shown = false
    /// The newest entries the history's list shows; its note says when there are more.
    private let historyShown: Int
    /// The entries Clear History just removed, kept until the next change: while its
    /// message shows, Ctrl+Z (⌫, the undo key, or the message's Undo button) brings them back.
    private var clearedHistory: [History.Entry]?
    /// The locale's digit grouping, shown while the grouping setting is on.
    let localeGrouping: DigitGrouping?
    var offersUndo: Bool { clearedHistory != nil && message == texts.historyCleared }

    /// How many lines the stack shows above the display, "… N more" included: older
    /// entries are counted, not shown, so a deep stack cannot grow the window. The window
    /// keeps this many lines' height for the stack in both modes; in algebraic mode the
    /// last calculations fill them (docs/behaviour.md §7).
    public static let visibleStackLines = 4

    /// A presenter for a new window on `controller`, numbers in `format` (the
    /// locale's); `message` (a damaged state file) shows until the next key. The
    /// window's history list shows the newest `historyShown` entries.
    public init(controller: CalculatorController, texts: WindowTexts = WindowTexts(),
                saver: (any StateSaving)?, format: NumberFormat = .plain, historyShown: Int,
                message: String? = nil, language: String = Localization.language) {
        self.controller = controller
        converter = ConverterPresenter(language: language)
        self.historyShown = historyShown
        self.texts = texts
        self.saver = saver
        self.message = message
        // The label shows two lines (ellipsized at the start) and a history entry keeps
        // 1,000 characters: one walk of the calculation's end serves both.
        controller.descriptionLimit = History.descriptionLimit
        // The form, notation and digits are the saved state's (docs/behaviour.md §17), the
        // grouping the locale's unless the user turned it off; the marks are the window's.
        let saved = controller.numberFormat.style
        localeGrouping = format.style.grouping
        controller.numberFormat = format
        controller.numberFormat.style.form = saved.form
        controller.numberFormat.style.notation = saved.notation
        controller.numberFormat.style.significantDigits = saved.significantDigits
        if !controller.settings.grouping { controller.numberFormat.style.grouping = nil }
    }

    /// Whether the formula line is open.
    public var formulaLineIsOpen: Bool { controller.line != nil }

    /// What the window does when it opens, before it is shown: the formula line left open
    /// at the last quit comes back with its text (docs/behaviour.md §7).
    public var openingEffects: [WindowEffect] {
        controller.line.map { [.openFormulaLine($0.text)] } ?? []
    }

    /// The window is going (any way out): the state is saved with the formula line as it
    /// is, which comes back at the next start (docs/behaviour.md §7). A change of the
    /// line alone is not saved as it is typed: a key in it writes nothing.
    public func windowClosing() {
        saver?.save(controller)
    }

    // MARK: - Events

    /// One button, shortcut, switch, variable edit, menu item, history choice, clipboard
    /// reply or formula line event (WindowCommand), with the text that comes with it (an
    /// entry's, the clipboard's) or its numbers (an index, a size, a position:
    /// EventNumbers.swift).
    public func handle(_ command: WindowCommand, text: String? = nil, numbers: [Double] = []) -> WindowResponse {
        refusedVariable = nil
        if let taken = handleProgrammer(command, text: text, numbers: numbers) {  // WindowPresenter+Programmer.swift
            message = taken.message
            clearedHistory = nil
            return saved(WindowResponse(taken.effects, refresh: .all))
        }
        var effects: [WindowEffect] = []
        switch command {
        case .key(.backspace) where offersUndo:
            // Undo takes back the last thing done: clearing the history.
            controller.restoreHistory(clearedHistory ?? [])
            message = nil
        case .key(let key):
            switch formulaLineTakes(key, effects: &effects) {
            case .changedLine(let refresh): return WindowResponse(effects, refresh: refresh)
            case .changedCalculation: break
            case .notTaken:
                controller.press(key)
                // `⌫` right after Escape brings the line back (docs/behaviour.md §13).
                if let line = controller.line { effects.append(.openFormulaLine(line.text)) }
            }
            message = nil
        case .editVariable(let name):
            message = nil
            if let reason = controller.variableRefusal(name, text: text ?? "") {
                refusedVariable = name
                message = WindowTexts.variableRefused(name, reason: reason)  // said, not only marked red
            }
        case .useHistoryEntry:
            if controller.line != nil { return WindowResponse(insertingHistoryEntry(numbers.whole), refresh: .nothing) }
            message = nil
            if let index = numbers.whole { controller.useHistoryEntry(at: index) }
        case .clearHistory:
            guard !controller.history.entries.isEmpty else { return WindowResponse(refresh: .nothing) }
            clearedHistory = controller.clearHistory()
            message = texts.historyCleared
        case .pasteText:
            effects = paste(text)
        case .formulaChanged:
            formulaLineChanged(to: text ?? "")
            converter.follow(controller)
            return WindowResponse(refresh: .formulaPreview)
        case .typeText:
            switch typed(text ?? "", effects: &effects) {
            case .changedLine(let refresh): return WindowResponse(effects, refresh: refresh)
            case .changedCalculation, .notTaken: break
            }
            message = nil
        case .desktopFormula:
            if controller.line != nil { effects.append(.closeFormulaLine) }
            message = controller.enterOutsideFormula(text ?? "")?.message
        case .formulaEntered:
            // `=` typed in the line comes as its last character: it finishes a waiting
            // calculation, as the `=` key does; Return only puts the formula in.
            formulaLineChanged(to: text ?? "")
            guard enterFormula(finishing: text?.hasSuffix("=") == true, effects: &effects) else {
                return WindowResponse(effects, refresh: .formulaPreview)
            }
        case .redo:
            message = nil
            controller.redo()
        case .formulaCancelled:
            let effects = cancelFormulaLine()
            // The converter followed the line as it was typed: it takes the display's value again.
            converter.follow(controller)
            return WindowResponse(effects, refresh: .converter)
        case .windowShown:
            shown = true
            return WindowResponse(refresh: .history)
        case .copy:
            message = nil
            if let copied = controller.copyText {
                effects = [.copy(copied)]
            } else {
                message = texts.nothingToCopy
            }
            return WindowResponse(effects, refresh: .all)
        case .paste:
            // The text comes back as `.pasteText`.
            message = nil
            return WindowResponse([.requestClipboardText], refresh: .all)
        case .toggleMode, .programmerType, .programmerBase, .programmerWord, .programmerSigned, .programmerBit,
             .programmerMode:
            break  // handleProgrammer took them
        case .toggleAngle:
            controller.press(.angle(controller.angle == .degrees ? .radians : .degrees))
            message = nil
        case .cycleNumberForm:
            controller.numberFormat.style.form = controller.numberFormat.style.form.next
            message = texts.numberFormShown(controller.numberFormat.style.form)
        case .toggleHistory: return WindowResponse([.toggleHistory], refresh: .nothing)
        case .toggleVariables: return WindowResponse([.toggleVariables], refresh: .nothing)
        case .showShortcuts: return WindowResponse([.showShortcuts], refresh: .nothing)
        case .showPreferences: return WindowResponse([.showPreferences], refresh: .nothing)
        case .setPreference:
            message = nil
            setPreference(numbers, effects: &effects)
        case .insertFunction:
            switch insertFunction(numbers.whole, effects: &effects) {
            case .changedLine(let refresh): return WindowResponse(effects, refresh: refresh)
            case .changedCalculation, .notTaken: break
            }
            message = nil
        case .about: return WindowResponse([.showAbout], refresh: .nothing)
        case .closeWindow: return WindowResponse([.closeWindow], refresh: .nothing)
        case .quit: return WindowResponse([.quit], refresh: .nothing)
        case .toggleGraph, .graphResized, .graphPan, .graphZoom, .graphCentre, .graphTrace, .graphKey, .pinCurve,
             .unpinCurve, .saveGraph, .saveGraphTo, .copyGraph:
            return handleGraph(command, text: text, numbers: numbers)
        case .toggleConverter:
            converter.toggle(following: controller)
            // The stack gives the row its room (`stackText`): all of the view.
            return WindowResponse([.showConverter(converter.isOpen)], refresh: .all)
        case .converterKind:
            converter.chooseKind(numbers.whole)
            return WindowResponse(refresh: .converter)
        case .converterFrom, .converterTo:
            converter.chooseUnit(numbers.whole, isFrom: command == .converterFrom)
            return WindowResponse(refresh: .converter)
        case .converterSwap:
            converter.swap()
            return WindowResponse(refresh: .converter)
        }
        converter.follow(controller)
        if command != .clearHistory { clearedHistory = nil }
        return saved(WindowResponse(effects, refresh: .all))
    }

    /// `response`, after the state was handed to the saver. It writes in the background:
    /// a write that failed is said at the next key, and again at each key until one
    /// works (docs/behaviour.md §8).
    private func saved(_ response: WindowResponse) -> WindowResponse {
        if message == nil, let failure = saver?.failure { message = WindowTexts.cannotSave(failure) }
        saver?.save(controller)
        return response
    }

    // MARK: - What the window shows

    /// The whole of what the window shows now, so it can never drift from the controller.
    public var view: WindowView {
        let state = controller.viewState
        var view = WindowView(
            displayChoices: displayChoices(state), description: state.description,
            stack: Self.stackText(state, lines: converter.isOpen ? Self.stackLinesBesideConverter : Self.visibleStackLines),
            variablesLine: state.variablesLine,
            variableEntries: Key.variableNames.map { name in
                let refused = name == refusedVariable
                return WindowView.VariableEntry(
                    name: name, text: refused ? nil : state.variableValues[name] ?? "", refused: refused)
            },
            mode: state.mode, angle: state.angle, error: state.error != nil, message: message,
            formulaPreview: formulaPreview)
        view.offersUndo = offersUndo
        view.converter = converter.view(controller)
        // The converter row lies over the stack's room: the last calculations give way to
        // it, as the RPN stack's lines do.
        if state.mode == .algebraic, view.converter == nil {
            let entries = controller.history.entries.suffix(Self.visibleStackLines)
            view.recent = entries.map { HistoryTexts.text(of: $0, format: controller.numberFormat) }
            view.recentFirstIndex = entries.startIndex
        }
        view.preferences = preferenceValues
        if let programmer = programmerView {
            // Programmer mode (docs/behaviour.md §18): its display and last calculation.
            view.displayChoices = [controller.programmerDisplay]
            view.description = controller.programmer.description
            view.stack = ""
            view.error = false
            view.programmer = programmer
            // Its part leaves out the stack's room (the last calculations are in the history).
            view.recent = []
            return view
        }
        return showingGraphedCalculation(view, state)
    }

    /// The converter row alone (`Refresh.converter`); nil while it is closed.
    public var converterView: ConverterView? { converter.view(controller) }

    /// New exchange rates arrived (the window's fetch finished): the calculation's
    /// currencies are converted again, and the display and the converter show it.
    public func ratesChanged() -> WindowResponse {
        controller.ratesChanged()
        return WindowResponse(refresh: .all)
    }

    /// The history's change since the window last had it; nil when there is none or the
    /// window is not shown yet.
    public func takeHistoryUpdate() -> HistoryUpdate? {
        guard shown, history.update(from: controller.history, format: controller.numberFormat) else {
            return nil
        }
        let note = WindowTexts.historyNote(shown: historyShown, of: history.texts.count)
        switch history.lastChange {
        case .replaced:
            return HistoryUpdate(change: .replaced(history.texts), note: note)
        case .appended(let dropped, let added):
            return HistoryUpdate(change: .appended(dropped: dropped, added: Array(history.texts.suffix(added))),
                                 note: note)
        }
    }

    /// The display's text, then shorter ones the window shows when it is too narrow for
    /// it (docs/behaviour.md §8): the value to 12, 9 and 6 significant digits. Typed text
    /// and error messages have only their own text (the window shrinks its font instead).
    func displayChoices(_ state: ViewState) -> [String] {
        let format = controller.numberFormat
        guard state.display.count > 8, !state.typing, state.error == nil,
              case .success(let value) = controller.brain.value,
              DisplayFormatter.string(for: value, format: format) == state.display
        else { return [state.display] }
        var texts = [state.display]
        for digits in [12, 9, 6] {
            let text = DisplayFormatter.string(for: value, significantDigits: digits, format: format)
            if let last = texts.last, text.count < last.count { texts.append(text) }
        }
        return texts
    }

    /// The RPN stack above the display, oldest first. The display itself is the newest
    /// entry (HP's level 1) unless a number is being typed, so that entry is not repeated.
    /// With the converter open, its row takes the stack's room (docs/behaviour.md §16):
    /// the stack shows none of its lines, the display its newest entry.
    static let stackLinesBesideConverter = 0

    static func stackText(_ state: ViewState, lines: Int = visibleStackLines) -> String {
        guard lines > 0 else { return "" }
        let entries = state.typing ? state.stack[...] : state.stack.dropLast()
        let fits = entries.count <= lines
        let shown = entries.suffix(fits ? lines : lines - 1)
        let hidden = entries.count - shown.count
        return ((hidden > 0 ? [WindowTexts.stackHidden(hidden)] : []) + shown).joined(separator: "\n")
    }
}


import CGtkShim
import CalculatorBrain
import CalculatorController
import Localization
import Persistence
import WindowDescription
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// One window and the controller behind it. The shim holds the binding (retained) as
/// its user data and releases it when GTK destroys the window, so the binding lives
/// exactly as long as its window and nothing else keeps it.
final class WindowBinding {
    let controller: CalculatorController
    /// Everything the window says, in the user's language.
    let texts = WindowTexts()
    /// Writes the state after each change, off the main thread; nil: nothing is saved.
    private let store: StateStore?
    private let app: OpaquePointer
    /// Set once the window exists. Valid for the binding's whole life: destroying the
    /// window is what releases the binding.
    var window: OpaquePointer!
    /// Shown under the display until the next key: why a paste was refused.
    var message: String?
    /// The history as the window last received it.
    private var history = HistoryTexts()
    /// The formula line was opened over a number being typed, which it now holds.
    var formulaLineTookTyping = false
    /// The window has been shown: until then the history's texts wait (formatting a full
    /// history's 1,000 took about 2.7 ms of a returning user's start, issue 8).
    private var shown = false

    private init(app: OpaquePointer, controller: CalculatorController, store: StateStore?) {
        self.app = app
        self.controller = controller
        self.store = store
        // The label shows two lines (ellipsized at the start) and a history entry keeps
        // 1,000 characters: one walk of the calculation's end serves both.
        controller.descriptionLimit = History.descriptionLimit
        controller.decimalMark = LocaleNumbers.decimalMark
    }

    /// Opens a new window on `controller`; `store` (if any) receives its state after
    /// each change and is flushed when the window goes. `message` (a damaged state file)
    /// is shown under the display until the next key.
    static func open(in app: OpaquePointer, controller: CalculatorController, store: StateStore?,
                     message: String? = nil) {
        let binding = WindowBinding(app: app, controller: controller, store: store)
        binding.message = message
        let window = WindowSpec.withSpec(binding.texts) { spec in
            calc_window_new(app, spec, { userData, code, text in
                guard let userData else { return }
                let binding = Unmanaged<WindowBinding>.fromOpaque(userData).takeUnretainedValue()
                binding.handle(code: code, text: text.map { String(cString: $0) })
            }, Unmanaged.passRetained(binding).toOpaque(), { userData in
                guard let userData else { return }
                let binding = Unmanaged<WindowBinding>.fromOpaque(userData)
                binding.takeUnretainedValue().windowDestroyed()
                binding.release()
            })
        }
        binding.window = window
        binding.setUpFormulaLine()
        binding.render()
        calc_window_present(window)
    }

    /// Every way out (Ctrl+Q, Ctrl+W, the close button, SIGTERM, SIGINT, SIGHUP) destroys
    /// the window: the last state reaches the disk here.
    private func windowDestroyed() {
        store?.flush()
    }

    // MARK: - Events

    /// One button, shortcut, switch, variable edit, menu item, history choice or
    /// clipboard reply.
    private func handle(code: Int32, text: String?) {
        guard let command = WindowCommand(code: code) else { return }
        var refusedVariable: String?
        switch command {
        case .key(let key):
            // While the formula line is open, keys type into it (nil: not taken).
            if let changed = formulaLineTakes(key) {
                if !changed { return }
            } else {
                controller.press(key)
            }
            message = nil
        case .editVariable(let name):
            message = nil
            if !controller.setVariable(name, text: text ?? "") {
                refusedVariable = name
                message = WindowTexts.variableRefused(name)  // said, not only marked red
            }
        case .useHistoryEntry:
            if formulaLineTakesHistoryEntry(text) { return }
            message = nil
            if let index = text.flatMap({ Int($0) }) { controller.useHistoryEntry(at: index) }
        case .clearHistory:
            controller.clearHistory()
        case .pasteText:
            paste(text)
        case .formulaChanged:
            return showFormulaPreview(of: text ?? "")
        case .formulaEntered:
            if !enterFormula(text ?? "") { return }
        case .windowShown:
            shown = true
            return renderHistory()
        case .copy:
            message = nil
            if let copied = controller.copyText {
                calc_window_copy_text(window, copied)
            } else {
                message = texts.nothingToCopy
            }
            return render()
        case .paste:
            // The text comes back as `.pasteText`.
            message = nil
            calc_window_request_clipboard_text(window, WindowSpec.code(.pasteText))
            return render()
        case .toggleMode:
            controller.press(.mode(controller.mode == .rpn ? .algebraic : .rpn))
            message = nil
        case .toggleAngle:
            controller.press(.angle(controller.angle == .degrees ? .radians : .degrees))
            message = nil
        case .toggleHistory:
            return calc_window_toggle_history(window)
        case .toggleVariables:
            return calc_window_toggle_variables(window)
        case .showShortcuts:
            return WindowSpec.withShortcutsHelp { calc_window_show_shortcuts(window, $0, $1) }
        case .about:
            return WindowSpec.withAbout(texts) { calc_window_show_about(window, $0) }
        case .closeWindow:
            // Destroys the window, and with it this binding: nothing may follow.
            return calc_window_close(window)
        case .quit:
            // The same, for every window.
            return calc_app_quit(app)
        }
        // The state is written in the background: a write that failed is said at the
        // next key, and again at each key until one works (SPEC §8).
        if message == nil, let failure = store?.failure { message = WindowTexts.cannotSave(failure) }
        render(refusedVariable: refusedVariable)
        // A snapshot costs next to nothing; the store compares it with what it wrote and
        // writes the difference on its own thread.
        store?.save(controller.savedStateSnapshot)
    }

    // MARK: - Rendering

    /// Shows the whole view state, so the window can never drift from the controller.
    /// A refused variable keeps the text the user typed, marked as an error.
    func render(refusedVariable: String? = nil) {
        let state = controller.viewState
        WindowSpec.withCStrings(displayChoices(state)) { calc_window_set_display_choices(window, $0, $1) }
        calc_window_set_description(window, state.description)
        calc_window_set_stack(window, Self.stackText(state))
        calc_window_set_variables(window, state.variablesLine)
        for name in Key.variableNames {
            let refused = name == refusedVariable
            if !refused { calc_window_set_variable_entry(window, name, state.variableValues[name] ?? "") }
            calc_window_set_variable_entry_error(window, name, refused ? 1 : 0)
        }
        calc_window_set_mode(window, state.mode == .rpn ? 1 : 0)
        calc_window_set_angle(window, state.angle == .degrees ? 1 : 0)
        calc_window_set_error(window, state.error == nil ? 0 : 1)
        calc_window_set_message(window, message)
        renderHistory()
        refreshFormulaPreview()
    }

    /// The history as it changed since the window last had it, once the window is shown.
    private func renderHistory() {
        if shown, history.update(from: controller.history, decimalMark: controller.decimalMark) {
            calc_window_set_history_note(
                window, WindowTexts.historyNote(shown: Int(CALC_HISTORY_SHOWN), of: history.texts.count))
            switch history.lastChange {
            case .replaced:
                WindowSpec.withCStrings(history.texts) { calc_window_set_history(window, $0, $1) }
            case .appended(let dropped, let added):
                WindowSpec.withCStrings(Array(history.texts.suffix(added))) {
                    calc_window_update_history(window, dropped, $0, $1)
                }
            }
        }
    }

    /// The display's text, then shorter ones the window shows when it is too narrow for
    /// it (SPEC §8): the value to 12, 9 and 6 significant digits. Typed text and error
    /// messages have only their own text (the window shrinks its font instead).
    func displayChoices(_ state: ViewState) -> [String] {
        guard state.display.count > 8, !state.typing, state.error == nil,
              case .success(let value) = controller.brain.value,
              CalculatorController.localizing(numbersIn: DisplayFormatter.string(for: value),
                                              mark: controller.decimalMark) == state.display
        else { return [state.display] }
        var texts = [state.display]
        for digits in [12, 9, 6] {
            let text = CalculatorController.localizing(
                numbersIn: DisplayFormatter.string(for: value, significantDigits: digits), mark: controller.decimalMark)
            if let last = texts.last, text.count < last.count { texts.append(text) }
        }
        return texts
    }

    /// How many lines the stack shows above the display, "… N more" included: older
    /// entries are counted, not shown, so a deep stack cannot grow the window. The window
    /// keeps this many lines' height for the stack in RPN mode.
    static let visibleStackLines = 4

    /// The RPN stack above the display, oldest first. The display itself is the newest
    /// entry (HP's level 1) unless a number is being typed, so that entry is not repeated.
    static func stackText(_ state: ViewState) -> String {
        let entries = state.typing ? state.stack[...] : state.stack.dropLast()
        let fits = entries.count <= visibleStackLines
        let shown = entries.suffix(fits ? visibleStackLines : visibleStackLines - 1)
        let hidden = entries.count - shown.count
        return ((hidden > 0 ? [WindowTexts.stackHidden(hidden)] : []) + shown).joined(separator: "\n")
    }
}

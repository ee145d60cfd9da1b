import CGtkShim
import CalculatorController

/// One window and the controller behind it. The shim holds the binding (retained) as
/// its user data and releases it when GTK destroys the window, so the binding lives
/// exactly as long as its window and nothing else keeps it.
final class WindowBinding {
    private let controller = CalculatorController()
    private let app: OpaquePointer
    /// Set once the window exists. Valid for the binding's whole life: destroying the
    /// window is what releases the binding.
    private var window: OpaquePointer!

    private init(app: OpaquePointer) {
        self.app = app
    }

    /// Opens a new window with a fresh controller.
    static func open(in app: OpaquePointer) {
        let binding = WindowBinding(app: app)
        let window = WindowSpec.withSpec { spec in
            calc_window_new(app, spec, { userData, code, text in
                guard let userData else { return }
                let binding = Unmanaged<WindowBinding>.fromOpaque(userData).takeUnretainedValue()
                binding.handle(code: code, text: text.map { String(cString: $0) })
            }, Unmanaged.passRetained(binding).toOpaque(), { userData in
                guard let userData else { return }
                Unmanaged<WindowBinding>.fromOpaque(userData).release()
            })
        }
        binding.window = window
        binding.render()
        calc_window_present(window)
    }

    /// One button, shortcut, switch or variable edit.
    private func handle(code: Int32, text: String?) {
        guard let command = WindowCommand(code: code) else { return }
        switch command {
        case .key(let key):
            controller.press(key)
            render()
        case .editVariable(let name):
            let accepted = controller.setVariable(name, text: text ?? "")
            render(refusedVariable: accepted ? nil : name)
        case .closeWindow:
            // Destroys the window, and with it this binding: nothing may follow.
            calc_window_close(window)
        case .quit:
            calc_app_quit(app)
        }
    }

    /// Shows the whole view state, so the window can never drift from the controller.
    /// A refused variable keeps the text the user typed, marked as an error.
    private func render(refusedVariable: String? = nil) {
        let state = controller.viewState
        calc_window_set_display(window, state.display)
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
    }

    /// How many stack entries show above the display; older ones are counted, not shown,
    /// so a deep stack cannot grow the window off the screen.
    static let visibleStackLines = 4

    /// The RPN stack above the display, oldest first. The display itself is the newest
    /// entry (HP's level 1) unless a number is being typed, so that entry is not repeated.
    static func stackText(_ state: ViewState) -> String {
        let entries = state.typing ? state.stack[...] : state.stack.dropLast()
        let shown = entries.suffix(visibleStackLines)
        let hidden = entries.count - shown.count
        return ((hidden > 0 ? ["… \(hidden) more"] : []) + shown).joined(separator: "\n")
    }
}

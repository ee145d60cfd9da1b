import CalculatorBrain

/// The window as the presenter drives it: one setter per part it shows. The GTK binding
/// (`Sources/cerebrum/WindowBinding.swift`, each setter one call into the shim) and the
/// tests' `FakeWindow` implement it, and `WindowPresenter.show(_:on:)` is the one dispatch
/// both use, so what the binding is sent is what the tests see.
///
/// A part that only the presenter changes (the display, the description, the stack, the
/// recent calculations, the error style) is sent only when it differs from what was sent
/// last (`ShownParts`): a digit key sends the display and what is sent each time. That is
/// the parts the user can change in the window itself (the mode and angle toggles, the
/// Preferences rows, a variable's entry, programmer mode's base, word and bits) and those
/// the window changes on its own: the variables line and the message keep their room's
/// height for the font size class, which a resize changes; clearing the message hides its
/// Undo; closing the variables panel clears the message it shows.
public protocol WindowSurface: AnyObject {
    /// The display's text, then shorter ones for a narrow window.
    func setDisplayChoices(_ choices: [String])
    func setDescription(_ text: String)
    func setStack(_ text: String)
    /// The last calculations in the stack's room; choosing entry i uses history entry
    /// `firstIndex + i`.
    func setRecent(_ texts: [String], firstIndex: Int)
    func setVariablesLine(_ text: String)
    /// One entry of the variables panel: its text (nil: keep what the user typed) and
    /// whether it is marked refused.
    func setVariableEntry(_ entry: WindowView.VariableEntry)
    /// Algebraic or RPN, and whether programmer mode is on over it.
    func setMode(_ mode: CalculatorMode, programmer: Bool)
    /// Programmer mode's base lines, word and bits; nil: the other modes' keys.
    func setProgrammer(_ programmer: ProgrammerView?)
    func setAngle(_ angle: AngleUnit)
    /// The display in the error style or not.
    func setError(_ isError: Bool)
    /// The line under the display; nil hides it.
    func setMessage(_ message: String?)
    /// The message's Undo button shown or not.
    func setMessageUndo(_ offered: Bool)
    /// The Preferences window's rows' values.
    func setPreferences(_ values: [Int])
    func setFormulaPreview(_ preview: FormulaLinePreview)
    func setConverter(_ converter: ConverterView)
    func setHistory(_ update: HistoryUpdate)
    /// The graph, drawn again.
    func drawGraph(_ frame: GraphFrame)
}

/// What the presenter last sent of the parts only it changes; nil: not sent yet.
struct ShownParts {
    var displayChoices: [String]?
    var description: String?
    var stack: String?
    var recent: Recent?
    var error: Bool?

    /// The last calculations and the history index of the first.
    struct Recent: Equatable {
        var texts: [String]
        var firstIndex: Int
    }
}

extension WindowPresenter {
    /// Shows `refresh` on `surface`: each part it names that changed, and the graph drawn
    /// again when it is open.
    public func show(_ refresh: WindowResponse.Refresh, on surface: some WindowSurface) {
        switch refresh {
        case .nothing: break
        case .message: surface.setMessage(message)
        case .formulaPreview:
            if let preview = formulaPreview { surface.setFormulaPreview(preview) }
            if let converter = converterView { surface.setConverter(converter) }
        case .history: if let update = takeHistoryUpdate() { surface.setHistory(update) }
        case .graph: drawGraph(on: surface)
        case .converter: if let converter = converterView { surface.setConverter(converter) }
        case .all:
            let view = self.view
            send(view, to: surface)
            if let converter = view.converter { surface.setConverter(converter) }
            if let update = takeHistoryUpdate() { surface.setHistory(update) }
            if let preview = view.formulaPreview { surface.setFormulaPreview(preview) }
            drawGraph(on: surface)
        }
    }

    private func drawGraph(on surface: some WindowSurface) {
        if graphIsShown { surface.drawGraph(graphFrame) }
    }

    private func send(_ view: WindowView, to surface: some WindowSurface) {
        sendIfChanged(\.displayChoices, view.displayChoices, surface.setDisplayChoices)
        sendIfChanged(\.description, view.description, surface.setDescription)
        sendIfChanged(\.stack, view.stack, surface.setStack)
        sendIfChanged(\.recent, ShownParts.Recent(texts: view.recent, firstIndex: view.recentFirstIndex)) {
            surface.setRecent($0.texts, firstIndex: $0.firstIndex)
        }
        surface.setVariablesLine(view.variablesLine)
        view.variableEntries.forEach(surface.setVariableEntry)
        surface.setMode(view.mode, programmer: view.programmer != nil)
        surface.setProgrammer(view.programmer)
        surface.setAngle(view.angle)
        sendIfChanged(\.error, view.error, surface.setError)
        surface.setMessage(view.message)
        surface.setMessageUndo(view.offersUndo)
        surface.setPreferences(view.preferences)
    }

    /// Calls `set` with `value` unless it is what was sent last for `part`.
    private func sendIfChanged<Value: Equatable>(_ part: WritableKeyPath<ShownParts, Value?>, _ value: Value,
                                                 _ set: (Value) -> Void) {
        guard shownParts[keyPath: part] != value else { return }
        shownParts[keyPath: part] = value
        set(value)
    }
}

import CalculatorBrain
import CalculatorController
import WindowDescription
@testable import WindowPresenter

/// The window as the binding and the shim make it, without GTK: it does each effect as
/// the shim does (the formula line reports its new text back, at once, as GTK's entry
/// does), is shown each refresh through the presenter's dispatch (`WindowSurface`) as
/// the binding is, and keeps what it shows for tests.
final class FakeWindow: WindowSurface {
    let presenter: WindowPresenter
    /// What the window shows, put together from the parts it was sent.
    private(set) var view: WindowView?
    /// The setters called since the last `send`, by name (`setDescription`), in order.
    private(set) var setters: [String] = []
    private(set) var message: String?
    private(set) var formulaLineIsOpen = false
    private(set) var formulaText = ""
    private(set) var preview: FormulaLinePreview?
    private(set) var history: [String] = []
    private(set) var historyNote: String?
    private(set) var clipboard: String?
    /// The graph as last drawn (an open graph draws after each refresh that shows it).
    private(set) var graph: GraphFrame?
    /// How many times the graph was drawn.
    private(set) var graphDrawings = 0
    /// Whether the graph is open (the effects that open and close it).
    private(set) var graphIsOpen = false
    /// The converter row as last shown (nil: closed).
    private(set) var converter: ConverterView?
    /// Whether the converter row is open (the effect that opens and closes it).
    private(set) var converterIsOpen = false
    /// The effects that are not the formula line's, in order.
    private(set) var actions: [WindowEffect] = []

    init(controller: CalculatorController = CalculatorController(random: { 0.25 }),
         saver: (any StateSaving)? = nil, decimalMark: Character = ".", grouping: DigitGrouping? = nil,
         historyShown: Int = 100, message: String? = nil, language: String = "C") {
        var format = NumberFormat(decimalMark: decimalMark)
        format.style.grouping = grouping
        presenter = WindowPresenter(controller: controller, saver: saver, format: format,
                                    historyShown: historyShown, message: message, language: language)
        presenter.openingEffects.forEach(perform)
        show(.all)
    }

    var display: String? { view?.displayChoices.first }

    /// Sends one event, as the shim would: with its text, or its numbers.
    func send(_ command: WindowCommand, _ text: String? = nil, numbers: [Double] = []) {
        setters = []
        let response = presenter.handle(command, text: text, numbers: numbers)
        response.effects.forEach(perform)
        show(response.refresh)
    }

    /// Sends an event whose one number is `index` (a history entry, a unit, a bit…).
    func send(_ command: WindowCommand, index: Int) {
        send(command, numbers: [Double(index)])
    }

    /// Presses each key of `keys` (as `cerebrum --keys` reads them; `(` is the key that
    /// opens the formula line).
    func press(_ keys: String) throws {
        for token in keys.split(separator: " ") {
            if token == "(" { send(.key(.openFormula)) } else {
                try KeySequence.forEachKey(in: String(token)) { send(.key($0)) }
            }
        }
    }

    /// The user types `text` on the keyboard, as the shim sends it: each character as
    /// typed text while the line is closed, into the line's entry while it is open;
    /// `\n` is Return (the entry's Enter while the line is open, else `=`); `=` typed in
    /// the open line enters it with the `=` as its last character.
    func typeOnKeyboard(_ text: String) {
        for character in text {
            if character == "\n" {
                if formulaLineIsOpen { send(.formulaEntered, formulaText) } else { send(.key(.equals)) }
            } else if character == "=", formulaLineIsOpen {
                send(.formulaEntered, formulaText + "=")
            } else if formulaLineIsOpen {
                type(String(character))
            } else {
                send(.typeText, String(character))
            }
        }
    }

    /// The user types `text` at the end of the open formula line.
    func type(_ text: String) {
        precondition(formulaLineIsOpen)
        setFormulaText(formulaText + text)
    }

    private func setFormulaText(_ text: String) {
        guard text != formulaText else { return }  // GTK reports only a change
        formulaText = text
        send(.formulaChanged, text)
    }

    private func perform(_ effect: WindowEffect) {
        switch effect {
        case .openFormulaLine(let text):
            formulaLineIsOpen = true
            setFormulaText(text)
        case .insertInFormulaLine(let text):
            if formulaLineIsOpen { setFormulaText(formulaText + text) }
        case .deleteBackInFormulaLine:
            if formulaLineIsOpen, !formulaText.isEmpty { setFormulaText(String(formulaText.dropLast())) }
        case .closeFormulaLine:
            formulaLineIsOpen = false
            formulaText = ""  // set without a report
            preview = nil
        case .copy(let text):
            clipboard = text
        case .showConverter(let open):
            converterIsOpen = open
            if !open { converter = nil }  // the row hidden shows nothing
            actions.append(effect)
        case .showGraph(let open):
            graphIsOpen = open
            // GTK allocates the drawing and reports its size, as the shim does.
            if open { send(.graphResized, numbers: [600, 400]) }
            actions.append(effect)
        default:
            actions.append(effect)
        }
    }

    private func show(_ refresh: WindowResponse.Refresh) {
        presenter.show(refresh, on: self)
    }

    // MARK: - WindowSurface

    /// Changes one part of `view` (made blank at the first part sent) and notes the setter.
    private func setting(_ name: String, _ change: (inout WindowView) -> Void) {
        setters.append(name)
        var shown = view ?? WindowView(displayChoices: [], description: "", stack: "", variablesLine: "",
                                       variableEntries: [], mode: .algebraic, angle: .radians, error: false,
                                       message: nil, formulaPreview: nil)
        change(&shown)
        view = shown
    }

    func setDisplayChoices(_ choices: [String]) { setting("setDisplayChoices") { $0.displayChoices = choices } }
    func setDescription(_ text: String) { setting("setDescription") { $0.description = text } }
    func setStack(_ text: String) { setting("setStack") { $0.stack = text } }
    func setRecent(_ texts: [String], firstIndex: Int) {
        setting("setRecent") {
            $0.recent = texts
            $0.recentFirstIndex = firstIndex
        }
    }
    func setVariablesLine(_ text: String) { setting("setVariablesLine") { $0.variablesLine = text } }
    func setVariableEntry(_ entry: WindowView.VariableEntry) {
        // As sent: a nil text is the entry keeping what the user typed there.
        setting("setVariableEntry") { view in
            view.variableEntries.removeAll { $0.name == entry.name }
            view.variableEntries.append(entry)
            view.variableEntries.sort { $0.name.sortKey < $1.name.sortKey }
        }
    }
    func setMode(_ mode: CalculatorMode, programmer: Bool) { setting("setMode") { $0.mode = mode } }
    func setProgrammer(_ programmer: ProgrammerView?) { setting("setProgrammer") { $0.programmer = programmer } }
    func setAngle(_ angle: AngleUnit) { setting("setAngle") { $0.angle = angle } }
    func setError(_ isError: Bool) { setting("setError") { $0.error = isError } }
    func setMessage(_ message: String?) {
        setting("setMessage") { $0.message = message }
        self.message = message
    }
    func setMessageUndo(_ offered: Bool) { setting("setMessageUndo") { $0.offersUndo = offered } }
    func setPreferences(_ values: [Int]) { setting("setPreferences") { $0.preferences = values } }
    func setFormulaPreview(_ preview: FormulaLinePreview) {
        setters.append("setFormulaPreview")
        self.preview = preview
    }
    func setConverter(_ converter: ConverterView) {
        setters.append("setConverter")
        self.converter = converter
    }
    func setHistory(_ update: HistoryUpdate) {
        setters.append("setHistory")
        historyNote = update.note
        switch update.change {
        case .replaced(let texts): history = texts
        case .appended(let dropped, let added): history = Array(history.dropFirst(dropped)) + added
        }
    }
    func drawGraph(_ frame: GraphFrame) {
        setters.append("drawGraph")
        graph = frame
        graphDrawings += 1
    }
}

private extension String {
    /// x, y, z, M: the variables panel's order.
    var sortKey: Int { CalculatorBrain.variableNames.firstIndex(of: self) ?? Int.max }
}

/// A saver that keeps count, and fails when told to.
final class FakeSaver: StateSaving {
    var failure: String?
    private(set) var saves = 0
    func save(_ controller: CalculatorController) { saves += 1 }
}

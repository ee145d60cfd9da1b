import CalculatorBrain
import CalculatorController
import WindowDescription
@testable import WindowPresenter

/// The window as the binding and the shim make it, without GTK: it does each effect as
/// the shim does (the formula line reports its new text back, at once, as GTK's entry
/// does), shows each refresh as the binding does, and keeps what it shows for tests.
final class FakeWindow {
    let presenter: WindowPresenter
    private(set) var view: WindowView?
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

    /// Sends one event, as the shim would.
    func send(_ command: WindowCommand, _ text: String? = nil) {
        let response = presenter.handle(command, text: text)
        response.effects.forEach(perform)
        show(response.refresh)
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
    /// `\n` is Return (the entry's Enter while the line is open, else `=`).
    func typeOnKeyboard(_ text: String) {
        for character in text {
            if character == "\n" {
                if formulaLineIsOpen { send(.formulaEntered, formulaText) } else { send(.key(.equals)) }
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
            actions.append(effect)
        case .showGraph(let open):
            graphIsOpen = open
            // GTK allocates the drawing and reports its size, as the shim does.
            if open { send(.graphResized, "600 400") }
            actions.append(effect)
        default:
            actions.append(effect)
        }
    }

    private func show(_ refresh: WindowResponse.Refresh) {
        switch refresh {
        case .nothing: break
        case .message: message = presenter.message
        case .formulaPreview:
            showPreview(presenter.formulaPreview)
            converter = presenter.converterView
        case .history: showHistory(presenter.takeHistoryUpdate())
        case .graph: showGraph()
        case .converter: converter = presenter.converterView
        case .all:
            let view = presenter.view
            self.view = view
            converter = view.converter
            message = view.message
            showHistory(presenter.takeHistoryUpdate())
            showPreview(view.formulaPreview)
            showGraph()
        }
    }

    private func showGraph() {
        guard presenter.graphIsShown else { return }
        graph = presenter.graphFrame
        graphDrawings += 1
    }

    private func showPreview(_ preview: FormulaLinePreview?) {
        if let preview { self.preview = preview }
    }

    private func showHistory(_ update: HistoryUpdate?) {
        guard let update else { return }
        historyNote = update.note
        switch update.change {
        case .replaced(let texts): history = texts
        case .appended(let dropped, let added): history = Array(history.dropFirst(dropped)) + added
        }
    }
}

/// A saver that keeps count, and fails when told to.
final class FakeSaver: StateSaving {
    var failure: String?
    private(set) var saves = 0
    func save(_ controller: CalculatorController) { saves += 1 }
}

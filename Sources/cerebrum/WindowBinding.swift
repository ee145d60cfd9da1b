import CGraphDraw
import CGtkShim
import CalculatorBrain
import CalculatorController
import ExchangeRateFeed
import GraphDrawing
import Graphing
import Persistence
import WindowDescription
import WindowPresenter
#if canImport(Glibc)
import Glibc
#endif

/// One window and the presenter behind it: it moves events from the shim to the
/// presenter and what the presenter says back to the shim, deciding nothing itself. The
/// shim holds the binding (retained) as its user data and releases it when GTK destroys
/// the window, so the binding lives exactly as long as its window and nothing else keeps it.
final class WindowBinding {
    let presenter: WindowPresenter
    /// Flushed when the window goes; the presenter has it save after each change.
    private let saver: StateStore?
    private let app: OpaquePointer
    /// Set once the window exists. Valid for the binding's whole life: destroying the
    /// window is what releases the binding.
    private var window: OpaquePointer!
    /// The scene the graph draws, kept while the shim borrows it.
    private var graphScene: GraphScene?
    /// Whether the converter row is built (at its first opening).
    private var converterBuilt = false
    /// Whether programmer mode's part is built (at its first showing).
    private var programmerBuilt = false
    /// The windows open now, for news that concerns them all (new exchange rates). Only
    /// the main thread touches it.
    nonisolated(unsafe) private static var live: [Unmanaged<WindowBinding>] = []

    private init(app: OpaquePointer, presenter: WindowPresenter, saver: StateStore?) {
        self.app = app
        self.presenter = presenter
        self.saver = saver
    }

    /// Opens a new window on `controller`; `saver` (if any) receives its state after
    /// each change and is flushed when the window goes. `message` (a damaged state file)
    /// is shown under the display until the next key.
    static func open(in app: OpaquePointer, controller: CalculatorController, saver: StateStore?,
                     message: String? = nil) {
        let presenter = WindowPresenter(
            controller: controller, saver: saver, format: .locale,
            historyShown: Int(CALC_HISTORY_SHOWN), message: message)
        let binding = WindowBinding(app: app, presenter: presenter, saver: saver)
        let window = WindowSpec.withSpec(presenter.texts) { spec in
            calc_window_new(app, spec, { userData, code, text, numbers, count in
                guard let userData else { return }
                let binding = Unmanaged<WindowBinding>.fromOpaque(userData).takeUnretainedValue()
                // Borrowed for the call: copied here.
                binding.handle(code: code, text: text.map { String(cString: $0) },
                               numbers: numbers.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
            }, Unmanaged.passRetained(binding).toOpaque(), { userData in
                guard let userData else { return }
                let binding = Unmanaged<WindowBinding>.fromOpaque(userData)
                binding.takeUnretainedValue().windowDestroyed()
                binding.release()
            })
        }
        binding.window = window
        live.append(Unmanaged.passUnretained(binding))
        // The saved setting, before a formula names a currency (docs/behaviour.md §16).
        WindowApp.ratesFeed?.setMaximumAge(controller.settings.ratesRefresh.maximumAge)
        // The size it last closed at (docs/behaviour.md §8), as GNOME apps reopen; before
        // the graph is restored, which places itself by the window's width.
        if let size = saver?.windowSize?.clamped(minimum: minimumSize) {
            calc_window_set_size(window, Int32(size.width), Int32(size.height))
            // Maximized when it closed maximized, as GNOME apps reopen.
            if size.maximized { calc_window_set_maximized(window, 1) }
        }
        withUnsafePointer(to: WindowSpec.formulaSpec) { calc_window_formula_setup(window, $0) }
        WindowSpec.withGraphSpec { calc_window_graph_setup(window, $0) }
        if let saved = saver?.readGraph() {
            let effects = presenter.restoreGraph(
                isOpen: saved.isOpen, view: saved.view,
                pins: saved.pins.map { (colour: $0.colour, radians: $0.radians, formula: $0.formula, program: $0.program) })
            for effect in effects { _ = binding.perform(effect) }
        }
        for effect in presenter.openingEffects { _ = binding.perform(effect) }
        binding.show(.all)
        calc_window_present(window)
    }

    /// Every way out (Ctrl+Q, Ctrl+W, the close button, SIGTERM, SIGINT, SIGHUP) destroys the
    /// window: the last state reaches the disk here.
    private func windowDestroyed() {
        Self.live.removeAll { $0.toOpaque() == Unmanaged.passUnretained(self).toOpaque() }
        var width: Int32 = 0, height: Int32 = 0
        calc_window_get_size(window, &width, &height)
        presenter.windowClosing()
        saver?.saveWindowSize(WindowSize(width: Int(width), height: Int(height),
                                         maximized: calc_window_is_maximized(window) != 0))
        saver?.flush()
        saveGraph()
    }

    /// New exchange rates arrived (on the main thread): every window shows its
    /// currencies again.
    static func ratesChanged() {
        for binding in live.map({ $0.takeUnretainedValue() }) {
            binding.show(binding.presenter.ratesChanged().refresh)
        }
    }

    /// Writes the graph's state beside the calculator's (`SavedGraph`): when it opens or
    /// closes, a pin comes or goes, and when the window goes (the view, which moves at
    /// every frame of a drag, only then).
    private func saveGraph() {
        guard let saver else { return }
        let state = presenter.graphState
        saver.writeGraph(SavedGraph(
            isOpen: state.isOpen, view: state.view,
            pins: state.pins.map {
                SavedGraph.Pin(colour: $0.colour, radians: $0.radians, formula: $0.formula, program: $0.program)
            }))
    }

    /// The smallest window (the shim's, which the README states).
    private static let minimumSize = WindowSize(width: Int(CALC_WINDOW_MIN_WIDTH), height: Int(CALC_WINDOW_MIN_HEIGHT))

    /// One event from the shim: the presenter's effects, then what it shows.
    private func handle(code: Int32, text: String?, numbers: [Double]) {
        guard let command = WindowCommand(code: code) else { return }
        let response = presenter.handle(command, text: text, numbers: numbers)
        for effect in response.effects {
            // Closing destroys the window, and with it this binding: nothing may follow.
            guard perform(effect) else { return }
        }
        show(response.refresh)
        if [.toggleGraph, .pinCurve, .unpinCurve].contains(command) { saveGraph() }
    }

    /// Does `effect`; false when it destroyed the window (and this binding).
    private func perform(_ effect: WindowEffect) -> Bool {
        switch effect {
        case .openFormulaLine(let text): calc_window_formula_open(window, text)
        case .insertInFormulaLine(let text): calc_window_formula_insert(window, text)
        case .deleteBackInFormulaLine: calc_window_formula_delete_back(window)
        case .closeFormulaLine: calc_window_formula_close(window)
        case .copy(let text): calc_window_copy_text(window, text)
        case .requestClipboardText: calc_window_request_clipboard_text(window, WindowSpec.code(.pasteText))
        case .toggleHistory: calc_window_toggle_history(window)
        case .toggleVariables: calc_window_toggle_variables(window)
        case .showShortcuts: WindowSpec.withShortcutsHelp { calc_window_show_shortcuts(window, $0, $1) }
        case .showAbout: WindowSpec.withAbout { calc_window_show_about(window, $0) }
        case .showConverter(let open):
            if !converterBuilt {
                withUnsafePointer(to: WindowSpec.converterSpec) { calc_window_converter_setup(window, $0) }
                converterBuilt = true
            }
            calc_window_converter_show(window, open ? 1 : 0)
        case .showPreferences: WindowSpec.withPreferences { calc_window_show_preferences(window, $0) }
        case .updateRates: WindowApp.ratesFeed?.refreshInBackground()
        case .setRatesRefresh(let refresh): WindowApp.ratesFeed?.setMaximumAge(refresh.maximumAge)
        case .showGraph(let open):
            if !open {
                calc_window_graph_set_scene(window, nil)
                graphScene = nil
            }
            calc_window_graph_show(window, open ? 1 : 0)
        case .handBackKeyboard: calc_window_graph_hand_back(window)
        case .chooseGraphFile(let folder):
            WindowSpec.withSaveGraphDialog(presenter.texts, folder: folder, shown: (presenter.graph.width, presenter.graph.height)) {
                calc_window_choose_save_file(window, WindowSpec.code(.saveGraphTo), $0)
            }
        case .writeGraph(let export):
            // The dialog asked about replacing the name typed, not the one with the suffix.
            if export.renamed && access(export.path, F_OK) == 0 {
                show(presenter.graphNotReplaced(export.path))
                return true
            }
            let format: GraphScene.FileFormat = export.format == .svg ? .svg : .png
            let written = scene(presenter.graphFrame(for: export)).write(to: export.path, as: format)
            show(presenter.graphWritten(to: export.path, succeeded: written))
        case .copyGraphImage:
            // The scene must outlive the C call that reads it.
            let scene = scene(presenter.graphFrame)
            var length = 0
            if let bytes = withExtendedLifetime(scene, { calc_graph_scene_png_bytes(scene.pointer, &length) }) {
                calc_window_copy_png(window, bytes, length)
                free(bytes)
            }
        case .closeWindow:
            calc_window_close(window)
            return false
        case .quit:
            // The same, for every window.
            calc_app_quit(app)
            return false
        }
        return true
    }

    // MARK: - Showing

    /// Shows `refresh`: the presenter decides what to send (`WindowSurface`).
    private func show(_ refresh: WindowResponse.Refresh) {
        presenter.show(refresh, on: self)
    }

    /// The scene of `frame` in the theme's colours.
    private func scene(_ frame: GraphFrame) -> GraphScene {
        let style = GraphScene.Style(rawValue: Int32(calc_window_graph_style(window))) ?? .light
        var note = frame.note
        var trace: (curve: Int, point: PlotPoint, readout: String)?
        if let t = frame.trace {
            // No value there: the readout says why, without a dot.
            if t.point.y.isFinite { trace = (t.curve, t.point, t.readout) } else { note = t.readout }
        }
        return GraphScene(frame.graph, style: style, fontSize: GraphPresenter.fontSize, colours: frame.colours,
                          keyPoints: frame.keyPoints, trace: trace, note: note)
    }
}

/// Each setter is one call into the shim.
extension WindowBinding: WindowSurface {
    func setDisplayChoices(_ choices: [String]) {
        WindowSpec.withCStrings(choices) { calc_window_set_display_choices(window, $0, $1) }
    }

    func setDescription(_ text: String) { calc_window_set_description(window, text) }

    func setStack(_ text: String) { calc_window_set_stack(window, text) }

    func setRecent(_ texts: [String], firstIndex: Int) {
        WindowSpec.withCStrings(texts) { calc_window_set_recent(window, $0, $1, Int32(firstIndex)) }
    }

    func setVariablesLine(_ text: String) { calc_window_set_variables(window, text) }

    func setVariableEntry(_ entry: WindowView.VariableEntry) {
        if let text = entry.text { calc_window_set_variable_entry(window, entry.name, text) }
        calc_window_set_variable_entry_error(window, entry.name, entry.refused ? 1 : 0)
    }

    func setMode(_ mode: CalculatorMode, programmer: Bool) {
        // In programmer mode neither the RPN toggle is pressed nor the keys relabelled.
        calc_window_set_mode(window, mode == .rpn && !programmer ? 1 : 0)
    }

    func setAngle(_ angle: AngleUnit) { calc_window_set_angle(window, angle == .degrees ? 1 : 0) }

    func setError(_ isError: Bool) { calc_window_set_error(window, isError ? 1 : 0) }

    func setMessage(_ message: String?) { calc_window_set_message(window, message) }

    func setMessageUndo(_ offered: Bool) { calc_window_set_message_undo(window, offered ? 1 : 0) }

    func setPreferences(_ values: [Int]) {
        let values = values.map { Int32($0) }
        values.withUnsafeBufferPointer { calc_window_set_preferences(window, $0.baseAddress, $0.count) }
    }

    /// Programmer mode's base lines, word and bits, or the other modes' keys (nil).
    func setProgrammer(_ programmer: ProgrammerView?) {
        guard let programmer else {
            calc_window_set_programmer(window, nil)
            return
        }
        if !programmerBuilt {
            WindowSpec.withProgrammer { calc_window_programmer_setup(window, $0) }
            programmerBuilt = true
        }
        let strings = CStrings()
        let lines = programmer.lines.map { strings.copy($0) }
        var view = CalcProgrammerView(
            lines: (lines[0], lines[1], lines[2], lines[3]), base: Int32(programmer.base),
            word_bits: Int32(programmer.wordBits), is_signed: programmer.signed ? 1 : 0, bits: programmer.bits)
        withExtendedLifetime(strings) { calc_window_set_programmer(window, &view) }
    }

    /// The converter row's lists, choices and result (the shim leaves unchanged lists be).
    func setConverter(_ converter: ConverterView) {
        guard converterBuilt else { return }
        WindowSpec.withCStrings(converter.kinds) { calc_window_converter_set_kinds(window, $0, $1, Int32(converter.kind)) }
        WindowSpec.withCStrings(converter.units) {
            calc_window_converter_set_units(window, $0, $1, Int32(converter.from), Int32(converter.to))
        }
        calc_window_converter_set_result(window, converter.result, converter.isError ? 1 : 0)
    }

    func setHistory(_ update: HistoryUpdate) {
        calc_window_set_history_note(window, update.note)
        switch update.change {
        case .replaced(let texts):
            WindowSpec.withCStrings(texts) { calc_window_set_history(window, $0, $1) }
        case .appended(let dropped, let added):
            WindowSpec.withCStrings(added) { calc_window_update_history(window, dropped, $0, $1) }
        }
    }

    func setFormulaPreview(_ preview: FormulaLinePreview) {
        calc_window_formula_set_preview(
            window, preview.text, preview.isError ? 1 : 0,
            Int32(preview.markedBytes?.lowerBound ?? -1), Int32(preview.markedBytes?.upperBound ?? -1))
    }

    /// Draws the graph's new scene.
    func drawGraph(_ frame: GraphFrame) {
        let scene = scene(frame)
        calc_window_graph_set_scene(window, scene.pointer)
        // The shim has the new scene: the old one may go.
        graphScene = scene
        calc_window_graph_set_description(window, frame.accessibleDescription)
    }
}

import CalculatorBrain
import CalculatorController
import Graphing
import Localization
import WindowDescription

extension WindowPresenter {
    /// The graph of the displayed calculation as it is to be drawn now (docs/behaviour.md
    /// §14): the current curve, the pins, the trace and the key points.
    public var graphFrame: GraphFrame {
        graph.frame(controller.brain.displayedFunction, format: controller.numberFormat.descriptionFormat)
    }

    /// The graph as `export` writes it: the view shown now, at the export's size.
    public func graphFrame(for export: GraphExport) -> GraphFrame {
        graph.frame(controller.brain.displayedFunction, format: controller.numberFormat.descriptionFormat,
                    width: export.width, height: export.height)
    }

    /// A name the dialog confirmed was given the file type's suffix, and a file of the
    /// new name exists: it is not replaced unasked (behaviour §14).
    public func graphNotReplaced(_ path: String) -> WindowResponse.Refresh {
        // TRANSLATORS: %s is a file's path.
        message = tr("%s exists already: choose it by its full name to replace it").filled(path)
        return .message
    }

    /// Whether the graph is to be drawn: open and told its size.
    public var graphIsShown: Bool { graph.isOpen && graph.width > 0 }

    /// The open graph draws the calculation in x while x has no value: the display, which
    /// would say "x is not set", shows what is graphed instead (docs/behaviour.md §14).
    /// (A number being typed is shown as typed: the caller knows.)
    var displayShowsGraphedCalculation: Bool {
        guard graph.isOpen, case .failure(.variableNotSet("x")) = controller.brain.value else { return false }
        let function = controller.brain.displayedFunction
        return function.usesX && function.leafFailure == nil
    }

    /// `view` with the graphed calculation in the display: its value at the trace's x
    /// (the description then says which x) when the trace is on the current curve, else
    /// the calculation itself (`sin(x)`), neither in the error style.
    func showingGraphedCalculation(_ view: WindowView, _ state: ViewState) -> WindowView {
        guard !state.typing, displayShowsGraphedCalculation else { return view }
        let pending = state.pending
        var view = view
        let function = controller.brain.displayedFunction
        if graph.traceX != nil, graph.traceCurve == 0, let trace = graphFrame.trace {
            switch trace.value {
            case .success(let y):
                view.displayChoices = [y]
                view.error = false
            case .failure(let error):
                view.displayChoices = [error.message]   // no value at that x: said as an error
            }
            // TRANSLATORS: the display's description while tracing: the calculation, then
            // the traced x (sin(x) at x = 1.5).
            if !pending { view.description = tr("%1$s at x = %2$s").filled(function.description, trace.x) }
        } else {
            view.displayChoices = [function.description]
            view.error = false
        }
        return view
    }

    /// One of the graph's events: `numbers` its sizes and positions, `text` the save
    /// dialog's answer. A count the event does not take changes nothing.
    func handleGraph(_ command: WindowCommand, text: String?, numbers: [Double]) -> WindowResponse {
        switch command {
        case .toggleGraph:
            graph.isOpen.toggle()
            if !graph.isOpen { graph.endTrace() }
            // The display changes too when it shows what is graphed (or did).
            let refresh: WindowResponse.Refresh = graph.isOpen ? traceRefresh : .all
            return WindowResponse([.showGraph(graph.isOpen)], refresh: refresh)
        case .graphResized:
            guard let size = numbers.wholes(2) else { return WindowResponse(refresh: .nothing) }
            graph.resize(width: size[0], height: size[1])
        case .graphPan:
            guard let by = numbers.finite(2) else { return WindowResponse(refresh: .nothing) }
            graph.pan(dx: by[0], dy: by[1])
        case .graphZoom:
            guard let zoom = numbers.finite(3) else { return WindowResponse(refresh: .nothing) }
            graph.zoom(by: zoom[0], column: zoom[1], row: zoom[2])
        case .graphCentre:
            guard let at = numbers.finite(2) else { return WindowResponse(refresh: .nothing) }
            graph.centre(column: at[0], row: at[1])
        case .graphTrace:
            // The pointer's column and row; none: it left the graph.
            if numbers.isEmpty {
                graph.trace(column: nil)
            } else {
                guard let at = numbers.finite(2) else { return WindowResponse(refresh: .nothing) }
                graph.trace(column: at[0], row: at[1])
            }
            return WindowResponse(refresh: traceRefresh)
        case .graphKey(let action):
            return handleGraphKey(action)
        case .pinCurve:
            message = graph.pin(controller.brain.displayedFunction)
                ? nil : tr("At most %d curves can be pinned: remove one first").filled(GraphPresenter.mostPins)
            // Pinning shows the graph: the pin is what the user wants to see.
            if !graph.isOpen {
                graph.isOpen = true
                return WindowResponse([.showGraph(true)], refresh: .all)
            }
            return WindowResponse(refresh: .all)
        case .unpinCurve:
            message = graph.unpin() ? nil : tr("No curve is pinned")
            return WindowResponse(refresh: .all)
        case .saveGraph:
            return WindowResponse([.chooseGraphFile(folder: graphFolder)], refresh: .nothing)
        case .saveGraphTo:
            guard let text, let export = GraphExport(dialogAnswer: text, shown: (graph.width, graph.height))
            else { return WindowResponse(refresh: .nothing) }
            // The next dialog opens where this one saved (for the application's run).
            graphFolder = GraphExport.folder(of: export.path) ?? graphFolder
            return WindowResponse([.writeGraph(export)], refresh: .nothing)
        case .copyGraph:
            return WindowResponse([.copyGraphImage], refresh: .nothing)
        default:
            return WindowResponse(refresh: .nothing)
        }
        return WindowResponse(refresh: .graph)
    }

    /// One of the graph's own keys (`GraphKeys`), pressed while it has the focus.
    private func handleGraphKey(_ action: GraphKeys.Action) -> WindowResponse {
        let (width, height) = (Double(graph.width), Double(graph.height))
        switch action {
        case .up, .down: graph.pan(dx: 0, dy: (action == .up ? 1 : -1) * height * GraphKeys.panFraction)
        case .left, .right: graph.step(action == .left ? -1 : 1, in: nil)
        case .zoomIn, .zoomOut:
            let factor = action == .zoomIn ? 1 / GraphKeys.zoomFactor : GraphKeys.zoomFactor
            graph.zoom(by: factor, column: width / 2, row: height / 2)
        case .defaultView: graph.restoreDefaultView()
        case .nextKeyPoint, .previousKeyPoint: graph.stepKeyPoint(action == .nextKeyPoint ? 1 : -1)
        case .handBack: return WindowResponse([.handBackKeyboard], refresh: .nothing)
        }
        return WindowResponse(refresh: traceRefresh)
    }

    /// What a move of the trace redraws: the display too when it shows the value traced.
    private var traceRefresh: WindowResponse.Refresh {
        displayShowsGraphedCalculation ? .all : .graph
    }

    /// A pin as saved: its colour, angle unit, description (its legend) and program
    /// (`FunctionOfX.savedProgram`; nil: read back from the description as a formula).
    public typealias SavedPin = (colour: Int, radians: Bool, formula: String, program: String?)

    /// The graph as saved with the state: open or not, the view, the pins as programs (a
    /// pin without one, whose leaf has no value, as its description, which reads back as a
    /// formula unless it was cut short with `…`).
    public var graphState: (isOpen: Bool, view: [Double]?, pins: [SavedPin]) {
        let pins: [SavedPin] = graph.pins.compactMap {
            let program = $0.function.savedProgram
            guard program != nil || !$0.function.description.hasPrefix("…") else { return nil }
            return (colour: $0.colour, radians: $0.function.angle == .radians, formula: $0.function.description,
                    program: program)
        }
        return (graph.isOpen, graph.range.map { [$0.xMin, $0.xMax, $0.yMin, $0.yMax] }, pins)
    }

    /// Restores a saved graph: the view, and the pins from their programs, as they were
    /// pinned; an earlier version's pin (no program), or one whose program does not read,
    /// is read back from its formula with the variables as they are now (a formula that no
    /// longer reads is left out). Returns the effect that opens it when it was open.
    public func restoreGraph(isOpen: Bool, view: [Double]?, pins: [SavedPin]) -> [WindowEffect] {
        // Only a view the window could have shown (one too deep or too wide for a
        // `Double` to draw is not taken, as a zoom there is not).
        if let view, view.count == 4,
           GraphPresenter.isDrawable(Viewport(xMin: view[0], xMax: view[1], yMin: view[2], yMax: view[3],
                                              width: 4_000, height: 4_000)) {
            graph.range = (view[0], view[1], view[2], view[3])
        }
        let values = controller.brain.variableValues
        for saved in pins where graph.pins.count < GraphPresenter.mostPins {
            guard !graph.pins.contains(where: { $0.colour == saved.colour }) else { continue }
            let angle: AngleUnit = saved.radians ? .radians : .degrees
            if let program = saved.program,
               let function = FunctionOfX(savedProgram: program, angle: angle, description: saved.formula) {
                graph.pins.append(GraphPresenter.Pin(function: function, colour: saved.colour))
                continue
            }
            // No program, or a damaged one: the formula, as an earlier version's pin.
            let reader = CalculatorController(angle: angle)
            reader.recordsHistory = false
            for (name, value) in values { reader.setVariable(name, text: DisplayFormatter.asciiString(for: value)) }
            guard reader.enterFormula(saved.formula, closingParentheses: false) == nil else { continue }
            graph.pins.append(GraphPresenter.Pin(function: reader.brain.displayedFunction, colour: saved.colour))
        }
        graph.isOpen = isOpen
        return isOpen ? [.showGraph(true)] : []
    }

    /// How writing the graph to `path` went: a failure is said under the display.
    public func graphWritten(to path: String, succeeded: Bool) -> WindowResponse.Refresh {
        message = succeeded ? nil : tr("Could not save the graph to %s").filled(path)
        return .message
    }
}

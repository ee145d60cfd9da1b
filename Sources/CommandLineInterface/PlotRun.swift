import CalculatorBrain
import CalculatorController
import GraphDrawing
import Graphing
import Localization

/// `cerebrum --plot FORMULA … (--output FILE | --json)` (docs/behaviour.md §14): the
/// window's sampler, ticks and drawing without a window.
enum PlotRun {
    static func run(_ options: CommandLineOptions) -> HeadlessRun.Output {
        let request: PlotRequest
        do {
            request = try PlotRequest(options)
        } catch {
            return .usage(error.message)   // validate() refused it already; kept for safety
        }
        var functions: [FunctionOfX] = []
        for formula in options.plots {
            let controller = HeadlessRun.controller(for: options)
            if let error = controller.enterFormula(formula, closingParentheses: false) {
                let quoted = formula.count > 60 ? "" : " \"\(formula)\""
                return .usage(tr("--plot%1$s: %2$s at column %3$d").filled(quoted, error.message, error.position + 1))
            }
            let function = controller.brain.displayedFunction
            if let failure = function.leafFailure {
                return HeadlessRun.Output(standardError: "cerebrum: --plot \"\(formula)\": \(failure.message)\n", status: 1)
            }
            functions.append(function)
        }
        let compiled = functions.map(CompiledFunction.init)
        var view = Graph.defaultView(compiled, width: request.width, height: request.height)
        if let (low, high) = request.xRange {
            (view.xMin, view.xMax) = (low, high)
            if request.yRange == nil {
                (view.yMin, view.yMax) = DefaultView.yRange(compiled, xMin: low, xMax: high, width: request.width)
            }
        }
        if let (low, high) = request.yRange { (view.yMin, view.yMax) = (low, high) }
        let json = options.json
        let graph = Graph(functions: functions, compiled: compiled, view: view, width: request.width,
                          height: request.height, decimalMark: json ? "." : LocaleNumbers.decimalMark)
        let keyPoints = graph.keyPoints()
        if json { return HeadlessRun.Output(standardOutput: PlotJSON.string(graph, keyPoints: keyPoints)) }
        let output = options.output ?? ""
        let scene = GraphScene(graph, keyPoints: keyPoints)
        guard let format = GraphScene.FileFormat(path: output), scene.write(to: output, as: format) else {
            return HeadlessRun.Output(standardError: "cerebrum: " + tr("could not write %s").filled(output) + "\n", status: 1)
        }
        return HeadlessRun.Output()
    }
}

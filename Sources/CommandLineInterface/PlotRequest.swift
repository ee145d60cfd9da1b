import CalculatorBrain
import GraphDrawing
import Graphing
import Localization

/// What `--plot` asks for (docs/behaviour.md §14): the ranges, the size and where it goes,
/// read from the options. Ranges are written as a user types them, negative bounds and
/// constants included (`-10:10`, `-1e-7:1e-7`, `-2pi:2pi`).
struct PlotRequest {
    var xRange: (Double, Double)?
    var yRange: (Double, Double)?
    var width = 800
    var height = 600

    /// The largest side in pixels a graph is drawn at.
    static let largestSide = 10_000

    /// What is wrong with the plot options, in the user's words; nil when nothing is.
    static func problem(of options: CommandLineOptions) -> String? {
        let plotting = !options.plots.isEmpty
        if !plotting {
            if options.xRange != nil || options.yRange != nil || options.size != nil || options.output != nil {
                return tr("--x-range, --y-range, --size and --output need --plot")
            }
            return nil
        }
        if options.keys != nil || options.solve != nil || options.listKeys {
            return tr("--plot cannot be used with --keys, --solve or --list-keys")
        }
        if options.json == (options.output != nil) {
            return tr("--plot needs either --output FILE.svg|FILE.png or --json")
        }
        if let output = options.output, GraphScene.FileFormat(path: output) == nil {
            return tr("--output %s: the file name must end in .svg or .png").filled(output)
        }
        do {
            _ = try PlotRequest(options)
        } catch {
            return error.message
        }
        return nil
    }

    /// A problem with one option's value.
    struct Problem: Error {
        var message: String
    }

    init(_ options: CommandLineOptions) throws(Problem) {
        if let text = options.xRange { xRange = try Self.range(text, option: "--x-range") }
        if let text = options.yRange { yRange = try Self.range(text, option: "--y-range") }
        if let text = options.size {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                  (16...Self.largestSide).contains(w), (16...Self.largestSide).contains(h) else {
                throw Problem(message: tr("--size %1$s: expected WIDTHxHEIGHT in pixels, each from 16 to %2$d, e.g. 800x600")
                    .filled(text, Self.largestSide))
            }
            (width, height) = (w, h)
        }
    }

    /// `A:B` with A < B, each a number or a formula without variables.
    private static func range(_ text: String, option: String) throws(Problem) -> (Double, Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let brain = CalculatorBrain()
        let bounds = parts.count == 2 ? parts.compactMap { part -> Double? in
            guard case .success(let n) = brain.previewFormula(String(part), format: .commandLine) else {
                return nil
            }
            return n.doubleValue
        } : []
        guard bounds.count == 2, bounds[0] < bounds[1],
              Viewport(xMin: bounds[0], xMax: bounds[1], yMin: 0, yMax: 1, width: 1, height: 1).isUsable else {
            throw Problem(message: tr("%1$s %2$s: expected LOW:HIGH with LOW below HIGH, e.g. -10:10").filled(option, text))
        }
        return (bounds[0], bounds[1])
    }
}

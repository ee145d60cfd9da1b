import CalculatorBrain
import CCairo
import CGraphDraw
import GraphDrawing
import Graphing
#if canImport(Glibc)
import Glibc
#endif

// `cerebrum-graph-bench`: what one redraw of the graph costs at 1920 × 1080 without a
// window (benchmarks/bench-graph.py, docs/performance.md): sampling the curve, building
// the drawing's scene and drawing it through cairo on an image surface, as the window's
// drawing area does on every pan, zoom or key. Run the release build:
// `swift build -c release --product cerebrum-graph-bench`.
// `cerebrum-graph-bench [RUNS] [CASE] [FOLDER]`. Prints one line per case: name, median
// and worst milliseconds, compiling, evaluations, vertices, steps, the medians of
// sampling, ticks and drawing apart, and the fastest run (on a shared machine the figure
// nearest the unloaded cost).

/// A brain whose displayed calculation is `formula`.
func brain(_ formula: String) -> CalculatorBrain {
    var brain = CalculatorBrain(mode: .algebraic)
    do { try brain.perform(formula: formula) } catch { fatalError("\(formula): \(error)") }
    return brain
}

/// A calculation of about 1,000 nodes: the Fourier series of a square wave, 170 terms
/// `sin(k·x) ÷ k`, entered by keys as a user would (each term sin, ×, ÷ and +).
func fourierSeries() -> CalculatorBrain {
    var brain = CalculatorBrain(mode: .rpn)
    for k in stride(from: 1, through: 339, by: 2) {
        brain.perform(.operand(Number(k)))
        brain.perform(.variable("x"))
        brain.perform(.binary(.multiply))
        brain.perform(.unary(.sin))
        brain.perform(.operand(Number(k)))
        brain.perform(.binary(.divide))
        if k > 1 { brain.perform(.binary(.add)) }
    }
    return brain
}

/// A 100,000-step calculation: `x`, then 49,999 times `× 1.0001 + 0.001`, then `sin`
/// (the kind of long chain a day of keys at one calculation makes).
func longCalculation() -> CalculatorBrain {
    var brain = CalculatorBrain(mode: .algebraic)
    brain.perform(.variable("x"))
    for i in 0..<49_999 {
        brain.perform(.binary(i % 2 == 0 ? .multiply : .add))
        brain.perform(.operand(i % 2 == 0 ? Number(decimal: "1.0001")! : Number(decimal: "0.001")!))
    }
    brain.perform(.equals)
    brain.perform(.unary(.sin))
    return brain
}

let cases: [(String, () -> CalculatorBrain)] = [
    ("sin x", { brain("sin x") }),
    ("tan x", { brain("tan x") }),
    ("tan(10x)", { brain("tan(10x)") }),
    ("sin(1/x)", { brain("sin(1/x)") }),
    ("x^x", { brain("x^x") }),
    ("√x", { brain("√x") }),
    ("1,000-node calculation", fourierSeries),
    ("100,000-step calculation", longCalculation),
]

let (width, height) = (1920, 1080)
let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 30 : 30
// A second argument picks the cases whose name starts with it (for a profiler's run).
let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : ""
// A third names a folder to write each case's picture to, to look at.
let pictures = CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : nil
let clock = ContinuousClock()
func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
}

let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
let cr = cairo_create(surface)
for (name, makeBrain) in cases where name.hasPrefix(only) {
    let brain = makeBrain()
    let function = brain.displayedFunction
    // Compiled once, when the calculation changes; every pan or zoom then samples again.
    let compiled = CompiledFunction(function)
    let view = Graph.defaultView([compiled], width: width, height: height)
    var times: [Double] = []
    var graph: Graph?
    for _ in 0..<runs {
        let elapsed = clock.measure {
            let g = Graph(functions: [function], compiled: [compiled], view: view, width: width, height: height)
            let scene = GraphScene(g)
            calc_graph_scene_draw(scene.pointer, cr)
            cairo_surface_flush(surface)
            graph = g
        }
        times.append(milliseconds(elapsed))
    }
    let compile = milliseconds(clock.measure { _ = CompiledFunction(brain.displayedFunction) })
    // The parts apart: sampling alone, ticks alone, drawing an already built scene.
    var sampling: [Double] = [], ticking: [Double] = [], drawing: [Double] = [], keyPoints: [Double] = []
    for _ in 0..<runs {
        sampling.append(milliseconds(clock.measure { _ = CurveSampler.sample(compiled, in: view) }))
        keyPoints.append(milliseconds(clock.measure { _ = graph!.keyPoints() }))
        ticking.append(milliseconds(clock.measure {
            _ = Ticks.xTicks(view, fontSize: 12)
            _ = Ticks.yTicks(view, fontSize: 12)
        }))
        let scene = GraphScene(graph!)
        drawing.append(milliseconds(clock.measure {
            calc_graph_scene_draw(scene.pointer, cr)
            cairo_surface_flush(surface)
        }))
    }
    if let pictures {
        cairo_surface_write_to_png(surface, "\(pictures)/\(name.filter { $0.isLetter || $0.isNumber }).png")
    }
    sampling.sort(); ticking.sort(); drawing.sort(); keyPoints.sort()
    times.sort()
    let sampled = graph!.curves[0].sampled
    let vertices = sampled.polylines.reduce(0) { $0 + $1.count } + sampled.points.count
    print("\(name)\t\(times[times.count / 2])\t\(times.last!)\t\(compile)\t\(sampled.evaluations)\t\(vertices)\t\(compiled.stepCount)\t\(sampling[runs / 2])\t\(ticking[runs / 2])\t\(drawing[runs / 2])\t\(times[0])\t\(keyPoints[runs / 2])")
}
cairo_destroy(cr)
cairo_surface_destroy(surface)

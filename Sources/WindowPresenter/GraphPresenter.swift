import CalculatorBrain
import Graphing
import Localization
import WindowDescription
#if canImport(Glibc)
import Glibc
#endif

/// What the window's graph shows (docs/behaviour.md §14), without GTK: the view, the
/// trace and the pinned curves, changed by the graph's events, and the `GraphFrame`
/// drawn from them and the displayed calculation. Pixel positions are the drawing's,
/// from its top left.
public final class GraphPresenter {
    /// A curve kept while the next calculation is built, in its own colour.
    public struct Pin: Sendable {
        /// The pinned calculation as a function of x (with the variables as they were).
        public var function: FunctionOfX
        /// Its index in the graph's palette (1…6; the current curve is 0).
        public var colour: Int

        /// A pin of `function` in palette colour `colour`.
        public init(function: FunctionOfX, colour: Int) {
            self.function = function
            self.colour = colour
        }
    }

    /// The most curves pinned at once.
    public static let mostPins = PinnedCurves.most
    /// The size drawn before the graph reported one (a file saved before it first opened).
    public static let defaultSize = (width: 800, height: 600)
    /// The font size of the labels, in pixels.
    public static let fontSize = 13.0

    /// Whether the graph is shown (the toggle, Ctrl+G, pinning).
    public internal(set) var isOpen = false
    /// The pinned curves, oldest first (at most `mostPins`).
    public internal(set) var pins: [Pin] = []
    /// The drawing's size in pixels.
    public internal(set) var width = 0
    public internal(set) var height = 0
    /// The part of the plane shown; nil: the default view, fitted to the calculation as
    /// it changes (until the user moves it).
    public internal(set) var range: (xMin: Double, xMax: Double, yMin: Double, yMax: Double)?
    /// The trace's x, as the readout writes it (a decimal, so the brain's value there is
    /// exact where it can be); nil: no trace.
    public internal(set) var traceX: Number?
    /// The curve the trace is on: 0 the current one, `i` the pin `pins[i − 1]`.
    public internal(set) var traceCurve = 0
    /// The trace follows the pointer (it ends when the pointer leaves), not the keys.
    private var traceFollowsPointer = false
    /// A calculation without x has drawn a line and said that x draws a curve; said once.
    private var constantHintDone = false

    /// The last graph sampled, kept while only the trace changes.
    private var cache: (key: CacheKey, graph: Graph, keyPoints: [(curve: Int, point: KeyPoint)])?

    /// A closed graph in the default view, without pins.
    public init() {}

    /// What a graph of `function` (the displayed calculation) shows now, numbers in `format`.
    public func frame(_ function: FunctionOfX, format: NumberFormat) -> GraphFrame {
        let size = width > 0 && height > 0 ? (width, height) : Self.defaultSize
        return frame(function, format: format, size: size, range: range, caching: true)
    }

    /// The same graph `width` × `height` pixels large (a file "Save Graph As…" writes):
    /// the part of the plane shown now, drawn afresh at that size.
    public func frame(_ function: FunctionOfX, format: NumberFormat, width: Int, height: Int) -> GraphFrame {
        let shown = range ?? shownView.map { (xMin: $0.xMin, xMax: $0.xMax, yMin: $0.yMin, yMax: $0.yMax) }
        return frame(function, format: format, size: (width, height), range: shown, caching: false)
    }

    private func frame(_ function: FunctionOfX, format: NumberFormat, size: (Int, Int),
                       range: (xMin: Double, xMax: Double, yMin: Double, yMax: Double)?,
                       caching: Bool) -> GraphFrame {
        let functions = [function] + pins.map(\.function)
        let colours = [0] + pins.map(\.colour)
        let key = CacheKey(nodes: functions.map(\.nodes), angles: functions.map(\.angle),
                           descriptions: functions.map(\.description), width: size.0, height: size.1,
                           range: range.map { [$0.xMin, $0.xMax, $0.yMin, $0.yMax] }, mark: format.decimalMark)
        let graph: Graph, keyPoints: [(curve: Int, point: KeyPoint)]
        if caching, let cache, cache.key == key {
            (graph, keyPoints) = (cache.graph, cache.keyPoints)
        } else {
            let view = range.map { Viewport(xMin: $0.xMin, xMax: $0.xMax, yMin: $0.yMin, yMax: $0.yMax,
                                            width: size.0, height: size.1) }
            graph = Graph(functions: functions, view: view, width: size.0, height: size.1,
                          fontSize: Self.fontSize, decimalMark: format.decimalMark)
            keyPoints = graph.keyPoints()
            if caching { cache = (key, graph, keyPoints) }
        }
        var note: String?
        if let failure = function.leafFailure {
            note = failure.message
        } else if !function.usesX {
            if !constantHintDone { note = tr("A calculation without x draws a line: use x to draw a curve") }
        } else {
            constantHintDone = true
        }
        if traceCurve >= functions.count { traceCurve = 0 }
        let trace = traceX.map { traced($0, curve: traceCurve, functions[traceCurve], format) }
        // The note is heard too: it is why nothing is drawn, or how to draw a curve.
        var description = Self.describe(graph, of: function, keyPoints, trace, format)
        if let note { description += "; " + note }
        return GraphFrame(graph: graph, colours: colours, keyPoints: keyPoints, trace: trace, note: note,
                          accessibleDescription: description)
    }

    /// The view the last frame showed (the default view's once fitted).
    var shownView: Viewport? { cache?.graph.view }

    // MARK: - Events

    /// The drawing's new size: the view keeps its centre and scale.
    func resize(width: Int, height: Int) {
        if let range, self.width > 0, self.height > 0 {
            let (cx, cy) = ((range.xMin + range.xMax) / 2, (range.yMin + range.yMax) / 2)
            let halfX = (range.xMax - range.xMin) / Double(self.width) * Double(width) / 2
            let halfY = (range.yMax - range.yMin) / Double(self.height) * Double(height) / 2
            self.range = (cx - halfX, cx + halfX, cy - halfY, cy + halfY)
        }
        (self.width, self.height) = (max(width, 1), max(height, 1))
    }

    /// Moves the plane by `dx`, `dy` pixels (right and down), as a drag does.
    func pan(dx: Double, dy: Double) {
        guard let view = currentView else { return }
        let (ux, uy) = (dx / view.xScale, dy / view.yScale)
        set(Viewport(xMin: view.xMin - ux, xMax: view.xMax - ux, yMin: view.yMin + uy, yMax: view.yMax + uy,
                     width: view.width, height: view.height))
    }

    /// Multiplies both ranges by `factor` about the pixel (`column`, `row`), which stays put.
    func zoom(by factor: Double, column: Double, row: Double) {
        guard let view = currentView, factor.isFinite, factor > 0 else { return }
        let (x, y) = (view.x(atColumn: column), view.y(atRow: row))
        set(Viewport(xMin: x - (x - view.xMin) * factor, xMax: x + (view.xMax - x) * factor,
                     yMin: y - (y - view.yMin) * factor, yMax: y + (view.yMax - y) * factor,
                     width: view.width, height: view.height))
    }

    /// Puts the point at (`column`, `row`) in the middle.
    func centre(column: Double, row: Double) {
        guard let view = currentView else { return }
        pan(dx: Double(view.width) / 2 - column, dy: Double(view.height) / 2 - row)
    }

    /// Back to the default view; the trace ends.
    func restoreDefaultView() {
        range = nil
        endTrace()
    }

    /// The trace ends: no dot, and no curve counts as traced (so that removing a pin
    /// then removes the newest, not the one traced last).
    func endTrace() {
        traceX = nil
        traceCurve = 0
    }

    /// The trace at the pointer's column, on the curve nearest the pointer's row (the
    /// current one without a row), caught by a key point of that curve within a few
    /// pixels; nil ends it (the pointer left).
    func trace(column: Double?, row: Double? = nil) {
        guard let column, let view = currentView else {
            // The pointer left: a trace the keys moved stays.
            if traceFollowsPointer { endTrace() }
            return
        }
        traceFollowsPointer = true
        traceCurve = row.map { nearestCurve(to: view.x(atColumn: column), row: $0, in: view) } ?? 0
        if let point = cache?.keyPoints.first(where: { $0.curve == traceCurve && abs(view.column($0.point.x) - column) <= 4 }) {
            traceX = Self.decimal(point.point.x)
        } else {
            traceX = Self.rounded(view.x(atColumn: column), pixel: 1 / view.xScale)
        }
    }

    /// The curve whose value at `x` is drawn nearest the pixel row `row`; the current one
    /// when none has a value there.
    private func nearestCurve(to x: Double, row: Double, in view: Viewport) -> Int {
        guard let curves = cache?.graph.curves else { return 0 }
        var best = (curve: 0, distance: Double.infinity)
        for (i, curve) in curves.enumerated() {
            let y = curve.compiled(x)
            guard y.isFinite else { continue }
            let distance = abs(view.row(y) - row)
            if distance < best.distance { best = (i, distance) }
        }
        return best.curve
    }

    /// ← or →: the trace moves by two pixels when there is one; otherwise the plane pans.
    func step(_ direction: Double, in view: Viewport?) {
        guard let view = view ?? currentView else { return }
        traceFollowsPointer = false
        guard let traceX else {
            pan(dx: -direction * Double(view.width) * GraphKeys.panFraction, dy: 0)
            return
        }
        let column = view.column(traceX.doubleValue) + 2 * direction
        self.traceX = Self.rounded(view.x(atColumn: column), pixel: 1 / view.xScale)
    }

    /// Tab and Shift+Tab: the trace goes to the next (`direction` 1) or previous key point
    /// in view, round: the current curve's from left to right, then each pin's; false when
    /// there is none.
    @discardableResult
    func stepKeyPoint(_ direction: Int) -> Bool {
        let points = (cache?.keyPoints ?? []).map { (curve: $0.curve, x: $0.point.x) }
            .sorted { ($0.curve, $0.x) < ($1.curve, $1.x) }
        guard !points.isEmpty else { return false }
        traceFollowsPointer = false
        // Where the trace is in that order (nil: nowhere yet).
        let now = traceX.map { (curve: traceCurve, x: $0.doubleValue) }
        func after(_ p: (curve: Int, x: Double), _ n: (curve: Int, x: Double)) -> Bool {
            p.curve != n.curve ? p.curve > n.curve : p.x > n.x + 1e-12 * max(1, abs(n.x))
        }
        func before(_ p: (curve: Int, x: Double), _ n: (curve: Int, x: Double)) -> Bool {
            p.curve != n.curve ? p.curve < n.curve : p.x < n.x - 1e-12 * max(1, abs(n.x))
        }
        let next = direction >= 0
            ? now.flatMap { n in points.first { after($0, n) } } ?? points[0]
            : now.flatMap { n in points.last { before($0, n) } } ?? points[points.count - 1]
        traceCurve = next.curve
        traceX = Self.decimal(next.x)
        return true
    }

    /// Keeps `function` as a pin in the first free colour; false when 6 are pinned already.
    func pin(_ function: FunctionOfX) -> Bool {
        guard pins.count < Self.mostPins else { return false }
        let used = Set(pins.map(\.colour))
        let colour = (1...Self.mostPins).first { !used.contains($0) } ?? 1
        pins.append(Pin(function: function, colour: colour))
        return true
    }

    /// Removes the pinned curve the trace is on, else the newest pin; false when there
    /// is none.
    func unpin() -> Bool {
        guard !pins.isEmpty else { return false }
        if traceX != nil, traceCurve >= 1, traceCurve <= pins.count {
            pins.remove(at: traceCurve - 1)
            endTrace()
        } else {
            pins.removeLast()
            traceCurve = 0
        }
        return true
    }

    // MARK: - Helpers

    private var currentView: Viewport? {
        if let range, width > 0, height > 0 {
            return Viewport(xMin: range.xMin, xMax: range.xMax, yMin: range.yMin, yMax: range.yMax,
                            width: width, height: height)
        }
        return shownView
    }

    /// A view is taken only when a `Double` still tells its pixels apart: zooming stops
    /// there rather than drawing noise.
    private func set(_ view: Viewport) {
        guard Self.isDrawable(view) else { return }
        range = (view.xMin, view.xMax, view.yMin, view.yMax)
    }

    /// A view a `Double` can draw: its pixels told apart, its spans below 1e300.
    static func isDrawable(_ view: Viewport) -> Bool {
        view.isUsable && (view.xMax - view.xMin) < 1e300 && (view.yMax - view.yMin) < 1e300
    }

    /// `x` to the precision of a pixel: the decimal with the fewest digits within one.
    static func rounded(_ x: Double, pixel: Double) -> Number? {
        guard x.isFinite, pixel.isFinite, pixel > 0 else { return nil }
        // The largest power of ten not above a pixel.
        let exponent = Int(log10(pixel).rounded(.down))
        let step = pow(10, Double(exponent))
        let count = (x / step).rounded()
        guard count.magnitude < 1e17 else { return decimal(x) }
        return Number(decimal: "\(Int64(count))e\(exponent)") ?? decimal(x)
    }

    /// The shortest decimal that reads back as `x`.
    static func decimal(_ x: Double) -> Number? {
        guard x.isFinite else { return nil }
        return Number(decimal: DisplayFormatter.descriptionString(for: .approximate(x))
            .replacingOccurrences("\u{2212}", "-")) ?? .approximate(x)
    }

    /// The trace's dot and readout on curve `curve` (`function`) at `x`; on a pin, the
    /// readout names it first.
    private func traced(_ x: Number, curve: Int, _ function: FunctionOfX, _ format: NumberFormat) -> GraphFrame.Trace {
        // At a root the readout is its key point's, y = 0 and x to 15 digits: the brain's
        // value at the decimal nearest the root only measures how near it is (x³ − 3x at
        // 1.7320508075688772 is −5.6e−16), which a user reads as a wrong answer.
        let atRoot = cache?.keyPoints.contains { $0.curve == curve && $0.point.kind == .root && $0.point.x == x.doubleValue }
        let value: Value = atRoot == true ? .success(.zero) : function.value(at: x)
        let xText = DisplayFormatter.string(for: x, format: format)   // to 15 digits, as the display
        var trace: GraphFrame.Trace
        switch value {
        case .success(let y):
            let yText = DisplayFormatter.string(for: y, format: format)
            trace = GraphFrame.Trace(curve: curve, point: PlotPoint(x: x.doubleValue, y: y.doubleValue),
                                     readout: tr("x = %1$s  y = %2$s").filled(xText, yText), x: xText, value: .success(yText))
        case .failure(let error):
            trace = GraphFrame.Trace(curve: curve, point: PlotPoint(x: x.doubleValue, y: .nan),
                                     readout: tr("x = %1$s  no value: %2$s").filled(xText, error.message), x: xText,
                                     value: .failure(error))
        }
        // TRANSLATORS: a trace on a pinned curve: its description, then the readout.
        if curve > 0 { trace.readout = tr("%1$s: %2$s").filled(function.description, trace.readout) }
        return trace
    }

    /// What a screen reader says of the graph of `function` (and the pins): its curves,
    /// ranges, the current curve's key points, the trace.
    static func describe(_ graph: Graph, of function: FunctionOfX, _ keyPoints: [(curve: Int, point: KeyPoint)],
                         _ trace: GraphFrame.Trace?, _ format: NumberFormat) -> String {
        let view = graph.view
        func short(_ v: Double) -> String { DisplayFormatter.string(for: .approximate(v), significantDigits: 6, format: format) }
        func full(_ p: KeyPoint, y: Bool) -> String {
            let x = DisplayFormatter.string(for: decimal(p.x) ?? .approximate(p.x), format: format)
            guard y else { return x }
            // The brain's value where the key points did not ask it (a long calculation):
            // the compiled Double's last digits may be wrong; only 8 of each kind are said.
            let brains = p.exactY ?? decimal(p.x).flatMap { try? function.value(at: $0).get() }
            let yText = brains.map { DisplayFormatter.string(for: $0, format: format) } ?? short(p.y)
            return "(\(x), \(yText))"
        }
        let curves = graph.curves.map(\.description).joined(separator: tr(" and "))
        var text = tr("Graph of %1$s for x from %2$s to %3$s and y from %4$s to %5$s")
            .filled(curves, short(view.xMin), short(view.xMax), short(view.yMin), short(view.yMax))
        let current = keyPoints.filter { $0.curve == 0 }.map(\.point)   // the others' would drown it
        let kinds: [(KeyPoint.Kind, String)] = [
            (.root, tr("roots at %s")), (.minimum, tr("minima at %s")), (.maximum, tr("maxima at %s")),
            (.yIntercept, tr("crosses the y axis at %s")),
        ]
        for (kind, sentence) in kinds {
            let points = current.filter { $0.kind == kind }
            guard !points.isEmpty else { continue }
            let shown = points.prefix(8).map { full($0, y: kind != .root) }
            text += "; " + sentence.filled((shown + (points.count > 8 ? ["…"] : [])).joined(separator: ", "))
        }
        if let trace { text += "; " + tr("trace at %s").filled(trace.readout) }
        return text
    }

    private struct CacheKey: Equatable {
        var nodes: [[FunctionOfX.Node]]
        var angles: [AngleUnit]
        var descriptions: [String]
        var width: Int
        var height: Int
        var range: [Double]?
        var mark: Character
    }
}

/// One drawing of the graph: what `GraphScene` draws and the screen reader hears.
public struct GraphFrame {
    /// The trace's dot on the current curve and its readout.
    public struct Trace: Sendable {
        /// The curve traced: 0 the current one, then the pins'.
        public var curve: Int
        /// The traced point on the plane (y NaN where the curve has no value).
        public var point: PlotPoint
        /// `x = 1.5  y = 0.997494986604054`.
        public var readout: String
        /// The traced x as the readout writes it (`1.5`).
        public var x: String
        /// The value there as the display writes it (`0.997494986604054`, `0` at a
        /// root), or why there is none.
        public var value: Result<String, CalculatorError>
    }

    /// The sampled curves, the view and the axes' ticks.
    public var graph: Graph
    /// Each curve's palette index (the current curve 0, then the pins').
    public var colours: [Int]
    /// The key points in view, each with its curve (0 the current one, then the pins').
    public var keyPoints: [(curve: Int, point: KeyPoint)]
    /// The trace's dot and readout; nil when there is no trace.
    public var trace: Trace?
    /// The line under the legend: why nothing is drawn, or the hint that x draws a curve.
    public var note: String?
    /// What the screen reader says of it: curves, ranges, key points, trace and note.
    public var accessibleDescription: String
}

extension String {
    fileprivate func replacingOccurrences(_ a: Character, _ b: Character) -> String {
        String(map { $0 == a ? b : $0 })
    }
}

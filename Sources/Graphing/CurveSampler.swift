import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Adaptive sampling of a function over a view (docs/behaviour.md §14).
///
/// A first grid every 4 pixels is subdivided where the chord strays more than half a
/// pixel from the curve's midpoint or the curve bends sharply, to a bounded depth. An
/// interval that still needs dividing when it is narrower than a pixel and oscillates is
/// drawn as the band it fills (`sin(1/x)` near 0); one that still needs dividing at the
/// last depth is searched by bisection for a jump, and the line is broken there (a pole
/// of `tan x`, the step of a jump). Undefined points break the line; their boundary is
/// found by bisection (`√x` reaches 0). A point undefined alone between two defined
/// neighbours that agree is a removable hole and is drawn through (`sin(x)/x` at 0).
public struct CurveSampler {
    /// Pixels between the points of the first grid.
    static let gridSpacing = 4.0
    /// Halvings of a grid interval at most (4 px / 2¹² is a thousandth of a pixel).
    static let maximumDepth = 12
    /// Largest distance in pixels of the curve from a chord that is drawn as it is.
    static let tolerance = 0.5
    /// Evaluations per pixel column at most: the work for a wild function is bounded.
    static let evaluationsPerColumn = 64

    private let function: CompiledFunction
    private let view: Viewport
    private var registers: [Double]
    private var polylines: [[PlotPoint]] = []
    private var current: [PlotPoint] = []
    private var evaluations = 0
    private var bands = 0
    private let budget: Int
    /// Half the x distance a removable hole is probed at, a millionth of a pixel.
    private let holeProbe: Double

    /// Samples `function` over `view`.
    public static func sample(_ function: CompiledFunction, in view: Viewport) -> SampledCurve {
        guard view.isUsable else { return SampledCurve() }
        if function.isConstant {
            let y = function(0)
            guard y.isFinite else { return SampledCurve() }
            let line = [PlotPoint(x: view.xMin, y: y), PlotPoint(x: view.xMax, y: y)]
            return SampledCurve(polylines: CurveClipping.clip([line], to: view), evaluations: 1)
        }
        if function.isIntegerOnly {
            var sampler = CurveSampler(function: function, view: view, budget: budget(for: view))
            return sampler.sampleWholeNumbers()
        }
        return sampleInParts(function, in: view)
    }

    /// The number of stretches the grid is sampled in, at once on as many processors as
    /// there are for a long function. Fixed, so that what is drawn does not depend on the
    /// machine.
    static let parts = 8
    /// Steps an evaluation takes from which the stretches are sampled on several threads:
    /// a shorter function is sampled sooner than threads are started.
    static let stepsWorthThreads = 16

    /// The evaluations allowed for the whole view.
    static func budget(for view: Viewport) -> Int {
        evaluationsPerColumn * view.width + 1_000
    }

    /// The grid in `parts` stretches, each with its share of the work allowed, joined
    /// where the curve runs on across the boundary between two. A stretch that runs out
    /// of its share is sampled again with what the others left over: the detail of a curve
    /// may all sit in one (`sin(1/x)` from −0.5 to 7.5), which then gets nearly the whole
    /// view's budget, as when the grid was sampled in one piece. Decided by the counts
    /// alone, so the same on every machine, and at most twice the view's budget in all.
    private static func sampleInParts(_ function: CompiledFunction, in view: Viewport) -> SampledCurve {
        let n = max(parts, Int((Double(view.width) / Self.gridSpacing).rounded(.up)))
        let budget = budget(for: view)
        var stretches = sampleStretches(Array(0..<parts), of: n, function, in: view, budget: budget / parts)
        let exhausted = stretches.indices.filter { stretches[$0].exhausted }
        let used = stretches.indices.filter { !stretches[$0].exhausted }.reduce(0) { $0 + stretches[$1].evaluations }
        var spent = 0
        if !exhausted.isEmpty, (budget - used) / exhausted.count > budget / parts {
            let again = sampleStretches(exhausted, of: n, function, in: view, budget: (budget - used) / exhausted.count)
            for (k, stretch) in zip(exhausted, again) {
                spent += stretches[k].evaluations
                stretches[k] = stretch
            }
        }
        var polylines: [[PlotPoint]] = []
        for stretch in stretches {
            var lines = stretch.polylines[...]
            // Joined when the last line ends where the next stretch's first begins.
            if let last = polylines.last?.last, let first = lines.first?.first, first.x == last.x, first.y == last.y {
                polylines[polylines.count - 1].append(contentsOf: lines.removeFirst().dropFirst())
            }
            polylines.append(contentsOf: lines)
        }
        return SampledCurve(polylines: CurveClipping.clip(polylines, to: view),
                            evaluations: spent + stretches.reduce(0) { $0 + $1.evaluations },
                            bands: stretches.reduce(0) { $0 + $1.bands },
                            exhausted: stretches.contains { $0.exhausted })
    }

    /// Stretches `ks` of a grid of `n` across the view, each allowed `budget` evaluations:
    /// on several threads for a long function.
    private static func sampleStretches(_ ks: [Int], of n: Int, _ function: CompiledFunction,
                                        in view: Viewport, budget: Int) -> [SampledCurve] {
        @Sendable func stretch(_ k: Int) -> SampledCurve {
            var sampler = CurveSampler(function: function, view: view, budget: budget)
            return sampler.sampleGrid(n, from: k * n / parts, to: (k + 1) * n / parts)
        }
        if function.stepCount < Self.stepsWorthThreads || ks.count == 1 { return ks.map(stretch) }
        let results = Mutex([SampledCurve](repeating: SampledCurve(), count: ks.count))
        DispatchQueue.concurrentPerform(iterations: ks.count) { i in
            let s = stretch(ks[i])
            results.withLock { $0[i] = s }
        }
        return results.withLock { $0 }
    }

    /// A sampler allowed `budget` evaluations.
    private init(function: CompiledFunction, view: Viewport, budget: Int) {
        self.function = function
        self.view = view
        registers = [Double](repeating: 0, count: function.stepCount + 1)
        self.budget = budget
        holeProbe = 1e-6 / view.xScale
    }

    /// Dots at the whole numbers of the view where the function is defined (at most four
    /// per pixel column: beyond that every k-th).
    private mutating func sampleWholeNumbers() -> SampledCurve {
        let first = view.xMin.rounded(.up), last = view.xMax.rounded(.down)
        guard first <= last else { return SampledCurve() }
        let count = last - first + 1
        let stride = max(1, (count / Double(4 * view.width)).rounded(.up))
        var points: [PlotPoint] = []
        var x = first
        while x <= last {
            let y = evaluate(x)
            let row = view.row(y)
            if y.isFinite, row >= -Double(view.height), row <= 2 * Double(view.height) {
                points.append(PlotPoint(x: x, y: y))
            }
            x += stride
        }
        return SampledCurve(points: points, evaluations: evaluations)
    }

    /// The intervals `first..<last` of a grid of `n` across the view, unclipped.
    private mutating func sampleGrid(_ n: Int, from first: Int, to last: Int) -> SampledCurve {
        let span = view.xMax - view.xMin
        func x(_ i: Int) -> Double { i == 0 ? view.xMin : i == n ? view.xMax : view.xMin + span * Double(i) / Double(n) }
        var a = x(first)
        var fa = evaluateProbingHoles(a)
        if fa.isFinite { emit(a, fa) }
        for i in first + 1...last {
            let b = x(i)
            let fb = evaluateProbingHoles(b)
            segment(a, fa, b, fb, depth: 0)
            (a, fa) = (b, fb)
        }
        breakLine()
        return SampledCurve(polylines: polylines, evaluations: evaluations, bands: bands, exhausted: evaluations >= budget)
    }

    // MARK: - Evaluation

    private mutating func evaluate(_ x: Double) -> Double {
        evaluations += 1
        return function.evaluate(x, registers: &registers)
    }

    /// `f(x)`, or where `f` is undefined at `x` alone and agrees to a tenth of a pixel on
    /// either side, the value it is missing (a removable hole: `sin(x)/x` at 0).
    private mutating func evaluateProbingHoles(_ x: Double) -> Double {
        let y = evaluate(x)
        guard y.isNaN else { return y }
        let left = evaluate(x - holeProbe), right = evaluate(x + holeProbe)
        guard left.isFinite, right.isFinite, abs(left - right) * view.yScale < 0.1 else { return .nan }
        return (left + right) / 2
    }

    // MARK: - Output

    private mutating func emit(_ x: Double, _ y: Double) {
        current.append(PlotPoint(x: x, y: y))
    }

    /// Ends the current polyline; a lone vertex is dropped (it draws nothing).
    private mutating func breakLine() {
        if current.count > 1 { polylines.append(current) }
        current.removeAll(keepingCapacity: true)
    }

    // MARK: - Subdivision

    /// Draws from `(a, fa)`, already emitted when defined, to `(b, fb)`.
    private mutating func segment(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double, depth: Int) {
        switch (fa.isNaN, fb.isNaN) {
        case (true, true):
            // A defined island narrower than the grid is looked for one level down.
            guard depth < 2, evaluations < budget else { return breakLine() }
            let m = (a + b) / 2, fm = evaluateProbingHoles(m)
            guard !fm.isNaN else { return breakLine() }
            segment(a, fa, m, fm, depth: depth + 1)
            segment(m, fm, b, fb, depth: depth + 1)
        case (false, true):
            endBefore(a, fa, b, depth: depth)
        case (true, false):
            startAfter(a, b, fb, depth: depth)
        case (false, false):
            defined(a, fa, b, fb, depth: depth)
        }
    }

    /// Both ends defined. `bandWidth`: an interval at most this many pixels wide is tested
    /// for an oscillation (seven evaluations); one that is not is tested again only when a
    /// quarter as wide, not at every halving.
    private mutating func defined(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double, depth: Int,
                                  bandWidth: Double = 2) {
        guard evaluations < budget else { return emit(b, fb) }
        let m = (a + b) / 2
        let fm = evaluateProbingHoles(m)
        guard !fm.isNaN else {
            segment(a, fa, m, fm, depth: depth + 1)
            segment(m, fm, b, fb, depth: depth + 1)
            return
        }
        let (ra, rm, rb) = (view.row(fa), view.row(fm), view.row(fb))
        let height = Double(view.height)
        // Off the view on one side: nothing to draw, and no line joins across a pole of
        // 1/x² out there.
        if (ra < 0 && rm < 0 && rb < 0) || (ra > height && rm > height && rb > height) {
            breakLine()
            return emit(b, fb)
        }
        let (ca, cm, cb) = (view.column(a), view.column(m), view.column(b))
        let deviation = Self.distance(from: (cm, rm), toChord: (ca, ra), (cb, rb))
        let widthInPixels = cb - ca
        var needsDividing = deviation > Self.tolerance
            || (widthInPixels > 1 && Self.bend((ca, ra), (cm, rm), (cb, rb)) > 0.35)
        if !needsDividing {
            // Two more points, off the halving grid: a wave whose midpoint happens to lie
            // on the chord is not taken for a straight line.
            needsDividing = [0.29, 0.71].contains { t in
                let x = a + (b - a) * t
                let y = evaluate(x)
                return !y.isFinite
                    || Self.distance(from: (view.column(x), view.row(y)), toChord: (ca, ra), (cb, rb)) > Self.tolerance
            }
        }
        guard needsDividing else { return emit(b, fb) }
        var bandWidth = bandWidth
        if widthInPixels <= bandWidth {
            let points = eighths(a, fa, b, fb, middle: fm)
            if let band = oscillation(points) {
                // The band this pixel column is filled with, entered at the end nearer the
                // line so far.
                let x = (a + b) / 2
                bands += 1
                let up = current.last.map { abs($0.y - band.max) < abs($0.y - band.min) } ?? false
                emit(x, up ? band.max : band.min)
                emit(x, up ? band.min : band.max)
                return emit(b, fb)
            }
            if followsClosely(points) { return emitThrough(points) }
            bandWidth = widthInPixels / 4
        }
        if depth < Self.maximumDepth {
            defined(a, fa, m, fm, depth: depth + 1, bandWidth: bandWidth)
            defined(m, fm, b, fb, depth: depth + 1, bandWidth: bandWidth)
            return
        }
        if let (l, fl, r, fr) = jump(a, fa, b, fb) {
            if l > a { emit(l, fl) }
            breakLine()
            emit(r, fr)
            if r < b { emit(b, fb) }
            return
        }
        // Steep and continuous at the last depth: through eight points of the curve
        // rather than one chord.
        for k in 1..<8 {
            let x = a + (b - a) * Double(k) / 8
            let y = evaluate(x)
            if y.isFinite { emit(x, y) }
        }
        emit(b, fb)
    }

    /// The points of the curve at the eighths of `[a, b]`, ends included (NaN where it is
    /// undefined); the middle one, `(a + b) / 2`, is known already.
    private mutating func eighths(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double,
                                  middle fm: Double) -> [PlotPoint] {
        var points = [PlotPoint(x: a, y: fa)]
        points.reserveCapacity(9)
        for k in 1..<8 {
            if k == 4 {
                points.append(PlotPoint(x: (a + b) / 2, y: fm))
                continue
            }
            let x = a + (b - a) * Double(k) / 8
            points.append(PlotPoint(x: x, y: evaluate(x)))
        }
        points.append(PlotPoint(x: b, y: fb))
        return points
    }

    /// The smallest and largest value of points across an interval at most two pixels
    /// wide when the curve turns back and forth there (at least twice: a period of two
    /// pixels or less, which no line can follow), else nil.
    private func oscillation(_ points: [PlotPoint]) -> (min: Double, max: Double)? {
        let values = points.map(\.y).filter(\.isFinite)
        guard Self.turns(values, noise: 0.5 / view.yScale) >= 2 else { return nil }
        return (values.min()!, values.max()!)
    }

    /// The points, a quarter of a pixel apart at most, are all defined and no two
    /// neighbours are a pixel apart in height: they draw the curve as closely as halving
    /// further would (a jump or a pole between them is not).
    private func followsClosely(_ points: [PlotPoint]) -> Bool {
        var row = view.row(points[0].y)
        for p in points.dropFirst() {
            let next = view.row(p.y)
            guard next.isFinite, abs(next - row) <= 1 else { return false }
            row = next
        }
        return true
    }

    /// Emits the points after the first (already emitted), leaving out those within a
    /// quarter of a pixel of the chord that passes them.
    private mutating func emitThrough(_ points: [PlotPoint]) {
        let pixels = points.map { (view.column($0.x), view.row($0.y)) }
        var i = 0
        while i < points.count - 1 {
            var j = i + 1
            while j + 1 < points.count,
                  (i + 1...j).allSatisfy({ Self.distance(from: pixels[$0], toChord: pixels[i], pixels[j + 1]) <= 0.25 }) {
                j += 1
            }
            emit(points[j].x, points[j].y)
            i = j
        }
    }

    /// How often a sequence of values turns back, counted on either side of its largest
    /// step: a pole (`tan x`), one jump between two rising runs, is not an oscillation.
    static func turns(_ values: [Double], noise: Double) -> Int {
        guard values.count > 2 else { return 0 }
        let steps = zip(values, values.dropFirst()).map { $1 - $0 }
        let largest = steps.indices.max { abs(steps[$0]) < abs(steps[$1]) }!
        var turns = 0
        for part in [steps[..<largest], steps[(largest + 1)...]] {
            var direction = 0.0
            for step in part where abs(step) > noise {
                let d = step > 0 ? 1.0 : -1.0
                if direction != 0 && d != direction { turns += 1 }
                direction = d
            }
        }
        return turns
    }

    /// Narrows a change of more than a pixel between `a` and `b` by bisection: the two
    /// neighbouring points it stays between when it does not shrink (a jump or a pole),
    /// or nil when it shrinks below a pixel (a steep but continuous curve).
    private mutating func jump(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double)
        -> (Double, Double, Double, Double)? {
        var (a, fa, b, fb) = (a, fa, b, fb)
        for _ in 0..<80 {
            if abs(fb - fa) * view.yScale < 1 { return nil }
            let m = (a + b) / 2
            if m <= a || m >= b { break }   // neighbouring Doubles
            let fm = evaluate(m)
            if !fm.isFinite { break }        // undefined inside: break here too
            if abs(fm - fa) > abs(fb - fm) { (b, fb) = (m, fm) } else { (a, fa) = (m, fm) }
        }
        return (a, fa, b, fb)
    }

    /// The curve is defined at `a` (emitted) and not at `b`: draws on to the boundary,
    /// found by bisection to a thousandth of a pixel, and ends the line there.
    private mutating func endBefore(_ a: Double, _ fa: Double, _ b: Double, depth: Int) {
        if isNarrow(a, b) || evaluations >= budget {
            if let band = edgeBand(at: a, toward: a - 1 / view.xScale) {
                emit(a, band.min)
                emit(a, band.max)
            }
            return breakLine()
        }
        let m = (a + b) / 2
        let fm = evaluateProbingHoles(m)
        if fm.isNaN { return endBefore(a, fa, m, depth: depth + 1) }
        segment(a, fa, m, fm, depth: min(depth + 1, Self.maximumDepth))
        endBefore(m, fm, b, depth: depth + 1)
    }

    /// The curve is undefined at `a` and defined at `b`: starts a line at the boundary,
    /// found by bisection, and draws on to `b`.
    private mutating func startAfter(_ a: Double, _ b: Double, _ fb: Double, depth: Int) {
        if isNarrow(a, b) || evaluations >= budget {
            breakLine()
            if let band = edgeBand(at: b, toward: b + 1 / view.xScale) {
                emit(b, band.max)
                emit(b, band.min)
            }
            return emit(b, fb)
        }
        let m = (a + b) / 2
        let fm = evaluateProbingHoles(m)
        if fm.isNaN { return startAfter(m, b, fb, depth: depth + 1) }
        startAfter(a, m, fm, depth: depth + 1)
        segment(m, fm, b, fb, depth: min(depth + 1, Self.maximumDepth))
    }

    /// The band a curve fills in the pixel next to where it becomes undefined, when it
    /// oscillates ever faster toward there (`sin(ln x)` at 0): read at points halving
    /// their distance to the edge; nil when it turns less than twice.
    private mutating func edgeBand(at edge: Double, toward inside: Double) -> (min: Double, max: Double)? {
        var values: [Double] = []
        var distance = inside - edge
        for _ in 0..<40 {
            let y = evaluate(edge + distance)
            if y.isFinite { values.append(y) }
            distance /= 2
        }
        guard Self.turns(values, noise: 0.5 / view.yScale) >= 2 else { return nil }
        bands += 1
        return (values.min()!, values.max()!)
    }

    /// Narrower than a thousandth of a pixel, or than a `Double` can split.
    private func isNarrow(_ a: Double, _ b: Double) -> Bool {
        let m = (a + b) / 2
        return (b - a) * view.xScale < 1e-3 || m <= a || m >= b
    }

    // MARK: - Geometry in pixels

    /// The distance of `p` from the segment `a`–`b`.
    static func distance(from p: (Double, Double), toChord a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let length2 = dx * dx + dy * dy
        guard length2 > 0, length2.isFinite else {
            return ((p.0 - a.0) * (p.0 - a.0) + (p.1 - a.1) * (p.1 - a.1)).squareRoot()
        }
        let t = min(1, max(0, ((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length2))
        let (ex, ey) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1)
        return (ex * ex + ey * ey).squareRoot()
    }

    /// The turn in radians at `m` of the path `a`, `m`, `b` (0: straight on).
    static func bend(_ a: (Double, Double), _ m: (Double, Double), _ b: (Double, Double)) -> Double {
        let (ux, uy, vx, vy) = (m.0 - a.0, m.1 - a.1, b.0 - m.0, b.1 - m.1)
        let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
        let turn = abs(atan2(cross, dot))
        return turn.isFinite ? turn : 0
    }
}

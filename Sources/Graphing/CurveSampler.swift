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
    /// Points evaluated together at most: a stretch of the first grid at once.
    static let batch = 64

    private let function: CompiledFunction
    private let view: Viewport
    private var scratch: EvaluationScratch
    private var polylines: [[PlotPoint]] = []
    private var current: [PlotPoint] = []
    private var evaluations = 0
    private var bands = 0
    private var jumps: [ClosedRange<Double>] = []
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
    /// number of processors.
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
    /// alone, so the same however many processors there are, and about twice the view's
    /// budget at most in all.
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
                            exhausted: stretches.contains { $0.exhausted },
                            jumps: stretches.flatMap(\.jumps))
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
        scratch = EvaluationScratch(for: function, points: Self.batch)
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
        let xs = Array(Swift.stride(from: first, through: last, by: stride))
        let points = zip(xs, evaluate(xs)).compactMap { x, y -> PlotPoint? in
            let row = view.row(y)
            return y.isFinite && row >= -Double(view.height) && row <= 2 * Double(view.height) ? PlotPoint(x: x, y: y) : nil
        }
        return SampledCurve(points: points, evaluations: evaluations)
    }

    /// The intervals `first..<last` of a grid of `n` across the view, unclipped.
    private mutating func sampleGrid(_ n: Int, from first: Int, to last: Int) -> SampledCurve {
        let span = view.xMax - view.xMin
        func x(_ i: Int) -> Double { i == 0 ? view.xMin : i == n ? view.xMax : view.xMin + span * Double(i) / Double(n) }
        let xs = (first...last).map(x)
        let ys = zip(xs, evaluate(xs)).map { x, y in fillingHole(at: x, y) }
        // The intervals defined at both ends are refined together; the others are
        // followed one point at a time, where they are drawn.
        var roots: [Interval] = []
        let root = xs.indices.dropFirst().map { i -> Int? in
            guard !ys[i - 1].isNaN, !ys[i].isNaN else { return nil }
            roots.append(Interval(a: xs[i - 1], fa: ys[i - 1], b: xs[i], fb: ys[i], depth: 0))
            return roots.count - 1
        }
        let tree = refine(roots)
        if ys[0].isFinite { emit(xs[0], ys[0]) }
        for i in 1..<xs.count {
            if let r = root[i - 1] { draw(tree, r) } else { segment(xs[i - 1], ys[i - 1], xs[i], ys[i], depth: 0) }
        }
        breakLine()
        return SampledCurve(polylines: polylines, evaluations: evaluations, bands: bands, exhausted: evaluations >= budget,
                            jumps: jumps)
    }

    // MARK: - Evaluation

    /// `f` at each of `xs`, evaluated together.
    private mutating func evaluate(_ xs: [Double]) -> [Double] {
        evaluations += xs.count
        return function(xs, scratch: &scratch)
    }

    private mutating func evaluate(_ x: Double) -> Double {
        evaluate([x])[0]
    }

    /// `f(x)`, or where `f` is undefined at `x` alone and agrees to a tenth of a pixel on
    /// either side, the value it is missing (a removable hole: `sin(x)/x` at 0).
    private mutating func evaluateProbingHoles(_ x: Double) -> Double {
        fillingHole(at: x, evaluate(x))
    }

    /// `y`, the value at `x`, or when it is undefined the value of a removable hole there.
    private mutating func fillingHole(at x: Double, _ y: Double) -> Double {
        guard y.isNaN else { return y }
        let sides = evaluate([x - holeProbe, x + holeProbe])
        let (left, right) = (sides[0], sides[1])
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

    /// Both ends defined: refined, then drawn.
    private mutating func defined(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double, depth: Int) {
        let tree = refine([Interval(a: a, fa: fa, b: b, fb: fb, depth: depth)])
        draw(tree, 0)
    }

    // MARK: - Refinement, a level at a time

    /// An interval with both ends defined, and how it is drawn once judged.
    private struct Interval {
        var a, fa, b, fb: Double
        var depth: Int
        /// An interval at most this many pixels wide is tested for an oscillation (six
        /// more points); one that is not is tested again only when a quarter as wide, not
        /// at every halving.
        var bandWidth = 2.0
        var outcome = Outcome.line
    }

    private enum Outcome {
        /// A line on to `(b, fb)`.
        case line
        /// Off the view on one side: nothing drawn, the line starts again at `(b, fb)`.
        case offView
        /// The band the pixel column at `x` is filled with, then on to `(b, fb)`.
        case band(x: Double, min: Double, max: Double)
        /// Through these points, the first being `(a, fa)`.
        case through([PlotPoint])
        /// Undefined at the middle `m`: each half is drawn as undefined at one end.
        case undefinedMiddle(Double)
        /// Still steep at the last depth: a jump is looked for.
        case lastDepth
        /// Divided: the halves, at these places of the tree.
        case halves(Int, Int)
    }

    /// Judges `roots` and the halves of those that need dividing, a level of the tree at
    /// a time, so that the points of a whole level are evaluated together (a sampler
    /// following one interval down at a time has one to six points to evaluate at once; a
    /// level has hundreds). Returns the tree; `roots` are its first places.
    ///
    /// An interval needs dividing when the chord strays more than half a pixel from the
    /// curve's middle, or the curve bends sharply there, or the chord strays from the two
    /// points `probes` gives; one narrower than its `bandWidth` is looked at closer first,
    /// at its eighths: a curve turning back and forth there fills a band, one that follows
    /// the points closely is drawn through them. These are the decisions a sampler
    /// following one interval down at a time takes, in the same order of drawing, as long
    /// as the budget lasts. When it runs out, the intervals not yet judged are drawn as
    /// chords (the rest of a level, where one interval at a time leaves the rest of the
    /// view to the right), and a boundary drawn afterwards (`endBefore`) finds it spent.
    private mutating func refine(_ roots: [Interval]) -> [Interval] {
        var tree = roots
        var level = Array(tree.indices)
        while !level.isEmpty {
            var next: [Int] = []
            var start = 0
            // As many as the budget left pays for at the most each can cost (the middle,
            // two probes, six eighths), and again with what they left.
            while start < level.count, evaluations < budget {
                let end = min(level.count, start + (budget - evaluations + 8) / 9)
                judge(level[start..<end], in: &tree, dividingInto: &next)
                start = end
            }
            level = next.sorted { tree[$0].a < tree[$1].a }
        }
        return tree
    }

    /// Judges the intervals `tree[i]`, `i` in `level`, together; those that need dividing
    /// add their halves to `next`.
    private mutating func judge(_ level: ArraySlice<Int>, in tree: inout [Interval], dividingInto next: inout [Int]) {
        let middles = evaluate(level.map { (tree[$0].a + tree[$0].b) / 2 })
        // First the middles; the two probes only where the middle leaves the chord
        // standing.
        var judged: [(index: Int, m: Double, fm: Double, divide: Bool)] = []
        for (k, i) in level.enumerated() {
            let t = tree[i]
            let m = (t.a + t.b) / 2
            let fm = fillingHole(at: m, middles[k])
            if fm.isNaN {
                tree[i].outcome = .undefinedMiddle(m)
            } else if isOffView(t.fa, fm, t.fb) {
                tree[i].outcome = .offView
            } else {
                judged.append((i, m, fm, strays(t, m, fm)))
            }
        }
        let undecided = judged.filter { !$0.divide }
        let probes = evaluate(undecided.flatMap { Self.probes(tree[$0.index].a, tree[$0.index].b) })
        var closer: [(index: Int, m: Double, fm: Double)] = []
        var u = 0
        for j in judged {
            let t = tree[j.index]
            var divide = j.divide
            if !divide {
                divide = zip(Self.probes(t.a, t.b), probes[2 * u..<2 * u + 2]).contains { x, y in
                    !y.isFinite || strays(t, x, y, bending: false)
                }
                u += 1
            }
            if !divide {
                tree[j.index].outcome = .line
            } else if view.column(t.b) - view.column(t.a) <= t.bandWidth {
                closer.append((j.index, j.m, j.fm))
            } else {
                self.divide(&tree, j.index, j.m, j.fm, into: &next)
            }
        }
        let eighths = evaluate(closer.flatMap { Self.eighths(tree[$0.index].a, tree[$0.index].b) })
        for (k, c) in closer.enumerated() {
            let t = tree[c.index]
            var points = zip(Self.eighths(t.a, t.b), eighths[6 * k..<6 * k + 6]).map { PlotPoint(x: $0, y: $1) }
            points.insert(PlotPoint(x: c.m, y: c.fm), at: 3)
            points = [PlotPoint(x: t.a, y: t.fa)] + points + [PlotPoint(x: t.b, y: t.fb)]
            if let band = oscillation(points) {
                bands += 1
                tree[c.index].outcome = .band(x: c.m, min: band.min, max: band.max)
            } else if followsClosely(points) {
                tree[c.index].outcome = .through(points)
            } else {
                tree[c.index].bandWidth = (view.column(t.b) - view.column(t.a)) / 4
                divide(&tree, c.index, c.m, c.fm, into: &next)
            }
        }
    }

    /// All three points above the view, or all below.
    private func isOffView(_ fa: Double, _ fm: Double, _ fb: Double) -> Bool {
        let (ra, rm, rb) = (view.row(fa), view.row(fm), view.row(fb))
        let height = Double(view.height)
        // Nothing to draw, and no line joins across a pole of 1/x² out there.
        return (ra < 0 && rm < 0 && rb < 0) || (ra > height && rm > height && rb > height)
    }

    /// The chord of `t` strays more than half a pixel from the curve's point `(x, y)`, or
    /// (`bending`) the curve turns sharply there.
    private func strays(_ t: Interval, _ x: Double, _ y: Double, bending: Bool = true) -> Bool {
        let (ca, cx, cb) = (view.column(t.a), view.column(x), view.column(t.b))
        let (ra, ry, rb) = (view.row(t.fa), view.row(y), view.row(t.fb))
        // A function with steps (`floor x`, `x mod 3`): a chord narrower than a pixel and
        // taller than one is looked at to the last depth, where a jump is told from a
        // steep slope (`jump`); its middle lies close to the near-vertical chord either way.
        if function.hasJumps, cb - ca < 1, abs(rb - ra) > 1 { return true }
        return Self.distance(from: (cx, ry), toChord: (ca, ra), (cb, rb)) > Self.tolerance
            || bending && cb - ca > 1 && Self.bend((ca, ra), (cx, ry), (cb, rb)) > 0.35
    }

    /// Divides `tree[i]` at `(m, fm)`, its halves joining the `next` level; at the last
    /// depth it is left to the search for a jump.
    private func divide(_ tree: inout [Interval], _ i: Int, _ m: Double, _ fm: Double, into next: inout [Int]) {
        let t = tree[i]
        guard t.depth < Self.maximumDepth else {
            tree[i].outcome = .lastDepth
            return
        }
        tree[i].outcome = .halves(tree.count, tree.count + 1)
        next += [tree.count, tree.count + 1]
        tree.append(Interval(a: t.a, fa: t.fa, b: m, fb: fm, depth: t.depth + 1, bandWidth: t.bandWidth))
        tree.append(Interval(a: m, fa: fm, b: t.b, fb: t.fb, depth: t.depth + 1, bandWidth: t.bandWidth))
    }

    /// Draws `tree[i]`, its start `(a, fa)` drawn already.
    private mutating func draw(_ tree: [Interval], _ i: Int) {
        let t = tree[i]
        switch t.outcome {
        case .line:
            emit(t.b, t.fb)
        case .offView:
            breakLine()
            emit(t.b, t.fb)
        case .band(let x, let low, let high):
            // Entered at the end nearer the line so far.
            let up = current.last.map { abs($0.y - high) < abs($0.y - low) } ?? false
            emit(x, up ? high : low)
            emit(x, up ? low : high)
            emit(t.b, t.fb)
        case .through(let points):
            emitThrough(points)
        case .undefinedMiddle(let m):
            segment(t.a, t.fa, m, .nan, depth: t.depth + 1)
            segment(m, .nan, t.b, t.fb, depth: t.depth + 1)
        case .halves(let left, let right):
            draw(tree, left)
            draw(tree, right)
        case .lastDepth:
            let (a, fa, b, fb) = (t.a, t.fa, t.b, t.fb)
            if let (l, fl, r, fr) = jump(a, fa, b, fb) {
                jumps.append(l...r)
                if l > a { emit(l, fl) }
                breakLine()
                emit(r, fr)
                if r < b { emit(b, fb) }
                return
            }
            // Steep and continuous at the last depth: through eight points of the curve
            // rather than one chord.
            let xs = (1..<8).map { a + (b - a) * Double($0) / 8 }
            for (x, y) in zip(xs, evaluate(xs)) where y.isFinite { emit(x, y) }
            emit(b, fb)
        }
    }

    /// The two points, off the halving grid, an interval whose middle lies near its chord
    /// is judged by as well: a wave whose middle happens to lie on the chord is not taken
    /// for a straight line.
    static func probes(_ a: Double, _ b: Double) -> [Double] {
        [a + (b - a) * 0.29, a + (b - a) * 0.71]
    }

    /// The eighths of `[a, b]` other than its ends and middle (which are known already).
    static func eighths(_ a: Double, _ b: Double) -> [Double] {
        [1, 2, 3, 5, 6, 7].map { a + (b - a) * Double($0) / 8 }
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
        var distance = inside - edge
        let xs = (0..<40).map { _ in
            defer { distance /= 2 }
            return edge + distance
        }
        let values = evaluate(xs).filter(\.isFinite)
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

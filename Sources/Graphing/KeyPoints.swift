import CalculatorBrain

/// A point of interest of a curve in view (docs/behaviour.md §14).
public struct KeyPoint: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case root, minimum, maximum
        case yIntercept = "y_intercept"
    }

    public var kind: Kind
    public var x: Double
    public var y: Double
    /// `y` as the brain computes it at `x` (exact where it can be: the minimum of
    /// `x² − 2` is exactly −2); nil when the brain has no value there.
    public var exactY: Number?
}

/// Roots, local minima and maxima, and the crossing of the y axis, in view: bracketed on
/// a grid of two points per pixel column, refined by Brent's method to the last bit (the
/// extrema as roots of the derivative, computed exactly by forward differentiation), then
/// replaced by the shortest decimal that is as good, checked by the brain.
public enum KeyPoints {
    /// More of one kind than this in view is a band (`sin(1/x)`), not points to mark.
    static let mostOfOneKind = 32
    /// Largest function, in nodes, whose key points the brain checks exactly.
    static let largestExactCheck = 400

    public static func find(_ function: FunctionOfX, compiled: CompiledFunction, in view: Viewport) -> [KeyPoint] {
        guard view.isUsable else { return [] }
        var points: [KeyPoint] = []
        let exact = function.nodes.count <= largestExactCheck
        if let (found, extrema) = bracketed(compiled, in: view) {
            var roots = found
            // A root on an edge of the view that the grid's last sample misses by rounding
            // (sin x in degrees at 360 is −2.4e−16 in Doubles): one where the brain says 0.
            for end in exact ? [view.xMin, view.xMax] : [] {
                let (y, slope) = compiled.valueAndDerivative(at: end)
                guard y.isFinite, abs(y) <= 1e-9 * max(1, abs(slope) * (view.xMax - view.xMin)),
                      !roots.contains(where: { abs($0.0 - end) <= 1e-12 * max(1, abs(end)) }),
                      let decimal = Number(decimal: DisplayFormatter.asciiString(for: .approximate(end))),
                      decimal.doubleValue == end, case .success(let value) = function.value(at: decimal),
                      value.isExactZero else { continue }
                roots.insert((end, .root), at: end == view.xMin ? 0 : roots.count)
            }
            let refined = { (found: [(Double, KeyPoint.Kind)]) in
                distinct(found.map { refine($1, $0, function, compiled, exact: exact) })
            }
            let (markedRoots, markedExtrema) = (refined(roots), refined(extrema))
            if !crowded(markedRoots, view) { points += markedRoots }
            if !crowded(markedExtrema, view) { points += markedExtrema }
            // A root where the curve touches 0 without crossing (x² at 0).
            for e in markedExtrema where e.exactY?.isExactZero == true || e.y == 0 {
                if !points.contains(where: { $0.kind == .root && $0.x == e.x }) {
                    points.append(KeyPoint(kind: .root, x: e.x, y: 0, exactY: e.exactY))
                }
            }
        }
        if view.xMin <= 0, view.xMax >= 0 {
            let value = exact ? function.value(at: .zero) : .failure(.notEnoughOperands)
            if case .success(let y) = value {
                points.append(KeyPoint(kind: .yIntercept, x: 0, y: y.doubleValue, exactY: y))
            } else if compiled(0).isFinite {
                points.append(KeyPoint(kind: .yIntercept, x: 0, y: compiled(0), exactY: nil))
            }
        }
        return points.filter { $0.x >= view.xMin && $0.x <= view.xMax }.sorted { ($0.x, $0.kind.rawValue) < ($1.x, $1.kind.rawValue) }
    }

    /// The heights of `compiled`'s key points in `view`, as the compiled function gives
    /// them (without the brain's check): 0 for a root, the value at an extremum and at
    /// `x = 0`. What the default view frames (`DefaultView`).
    static func heights(of compiled: CompiledFunction, in view: Viewport) -> [Double] {
        guard view.isUsable else { return [] }
        var heights: [Double] = []
        if let (roots, extrema) = bracketed(compiled, in: view) {
            if !roots.isEmpty { heights.append(0) }
            heights += extrema.map { compiled($0.0) }.filter(\.isFinite)
        }
        if view.xMin <= 0, view.xMax >= 0, compiled(0).isFinite { heights.append(compiled(0)) }
        return heights
    }

    /// The roots and extrema of `compiled` in `view`, found on a grid of two points per
    /// pixel column and narrowed by Brent's method, in order of x; nil for a constant or
    /// a function of whole numbers. A kind of which there are more than are marked is
    /// empty (a band).
    static func bracketed(_ compiled: CompiledFunction, in view: Viewport)
        -> (roots: [(Double, KeyPoint.Kind)], extrema: [(Double, KeyPoint.Kind)])? {
        guard !compiled.isConstant, !compiled.isIntegerOnly else { return nil }
        let n = 2 * view.width
        let xs = (0...n).map { i in i == n ? view.xMax : view.xMin + (view.xMax - view.xMin) * Double(i) / Double(n) }
        typealias Sample = (x: Double, y: Double, slope: Double)
        let samples: [Sample] = zip(xs, compiled.valuesAndDerivatives(at: xs)).map { ($0, $1.value, $1.derivative) }
        let pairs = zip(samples, samples.dropFirst()).filter { p, q in p.y.isFinite && q.y.isFinite }
        let changesSign = { (p: Sample, q: Sample) in p.y == 0 || (p.y < 0) != (q.y < 0) && q.y != 0 }
        // The slope's sign changes between samples with a slope, a run of samples where
        // it is exactly 0 between them included: an extremum that falls on a grid point
        // (x³ − 3x at −1 and 1 on a grid through the integers) is still bracketed.
        var turns: [(Sample, Sample)] = []
        var last: Sample?
        for s in samples {
            guard s.y.isFinite, s.slope.isFinite else {
                last = nil
                continue
            }
            guard s.slope != 0 else { continue }
            if let p = last, (p.slope < 0) != (s.slope < 0) { turns.append((p, s)) }
            last = s
        }
        // Found in order of x, a point found twice (from both sides of a grid point)
        // next to itself. Once there are more of a kind than are marked, the rest are
        // not looked for: none of that kind is marked. Nor are extrema when `f′`
        // changes sign on the grid more than four times as often (a pole of 1/x² turns
        // too, so fewer would not tell): a curve turning in every few pixels is a band.
        // Roots are looked for one by one still: a sign change at each of many poles
        // is no root, and one root among them is marked.
        var roots: [(Double, KeyPoint.Kind)] = [], extrema: [(Double, KeyPoint.Kind)] = []
        func add(_ x: Double, _ kind: KeyPoint.Kind, to found: inout [(Double, KeyPoint.Kind)]) {
            if let last = found.last, abs(last.0 - x) <= 1e-12 * max(1, abs(x)) { return }
            found.append((x, kind))
        }
        for (p, q) in pairs where roots.count <= mostOfOneKind && changesSign(p, q) {
            let x = newtonStep(Brent.root({ compiled($0) }, p.x, q.x, fa: p.y, fb: q.y), compiled)
            // A sign change across a pole is not a root.
            let scale = max(abs(p.y), abs(q.y))
            if abs(compiled(x)) <= 1e-6 * scale || compiled(x) == 0 { add(x, .root, to: &roots) }
        }
        if samples[n].y == 0 { add(samples[n].x, .root, to: &roots) }
        if turns.count <= 4 * mostOfOneKind {
            for (p, q) in turns where extrema.count <= mostOfOneKind {
                let x = Brent.root({ compiled.valueAndDerivative(at: $0).derivative }, p.x, q.x,
                                   fa: p.slope, fb: q.slope)
                if compiled(x).isFinite { add(x, p.slope > 0 ? .maximum : .minimum, to: &extrema) }
            }
        }
        return (roots.count > mostOfOneKind ? [] : roots, extrema.count > mostOfOneKind ? [] : extrema)
    }

    /// The key point at `x` found by Brent, moved to the shortest decimal (1 to 15
    /// significant digits) that is as good — a root where the brain gives exactly 0, an
    /// extremum where the derivative is no larger — with its value from the brain.
    static func refine(_ kind: KeyPoint.Kind, _ x: Double, _ function: FunctionOfX, _ compiled: CompiledFunction,
                       exact: Bool) -> KeyPoint {
        var best = x
        if exact {
            let slope = abs(compiled.valueAndDerivative(at: x).derivative)
            for digits in 1...15 {
                let shortened = DisplayFormatter.string(for: .approximate(x), significantDigits: digits)
                guard let candidate = Number(decimal: shortened.replacingMinus()) else { continue }
                let c = candidate.doubleValue
                guard abs(c - x) <= 1e-9 * max(abs(x), 1) else { continue }
                if kind == .root {
                    if case .success(let y) = function.value(at: candidate), y.isExactZero {
                        best = c
                        break
                    }
                } else if abs(compiled.valueAndDerivative(at: c).derivative) <= slope {
                    best = c
                    break
                }
            }
        }
        let value = exact ? function.value(at: .approximate(best)) : .failure(.notEnoughOperands)
        var y = compiled(best)
        var exactY: Number?
        if case .success(let n) = value { exactY = n; y = n.doubleValue }
        if kind == .root { y = 0 }
        // A decimal that is exact reads back exactly: its value is the brain's exact one.
        if exact, let decimal = Number(decimal: DisplayFormatter.asciiString(for: .approximate(best))),
           decimal.doubleValue == best, case .success(let n) = function.value(at: decimal) {
            exactY = n
            y = kind == .root ? 0 : n.doubleValue
        }
        return KeyPoint(kind: kind, x: best, y: y, exactY: exactY)
    }

    /// Brent's root moved by one Newton step when that stays within two units in the last
    /// place: Brent stops at either of the two `Double`s around the root, this picks the
    /// nearer (√2, not its neighbour below, for `x² − 2`).
    static func newtonStep(_ x: Double, _ compiled: CompiledFunction) -> Double {
        let (y, slope) = compiled.valueAndDerivative(at: x)
        guard y != 0, slope.isFinite, slope != 0 else { return x }
        let next = x - y / slope
        return next.isFinite && abs(next - x) <= 2 * x.ulp && compiled(next).isFinite ? next : x
    }

    /// Two points less than four pixels apart: a band (`sin(1/x)` near 0), not points to
    /// mark one by one.
    static func crowded(_ points: [KeyPoint], _ view: Viewport) -> Bool {
        let columns = points.map { view.column($0.x) }.sorted()
        return zip(columns, columns.dropFirst()).contains { $1 - $0 < 4 }
    }

    /// The points with different x (a root found from both sides of a grid point once).
    static func distinct(_ points: [KeyPoint]) -> [KeyPoint] {
        var kept: [KeyPoint] = []
        for p in points where !kept.contains(where: { abs($0.x - p.x) <= 1e-12 * max(1, abs(p.x)) }) {
            kept.append(p)
        }
        return kept
    }
}

extension Number {
    /// Exact zero or a `Double` zero.
    var isExactZero: Bool {
        doubleValue == 0 && (isExact || self == .approximate(0) || self == .approximate(-0.0))
    }
}

extension String {
    /// The display's minus signs as ASCII hyphens, for `Number(decimal:)`.
    func replacingMinus() -> String { String(map { $0 == "\u{2212}" ? "-" : $0 }) }
}

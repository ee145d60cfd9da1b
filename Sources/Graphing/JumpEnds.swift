import CalculatorBrain

/// An end of a step where a function jumps (docs/behaviour.md §14): a filled dot where
/// the function takes that value at the jump, a hollow one where it does not.
public struct CurveEnd: Sendable, Hashable {
    public var point: PlotPoint
    public var filled: Bool

    public init(point: PlotPoint, filled: Bool) {
        self.point = point
        self.filled = filled
    }
}

/// The open and closed ends of a function's steps (docs/behaviour.md §14): at each jump
/// the sampler broke the line at, the function's value exactly at the jump (the brain's,
/// at the simplest number between the two neighbouring points the jump was narrowed to)
/// is compared with its limits from either side. `floor x` takes its right limit at a
/// whole number, `ceil x` its left one, `sgn x` neither (a filled dot of its own at 0).
enum JumpEnds {
    /// A jump closer than this many pixels to the next is not marked: the dots would
    /// cover the steps.
    static let pixelsBetweenJumps = 12.0

    /// The ends to draw of `sampled`'s jumps in `view`.
    static func ends(of sampled: SampledCurve, _ function: FunctionOfX, _ compiled: CompiledFunction,
                     in view: Viewport) -> [CurveEnd] {
        guard compiled.hasJumps else { return [] }
        // One jump may be found from both sides (`sgn x` is 0 at 0: −1 to 0, then 0 to 1).
        var places: [Rational] = []
        for jump in sampled.jumps {
            guard let at = place(of: jump) else { continue }
            if places.last != at { places.append(at) }
        }
        let columns = places.map { view.column($0.doubleValue) }
        // The limits are read a thousandth and two thousandths of a pixel away and
        // extended to the jump along the line through them (`x mod 3` rises to 3).
        let delta = 1e-3 / view.xScale
        var ends: [CurveEnd] = []
        for (i, at) in places.enumerated() {
            if i > 0, columns[i] - columns[i - 1] < pixelsBetweenJumps { continue }
            if i + 1 < places.count, columns[i + 1] - columns[i] < pixelsBetweenJumps { continue }
            let x = at.doubleValue
            let ys = compiled([x - 2 * delta, x - delta, x + delta, x + 2 * delta])
            guard ys.allSatisfy(\.isFinite) else { continue }
            let rows = ys.map(view.row)
            // A limit that still moves at a thousandth of a pixel is a pole's (1/x, tan x),
            // which has no ends; a change under a pixel is no jump to mark.
            guard abs(rows[1] - rows[0]) < 0.25, abs(rows[3] - rows[2]) < 0.25, abs(rows[2] - rows[1]) >= 1 else { continue }
            let (left, right) = (2 * ys[1] - ys[0], 2 * ys[2] - ys[3])
            let value: Double? = switch function.value(at: .exact(at)) {
            case .success(let n) where n.doubleValue.isFinite: n.doubleValue
            default: nil
            }
            let takesLeft = value.map { abs(view.row($0) - view.row(left)) < 0.5 } ?? false
            let takesRight = !takesLeft && (value.map { abs(view.row($0) - view.row(right)) < 0.5 } ?? false)
            ends.append(CurveEnd(point: PlotPoint(x: x, y: left), filled: takesLeft))
            ends.append(CurveEnd(point: PlotPoint(x: x, y: right), filled: takesRight))
            if let value, !takesLeft, !takesRight { ends.append(CurveEnd(point: PlotPoint(x: x, y: value), filled: true)) }
        }
        let height = Double(view.height)
        return ends.filter { (-8...height + 8).contains(view.row($0.point.y)) }
    }

    /// The number a jump narrowed to two neighbouring points lies at: the simplest
    /// fraction between them (1, ½, 1/10) when it is far simpler than chance gives for an
    /// interval that narrow; nil otherwise (`floor(x²)` at √2, whose value no fraction
    /// near it tells).
    static func place(of jump: ClosedRange<Double>) -> Rational? {
        guard let low = Rational(exactly: jump.lowerBound), let high = Rational(exactly: jump.upperBound) else { return nil }
        let simplest = Rational.simplest(from: low, through: high)
        // An interval of width w at a random place holds a fraction of denominator d or
        // less with a chance of about d²·w: below a millionth, it is where the jump is.
        let denominator = Rational(simplest.denominator).doubleValue
        let width = jump.upperBound - jump.lowerBound
        return denominator * denominator * width <= 1e-6 ? simplest : nil
    }
}

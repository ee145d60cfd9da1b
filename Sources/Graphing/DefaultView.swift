/// The view a graph opens with (docs/behaviour.md §14): x from −10 to 10, widened to show
/// a full period of the curves' trigonometric functions, and y fitted to the key points
/// and the curves' interesting part.
public enum DefaultView {
    public static let xMin = -10.0
    public static let xMax = 10.0
    /// The widest x range the period of a trigonometric function widens the view to.
    static let widestHalf = 1e12

    /// The x range for `functions`: −10 to 10, or ±P for the longest period P of their
    /// sin, cos or tan of `k·x + c` when that is longer (`sin x` in degrees: −360 … 360),
    /// so that the first graph of a trigonometric function is never a flat line.
    public static func xRange(_ functions: [CompiledFunction]) -> (Double, Double) {
        let period = functions.compactMap(\.longestPeriod).max() ?? 0
        let half = min(max(xMax, period), widestHalf)
        return (-half, half)
    }

    /// The y range for `functions` over `[xMin, xMax]` drawn `width` pixels wide: the
    /// union of each one's (`yRange(of:)`); −1.5 … 1.5 when none has a value there.
    public static func yRange(_ functions: [CompiledFunction], xMin: Double = xMin, xMax: Double = xMax,
                              width: Int = 800) -> (Double, Double) {
        let ranges = functions.compactMap { yRange(of: $0, xMin: xMin, xMax: xMax, width: width) }
        guard let low = ranges.map(\.0).min(), let high = ranges.map(\.1).max() else { return (-1.5, 1.5) }
        return (low, high)
    }

    /// The y range for one function; nil when it has no value in view.
    ///
    /// First its values on a grid: the whole range when it is at most twice the range of
    /// the middle 90 % of them, else that middle part, so that a pole (`tan x`) or an
    /// outlier does not flatten the rest; then a quarter of the range more above and
    /// below. When its key points in view (roots, extrema, the crossing of the y axis)
    /// span less than a quarter of that, they would sit flat on one line (`x³ − 3x`:
    /// ±2 in ±1,000): the range frames them instead, their span the middle half of the
    /// height. A constant gets a unit around it, or half its size for a large one.
    static func yRange(of f: CompiledFunction, xMin: Double, xMax: Double, width: Int) -> (Double, Double)? {
        var values: [Double] = []
        if f.isIntegerOnly {
            var x = xMin.rounded(.up)
            while x <= xMax {
                let y = f(x)
                if y.isFinite { values.append(y) }
                x += 1
            }
        } else {
            let n = 1_000
            values = f((0...n).map { xMin + (xMax - xMin) * Double($0) / Double(n) }).filter(\.isFinite)
        }
        guard !values.isEmpty else { return nil }
        values.sort()
        let (low, high) = (values[0], values[values.count - 1])
        let (q5, q95) = (values[values.count * 5 / 100], values[(values.count - 1) * 95 / 100])
        let (bottom, top) = high - low <= 2 * (q95 - q5) ? (low, high) : (q5, q95)
        if top - bottom <= 1e-12 * max(1, abs(top)) {
            let half = max(1, abs(top) / 2)
            return (bottom - half, top + half)
        }
        let view = Viewport(xMin: xMin, xMax: xMax, yMin: bottom, yMax: top, width: width, height: 1)
        let heights = KeyPoints.heights(of: f, in: view)
        if let lowest = heights.min(), let highest = heights.max(), highest - lowest > 0,
           highest - lowest < (top - bottom) / 4 {
            let margin = (highest - lowest) / 2
            return (lowest - margin, highest + margin)
        }
        let margin = (top - bottom) / 4
        return (bottom - margin, top + margin)
    }
}

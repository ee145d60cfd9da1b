/// The view a graph opens with (docs/behaviour.md §14): x from −10 to 10, y fitted to the
/// curves' interesting part. The fit reads the values on a grid: the whole range when it
/// is at most twice the range of the middle 90 % of them, else that middle part, so that
/// a pole (`tan x`) or an outlier does not flatten the rest; then a quarter of the range
/// more above and below.
public enum DefaultView {
    public static let xMin = -10.0
    public static let xMax = 10.0

    /// The y range for `functions` over `[xMin, xMax]`.
    public static func yRange(_ functions: [CompiledFunction], xMin: Double = xMin, xMax: Double = xMax) -> (Double, Double) {
        var values: [Double] = []
        let n = 1_000
        for f in functions {
            if f.isIntegerOnly {
                var x = xMin.rounded(.up)
                while x <= xMax {
                    let y = f(x)
                    if y.isFinite { values.append(y) }
                    x += 1
                }
                continue
            }
            values += f((0...n).map { xMin + (xMax - xMin) * Double($0) / Double(n) }).filter(\.isFinite)
        }
        guard !values.isEmpty else { return (-1.5, 1.5) }
        values.sort()
        let (low, high) = (values[0], values[values.count - 1])
        let (q5, q95) = (values[values.count * 5 / 100], values[(values.count - 1) * 95 / 100])
        var (bottom, top) = high - low <= 2 * (q95 - q5) ? (low, high) : (q5, q95)
        if top - bottom <= 1e-12 * max(1, abs(top)) {
            // A constant: a unit around it, or half its size for a large one.
            let half = max(1, abs(top) / 2)
            return (bottom - half, top + half)
        }
        let margin = (top - bottom) / 4
        (bottom, top) = (bottom - margin, top + margin)
        return (bottom, top)
    }
}

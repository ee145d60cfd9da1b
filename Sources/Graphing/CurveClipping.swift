/// Clipping of sampled polylines to the view widened by one view height above and below
/// (docs/behaviour.md §14): a vertex near a pole (`tan x` gives 1e16) becomes the point
/// where its segment leaves that band, and a stretch outside it is dropped, so what is
/// drawn or printed never holds a huge coordinate.
enum CurveClipping {
    static func clip(_ polylines: [[PlotPoint]], to view: Viewport) -> [[PlotPoint]] {
        let margin = view.yMax - view.yMin
        let (low, high) = (view.yMin - margin, view.yMax + margin)
        var result: [[PlotPoint]] = []
        for line in polylines {
            var current: [PlotPoint] = []
            func finish() {
                if current.count > 1 { result.append(current) }
                current.removeAll()
            }
            for (p, q) in zip(line, line.dropFirst()) {
                guard let (s, t) = clipSegment(p, q, low: low, high: high) else {
                    finish()
                    continue
                }
                if let last = current.last, last != s {
                    finish()
                }
                if current.isEmpty { current.append(s) }
                current.append(t)
                if t != q { finish() }
            }
            finish()
        }
        return result
    }

    /// The part of `p`–`q` between `low` and `high` in y, or nil if none.
    static func clipSegment(_ p: PlotPoint, _ q: PlotPoint, low: Double, high: Double) -> (PlotPoint, PlotPoint)? {
        var (t0, t1) = (0.0, 1.0)
        let dy = q.y - p.y
        for (edge, inside) in [(low, p.y >= low), (high, p.y <= high)] {
            if dy == 0 {
                if !inside { return nil }
                continue
            }
            let t = (edge - p.y) / dy
            // Entering through this edge when moving toward the inside.
            let entering = edge == low ? dy > 0 : dy < 0
            if entering { t0 = max(t0, t) } else { t1 = min(t1, t) }
        }
        guard t0 <= t1, t0.isFinite, t1.isFinite else { return nil }
        // Where it enters, it crosses the edge it moves away from; where it leaves, the
        // edge it moves toward: there y is exactly that edge.
        let start = t0 == 0 ? p : PlotPoint(x: p.x + (q.x - p.x) * t0, y: dy > 0 ? low : high)
        let end = t1 == 1 ? q : PlotPoint(x: p.x + (q.x - p.x) * t1, y: dy > 0 ? high : low)
        return (start, end)
    }
}

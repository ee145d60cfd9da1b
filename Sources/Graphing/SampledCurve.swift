/// What is drawn of one function in one view (docs/behaviour.md §14): polylines, broken
/// wherever the function is undefined, jumps or has a pole, and isolated dots (an
/// integer-only function such as `x!`). In the calculation's coordinates, clipped to the
/// view widened by one view height above and below, so that no coordinate is huge.
public struct SampledCurve: Sendable {
    public var polylines: [[PlotPoint]]
    public var points: [PlotPoint]
    /// How many times the function was evaluated (bounded: a wild function costs a
    /// bounded amount of work).
    public var evaluations: Int
    /// How many pixel columns were drawn as the band an oscillation fills (their two
    /// vertices are its lowest and highest value, not the curve at their x).
    public var bands: Int
    /// The work allowed ran out: parts of the curve are drawn by chords coarser than
    /// half a pixel.
    public var exhausted: Bool
    /// Where the line was broken at a jump (or a pole), in the order drawn: the two
    /// neighbouring points the jump lies between (`JumpEnds` marks their ends).
    public var jumps: [ClosedRange<Double>]
    /// The ends of the steps at the jumps, filled or hollow (`JumpEnds`); set by `Graph`.
    public var ends: [CurveEnd] = []

    public init(polylines: [[PlotPoint]] = [], points: [PlotPoint] = [], evaluations: Int = 0, bands: Int = 0,
                exhausted: Bool = false, jumps: [ClosedRange<Double>] = []) {
        self.jumps = jumps
        self.polylines = polylines
        self.points = points
        self.evaluations = evaluations
        self.bands = bands
        self.exhausted = exhausted
    }
}

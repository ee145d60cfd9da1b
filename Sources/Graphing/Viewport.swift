/// A point of a graph, in the calculation's coordinates.
public struct PlotPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The part of the plane a graph shows and the pixels it is shown on.
public struct Viewport: Sendable, Hashable {
    public var xMin: Double
    public var xMax: Double
    public var yMin: Double
    public var yMax: Double
    /// The size of the drawing in pixels.
    public var width: Int
    public var height: Int

    public init(xMin: Double, xMax: Double, yMin: Double, yMax: Double, width: Int, height: Int) {
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
        self.width = max(width, 1)
        self.height = max(height, 1)
    }

    /// Pixels per unit of x and of y.
    public var xScale: Double { Double(width) / (xMax - xMin) }
    public var yScale: Double { Double(height) / (yMax - yMin) }

    /// The pixel column of `x`, from the left edge (relative to the view, so that a view
    /// far from 0 keeps its precision).
    public func column(_ x: Double) -> Double { (x - xMin) * xScale }
    /// The pixel row of `y`, from the top edge.
    public func row(_ y: Double) -> Double { (yMax - y) * yScale }

    /// The x at a pixel column, the y at a pixel row.
    public func x(atColumn c: Double) -> Double { xMin + c / xScale }
    public func y(atRow r: Double) -> Double { yMax - r / yScale }

    /// True when the bounds are finite, ordered, and far enough apart for a `Double` to
    /// tell every pixel apart.
    public var isUsable: Bool {
        let spans = [(xMin, xMax, width), (yMin, yMax, height)]
        return spans.allSatisfy { low, high, pixels in
            low.isFinite && high.isFinite && high > low && (high - low).isFinite
                && (high - low) / Double(pixels) > 4 * max(low.magnitude, high.magnitude).ulp
        }
    }
}

/// Evaluation of a compiled function: its value at many points at once, and its value
/// with its derivative (forward differentiation, for the extrema of `KeyPoints`).
extension CompiledFunction {
    /// `f(x)`, or NaN where it is undefined (an error in the brain, or beyond a `Double`).
    public func callAsFunction(_ x: Double) -> Double {
        self([x])[0]
    }

    /// `f` at each of `xs`, evaluated together.
    public func callAsFunction(_ xs: [Double]) -> [Double] {
        var scratch = EvaluationScratch(for: self, points: xs.count)
        return self(xs, scratch: &scratch)
    }

    /// The same with `scratch` made for this function, so that a sampler evaluating
    /// thousands of points allocates it once.
    func callAsFunction(_ xs: [Double], scratch: inout EvaluationScratch) -> [Double] {
        var ys = [Double](repeating: .nan, count: xs.count)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in evaluate(xs, into: ys, scratch: &scratch) }
        }
        return ys
    }

    /// `(f(x), f′(x))`; the derivative is NaN where `f` is not differentiable (`x!`).
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        valuesAndDerivatives(at: [x])[0]
    }

    /// `(f(x), f′(x))` at each of `xs`, evaluated together (forward differentiation).
    public func valuesAndDerivatives(at xs: [Double]) -> [(value: Double, derivative: Double)] {
        if isConstant { return xs.map { _ in (constant ?? .nan, 0) } }
        var scratch = EvaluationScratch(for: self, points: xs.count, derivatives: true)
        var ys = [Double](repeating: .nan, count: xs.count), slopes = ys
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in
                slopes.withUnsafeMutableBufferPointer { slopes in
                    evaluate(xs, into: ys, slopes: slopes.baseAddress, scratch: &scratch)
                }
            }
        }
        return zip(ys, slopes).map { y, slope in y.isNaN ? (.nan, .nan) : (y, slope) }
    }

    /// `ys[i] = f(xs[i])` (NaN where undefined), and with `slopes` `f′(xs[i])` there, with
    /// `scratch` made for this function (with derivatives for `slopes`).
    ///
    /// The points go through the steps together, one step for all of them before the next:
    /// a step's kind is read once per batch rather than once per point, and the
    /// elementary functions take whole vectors of points (Sources/CVectorMath). A
    /// point's value does not depend on the others evaluated with it.
    func evaluate(_ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>,
                  slopes: UnsafeMutablePointer<Double>? = nil, scratch: inout EvaluationScratch) {
        precondition(ys.count >= xs.count, "one value per point")
        if isConstant {
            for i in xs.indices {
                ys[i] = constant ?? .nan
                slopes?[i] = 0
            }
            return
        }
        var start = 0
        while start < xs.count {
            let n = min(scratch.lanes, xs.count - start)
            scratch.run(self, xs: xs.baseAddress! + start, ys: ys.baseAddress! + start, count: n)
            if let slopes { scratch.differentiate(self, into: slopes + start, count: n) }
            start += n
        }
    }

    /// Radians in one unit of the function's angles: 1, or π/180 in degrees.
    var degree: Double { radians ? 1 : .pi / 180 }
    /// Units of the function's angles in one radian: 1, or 180/π in degrees.
    var radian: Double { radians ? 1 : 180 / .pi }

    /// `u` is 90 + 180·k: the tangent in degrees has no value there.
    static func isPoleInDegrees(_ u: Double) -> Bool {
        (u - 90).truncatingRemainder(dividingBy: 180) == 0
    }
}

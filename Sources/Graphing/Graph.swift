import CalculatorBrain

/// Everything drawn of a graph, as data (docs/behaviour.md §14): what the window and
/// `cerebrum --plot` draw through the same cairo code, and what `--plot --json` prints.
public struct Graph: Sendable {
    /// One function drawn.
    public struct Curve: Sendable {
        public var function: FunctionOfX
        public var compiled: CompiledFunction
        public var sampled: SampledCurve
        /// The legend's text: the description of the calculation.
        public var description: String { function.description }
    }

    public var view: Viewport
    public var curves: [Curve]
    public var xTicks: [Tick]
    public var yTicks: [Tick]

    /// Samples `functions` over `view` (nil: the default view, fitted to them) at
    /// `width` × `height` pixels; tick labels for text of `fontSize` pixels.
    public init(functions: [FunctionOfX], view: Viewport?, width: Int, height: Int,
                fontSize: Double = 12, decimalMark: Character = ".") {
        let compiled = functions.map(CompiledFunction.init)
        self.init(functions: functions, compiled: compiled, view: view, width: width, height: height,
                  fontSize: fontSize, decimalMark: decimalMark)
    }

    /// The same with the functions compiled already (a window redrawing after a pan).
    public init(functions: [FunctionOfX], compiled: [CompiledFunction], view: Viewport?, width: Int, height: Int,
                fontSize: Double = 12, decimalMark: Character = ".") {
        let view = view ?? Self.defaultView(compiled, width: width, height: height)
        self.view = view
        curves = zip(functions, compiled).map { function, f in
            var sampled = CurveSampler.sample(f, in: view)
            sampled.ends = JumpEnds.ends(of: sampled, function, f, in: view)
            return Curve(function: function, compiled: f, sampled: sampled)
        }
        // π on the x axis when every curve is trigonometric in x, in radians.
        let pi = !compiled.isEmpty && compiled.allSatisfy { $0.isTrigonometricInX && $0.readsRadians }
        xTicks = Ticks.xTicks(view, fontSize: fontSize, decimalMark: decimalMark, piMultiples: pi)
        yTicks = Ticks.yTicks(view, fontSize: fontSize, decimalMark: decimalMark)
    }

    /// x from −10 to 10 (or a trigonometric function's periods) and y fitted to the
    /// functions, at the given size (`DefaultView`).
    public static func defaultView(_ compiled: [CompiledFunction], width: Int, height: Int) -> Viewport {
        let (left, right) = DefaultView.xRange(compiled)
        let (low, high) = DefaultView.yRange(compiled, xMin: left, xMax: right, width: width)
        return Viewport(xMin: left, xMax: right, yMin: low, yMax: high, width: width, height: height)
    }

    /// The key points of every curve in view, with the index of their curve.
    public func keyPoints() -> [(curve: Int, point: KeyPoint)] {
        curves.enumerated().flatMap { i, curve in
            KeyPoints.find(curve.function, compiled: curve.compiled, in: view).map { (i, $0) }
        }
    }
}

extension CompiledFunction {
    /// The trigonometric functions read radians.
    public var readsRadians: Bool { radians }
}

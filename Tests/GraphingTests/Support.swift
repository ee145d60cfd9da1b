import CalculatorBrain
import Graphing

/// The displayed function of a formula entered into a fresh brain.
func function(_ formula: String, angle: AngleUnit = .radians, variables: [String: Number] = [:]) -> FunctionOfX {
    var brain = CalculatorBrain(mode: .rpn, angle: angle, variables: variables)
    try! brain.perform(formula: formula)
    return brain.displayedFunction
}

/// The graph of one formula over a view at a size.
func graph(_ formula: String, x: ClosedRange<Double> = -10...10, y: ClosedRange<Double> = -5...5,
           width: Int = 800, height: Int = 600, angle: AngleUnit = .radians) -> Graph {
    Graph(functions: [function(formula, angle: angle)],
          view: Viewport(xMin: x.lowerBound, xMax: x.upperBound, yMin: y.lowerBound, yMax: y.upperBound,
                         width: width, height: height),
          width: width, height: height)
}

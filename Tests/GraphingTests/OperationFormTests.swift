import CalculatorBrain
import Testing
@testable import Graphing

/// The graph's vector forms of the keypad's functions (EvaluationScratch: SLEEF, inline
/// loops) agree with their table rows' `double`, which every other operation is drawn
/// from: one meaning per operation, however the graph evaluates it.
@Suite struct OperationFormTests {
    static let points: [Double] = [-7.5, -3, -1, -0.75, -0.5, -0.1, 0, 0.1, 0.3, 0.5, 0.9, 1, 2.5, 3, 40]

    /// `op(x)` compiled, in radians, against the row at each point.
    @Test(arguments: UnaryOperation.allCases)
    func compiledFunctionIsTheRow(_ op: UnaryOperation) {
        var brain = CalculatorBrain(mode: .rpn, angle: .radians)
        _ = brain.perform(.variable("x"))
        _ = brain.perform(.unary(op))
        let compiled = CompiledFunction(brain.displayedFunction)
        #expect(compiled.stepCount <= 1, "\(op.rawValue)(x) is one step or an affine one")
        let values = compiled(Self.points)
        for (x, value) in zip(Self.points, values) {
            let row = op.entry.double(x)
            if row.isFinite {
                #expect(Swift.abs(value - row) <= 2 * row.ulp + 1e-300, "\(op.rawValue)(\(x)): graph \(value), row \(row)")
            } else {
                #expect(value.isNaN, "\(op.rawValue)(\(x)): graph \(value), row \(row)")
            }
        }
    }
}

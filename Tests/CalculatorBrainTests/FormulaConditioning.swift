@testable import CalculatorBrain

/// Reads a formula with the brain's parser and evaluates its tree node by node with the
/// brain's number rules, noting whether a function met an argument so large that one unit
/// in the last place changes its result completely (`sin(1e20)`): values of such formulas
/// cannot be compared after an inexact operation is re-associated (`2 × 1 ÷ x`).
enum FormulaConditioning {
    static func read(_ text: String, variables: [String: Number] = [:],
                     angle: AngleUnit = .radians) throws -> (value: Value, illConditioned: Bool) {
        let formula = try Formula(text)
        var values: [Value] = []
        var illConditioned = false
        for node in formula.nodes {
            let value: Value
            switch node.kind {
            case .number(let n): value = .success(n)
            case .constant(let c): value = .success(.constant(c))
            case .variable(let name): value = variables[name].map(Value.success) ?? .failure(.variableNotSet(name))
            case .previous: value = .success(.zero)  // `ans` of a fresh brain
            case .unit, .physicalConstant, .convert, .base: value = .failure(.notEnoughOperands)  // no units here
            case .unary(let op):
                let argument = values[Int(node.first)]
                if case .success(let x) = argument {
                    let magnitude = abs(x.doubleValue)
                    if (op.takesAngle && magnitude > 1e4) || magnitude > 1e100 { illConditioned = true }
                }
                value = argument.flatMap { $0.applying(op, angle: angle) }
            case .binary(let op):
                value = values[Int(node.first)].flatMap { l in values[Int(node.second)].flatMap { l.applying(op, $0) } }
                // A sum that cancels its operands (`1.5e20 + (−1.5e20 + e)`) keeps only
                // their rounding errors: re-associated, it may differ completely.
                if op == .add || op == .subtract,
                   case .success(let l) = values[Int(node.first)], case .success(let r) = values[Int(node.second)],
                   case .success(let sum) = value,
                   abs(sum.doubleValue) < 1e-6 * max(abs(l.doubleValue), abs(r.doubleValue)) {
                    illConditioned = true
                }
            }
            values.append(value)
        }
        return (values[Int(formula.root)], illConditioned)
    }
}

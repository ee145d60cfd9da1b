/// Formula entry (docs/behaviour.md §11): text read into the same expression trees the keys build.
extension CalculatorBrain {
    /// Parses `text` without evaluating it: nil if it is a formula, else where and why
    /// it is not. `format`'s formula mark (the locale's, `,` in `de_DE`) is accepted
    /// besides `.`.
    public static func checkFormula(_ text: String, format: NumberFormat = .plain) -> FormulaError? {
        do {
            _ = try Formula(text, format: format)
            return nil
        } catch {
            return error
        }
    }

    /// The value `text` would have as an operand of this brain (its variables and angle
    /// unit), without changing anything: a `FormulaError` if it does not parse, a
    /// `CalculatorError` if it cannot be computed.
    /// `ans` stands for the displayed value (an error there is the formula's error).
    public func previewFormula(_ text: String, format: NumberFormat = .plain) -> Result<Number, Error> {
        var scratch = CalculatorBrain(mode: .rpn, angle: angle, variables: variableValues, units: variableUnits)
        let parsed: ParsedFormula
        do {
            parsed = try Self.parseFormula(text, format: format)
        } catch {
            return .failure(error)
        }
        if parsed.formula.nodes.contains(where: { $0.kind == .previous }) {
            // The value only, not the tree: a preview costs the formula, not the session.
            switch value {
            case .success(let shown): scratch.perform(.operand(shown))
            case .failure(let error): return .failure(error)
            }
        }
        scratch.perform(parsed)
        return scratch.value.mapError { $0 }
    }

    /// Enters `text` as one operand (algebraic: the current operand, as a typed number
    /// would be; RPN: pushed), recorded as one `.formula` step so undo removes it whole.
    /// Throws, recording nothing, when it does not parse. With a formula mark other than
    /// `.`, the step records the text with `.` in its place, so it replays in any locale.
    public mutating func perform(formula text: String, format: NumberFormat = .plain) throws(FormulaError) {
        perform(try Self.parseFormula(text, format: format))
    }

    /// Reads `text` once, for `perform(_:)`: a caller that has its own work to do between
    /// knowing a formula parses and entering it (the controller enters a typed number
    /// first in RPN mode) need not read it twice. With a formula mark other than `.`, the
    /// formula keeps its text with its numbers written plainly (`1.000,5` as `1000.5`),
    /// so the step replays in any locale.
    public static func parseFormula(_ text: String, format: NumberFormat = .plain) throws(FormulaError) -> ParsedFormula {
        ParsedFormula(formula: try Formula(text, format: format))
    }

    /// Enters a parsed formula as one operand, recorded as one `.formula` step.
    public mutating func perform(_ parsed: ParsedFormula) {
        record(Program.Instruction.formula(program.intern(parsed.formula)))
    }
}

/// A formula `CalculatorBrain.parseFormula` has read, ready to be entered.
public struct ParsedFormula: Sendable {
    let formula: Formula
}

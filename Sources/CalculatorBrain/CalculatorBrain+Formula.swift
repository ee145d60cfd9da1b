/// Formula entry (docs/behaviour.md §11): text read into the same expression trees the keys build.
extension CalculatorBrain {
    /// Parses `text` without evaluating it: nil if it is a formula, else where and why
    /// it is not. `decimalMark` (the locale's, `,` in `de_DE`) is accepted besides `.`.
    public static func checkFormula(_ text: String, decimalMark: Character? = nil) -> FormulaError? {
        do {
            _ = try Formula(text, decimalMark: decimalMark)
            return nil
        } catch {
            return error
        }
    }

    /// The value `text` would have as an operand of this brain (its variables and angle
    /// unit), without changing anything: a `FormulaError` if it does not parse, a
    /// `CalculatorError` if it cannot be computed.
    /// `ans` stands for the displayed value (an error there is the formula's error).
    public func previewFormula(_ text: String, decimalMark: Character? = nil) -> Result<Number, Error> {
        var scratch = CalculatorBrain(mode: .rpn, angle: angle, variables: variableValues)
        let parsed: ParsedFormula
        do {
            parsed = try Self.parseFormula(text, decimalMark: decimalMark)
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
    /// Throws, recording nothing, when it does not parse. With a `decimalMark`, the step
    /// records the text with `.` in its place, so it replays in any locale.
    public mutating func perform(formula text: String, decimalMark: Character? = nil) throws(FormulaError) {
        perform(try Self.parseFormula(text, decimalMark: decimalMark))
    }

    /// Reads `text` once, for `perform(_:)`: a caller that has its own work to do between
    /// knowing a formula parses and entering it (the controller enters a typed number
    /// first in RPN mode) need not read it twice. With a `decimalMark`, the formula keeps
    /// its text with `.` in the mark's place, so the step replays in any locale.
    public static func parseFormula(_ text: String, decimalMark: Character? = nil) throws(FormulaError) -> ParsedFormula {
        let formula = try Formula(text, decimalMark: decimalMark)
        guard let mark = decimalMark, mark != ".", text.contains(mark) else { return ParsedFormula(formula: formula) }
        // The same characters with `.` for the mark: positions and the tree are unchanged.
        return ParsedFormula(formula: formula.withText(String(text.map { $0 == mark ? "." : $0 })))
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

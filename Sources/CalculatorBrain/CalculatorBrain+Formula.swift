/// Formula entry (SPEC §11): text read into the same expression trees the keys build.
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
    public func previewFormula(_ text: String, decimalMark: Character? = nil) -> Result<Number, Error> {
        var scratch = CalculatorBrain(mode: .rpn, angle: angle, variables: variableValues)
        do {
            try scratch.perform(formula: text, decimalMark: decimalMark)
        } catch {
            return .failure(error)
        }
        return scratch.value.mapError { $0 }
    }

    /// Enters `text` as one operand (algebraic: the current operand, as a typed number
    /// would be; RPN: pushed), recorded as one `.formula` step so undo removes it whole.
    /// Throws, recording nothing, when it does not parse. With a `decimalMark`, the step
    /// records the text with `.` in its place, so it replays in any locale.
    public mutating func perform(formula text: String, decimalMark: Character? = nil) throws(FormulaError) {
        var formula = try Formula(text, decimalMark: decimalMark)
        if let mark = decimalMark, mark != ".", text.contains(mark) {
            // The same characters with `.` for the mark: positions and the tree are unchanged.
            formula = try Formula(String(text.map { $0 == mark ? "." : $0 }))
        }
        record(Program.Instruction.formula(program.intern(formula)))
    }
}

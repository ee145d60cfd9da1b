/// One recorded input of a program (docs/architecture.md, "The brain"). A brain is its list of steps; everything
/// it shows is derived from them, so undo is "drop the last step and replay".
public enum ProgramStep: Hashable, Sendable {
    /// A number the user typed (or a value a new calculation starts from).
    case operand(Number)
    /// `π` or `e`.
    case constant(Constant)
    /// A variable itself (`x`, `y`, `z`, `M`), evaluated with the current values.
    case variable(String)
    /// `rand`: the number drawn when the key was pressed, kept so replay gives it again.
    case random(Double)
    case unary(UnaryOperation)
    case binary(BinaryOperation)
    /// `=` in algebraic mode; `↵` without typing in RPN mode (duplicates the top entry).
    case equals
    /// RPN `x⇄y`.
    case swap
    /// RPN `drop`.
    case drop
    /// A formula (docs/behaviour.md §11), entered as one operand: its text, which is what a property
    /// list keeps and replays. `perform` refuses, recording nothing, text that does not parse.
    case formula(String)
}

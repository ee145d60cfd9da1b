/// What a key did while the formula line might be open.
enum FormulaLineOutcome: Equatable {
    /// Not the line's business: the controller takes the key.
    case notTaken
    /// The key changed only the line (or nothing); the window shows `refresh` after it.
    case changedLine(WindowResponse.Refresh)
    /// The key changed the calculation (a formula went in).
    case changedCalculation
}

/// The formula line (docs/behaviour.md §11), as the presenter keeps it: the one record of
/// whether it is open. The shim shows it and reports each change of its text; it never
/// opens or closes it on its own (Escape is an event, `WindowCommand.formulaCancelled`).
enum FormulaLine: Equatable {
    case closed
    /// Open with `text` (as the shim last reported it). `tookTyping`: it was opened over
    /// a number being typed, which it now holds (`2(`), so Enter replaces that number.
    case open(text: String, tookTyping: Bool)

    var isOpen: Bool { self != .closed }
}

/// What a key did while the formula line might be open.
enum FormulaLineOutcome: Equatable {
    /// Not the line's business: the controller takes the key.
    case notTaken
    /// The key changed only the line (or nothing); the window shows `refresh` after it.
    case changedLine(WindowResponse.Refresh)
    /// The key changed the calculation (a formula went in).
    case changedCalculation
}

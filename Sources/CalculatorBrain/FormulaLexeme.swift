/// A token with where it stands in the text.
struct FormulaLexeme: Sendable {
    var token: FormulaToken
    /// 0-based `Character` offset.
    var position: Int
    /// Length in `Character`s.
    var length: Int
}

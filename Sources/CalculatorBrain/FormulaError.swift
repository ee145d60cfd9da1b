import Localization

/// Why a formula does not parse (docs/behaviour.md §11): where, and what was expected there.
///
/// `position` and `length` count `Character`s of the formula text (0-based), so a window
/// can underline the offending part; `length` is 0 for something missing at `position`
/// (a `)` at the end, say).
public struct FormulaError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The 0-based `Character` offset of the problem in the formula.
    public let position: Int
    /// How many `Character`s the problem spans; 0 when something is missing there.
    public let length: Int
    /// What is wrong, in plain words: "missing `)`", "unknown name `sinx`", ….
    public let message: String

    /// An error at `position` spanning `length` characters.
    public init(position: Int, length: Int, message: String) {
        self.position = position
        self.length = length
        self.message = message
    }

    /// `message` with the 1-based column a person counts: "missing `)` at column 6", in
    /// the user's language (`message` is translated where it is made).
    public var description: String {
        // TRANSLATORS: %1$s is what is wrong in a formula ("missing `)`"), %2$d the
        // column (1 is the first character of the formula).
        tr("%1$s at column %2$d").filled(message, position + 1)
    }
}

extension FormulaError {
    /// A number written right after a variable or constant, with or without a space
    /// (`y2`, `y 2`): refused rather than guessed (docs/behaviour.md §11), with what to
    /// write instead. (After a function's name the number is its argument: `sin2`.)
    static func numberAfterName(_ name: String, _ number: String, position: Int, length: Int) -> FormulaError {
        // TRANSLATORS: advice for `x2`: %1$s is a variable or constant, %2$s the number.
        let advice = tr("write `%1$s × %2$s`").filled(name, number)
        return FormulaError(position: position, length: length,
                            message: tr("a number right after `%1$s`: %2$s").filled(name, advice))
    }
}

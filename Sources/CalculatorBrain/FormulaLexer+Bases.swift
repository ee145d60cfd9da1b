import BigInt
import Localization

/// Integer literals in other bases (docs/behaviour.md §18): `0xFF`, `0b1010`, `0o17`, the
/// prefix in either case, `_` allowed between two digits (`0xFFFF_0000`).
extension FormulaLexer {
    /// A base literal starting at `index` (a `0`) and how many characters it takes; nil
    /// when no digit of the base follows the prefix (`0x` alone stays 0·x). A literal
    /// followed by a letter, a digit the base has not or a decimal mark is refused,
    /// never read as a product or a fraction.
    func baseLiteral(at index: Int) throws(FormulaError) -> (FormulaToken, Int)? {
        guard character(at: index) == "0", let letter = character(at: index + 1),
              let base = IntegerBase.literal(letter),
              let first = character(at: index + 2), base.digitValue(first) != nil else { return nil }
        var digits = ""
        var i = index + 2
        while let c = character(at: i) {
            if base.digitValue(c) != nil {
                digits.append(c)
            } else if c == "_", let next = character(at: i + 1), base.digitValue(next) != nil {
                // between two digits only
            } else {
                break
            }
            i += 1
        }
        if let c = character(at: i), c.isLetter || ("0"..."9").contains(c) || c == "." || c == "," || c == "_" {
            throw FormulaError(position: i, length: 1,
                               // TRANSLATORS: %1$s is a character, %2$s a literal such as 0xFF.
                               message: tr("`%1$s` cannot follow `%2$s`: a base literal is a whole number of its base's digits")
                                   .filled(QuotedInput.printable(String(c)), text(at: index, length: i - index)))
        }
        guard digits.count <= Number.maximumTextLength, let value = BigInt(digits, radix: base.rawValue) else {
            throw FormulaError(position: index, length: i - index, message: tr("number too long"))
        }
        return (.number(.exact(Rational(value))), i - index)
    }
}

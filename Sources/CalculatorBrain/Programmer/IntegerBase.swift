import BigInt

/// A base integers are written in (docs/behaviour.md §18): the literals `0xFF`, `0b1010`,
/// `0o17`, the conversions `to hex|bin|oct|dec` and programmer mode's display.
public enum IntegerBase: Int, CaseIterable, Sendable, Hashable {
    case binary = 2
    case octal = 8
    case decimal = 10
    case hexadecimal = 16

    /// The letter after `0` that starts a literal in this base (`x`, `b`, `o`), nil for decimal.
    var literalLetter: Character? {
        switch self {
        case .binary: "b"
        case .octal: "o"
        case .decimal: nil
        case .hexadecimal: "x"
        }
    }

    /// The prefix results are written with: `0x`, `0b`, `0o`, none for decimal.
    public var prefix: String { literalLetter.map { "0" + String($0) } ?? "" }

    /// The word after `to` that converts to this base: `hex`, `bin`, `oct`, `dec`.
    public var conversionName: String {
        switch self {
        case .binary: "bin"
        case .octal: "oct"
        case .decimal: "dec"
        case .hexadecimal: "hex"
        }
    }

    /// The base whose literal starts `0` and `letter` (either case: `x`, `b`, `o`).
    public static func literal(_ letter: Character) -> IntegerBase? {
        allCases.first { $0.literalLetter == Character(letter.lowercased()) }
    }

    /// The base a conversion word names (any case: `HEX`).
    static func named(_ word: String) -> IntegerBase? {
        allCases.first { $0.conversionName == word.lowercased() }
    }

    /// The value of `c` as a digit of this base (`A`–`F` in either case for 16), nil
    /// when the base has no such digit.
    public func digitValue(_ c: Character) -> Int? {
        guard let a = c.asciiValue else { return nil }
        let value: Int
        switch a {
        case 0x30...0x39: value = Int(a - 0x30)
        case 0x41...0x46: value = Int(a - 0x41) + 10
        case 0x61...0x66: value = Int(a - 0x61) + 10
        default: return nil
        }
        return value < rawValue ? value : nil
    }

    /// `value`'s digits in this base, upper-case, without a prefix or sign (`FF`).
    public func digits(_ value: BigUInt) -> String {
        String(value, radix: rawValue, uppercase: true)
    }

    /// `value` as a result in this base is written: `0xFF`, `−0b101`, `255`.
    public func text(_ value: BigInt) -> String {
        (value.sign == .minus && !value.isZero ? "−" : "") + prefix + digits(value.magnitude)
    }
}

import Localization

/// Programmer mode's operations (docs/behaviour.md §18): the bitwise ones, shifts and
/// rotations, and the integer arithmetic, each over an `IntegerWord`.
public enum IntegerOperation: String, CaseIterable, Sendable, Hashable {
    case add = "+", subtract = "−", multiply = "×", divide = "÷", modulo = "mod", power = "^"
    case and, or, xor, nand, nor
    case shiftLeft = "<<", shiftRight = ">>", rotateLeft = "rol", rotateRight = "ror"

    /// How tightly it binds, as in C (loosest first: `or nor`, `xor`, `and nand`, shifts
    /// and rotations, `+ −`, `× ÷ mod`); `^` binds tighter than all, right to left.
    var level: Int {
        switch self {
        case .or, .nor: 1
        case .xor: 2
        case .and, .nand: 3
        case .shiftLeft, .shiftRight, .rotateLeft, .rotateRight: 4
        case .add, .subtract: 5
        case .multiply, .divide, .modulo: 6
        case .power: 8
        }
    }

    /// The operation of `a` and `b` in `word`, wrapped to it.
    public func apply(_ a: UInt64, _ b: UInt64, in word: IntegerWord) throws(CalculatorError) -> UInt64 {
        let mask = word.mask
        let a = a & mask, b = b & mask
        let n = UInt64(word.bits)
        switch self {
        case .add: return (a &+ b) & mask
        case .subtract: return (a &- b) & mask
        case .multiply: return (a &* b) & mask
        case .divide, .modulo:
            guard b != 0 else { throw self == .divide ? .divisionByZero : .outsideDomain(function: "mod") }
            if word.signed {
                // Truncating, as C: the remainder has the dividend's sign; the one overflow,
                // the most negative value ÷ −1, wraps to itself.
                let x = word.signedValue(a), y = word.signedValue(b)
                let r = self == .divide ? x.dividedReportingOverflow(by: y).partialValue
                    : x.remainderReportingOverflow(dividingBy: y).partialValue
                return UInt64(bitPattern: r) & mask
            }
            return self == .divide ? a / b : a % b
        case .power:
            if word.signed, word.signedValue(b) < 0 {
                throw .integerOnly(detail: tr("A negative power has no whole result in programmer mode"))
            }
            var result: UInt64 = 1, base = a, e = b
            while e > 0 {
                if e & 1 == 1 { result = result &* base }
                base = base &* base
                e >>= 1
            }
            return result & mask
        case .and: return a & b
        case .or: return a | b
        case .xor: return a ^ b
        case .nand: return ~(a & b) & mask
        case .nor: return ~(a | b) & mask
        case .shiftLeft, .shiftRight:
            if word.signed, word.signedValue(b) < 0 {
                throw .integerOnly(detail: tr("A shift by a negative number of bits"))
            }
            if self == .shiftLeft { return b >= n ? 0 : (a << b) & mask }
            if word.signed {
                // Arithmetic: the sign bit fills in.
                return UInt64(bitPattern: word.signedValue(a) >> Int64(min(b, 63))) & mask
            }
            return b >= n ? 0 : a >> b
        case .rotateLeft, .rotateRight:
            // By the count modulo the word size (floored: `rol −1` is `ror 1`).
            let count = word.signed ? UInt64(((word.signedValue(b) % Int64(n)) + Int64(n)) % Int64(n)) : b % n
            let left = self == .rotateLeft ? count : (n - count) % n
            guard left != 0 else { return a }
            return ((a << left) | (a >> (n - left))) & mask
        }
    }

    /// `not`: every bit of the word flipped.
    public static func not(_ a: UInt64, in word: IntegerWord) -> UInt64 { ~a & word.mask }

    /// `−a`, wrapped (`−1` unsigned is the largest value).
    public static func negate(_ a: UInt64, in word: IntegerWord) -> UInt64 { (0 &- a) & word.mask }
}

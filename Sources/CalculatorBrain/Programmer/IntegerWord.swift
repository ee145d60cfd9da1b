import BigInt

/// The integers of programmer mode (docs/behaviour.md §18): a word of 8, 16, 32 or 64 bits,
/// read as two's complement or unsigned. A value is kept as its bit pattern in a `UInt64`,
/// the bits above the word always 0, so every operation wraps as the hardware does.
public struct IntegerWord: Hashable, Sendable {
    /// The word sizes a user chooses among, as Windows Calculator's BYTE…QWORD.
    public static let sizes = [8, 16, 32, 64]

    /// 8, 16, 32 or 64.
    public let bits: Int
    /// Two's complement when true; unsigned otherwise.
    public let signed: Bool

    /// 64 bits, signed: the default.
    public static let standard = IntegerWord(bits: 64, signed: true)

    /// A word of `bits` (one of `sizes`; any other is taken as 64).
    public init(bits: Int, signed: Bool) {
        self.bits = Self.sizes.contains(bits) ? bits : 64
        self.signed = signed
    }

    /// The word's bits set.
    public var mask: UInt64 { bits == 64 ? .max : (1 << UInt64(bits)) - 1 }

    /// The bit pattern of any integer: it modulo 2^bits.
    public func pattern(_ value: BigInt) -> UInt64 {
        let modulus = BigInt(1) << bits
        var r = value % modulus
        if r.sign == .minus { r += modulus }
        return UInt64(r)
    }

    /// The integer a pattern stands for: negative when signed and its top bit is set.
    public func value(_ pattern: UInt64) -> BigInt {
        let p = pattern & mask
        if signed, p >> UInt64(bits - 1) & 1 == 1 { return BigInt(p) - (BigInt(1) << bits) }
        return BigInt(p)
    }

    /// The pattern sign-extended to 64 bits, for the signed operations.
    func signedValue(_ pattern: UInt64) -> Int64 {
        let shift = UInt64(64 - bits)
        return Int64(bitPattern: pattern << shift) >> Int64(shift)
    }

    /// `pattern` in `base`'s digits without a prefix (`FF`); the binary padded with the
    /// word's leading zeros and grouped by 4 (`0000 1111`) when `grouped`.
    public func digits(_ pattern: UInt64, base: IntegerBase, grouped: Bool = false) -> String {
        let p = pattern & mask
        guard base != .decimal else { return value(p).description.replacingMinus }
        let text = String(p, radix: base.rawValue, uppercase: true)
        guard grouped, base == .binary else { return text }
        let padded = String(repeating: "0", count: bits - text.count) + text
        var out = ""
        for (i, c) in padded.enumerated() {
            if i > 0, i % 4 == 0 { out.append(" ") }
            out.append(c)
        }
        return out
    }
}

extension String {
    /// `-` written as the display's `−`.
    fileprivate var replacingMinus: String {
        first == "-" ? "−" + dropFirst() : self
    }
}

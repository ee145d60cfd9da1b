import BigInt

/// An exact fraction `numerator / denominator`, always in lowest terms with a positive
/// denominator, so that equal values are equal structs (and hash alike).
///
/// Exact arithmetic is what lets `0.1 + 0.2` be `0.3` (docs/behaviour.md §6). Most values a calculator
/// sees are small, so a value whose parts fit in an `Int` is stored as two `Int`s and the
/// arithmetic on it avoids `BigInt` altogether; only a result that overflows moves to
/// `BigInt` storage.
public struct Rational: Hashable, Sendable {
    /// The two representations. The choice is canonical (`small` exactly when both parts
    /// fit, see `init(reducedNumerator:denominator:)`), so synthesized equality is value
    /// equality.
    enum Storage: Hashable, Sendable {
        /// Numerator in `-Int.max ... Int.max` (never `Int.min`, so negating can't trap),
        /// denominator in `1 ... Int.max`.
        case small(Int, Int)
        /// Anything else; denominator positive.
        case big(BigInt, BigInt)
    }

    let storage: Storage

    /// The sign-carrying numerator of the reduced fraction.
    public var numerator: BigInt {
        switch storage {
        case .small(let n, _): BigInt(n)
        case .big(let n, _): n
        }
    }

    /// The positive denominator of the reduced fraction (1 for integers).
    public var denominator: BigInt {
        switch storage {
        case .small(_, let d): BigInt(d)
        case .big(_, let d): d
        }
    }

    /// Wraps parts that are already reduced with a positive denominator, choosing the
    /// canonical storage.
    init(reducedNumerator n: BigInt, denominator d: BigInt) {
        if let sn = Int(exactly: n), sn != .min, let sd = Int(exactly: d) {
            storage = .small(sn, sd)
        } else {
            storage = .big(n, d)
        }
    }

    /// Wraps small parts that are already reduced with a positive denominator.
    init(reducedSmall n: Int, _ d: Int) {
        if n == .min {
            storage = .big(BigInt(n), BigInt(d))
        } else {
            storage = .small(n, d)
        }
    }

    /// The integer `value`.
    public init(_ value: Int) {
        self.init(reducedSmall: value, 1)
    }

    /// The integer `value`.
    public init(_ value: BigInt) {
        self.init(reducedNumerator: value, denominator: 1)
    }

    /// `numerator / denominator`, reduced. The denominator must not be zero (a programming
    /// error: callers report division by zero as a `CalculatorError` before getting here).
    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "Rational with a zero denominator")
        if let n = Int(exactly: numerator), let d = Int(exactly: denominator),
            n != .min, d != .min
        {
            self.init(small: n, d)
            return
        }
        let (n, d) = GMP.reduced(numerator, denominator)
        self.init(reducedNumerator: n, denominator: d)
    }

    /// `numerator / denominator` for `Int` parts, reduced. The denominator must not be zero.
    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0, "Rational with a zero denominator")
        if numerator == .min || denominator == .min {
            self.init(BigInt(numerator), BigInt(denominator))
        } else {
            self.init(small: numerator, denominator)
        }
    }

    /// Reduces `n / d` (neither `Int.min`, `d` nonzero) without leaving `Int`.
    init(small n: Int, _ d: Int) {
        let g = Rational.gcd(n.magnitude, d.magnitude)
        let sign = d < 0 ? -1 : 1
        self.init(reducedSmall: sign * n / Int(g), sign * d / Int(g))
    }

    /// Euclid's algorithm on machine words; `gcd(0, 0)` is 1 so it can always divide.
    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }

    /// Zero.
    public static let zero = Rational(0)
    /// One.
    public static let one = Rational(1)

    /// True when the value is a whole number (denominator 1).
    public var isInteger: Bool {
        switch storage {
        case .small(_, let d): d == 1
        case .big(_, let d): d == 1
        }
    }

    /// True for zero.
    public var isZero: Bool {
        if case .small(0, _) = storage { return true }
        return false
    }

    /// −1, 0 or 1 according to the sign of the value.
    public var signum: Int {
        switch storage {
        case .small(let n, _): n.signum()
        case .big(let n, _): n.sign == .minus ? -1 : 1  // big is never zero
        }
    }

    /// The absolute value.
    public var magnitude: Rational {
        signum < 0 ? -self : self
    }

    /// The value as an `Int` when it is a whole number that fits, else nil.
    public var intValue: Int? {
        if case .small(let n, 1) = storage { return n }
        return nil
    }

    /// The larger of the bit widths of numerator and denominator magnitudes: the size
    /// that exact arithmetic bounds (see `Number`).
    public var bitWidth: Int {
        switch storage {
        case .small(let n, let d):
            return Int.bitWidth - Swift.min(n.magnitude.leadingZeroBitCount, d.leadingZeroBitCount)
        case .big(let n, let d):
            return Swift.max(n.magnitude.bitWidth, d.magnitude.bitWidth)
        }
    }
}

extension Rational: CustomStringConvertible {
    /// `"3/4"`, `"-7"`: numerator, then `/denominator` unless it is 1. This is also the
    /// exact form `Number.serialized` writes.
    public var description: String {
        switch storage {
        case .small(let n, 1): String(n)
        case .small(let n, let d): "\(n)/\(d)"
        case .big(let n, let d): d == 1 ? n.description : "\(n)/\(d)"
        }
    }
}

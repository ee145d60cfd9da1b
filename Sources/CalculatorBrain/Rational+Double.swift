import BigInt
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exact conversions between `Rational` and `Double`.
extension Rational {
    /// The exact value of a finite `Double` (every finite `Double` is a fraction with a
    /// power-of-two denominator); nil for infinities and NaN.
    public init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if let i = Int(exactly: value) {
            self.init(i)
            return
        }
        // value = ±mantissa · 2^exponent, with the implicit leading bit for normal numbers.
        let bits = value.significandBitPattern
        var mantissa: UInt64
        var exponent: Int
        if value.exponentBitPattern == 0 {
            mantissa = bits
            exponent = Double.leastNormalMagnitude.exponent - Double.significandBitCount
        } else {
            mantissa = bits | (1 << UInt64(Double.significandBitCount))
            exponent = Int(value.exponentBitPattern) - 1023 - Double.significandBitCount
        }
        // Not an Int, so it has a fractional part or is beyond Int: both handled below.
        let shift = Swift.min(mantissa.trailingZeroBitCount, Swift.max(-exponent, 0))
        mantissa >>= UInt64(shift)
        exponent += shift
        let signed = BigInt(mantissa) * (value < 0 ? -1 : 1)
        if exponent >= 0 {
            self.init(reducedNumerator: signed << exponent, denominator: 1)
        } else {
            self.init(reducedNumerator: signed, denominator: BigInt(1) << -exponent)
        }
    }

    /// The nearest `Double` (ties to even), as if the exact quotient were rounded once:
    /// ±infinity beyond the `Double` range, ±0 below half the smallest subnormal.
    public var doubleValue: Double {
        switch storage {
        case .small(let n, let d):
            // Both parts exact as Doubles: one IEEE division rounds correctly.
            if n.magnitude <= 1 << 53 && d <= 1 << 53 {
                return Double(n) / Double(d)
            }
        case .big:
            break
        }
        let value = Rational.roundedQuotient(numerator.magnitude, denominator.magnitude)
        return signum < 0 ? -value : value
    }

    /// `a / b` (b > 0) rounded to the nearest `Double`, ties to even.
    private static func roundedQuotient(_ a: BigUInt, _ b: BigUInt) -> Double {
        if a.isZero { return 0 }
        // Scale so that the integer quotient q has 54 or 55 bits:
        // a/b lies in (2^(la−lb−1), 2^(la−lb+1)), so a·2^s/b lies in (2^53, 2^55).
        let s = 54 - (a.bitWidth - b.bitWidth)
        let (scaledA, scaledB) = s >= 0 ? (a << s, b) : (a, b << -s)
        let (q, r) = scaledA.quotientAndRemainder(dividingBy: scaledB)
        // value = (q + r/scaledB) · 2^−s; its binary exponent is E.
        let e = q.bitWidth - 1 - s
        if e > Double.greatestFiniteMagnitude.exponent { return .infinity }
        // 53 significant bits for normal results, fewer for subnormal ones.
        let minExponent = Double.leastNormalMagnitude.exponent
        let precision = e >= minExponent ? 53 : 53 - (minExponent - e)
        let drop = q.bitWidth - precision
        if drop > q.bitWidth { return 0 }  // below half the smallest subnormal
        var mantissa = q >> drop
        let dropped = q - (mantissa << drop)
        let half = BigUInt(1) << (drop - 1)
        if dropped > half || (dropped == half && (!r.isZero || mantissa[bitAt: 0])) {
            mantissa += 1
        }
        // mantissa ≤ 2^53 is exact as a Double; scaling by a power of two is exact unless
        // it overflows, which is then the correct infinity.
        return Double(sign: .plus, exponent: drop - s, significand: Double(UInt64(mantissa)))
    }

    /// log₂ of the magnitude (the value must not be zero), from the leading 64 bits of
    /// numerator and denominator: constant cost for any size, good to about 1e−15, which
    /// is what estimating a result's size before building it needs.
    var log2Magnitude: Double {
        let (n, d) = log2Parts
        return n - d
    }

    /// log₂ of the longer of numerator and denominator (magnitudes): the size in bits,
    /// without rounding up, that powers multiply.
    var log2LongerPart: Double {
        let (n, d) = log2Parts
        return Swift.max(n, d)
    }

    /// log₂ of the magnitudes of numerator and denominator. Small storage needs no
    /// `BigInt` (every × and ÷ key estimates its result's size from these).
    private var log2Parts: (numerator: Double, denominator: Double) {
        switch storage {
        case .small(let n, let d):
            (log2(Double(n.magnitude)), log2(Double(d)))
        case .big(let n, let d):
            (Rational.binaryLogarithm(n.magnitude), Rational.binaryLogarithm(d.magnitude))
        }
    }

    private static func binaryLogarithm(_ n: BigUInt) -> Double {
        let shift = Swift.max(0, n.bitWidth - 64)
        return log2(Double(UInt64(n >> shift))) + Double(shift)
    }
}

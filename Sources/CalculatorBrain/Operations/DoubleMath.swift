#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operations in `Double`, for the operation tables' graph forms
/// (`UnaryOperation.Entry.double`, `BinaryOperation.Entry.double`), as the brain defines
/// them: NaN where the brain gives an error. The C library's functions are named apart
/// from the operations that share their names (`UnaryOperation.sin`).
public enum DoubleMath {
    static let ln10 = M_LN10
    static let ln2 = M_LN2

    @Sendable static func cubeRoot(_ x: Double) -> Double { cbrt(x) }
    @Sendable static func sine(_ x: Double) -> Double { sin(x) }
    @Sendable static func cosine(_ x: Double) -> Double { cos(x) }
    @Sendable static func tangent(_ x: Double) -> Double { tan(x) }
    @Sendable static func arcsine(_ x: Double) -> Double { asin(x) }
    @Sendable static func arccosine(_ x: Double) -> Double { acos(x) }
    @Sendable static func arctangent(_ x: Double) -> Double { atan(x) }
    /// The logarithm of 0 is −∞, of a negative number NaN: both undefined.
    @Sendable static func naturalLogarithm(_ x: Double) -> Double { log(x) }
    @Sendable static func commonLogarithm(_ x: Double) -> Double { log10(x) }
    @Sendable static func exponential(_ x: Double) -> Double { exp(x) }
    @Sendable static func hyperbolicSine(_ x: Double) -> Double { sinh(x) }
    @Sendable static func hyperbolicCosine(_ x: Double) -> Double { cosh(x) }
    @Sendable static func hyperbolicTangent(_ x: Double) -> Double { tanh(x) }
    @Sendable static func areaSine(_ x: Double) -> Double { asinh(x) }
    @Sendable static func areaCosine(_ x: Double) -> Double { acosh(x) }
    @Sendable static func areaTangent(_ x: Double) -> Double { atanh(x) }
    @Sendable static func binaryLogarithm(_ x: Double) -> Double { log2(x) }

    /// `u!`: for whole `0 ≤ u ≤ 170` from the table (exact up to 22!), otherwise Γ(u + 1)
    /// (docs/behaviour.md §15); NaN at the negative whole numbers, its poles, and beyond
    /// a `Double` (as the brain: outside the domain or too large).
    @Sendable static func factorial(_ u: Double) -> Double {
        if u >= 0, u <= 170, u.rounded(.towardZero) == u { return factorials[Int(u)] }
        if u < 0, u.rounded(.towardZero) == u { return .nan }
        let value = tgamma(u + 1)
        return value.isFinite ? value : .nan
    }

    /// 0! … 170!, each the product of the one before (exact up to 22!).
    static let factorials: [Double] = {
        var table: [Double] = [1]
        for k in 1...170 { table.append(table[k - 1] * Double(k)) }
        return table
    }()

    /// `x ^ y` with the brain's domain: a negative base needs a whole exponent, `0 ^ −n`
    /// is a division by zero (NaN, infinite: both undefined).
    /// Inlinable: the graph calls it for every point of `x^y`.
    @inlinable @Sendable public static func power(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x < 0 && y.rounded(.towardZero) != y {
            // An odd root, as the brain has it for an exact p/q with q odd
            // (docs/behaviour.md §6): y is the Double nearest p/q.
            guard let p = oddRootNumerator(y) else { return .nan }
            let magnitude = pow(-x, y)
            return p % 2 == 0 ? magnitude : -magnitude
        }
        return pow(x, y)
    }

    /// p when `y` is the `Double` nearest a fraction p/q in lowest terms with an odd q
    /// from 3 to 63, else nil.
    @usableFromInline static func oddRootNumerator(_ y: Double) -> Int? {
        guard y.isFinite, Swift.abs(y) < 1e6 else { return nil }
        var q = 3
        while q < 64 {
            let p = (y * Double(q)).rounded()
            if p / Double(q) == y, p.truncatingRemainder(dividingBy: Double(q)) != 0 {
                var (a, b) = (Int(Swift.abs(p)), q)
                while b != 0 { (a, b) = (b, a % b) }
                if a == 1 { return Int(p) }
            }
            q += 2
        }
        return nil
    }

    /// Floored modulo: fmod is exact; floored, the result takes w's sign.
    @Sendable static func modulo(_ u: Double, _ w: Double) -> Double {
        guard w != 0 else { return .nan }
        let r = fmod(u, w)
        return r != 0 && (r < 0) != (w < 0) ? r + w : r
    }

    /// log_w u: u > 0, w > 0 and w ≠ 1.
    @Sendable static func logarithm(_ u: Double, _ w: Double) -> Double {
        u > 0 && w > 0 && w != 1 ? log(u) / log(w) : .nan
    }

    /// Whole numbers below 2^53 only (beyond, a `Double` is not every whole number).
    private static func whole(_ x: Double) -> Int64? {
        guard x.rounded(.towardZero) == x, Swift.abs(x) < 9_007_199_254_740_992 else { return nil }
        return Int64(x)
    }

    /// gcd (or lcm) of two whole numbers below 2^53; NaN for any other.
    @Sendable static func divisor(gcd: Bool, _ u: Double, _ w: Double) -> Double {
        guard var a = whole(u)?.magnitude, var b = whole(w)?.magnitude else { return .nan }
        let (x, y) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        if gcd { return Double(a) }
        return a == 0 ? 0 : Double(x / a) * Double(y)
    }

    /// ncr (or npr) of two whole numbers below 2^53; NaN for any other.
    @Sendable static func arrangements(combinations: Bool, _ u: Double, _ w: Double) -> Double {
        guard let n = whole(u), let k = whole(w), n >= 0, k >= 0 else { return .nan }
        if k > n { return 0 }
        let terms = combinations ? Swift.min(k, n - k) : k
        var result = 1.0
        var i: Int64 = 1
        while i <= terms, result.isFinite {
            result *= Double(n - terms + i)
            if combinations { result /= Double(i) }
            i += 1
        }
        return combinations ? result.rounded() : result
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's functions in `Double`, for the operation table's graph forms
/// (`UnaryOperation.Entry.double`): named apart from the operations that share their
/// names (`UnaryOperation.sin`), and NaN where the brain gives an error.
enum DoubleMath {
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
}

/// An inexact value: the `Double` nearest to its true value, and, for a value
/// computed from exact numbers, π and e, how it was computed (`RealNode`), so that its
/// digits can be computed to any precision.
///
/// A `Real` made by an operation is certain: `double` is the correctly rounded `Double`
/// of the true value, and the 15 digits the display shows are the true value rounded
/// once. A `Real` made from a `Double` alone (`Real(_:)`: a saved value, a drawn random
/// number) stands for that `Double`'s exact value.
///
/// Equality and hashing look at `double` only, as they did when inexact values were
/// `Double`s.
public struct Real: Hashable, Sendable {
    /// The true value rounded to the nearest `Double`.
    public let double: Double
    /// How the value was computed; nil for a value that is `double` exactly.
    let node: RealNode?

    /// The value `d` exactly.
    public init(_ d: Double) {
        double = d
        node = nil
    }

    init(_ d: Double, node: RealNode) {
        double = d
        self.node = node
    }

    public static func == (a: Real, b: Real) -> Bool { a.double == b.double }

    public func hash(into hasher: inout Hasher) { hasher.combine(double) }

    /// The operand a node computed from this value uses.
    var operand: RealNode.Operand {
        node.map(RealNode.Operand.node) ?? .double(double)
    }

    /// The significant digits of |value| rounded once, half away from zero, to `digits`
    /// (1…15) significant digits, without trailing zeros, and the decimal exponent of the
    /// first; nil for a value that is `double` exactly (its digits are those of the
    /// `Double`). Computed to the precision that makes them certain (to the precision
    /// limit, beyond which the value is taken to be the middle of its interval).
    func roundedDigits(_ digits: Int) -> (digits: String, exponent: Int)? {
        guard let node else { return nil }
        if digits == Real.shownDigits { return node.shown }
        var precision = Real.firstPrecision
        while true {
            let interval = node.enclosure(precision)
            if let rounded = interval.roundedDigits(digits) { return rounded }
            if precision >= Real.precisionLimit {
                return interval.roundedDigits(digits, middle: true) ?? node.shown
            }
            precision = Real.nextPrecision(precision)
        }
    }

    /// The digits computed when the value is made.
    static let shownDigits = 15

    /// The first working precision in bits: 15 digits need 50, and the rest is room for
    /// the rounding of a few steps, so that most values are certain at once.
    static let firstPrecision = 160

    /// The precision limit in bits: a value whose digits are not certain at this precision
    /// is taken to be the middle of its interval (and 0 when the interval holds 0: docs/behaviour.md §6).
    static let precisionLimit = 10_240

    /// The precision after `p`: twice as many bits, up to the limit.
    static func nextPrecision(_ p: Int) -> Int {
        Swift.min(2 * p, precisionLimit)
    }

    /// The rung of the precision ladder (160·2^k, or the limit) at or above `bits`.
    static func precision(atLeast bits: Int) -> Int {
        var p = firstPrecision
        while p < bits && p < precisionLimit { p = nextPrecision(p) }
        return p
    }
}

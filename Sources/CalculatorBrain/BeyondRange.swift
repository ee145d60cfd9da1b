/// An exact value outside the exact range (docs/behaviour.md §6), whose own display is
/// "result too large" (or "too small"), kept beside that error while it is short enough to
/// hold, so that a power it is the exponent of is still decided on the true value:
/// `(−1)^(10^10000)` is 1 and `0^(10^10000)` is 0, while `2^(10^10000)` stays too large.
final class BeyondRange: Sendable {
    let value: Rational

    init(_ value: Rational) { self.value = value }

    /// The most bits a held value has: twice the exact limit, about `1e20000`.
    static let maximumBits = 2 * Number.maximumExactBits

    /// `a op b` for exact operands whose result is outside the exact range: a whole power
    /// or a product, when no longer than `maximumBits`; nil otherwise (`10^10^10` is never
    /// built).
    static func make(_ a: Number, _ op: BinaryOperation, _ b: Number) -> BeyondRange? {
        guard case .exact(let x) = a, case .exact(let y) = b else { return nil }
        switch op {
        case .power:
            guard let n = y.intValue, Double(n.magnitude) * x.log2LongerPart <= Double(maximumBits) else { return nil }
            return BeyondRange(x.power(n))
        case .multiply:
            guard x.bitWidth + y.bitWidth <= maximumBits else { return nil }
            return BeyondRange(x * y)
        default:
            return nil  // only products and powers leave the exact range by their size alone
        }
    }

    /// `left op right` with the exponent of a power read from `heldRight` when the right
    /// operand is an error beyond the range that holds one; the result's own held value.
    static func combine(_ op: BinaryOperation, _ left: Value, _ right: Value,
                        heldRight: BeyondRange?) -> (Value, BeyondRange?) {
        if op == .power, let exponent = heldRight, case .failure = right, case .success(let base) = left {
            return (base.applying(.power, .exact(exponent.value)), nil)
        }
        let value = left.flatMap { l in right.flatMap { r in l.applying(op, r) } }
        guard case .failure(let error) = value, error == .resultTooLarge || error == .resultTooSmall,
              case .success(let l) = left, case .success(let r) = right
        else { return (value, nil) }
        return (value, make(l, op, r))
    }
}

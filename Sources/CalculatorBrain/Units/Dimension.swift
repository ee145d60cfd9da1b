/// What a quantity measures, as whole exponents of the base dimensions (docs/behaviour.md
/// §16): metre, kilogram, second, ampere, kelvin, mole, candela, bit, radian and money
/// (one currency, the euro, through which every rate goes). A plain number has all zero.
public struct Dimension: Hashable, Sendable {
    /// The number of base dimensions.
    static let count = 10
    /// The base units' symbols, in the order of `exponents`.
    static let baseSymbols = ["m", "kg", "s", "A", "K", "mol", "cd", "bit", "rad", "EUR"]
    /// The index of the temperature, angle and money exponents.
    static let temperature = 4, angle = 8, money = 9

    /// One exponent per base dimension.
    var exponents: [Int8]

    init(_ exponents: [Int8]) {
        precondition(exponents.count == Self.count)
        self.exponents = exponents
    }

    /// A plain number's dimension.
    static let none = Dimension([Int8](repeating: 0, count: count))

    /// True for a plain number.
    var isNone: Bool { exponents.allSatisfy { $0 == 0 } }

    /// One base dimension alone: `base(angle)` is an angle.
    static func base(_ index: Int) -> Dimension {
        var exponents = none.exponents
        exponents[index] = 1
        return Dimension(exponents)
    }

    /// The dimension raised to a whole power; nil when an exponent leaves Int8.
    func power(_ n: Int) -> Dimension? {
        var result: [Int8] = []
        for e in exponents {
            let p = Int(e) * n
            guard let small = Int8(exactly: p) else { return nil }
            result.append(small)
        }
        return Dimension(result)
    }

    /// The product's dimension; nil when an exponent leaves Int8.
    func adding(_ other: Dimension) -> Dimension? {
        var result: [Int8] = []
        for (a, b) in zip(exponents, other.exponents) {
            guard let sum = Int8(exactly: Int(a) + Int(b)) else { return nil }
            result.append(sum)
        }
        return Dimension(result)
    }
}

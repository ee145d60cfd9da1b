/// A product of units with whole exponents (`km·h⁻¹`, `m²`, `kg·m·s⁻²`): the unit a
/// quantity is written in (docs/behaviour.md §16). Terms keep the order they were first
/// written in, so `km/h` prints as typed.
struct UnitProduct: Hashable, Sendable {
    struct Term: Hashable, Sendable {
        var unit: UnitReference
        var exponent: Int
    }

    var terms: [Term] = []

    /// No unit: a plain number.
    static let none = UnitProduct()

    init(terms: [Term] = []) {
        self.terms = terms
    }

    init(_ unit: UnitReference) {
        terms = [Term(unit: unit, exponent: 1)]
    }

    var isNone: Bool { terms.isEmpty }

    /// The one unit, when the product is a single unit to the first power.
    var single: UnitReference? {
        terms.count == 1 && terms[0].exponent == 1 ? terms[0].unit : nil
    }

    /// What the product measures; nil when an exponent leaves the range kept.
    func dimension(in catalog: UnitCatalog) -> Dimension? {
        var result = Dimension.none
        for term in terms {
            guard let d = catalog.definition(term.unit).dimension.power(term.exponent),
                  let sum = result.adding(d) else { return nil }
            result = sum
        }
        return result
    }

    /// Every exponent times `n`.
    func power(_ n: Int) -> UnitProduct {
        UnitProduct(terms: n == 0 ? [] : terms.map { Term(unit: $0.unit, exponent: $0.exponent * n) })
    }

    /// The product as written: `m²`, `km/h`, `kg·m/s²`, `s⁻¹` (a quotient with nothing
    /// above the bar is written with negative exponents).
    func text(in catalog: UnitCatalog) -> String {
        let above = terms.filter { $0.exponent > 0 }
        let below = terms.filter { $0.exponent < 0 }
        func write(_ term: Term, _ exponent: Int) -> String {
            catalog.symbol(term.unit) + (exponent == 1 ? "" : Self.superscript(exponent))
        }
        if above.isEmpty { return below.map { write($0, $0.exponent) }.joined(separator: "·") }
        var text = above.map { write($0, $0.exponent) }.joined(separator: "·")
        if !below.isEmpty {
            let denominator = below.map { write($0, -$0.exponent) }.joined(separator: "·")
            text += below.count > 1 ? "/(\(denominator))" : "/\(denominator)"
        }
        return text
    }

    /// `²`, `⁻¹`, `¹²`.
    static func superscript(_ n: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        let body = String(String(n.magnitude).map { digits[Int($0.asciiValue! - 48)] })
        return n < 0 ? "⁻" + body : body
    }
}

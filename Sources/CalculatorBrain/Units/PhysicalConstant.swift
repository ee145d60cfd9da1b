/// The physical constants a formula may name (docs/behaviour.md §16): CODATA 2022's
/// recommended values, the SI's defining constants exact. Their names clash with no unit,
/// variable or function (`h` is the hour, `g` the gram, `e` Euler's number).
public struct PhysicalConstant: Sendable {
    /// The names a formula uses for it, the first the one listed.
    public let names: [String]
    /// What it is, in English (`--list-units`).
    public let title: String
    /// The value in `unit`, as decimal text (exact for the SI's defining constants).
    let value: String
    /// Set when the value is π-free but divided by 2π (ħ): computed at first use.
    let dividedByTwoPi: Bool
    /// Its unit: symbols of the catalogue with exponents.
    let unit: [(String, Int)]

    /// Every constant, in the order `--list-units` lists them.
    public static let all: [PhysicalConstant] = [
        PhysicalConstant(names: ["c"], title: "speed of light in vacuum (exact)",
                         value: "299792458", dividedByTwoPi: false, unit: [("m", 1), ("s", -1)]),
        PhysicalConstant(names: ["planck"], title: "Planck constant h (exact)",
                         value: "6.62607015e-34", dividedByTwoPi: false, unit: [("J", 1), ("s", 1)]),
        PhysicalConstant(names: ["hbar", "ħ"], title: "reduced Planck constant h/2π (exact)",
                         value: "6.62607015e-34", dividedByTwoPi: true, unit: [("J", 1), ("s", 1)]),
        PhysicalConstant(names: ["G"], title: "Newtonian constant of gravitation",
                         value: "6.67430e-11", dividedByTwoPi: false, unit: [("m", 3), ("kg", -1), ("s", -2)]),
        PhysicalConstant(names: ["boltzmann"], title: "Boltzmann constant k (exact)",
                         value: "1.380649e-23", dividedByTwoPi: false, unit: [("J", 1), ("K", -1)]),
        PhysicalConstant(names: ["avogadro"], title: "Avogadro constant (exact)",
                         value: "6.02214076e23", dividedByTwoPi: false, unit: [("mol", -1)]),
        PhysicalConstant(names: ["elementarycharge", "qe"], title: "elementary charge (exact)",
                         value: "1.602176634e-19", dividedByTwoPi: false, unit: [("C", 1)]),
        PhysicalConstant(names: ["gravity", "gn"], title: "standard acceleration of gravity (exact)",
                         value: "9.80665", dividedByTwoPi: false, unit: [("m", 1), ("s", -2)]),
        PhysicalConstant(names: ["gasconstant"], title: "molar gas constant R (exact)",
                         value: "8.31446261815324", dividedByTwoPi: false, unit: [("J", 1), ("mol", -1), ("K", -1)]),
        PhysicalConstant(names: ["electronmass"], title: "electron mass",
                         value: "9.1093837139e-31", dividedByTwoPi: false, unit: [("kg", 1)]),
        PhysicalConstant(names: ["protonmass"], title: "proton mass",
                         value: "1.67262192595e-27", dividedByTwoPi: false, unit: [("kg", 1)]),
        PhysicalConstant(names: ["stefanboltzmann"], title: "Stefan–Boltzmann constant",
                         value: "5.670374419e-8", dividedByTwoPi: false, unit: [("W", 1), ("m", -2), ("K", -4)]),
    ]

    /// The value and unit as `--list-units` writes them: `299792458 m·s⁻¹`, `h/2π`.
    public var valueText: String {
        let unitText = unit.map { $0.1 == 1 ? $0.0 : $0.0 + UnitProduct.superscript($0.1) }.joined(separator: "·")
        return (dividedByTwoPi ? value + "/2π" : value) + " " + unitText
    }

    /// The index into `all` of the constant a word names.
    static let byName: [String: Int32] = {
        var table: [String: Int32] = [:]
        for (i, constant) in all.enumerated() { for name in constant.names { table[name] = Int32(i) } }
        return table
    }()

    /// The constant as a quantity.
    func quantity(in catalog: UnitCatalog) -> Result<Quantity, CalculatorError> {
        guard let number = Number(decimal: value) else { return .failure(.notPreciseEnough) }
        var product = UnitProduct.none
        for (symbol, exponent) in unit {
            guard let ref = catalog.lookUp(symbol) else { return .failure(.notPreciseEnough) }
            product.terms.append(UnitProduct.Term(unit: ref, exponent: exponent))
        }
        guard dividedByTwoPi else { return .success(Quantity(value: number, unit: product)) }
        return Number(2).applying(.multiply, .constant(.pi))
            .flatMap { number.applying(.divide, $0) }
            .map { Quantity(value: $0, unit: product) }
    }
}

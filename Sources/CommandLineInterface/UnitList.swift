import CalculatorBrain

/// `--list-units` (docs/behaviour.md §16): every unit a formula may name, by quantity,
/// then the currencies and the physical constants.
enum UnitList {
    static func text() -> String {
        let catalog = UnitCatalog.shared
        var quantities: [String] = []
        var byQuantity: [String: [UnitDefinition]] = [:]
        for unit in catalog.units {
            if byQuantity[unit.quantity] == nil { quantities.append(unit.quantity) }
            byQuantity[unit.quantity, default: []].append(unit)
        }
        var out = ""
        for quantity in quantities {
            out += quantity.replacingHyphens + ":\n"
            for unit in byQuantity[quantity] ?? [] {
                var line = "  " + unit.symbol
                let others = unit.otherSymbols + unit.names
                if !others.isEmpty { line += " (" + others.joined(separator: ", ") + ")" }
                if let prefixes = unit.prefixDescription { line += "  " + prefixes }
                out += line + "\n"
            }
        }
        out += "physical constants (CODATA 2022):\n"
        for constant in PhysicalConstant.all {
            out += "  " + constant.names.joined(separator: ", ") + " = " + constant.valueText + "  " + constant.title + "\n"
        }
        return out
    }
}

extension String {
    /// CLDR's `electric-current` as `electric current`.
    fileprivate var replacingHyphens: String { String(map { $0 == "-" ? " " : $0 }) }
}

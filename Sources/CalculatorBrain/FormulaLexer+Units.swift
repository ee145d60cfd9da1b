/// Units in formulas (docs/behaviour.md §16): words that name units, currencies and
/// physical constants, the conversion words, and the signs that are units (`°`, `€`).
/// The catalogue is read only when a word is no known name, so formulas without units
/// never load it.
extension FormulaLexer {
    /// A unit or conversion written with signs at `index`: `°`, `°C`, `°F`, `Δ°C`, `€`,
    /// `$`, `£`, `¥`, `′`, `″`, `→`, `->`; nil for anything else.
    func unitSign(at index: Int) -> (FormulaToken, Int)? {
        let c = character(at: index)
        switch c {
        case "→": return (.convert, 1)
        case "-" where character(at: index + 1) == ">": return (.convert, 2)
        case "°":
            let next = character(at: index + 1)
            if next == "C" || next == "F", !(character(at: index + 2)?.isLetter ?? false) {
                return unit("°" + String(next!), length: 2)
            }
            return unit("°", length: 1)
        case "Δ" where character(at: index + 1) == "°":
            let next = character(at: index + 2)
            guard next == "C" || next == "F" else { return nil }
            return unit("Δ°" + String(next!), length: 3)
        case "€", "$", "£", "¥", "′", "″":
            return unit(String(c!), length: 1)
        default:
            return nil
        }
    }

    private func unit(_ text: String, length: Int) -> (FormulaToken, Int)? {
        UnitCatalog.shared.lookUp(text).map { (.name(.unit($0)), length) }
    }

    /// A run of letters (`run`, from `start`) that is a conversion word, a unit, a
    /// currency or a physical constant, with where its token ends: two-word names
    /// (`light year`) and `R$` reach past the run.
    func unitWord(_ run: String, from start: Int) -> (FormulaToken, Int)? {
        let end = start + run.count
        if run == "to" { return (.convert, end) }
        if run == "R", character(at: end) == "$" {
            return UnitCatalog.shared.lookUp("R$").map { (.name(.unit($0)), end + 1) }
        }
        if let second = Self.twoWordNames[run.lowercased()] {
            var i = end
            while character(at: i) == " " { i += 1 }
            var word = ""
            var j = i
            while let c = character(at: j), c.isLetter {
                word.append(c)
                j += 1
            }
            if i > end, let symbol = second[word.lowercased()], let ref = UnitCatalog.shared.lookUp(symbol) {
                return (.name(.unit(ref)), j)
            }
        }
        if let i = PhysicalConstant.byName[run] { return (.name(.physicalConstant(i)), end) }
        if let ref = UnitCatalog.shared.lookUp(run) { return (.name(.unit(ref)), end) }
        return nil
    }

    /// Names of two words: the first word, then the second's forms and the unit's symbol.
    private static let twoWordNames: [String: [String: String]] = [
        "light": ["year": "ly", "years": "ly"],
        "nautical": ["mile": "nmi", "miles": "nmi"],
        "fluid": ["ounce": "floz", "ounces": "floz"],
        "metric": ["ton": "t", "tons": "t"],
    ]
}

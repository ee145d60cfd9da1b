import CalculatorBrain
import Testing

/// docs/behaviour.md §16 as tables: formulas with units → the display with its unit, or
/// the error's code and the column it marks. x = 3; the angle unit is given per row.
@Suite struct UnitTableTests {
    /// The display (number and unit) of `formula` entered alone, or `error: code @column`.
    static func read(_ formula: String, angle: AngleUnit = .radians) throws -> String {
        var brain = CalculatorBrain(mode: .algebraic, angle: angle, variables: ["x": Number(3)])
        try brain.perform(formula: formula)
        switch brain.value {
        case .success(let n):
            return CalculatorBrain.text(DisplayFormatter.string(for: n), unit: brain.valueUnit)
        case .failure(.dimensionMismatch(_, let position, _)):
            return "error: dimension_mismatch @\(position + 1)"
        case .failure(let error):
            return "error: \(error.code)"
        }
    }

    @Test(arguments: [
        // The examples.
        ("10 km to mi", "6.21371192237334 mi"),
        ("60 mph * 2 h to km", "193.12128 km"),
        ("4 GiB / (30 MB/s) to min", "2.38609294222222 min"),
        ("3 m * 2 m", "6 m²"),
        ("1 km + 300 m", "1.3 km"),
        ("5 ft to m", "1.524 m"),
        ("100 °F to °C", "37.7777777777778 °C"),
        // Exact factors stay exact.
        ("1 GiB to MB", "1073.741824 MB"),
        ("1 acre to m^2", "4046.8564224 m²"),
        ("1 mi to km", "1.609344 km"),
        ("1 lb to kg", "0.45359237 kg"),
        ("1 gal to L", "3.785411784 L"),
        ("1 kWh to J", "3600000 J"),
        ("1 eV to J", "1.602176634e−19 J"),
        ("1 atm to Pa", "101325 Pa"),
        ("1 psi to Pa", "6894.75729316836 Pa"),
        ("1 knot to km/h", "1.852 km/h"),
        ("1 hp to W", "745.69987158227 W"),
        ("1 kcal to J", "4184 J"),
        ("1 light year to km", "9460730472580.8 km"),
        // Results keep a sensible unit.
        ("10 m / 2 s", "5 m/s"),
        ("3 km * 200 m", "0.6 km²"),
        ("1 km / 1 m", "1000"),
        ("2 h + 30 min", "2.5 h"),
        ("2^3 m", "8 m"),
        ("−2^2 m", "−4 m"),
        ("√(9 m²)", "3 m"),
        ("(2 m)^3", "8 m³"),
        ("x km", "3 km"),
        ("1 Hz * 1 s", "1"),
        ("c", "299792458 m/s"),
        ("gn * 2 s to m/s", "19.6133 m/s"),
        ("planck", "6.62607015e−34 J·s"),
        ("avogadro * boltzmann to J/(mol*K)", "8.31446261815324 J/(mol·K)"),
        // Compound input: a sum of units.
        ("5 ft 3 in to cm", "160.02 cm"),
        ("1 h 30 min to min", "90 min"),
        ("€5", "5 EUR"),  // a currency's sign before its amount
        ("€ 5 + €3", "8 EUR"),
        // Prefixes, symbols and names.
        ("1 mm to µm", "1000 µm"),
        ("1 μm to nm", "1000 nm"),
        ("1 MiB to KiB", "1024 KiB"),
        ("1 kB to bit", "8000 bit"),
        ("1 GHz to Hz", "1000000000 Hz"),
        ("1 hPa to Pa", "100 Pa"),
        ("1 mL to L", "0.001 L"),
        ("1 ml to cL", "0.1 cL"),
        ("1 MeV to eV", "1000000 eV"),
        ("10 kilometres to miles", "6.21371192237334 mi"),
        ("10 kilometers to mi", "6.21371192237334 mi"),
        ("3 Miles to km", "4.828032 km"),
        ("2 feet to inches", "24 in"),
        ("1 litre to mL", "1000 mL"),
        ("1 tonne to kg", "1000 kg"),
        ("1 nautical mile to m", "1852 m"),
        ("1 fluid ounce to mL", "29.5735295625 mL"),
        // `in`: the inch unless it converts.
        ("10 km in miles", "6.21371192237334 mi"),
        ("5 in", "5 in"),
        ("5 in to cm", "12.7 cm"),
        ("5 in + 1 in", "6 in"),
        ("2 in²", "2 in²"),
        ("12 inch to ft", "1 ft"),
        ("1 ft in in", "12 in"),
        ("1 ft → in", "12 in"),
        ("1 ft -> inch", "12 in"),
        ("(10 km to mi)", "6.21371192237334 mi"),  // the window's line opens with `(`
        ("(2 ft to in) * 2", "48 in"),
        // Temperatures (GNU units' tempC and Numbat's rules).
        ("20 °C to °F", "68 °F"),
        ("−40 °C to °F", "−40 °F"),
        ("0 K to °C", "−273.15 °C"),
        ("20 degC to K", "293.15 K"),
        ("68 degF to degC", "20 °C"),
        ("30 °C − 20 °C", "10 Δ°C"),
        ("(30 °C − 20 °C) to °F", "18 Δ°F"),
        ("(80 °F − 70 °F) to K", "5.55555555555556 K"),
        ("20 °C + 5 K", "25 °C"),
        ("20 °C − 5 K", "15 °C"),
        ("1 K + 2 K", "3 K"),
        ("20 °C + 10 Δ°C", "30 °C"),
        ("2 * 10 °C", "20 °C"),  // the first unit applies to the product before it
        ("2 * (10 °C)", "566.3 K"),  // a product with an absolute temperature takes it in K
        // Angles whatever the mode.
        ("sin(30°)", "0.5"),
        ("sin(π/6 rad)", "0.5"),
        ("cos(60 deg)", "0.5"),
        ("1 rev to °", "360°"),
        ("90° to rad", "1.5707963267949 rad"),
        ("1 rad to deg", "57.2957795130823°"),
        ("30 arcmin to °", "0.5°"),
    ])
    func conversions(formula: String, display: String) throws {
        #expect(try Self.read(formula) == display)
        #expect(try Self.read(formula, angle: .degrees) == display)
    }

    /// Dimension errors: their code, and the column of the operator whose units do not fit.
    @Test(arguments: [
        ("1 m + 1 s", "error: dimension_mismatch @5"),
        ("5 kg to m", "error: dimension_mismatch @6"),
        ("1 m − 2 kg", "error: dimension_mismatch @5"),
        ("2 ^ (1 m)", "error: dimension_mismatch @3"),
        ("(1 m)^0.5", "error: dimension_mismatch @6"),
        ("ln(2 m)", "error: dimension_mismatch @1"),
        ("√(2 m)", "error: dimension_mismatch @1"),
        ("20 °C + 10 °C", "error: dimension_mismatch @7"),
        ("10 km to 2 mi", "error: dimension_mismatch @7"),
        ("1 m + 1", "error: dimension_mismatch @5"),
        ("sin(2 m)", "error: dimension_mismatch @1"),
        ("10 km in x", "error: dimension_mismatch @7"),
        ("1 + (2 km to m)", "error: dimension_mismatch @3"),
    ])
    func dimensionErrors(formula: String, expected: String) throws {
        #expect(try Self.read(formula) == expected)
    }

    /// Words that are not units stay what they were; names of the calculator win.
    @Test(arguments: [
        ("xy", "9"),         // x·y is still x·y (y unset → error below)
        ("2x", "6"),
        ("e", "2.71828182845905"),
        ("2 h", "2 h"),
        ("2 min", "2 min"),
        ("3 M", "error: variable_not_set"),
    ])
    func namesKeepTheirMeaning(formula: String, expected: String) throws {
        if formula == "xy" {
            #expect(try Self.read("x x") == expected)
            return
        }
        #expect(try Self.read(formula) == expected)
    }

    /// A compound target (`to ft + inch`): whole numbers of every unit but the last, the
    /// rest in the last, one sign in front; the value is the whole in the first unit.
    @Test(arguments: [
        ("5.5 ft to ft + inch", "5 ft 6 in", "5.5 ft"),
        ("1.75 h to h + min", "1 h 45 min", "1.75 h"),
        ("10000 s to h + min + s", "2 h 46 min 40 s", "2.77777777777778 h"),
        ("1.8 m to ft + inch", "5 ft 10.8661417322835 in", "5.90551181102362 ft"),
        ("-5.5 ft to ft + inch", "−5 ft 6 in", "−5.5 ft"),
        ("0.5 ft to ft + inch", "0 ft 6 in", "0.5 ft"),
        ("90 min to h + min", "1 h 30 min", "1.5 h"),
        ("(100 min to h + min) * 2", "3.33333333333333 h", "3.33333333333333 h"),
    ])
    func compoundTargets(formula: String, display: String, value: String) throws {
        var brain = CalculatorBrain(mode: .algebraic, angle: .radians)
        try brain.perform(formula: formula)
        let n = try brain.value.get()
        #expect(brain.valueParts.map { CalculatorBrain.text(parts: $0, format: .plain) }
            ?? CalculatorBrain.text(DisplayFormatter.string(for: n), unit: brain.valueUnit) == display)
        #expect(CalculatorBrain.text(DisplayFormatter.string(for: n), unit: brain.valueUnit) == value)
    }

    /// A compound target of another quantity, or of temperatures, is a dimension error
    /// at `to` (at the `+` of units that cannot be added).
    @Test(arguments: [("5 kg to ft + inch", 6), ("5 ft to ft + s", 12), ("20 °C to °C + K", 7)])
    func compoundErrors(formula: String, column: Int) throws {
        #expect(try Self.read(formula) == "error: dimension_mismatch @\(column)")
    }

    /// What does not parse: the parser's column, as for any formula.
    @Test(arguments: [
        ("10 km to", 9),
        ("10 km to mi to ft", 13),
        ("to mi", 1),
    ])
    func parseErrors(formula: String, column: Int) {
        let error = CalculatorBrain.checkFormula(formula)
        #expect(error.map { $0.position + 1 } == column)
    }

    /// A formula with units prints as written, in parentheses inside a longer
    /// calculation, and survives undo and a replay.
    @Test func descriptionAndUndo() throws {
        var brain = CalculatorBrain(mode: .algebraic)
        try brain.perform(formula: "10  km to mi")
        #expect(brain.description == "10 km to mi =")
        #expect(brain.valueUnit == "mi")
        brain.perform(.binary(.add))
        brain.perform(.operand(Number(1)))
        brain.perform(.equals)
        #expect(brain.description == "(10 km to mi) + 1 =")
        #expect(brain.valueUnit == nil)
        brain.undo()
        brain.undo()
        brain.undo()
        #expect(brain.valueUnit == "mi")
    }

    /// The unit catalogue: every symbol and name reads back as its unit.
    @Test func everyNameReadsBack() throws {
        let catalog = UnitCatalog.shared
        for unit in catalog.units {
            for word in [unit.symbol] + unit.otherSymbols + unit.names {
                let ref = try #require(catalog.lookUp(word), "\(word)")
                #expect(catalog.definition(ref).id == unit.id, "\(word)")
            }
        }
    }
}

/// The window's unit converter (docs/behaviour.md §16): the quantities it offers, each
/// with its units in the list's order and their names in the user's language (from
/// CLDR, `ConverterUnits+Table.swift`), and the conversion of a number between two of
/// them by the rules formulas use (offsets for °C and °F, exact factors, the rates).
public enum UnitConverter {
    /// One unit of a quantity's list.
    public struct Unit: Equatable, Sendable {
        /// As results write it: `km`, `m²`, `km/h`, `°C`, `USD`.
        public let symbol: String
        /// Its name in the language asked for: `Kilometers`, `Kilometer`, `Quilômetros`.
        public let name: String
        let product: UnitProduct
    }

    /// A quantity and its units.
    public struct Kind: Equatable, Sendable {
        /// CLDR's name of the quantity: `length`, `temperature`, `currency`.
        public let id: String
        public let units: [Unit]
    }

    /// The languages the table names units in: CLDR's `en`, `de` and `pt` (Brazilian).
    static let languages = ["en", "de", "pt"]

    /// The table read once: quantity, unit and its names in `languages`' order.
    private static let rows: [(quantity: String, symbol: String, product: UnitProduct, names: [String])] = {
        let catalog = UnitCatalog.shared
        return table.split(separator: "\n").compactMap { line in
            let f = line.drop { $0 == " " }.split(separator: "|").map(String.init)
            guard f.count == 2 + languages.count, let product = product(f[1], catalog) else { return nil }
            return (f[0], product.text(in: catalog), product, Array(f[2...]))
        }
    }()

    /// `km`, `m^2`, `km/h` as a unit product; nil for a word the catalogue lacks.
    static func product(_ spelling: String, _ catalog: UnitCatalog) -> UnitProduct? {
        var terms: [UnitProduct.Term] = []
        for (i, part) in spelling.split(separator: "/").enumerated() {
            let pieces = part.split(separator: "^")
            guard let unit = catalog.lookUp(String(pieces[0])) else { return nil }
            let exponent = pieces.count > 1 ? Int(pieces[1]) ?? 1 : 1
            terms.append(UnitProduct.Term(unit: unit, exponent: i == 0 ? exponent : -exponent))
        }
        return UnitProduct(terms: terms)
    }

    /// Every quantity with its units, named in `language` (a POSIX locale's language,
    /// `de_DE` or `pt_BR`; English for any other).
    public static func kinds(language: String) -> [Kind] {
        let column = languages.firstIndex { language.hasPrefix($0) } ?? 0
        var kinds: [Kind] = []
        var units: [Unit] = []
        for (i, row) in rows.enumerated() {
            units.append(Unit(symbol: row.symbol, name: row.names[column], product: row.product))
            if i == rows.count - 1 || rows[i + 1].quantity != row.quantity {
                kinds.append(Kind(id: row.quantity, units: units))
                units = []
            }
        }
        return kinds
    }

    /// What converting gives: the value in the target unit, or why not; and the rates'
    /// source and date (`ECB 2026-11-27`) when currencies were converted.
    public struct Conversion: Sendable {
        public var value: Result<Number, CalculatorError>
        public var rates: String?
    }

    /// `value` of `from` in `to` (both of one quantity), as `value from to to` would give.
    public static func convert(_ value: Number, from: Unit, to: Unit) -> Conversion {
        var table: Result<ExchangeRates.Table, CalculatorError>?
        let math = QuantityMath(catalog: .shared, rates: {
            if let table { return table }
            let read = ExchangeRates.current()
            table = read
            return read
        }, angle: .radians)
        let target = Quantity(value: Number(1), unit: to.product, isBareUnit: true)
        let result: Result<Number, CalculatorError>
        do throws(CalculatorError) {
            result = .success(try math.convert(Quantity(value: value, unit: from.product), to: target,
                                               at: FormulaPlace(position: 0, length: 0)).value)
        } catch {
            result = .failure(error)
        }
        let rates = table.flatMap { try? $0.get() }.map { "\($0.source) \($0.date)" }
        return Conversion(value: result, rates: rates)
    }

    /// Where a result's unit (`km`, `°C`) is in `kinds`: its kind's and its own index.
    public static func position(of symbol: String, in kinds: [Kind]) -> (kind: Int, unit: Int)? {
        for (k, kind) in kinds.enumerated() {
            if let u = kind.units.firstIndex(where: { $0.symbol == symbol }) { return (k, u) }
        }
        return nil
    }
}

import Localization

/// Computes a formula that names units (docs/behaviour.md §16) node by node, operands
/// first, as `Interpreter+Formula` does for plain ones: each node's value is a quantity.
struct QuantityEvaluator {
    /// What a unit formula gives: the value in its unit, the unit's text, and the date of
    /// the exchange rates it used, if any.
    struct Result: Sendable {
        var value: Value
        /// `km`, `m²`, `°C`; nil for a plain number.
        var unit: String? = nil
        /// `ECB 2026-11-27` when a currency was converted.
        var rates: String? = nil
        /// The base a `to hex` (docs/behaviour.md §18) writes the value in; the value is then
        /// a whole number.
        var base: IntegerBase? = nil
        /// A compound conversion's parts, each a number and its unit's symbol (`5` `ft`,
        /// `6` `inch`); nil otherwise.
        var parts: [(value: Number, unit: String)]? = nil
    }

    let variables: [String: Number]
    let angle: AngleUnit
    /// `ans`'s value, if the formula may use it.
    let previous: Value?
    /// The units of the variables that hold a quantity (`x` is 5 `km`), as results write
    /// them (docs/behaviour.md §16).
    var units: [String: String] = [:]

    func evaluate(_ formula: Formula) -> Result {
        let catalog = UnitCatalog.shared
        var table: Swift.Result<ExchangeRates.Table, CalculatorError>?
        let rates = { () -> Swift.Result<ExchangeRates.Table, CalculatorError> in
            if let table { return table }
            let read = ExchangeRates.current()
            table = read
            return read
        }
        let math = QuantityMath(catalog: catalog, rates: rates, angle: angle)
        do throws(CalculatorError) {
            var made: [Quantity] = []
            made.reserveCapacity(formula.nodes.count)
            var base: IntegerBase?
            for node in formula.nodes {
                if case .convert = node.kind, case .base(let target) = formula.nodes[Int(node.second)].kind {
                    // The parser lets `to hex` only end the formula: this is its root.
                    made.append(try Self.whole(made[Int(node.first)], in: target))
                    base = target
                } else {
                    made.append(try quantity(node, in: formula, made, math, catalog))
                }
            }
            let q = made[Int(formula.root)]
            let source = table.flatMap { try? $0.get() }.map { "\($0.source) \($0.date)" }
            return Result(value: .success(q.value), unit: q.unit.isNone ? nil : q.unit.text(in: catalog), rates: source,
                          base: base, parts: q.parts?.map { ($0.value, catalog.symbol($0.unit)) })
        } catch {
            return Result(value: .failure(error), unit: nil, rates: nil)
        }
    }

    private func quantity(_ node: Formula.Node, in formula: Formula, _ made: [Quantity], _ math: QuantityMath,
                          _ catalog: UnitCatalog) throws(CalculatorError) -> Quantity {
        let place = FormulaPlace(position: Int(max(node.position, 0)), length: Int(node.length))
        switch node.kind {
        case .number(let n):
            return Quantity(value: n)
        case .constant(let c):
            return Quantity(value: .constant(c))
        case .variable(let name):
            guard let v = variables[name] else { throw .variableNotSet(name) }
            guard let unit = units[name].flatMap({ Self.unit($0, math, catalog) }) else { return Quantity(value: v) }
            return try math.multiply(Quantity(value: v), unit, divide: false, at: place)
        case .previous:
            guard let previous else { throw .notEnoughOperands }
            return Quantity(value: try previous.get())
        case .unit(let ref):
            return Quantity(value: Number(1), unit: UnitProduct(ref),
                            isDifference: catalog.definition(ref).id.hasPrefix("delta-"), isBareUnit: true)
        case .physicalConstant(let i):
            return try PhysicalConstant.all[Int(i)].quantity(in: catalog).get()
        case .unary(let op):
            return try math.apply(op, made[Int(node.first)], at: place)
        case .binary(let op):
            let a = made[Int(node.first)], b = made[Int(node.second)]
            switch op.entry.units {
            case .sum: return try math.add(a, b, subtract: op == .subtract, at: place)
            case .product: return try math.multiply(a, b, divide: op == .divide, at: place)
            case .power: return try math.power(a, b, at: place)
            case .plainNumbers: return try math.plain(op, a, b, at: place)
            }
        case .convert:
            if let units = Self.compoundUnits(formula, node.second), units.count > 1 {
                return try math.convert(made[Int(node.first)], toParts: units, at: place)
            }
            return try math.convert(made[Int(node.first)], to: made[Int(node.second)], at: place)
        case .base:
            return Quantity(value: .zero)  // a conversion's target, read by `evaluate`
        }
    }

    /// `q` for `to hex` and its kin (docs/behaviour.md §18): a plain number that is exactly
    /// whole; anything else is refused, not rounded.
    private static func whole(_ q: Quantity, in base: IntegerBase) throws(CalculatorError) -> Quantity {
        guard q.unit.isNone else {
            // TRANSLATORS: %s is hex, bin, oct or dec.
            throw .integerOnly(detail: tr("A value with a unit cannot be written `to %s`").filled(base.conversionName))
        }
        guard case .exact(let r) = q.value, r.isInteger else {
            // TRANSLATORS: %s is hex, bin, oct or dec.
            throw .integerOnly(detail: tr("Only a whole number can be written `to %s`").filled(base.conversionName))
        }
        return q
    }
}

extension QuantityEvaluator {
    /// One of a unit written as results write it (`km/h`, `m²`, `s⁻¹`, `°C`, `Δ°C`): a
    /// formula of units alone, whose value is 1; nil for anything else.
    static func unit(_ text: String, _ math: QuantityMath, _ catalog: UnitCatalog) -> Quantity? {
        guard let formula = try? Formula(text), formula.hasUnits, formula.nodes.allSatisfy({
            switch $0.kind {
            case .variable, .previous, .convert, .base, .physicalConstant: false
            default: true
            }
        }) else { return nil }
        let alone = QuantityEvaluator(variables: [:], angle: math.angle, previous: nil)
        var made: [Quantity] = []
        for node in formula.nodes {
            guard let q = try? alone.quantity(node, in: formula, made, math, catalog) else { return nil }
            made.append(q)
        }
        let q = made[Int(formula.root)]
        return q.value == Number(1) ? q : nil
    }

    /// The units of a compound target (`ft + inch`, `h + min + s`) in the order written;
    /// nil when `index` is anything but a sum of units written alone.
    static func compoundUnits(_ formula: Formula, _ index: Int32) -> [UnitReference]? {
        var units: [UnitReference] = []
        var work = [index]
        while let i = work.popLast() {
            let node = formula.nodes[Int(i)]
            switch node.kind {
            case .unit(let ref): units.append(ref)
            case .binary(.add): work += [node.second, node.first]
            default: return nil
            }
        }
        return units
    }
}

extension DescriptionPrinter {
    /// How a formula with units prints in a description: as written, with the source
    /// and date of the exchange rates when it names a currency (`100 EUR to USD (ECB
    /// 2026-11-27)`; docs/behaviour.md §16).
    static func quantityText(_ formula: Program.CompiledFormula) -> String {
        let text = Self.unwrapped(formula.text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        guard let parsed = formula.quantity, parsed.namesCurrency,
              case .success(let table) = ExchangeRates.current() else { return text }
        return "\(text) (\(table.source) \(table.date))"
    }
}

extension DescriptionPrinter {
    /// The text without one pair of parentheses around all of it (the window's formula
    /// line opens with `(`): `(20 °C to °F)` prints `20 °C to °F`.
    static func unwrapped(_ text: String) -> String {
        guard text.first == "(", text.last == ")" else { return text }
        var depth = 0
        for (i, c) in text.enumerated() {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if depth == 0 { return i == text.count - 1 ? String(text.dropFirst().dropLast()) : text }
        }
        return text
    }
}

extension Formula {
    /// True when the formula names a currency (other than the euro alone: any currency
    /// converts through the rates).
    var namesCurrency: Bool {
        nodes.contains {
            if case .unit(let ref) = $0.kind {
                return UnitCatalog.shared.definition(ref).dimension == .base(Dimension.money)
            }
            return false
        }
    }
}

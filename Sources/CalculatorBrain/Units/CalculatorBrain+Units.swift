import BigInt

/// The displayed value's unit (docs/behaviour.md §16): a formula with units is one
/// operand whose value is the number in its unit; the unit is read from its formula.
extension CalculatorBrain {
    /// The unit of the displayed value as results write it (`mi`, `m²`, `°C`), nil for a
    /// plain number (and after keys applied to a quantity, which take its number).
    public var valueUnit: String? { displayedQuantity?.unit }

    /// The base a `to hex` writes the displayed value in (docs/behaviour.md §18), nil
    /// otherwise.
    public var valueBase: IntegerBase? { displayedQuantity?.base }

    /// The exchange rates the displayed value was converted with (`ECB 2026-11-27`), nil
    /// when it names no currency.
    public var valueRates: String? { displayedQuantity?.rates }

    /// A compound conversion's parts (`5.5 ft to ft + inch`: 5 ft, 6 inch), nil otherwise;
    /// `valueUnit` is then the first part's unit and the value is in it.
    public var valueParts: [(value: Number, unit: String)]? { displayedQuantity?.parts }

    /// A compound conversion's parts as the display writes them: `5 ft 6 inch`, the sign
    /// once in front (`−5 ft 6 inch`).
    public static func text(parts: [(value: Number, unit: String)], format: NumberFormat) -> String {
        parts.enumerated().map { i, part in
            let value = i == 0 ? part.value : (try? part.value.applying(.abs, angle: .radians).get()) ?? part.value
            return text(DisplayFormatter.string(for: value, format: format), unit: part.unit)
        }.joined(separator: " ")
    }

    /// The `--json` rates date alone: `2026-11-27`.
    public var valueRatesDate: String? {
        valueRates.map { String($0.split(separator: " ").last ?? "") }
    }

    /// The formula the displayed value is, when it is a quantity with a unit (`5 km`,
    /// `10 km to mi`), as saved (`.` decimal point): a formula typed to continue from the
    /// value starts from it, since `ans` would be its number alone (docs/behaviour.md §16).
    public var displayedQuantityFormula: String? {
        guard let formula = displayedFormulaWithUnits, interpreter.quantity(formula).unit != nil else { return nil }
        return formula.text
    }

    private var displayedQuantity: QuantityEvaluator.Result? {
        displayedFormulaWithUnits.map(interpreter.quantity)
    }

    /// The displayed operand's formula when it is one computed with units.
    private var displayedFormulaWithUnits: Program.CompiledFormula? {
        let operand = mode == .algebraic ? interpreter.algebraicDisplayed : interpreter.stack.last
        guard let node = operand?.node, case .quantity(let i) = interpreter.graph[node].kind else { return nil }
        return program.formulas[Int(i)]
    }

    /// A number as the display writes it followed by its unit: `6.2 mi`, `57.3°` (the
    /// degree, minute and second of arc follow the number without a space).
    public static func text(_ number: String, unit: String?) -> String {
        guard let unit else { return number }
        return ["°", "′", "″"].contains(unit) ? number + unit : number + " " + unit
    }

    /// `previewFormula`, with the unit of the value (nil for a plain number), the base a
    /// `to hex` writes it in, and a compound conversion's parts.
    public func previewFormulaWithUnit(_ text: String, format: NumberFormat = .plain)
        -> (value: Result<Number, Error>, unit: String?, base: IntegerBase?, parts: [(value: Number, unit: String)]?) {
        let value = previewFormula(text, format: format)
        guard case .success = value, let parsed = try? Self.parseFormula(text, format: format),
              parsed.formula.hasUnits || parsed.formula.names(Set(variableUnits.keys)) else { return (value, nil, nil, nil) }
        let result = QuantityEvaluator(variables: variableValues, angle: angle, previous: nil, units: variableUnits)
            .evaluate(parsed.formula)
        return (value, result.unit, result.base, result.parts)
    }

    /// A value as the display writes it in `base` (`0xFF`), nil unless it is a whole number.
    public static func text(_ value: Number, base: IntegerBase) -> String? {
        guard case .exact(let r) = value, r.isInteger else { return nil }
        return base.text(r.numerator)
    }
}

extension CalculatorBrain {
    /// True when `text` is a unit as results write it (`km/h`, `m²`, `°C`): what a
    /// variable or a history entry keeps of a quantity.
    public static func isUnit(_ text: String) -> Bool {
        let catalog = UnitCatalog.shared
        let math = QuantityMath(catalog: catalog, rates: { .failure(.ratesUnavailable) }, angle: .radians)
        return QuantityEvaluator.unit(text, math, catalog) != nil
    }

    /// Enters `value` in `unit` as one operand, the quantity it was (a history entry's,
    /// docs/behaviour.md §16): recorded as the formula `value unit`, its number written
    /// exactly (`(7/3) km`; an inexact value as the `Double` nearest it, which the step
    /// replays as that decimal). False, entering nothing, when that is not a quantity.
    @discardableResult
    public mutating func perform(quantity value: Number, unit: String) -> Bool {
        guard Self.isUnit(unit), let number = Self.formulaText(value),
              let parsed = try? Self.parseFormula(Self.text(number, unit: unit)) else { return false }
        perform(parsed)
        return true
    }

    /// `a + b` of two values with their units (nil: a plain number), as a formula adds
    /// them: in `a`'s unit (`M+`, docs/behaviour.md §16); a dimension error when they
    /// measure different things.
    public static func sum(_ a: Number, unit aUnit: String?, _ b: Number, unit bUnit: String?)
        -> Result<(value: Number, unit: String?), CalculatorError> {
        if aUnit == nil && bUnit == nil { return a.applying(.add, b).map { ($0, nil) } }
        let catalog = UnitCatalog.shared
        var table: Result<ExchangeRates.Table, CalculatorError>?
        let math = QuantityMath(catalog: catalog, rates: {
            if let table { return table }
            table = ExchangeRates.current()
            return table!
        }, angle: .radians)
        func quantity(_ v: Number, _ unit: String?) throws(CalculatorError) -> Quantity {
            guard let unit, let q = QuantityEvaluator.unit(unit, math, catalog) else { return Quantity(value: v) }
            return try math.multiply(Quantity(value: v), q, divide: false, at: FormulaPlace(position: 0, length: 0))
        }
        do throws(CalculatorError) {
            let q = try math.add(try quantity(a, aUnit), try quantity(b, bUnit), subtract: false,
                                 at: FormulaPlace(position: 0, length: 0))
            return .success((q.value, q.unit.isNone ? nil : q.unit.text(in: catalog)))
        } catch {
            return .failure(error)
        }
    }

    /// A value as a formula reads it back to the same number: an integer or a decimal
    /// that ends as itself, a fraction in parentheses otherwise (`(7/3)`), an inexact value
    /// as its `Double`'s shortest decimal; nil for one no `Double` holds.
    public static func formulaText(_ value: Number) -> String? {
        switch value {
        case .approximate:
            let d = value.doubleValue
            return d.isFinite ? "\(d)" : nil
        case .exact(let r):
            if r.isInteger { return "\(r.numerator)" }
            // A decimal ends when the denominator has no prime factor but 2 and 5.
            var rest = r.denominator, digits = 0
            let (two, five, ten) = (BigInt(2), BigInt(5), BigInt(10))
            while rest % ten == 0 { rest /= ten; digits += 1 }
            while rest % two == 0 { rest /= two; digits += 1 }
            while rest % five == 0 { rest /= five; digits += 1 }
            guard rest == 1, digits <= 60 else { return "(\(r.numerator)/\(r.denominator))" }
            let numerator = r.signum < 0 ? -r.numerator : r.numerator
            var scaled = (numerator * ten.power(digits) / r.denominator).description
            if scaled.count <= digits { scaled = String(repeating: "0", count: digits - scaled.count + 1) + scaled }
            scaled.insert(".", at: scaled.index(scaled.endIndex, offsetBy: -digits))
            return (r.signum < 0 ? "-" : "") + scaled
        }
    }

    /// New exchange rates arrived (the window's fetch finished): formulas that name a
    /// currency are computed again with them (docs/behaviour.md §16); nothing else is.
    public mutating func ratesChanged() {
        guard program.formulas.contains(where: { $0.quantity?.namesCurrency == true }) else { return }
        reevaluate()
    }
}

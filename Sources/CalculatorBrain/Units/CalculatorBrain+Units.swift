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

    private var displayedQuantity: QuantityEvaluator.Result? {
        let operand = mode == .algebraic ? interpreter.algebraicDisplayed : interpreter.stack.last
        guard let node = operand?.node, case .quantity(let i) = interpreter.graph[node].kind else { return nil }
        return interpreter.quantity(program.formulas[Int(i)])
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
              parsed.formula.hasUnits else { return (value, nil, nil, nil) }
        let result = QuantityEvaluator(variables: variableValues, angle: angle, previous: nil).evaluate(parsed.formula)
        return (value, result.unit, result.base, result.parts)
    }

    /// A value as the display writes it in `base` (`0xFF`), nil unless it is a whole number.
    public static func text(_ value: Number, base: IntegerBase) -> String? {
        guard case .exact(let r) = value, r.isInteger else { return nil }
        return base.text(r.numerator)
    }
}

extension CalculatorBrain {
    /// New exchange rates arrived (the window's fetch finished): formulas that name a
    /// currency are computed again with them (docs/behaviour.md §16); nothing else is.
    public mutating func ratesChanged() {
        guard program.formulas.contains(where: { $0.quantity?.namesCurrency == true }) else { return }
        reevaluate()
    }
}

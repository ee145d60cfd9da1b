import CalculatorBrain

extension CalculatorController {
    /// What the view shows now. Computed on demand: reading it walks the program once.
    public var viewState: ViewState {
        let value = brain.value
        let unit = typing == nil && value.failure == nil ? brain.valueUnit : nil
        let inBase = typing == nil ? brain.valueBase.flatMap { base in (try? value.get()).flatMap { CalculatorBrain.text($0, base: base) } } : nil
        let parts = unit == nil ? nil : brain.valueParts
        let display = inBase ?? parts.map { CalculatorBrain.text(parts: $0, format: numberFormat) }
            ?? CalculatorBrain.text(typing.map { $0.text(format: numberFormat) } ?? text(of: value), unit: unit)
        let shown = typing?.number ?? (try? value.get())
        let number = shown.flatMap(Self.double(holding:))
        let error: CalculatorError? = typing == nil ? value.failure : nil
        var state = ViewState(
            display: display, description: description(format: numberFormat), value: number, error: error,
            pending: brain.isPending, typing: typing != nil, mode: mode, angle: angle,
            stack: brain.stack.map(text(of:)), variables: variables,
            // The panel's editable texts in today's form: a grouped `1,234` or a `1/3` typed
            // back unchanged would not read as the value (docs/behaviour.md §17).
            // A quantity's text ends with its unit, so typed back it stays one (§16).
            variableValues: Dictionary(uniqueKeysWithValues: brain.variableValues.map { name, value in
                (name, CalculatorBrain.text(DisplayFormatter.string(for: value, format: numberFormat.descriptionFormat),
                                            unit: brain.variableUnits[name]))
            }),
            exactValue: shown.flatMap(\.exactRational))
        state.unit = unit
        state.ratesDate = unit == nil ? nil : brain.valueRatesDate
        return state
    }

    /// The variables the program uses and every one that is set, in the order x, y, z,
    /// M: a store shows itself (`19.99 →x` shows `x = 19.99`, docs/behaviour.md §7).
    private var variables: [ViewState.Variable] {
        let used = brain.variablesUsed
        let names = Key.variableNames.filter { used.contains($0) || brain.variableValues[$0] != nil }
            + used.filter { !Key.variableNames.contains($0) }
        return names.map { name in
            ViewState.Variable(name: name, value: brain.variableValues[name].map {
                CalculatorBrain.text(DisplayFormatter.string(for: $0, format: numberFormat), unit: brain.variableUnits[name])
            })
        }
    }

    /// The value as a `Double`, or nil when a `Double` cannot hold it: an exact value
    /// beyond its range (`2 ^ 2000`) or too small for it (`0.1 ^ 400`).
    private static func double(holding number: Number) -> Double? {
        let d = number.doubleValue
        guard d.isFinite, d != 0 || number == .zero || !number.isExact else { return nil }
        return d
    }

    /// A value as the display writes it (in the number format), or its error's message.
    private func text(of value: Value) -> String {
        switch value {
        case .success(let n): DisplayFormatter.string(for: n, format: numberFormat)
        case .failure(let e): e.message
        }
    }
}

extension Result {
    /// The error, if this is one.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

import CalculatorBrain

extension CalculatorController {
    /// What the view shows now. Computed on demand: reading it walks the program once.
    public var viewState: ViewState {
        let value = brain.value
        let display: String
        let number: Double?
        var error: CalculatorError?
        if let typed = typing {
            display = typed.text
            number = typed.number.doubleValue
        } else {
            switch value {
            case .success(let n):
                display = DisplayFormatter.string(for: n)
                number = n.doubleValue
            case .failure(let e):
                display = e.message
                number = nil
                error = e
            }
        }
        return ViewState(
            display: display, description: brain.description, value: number, error: error,
            pending: brain.isPending, typing: typing != nil, mode: mode, angle: angle,
            stack: brain.stack.map(Self.text(of:)), variables: variables,
            variableValues: brain.variableValues.mapValues(DisplayFormatter.string(for:)))
    }

    /// The variables the program uses, then M when it is set.
    private var variables: [ViewState.Variable] {
        var names = brain.variablesUsed
        if brain.variableValues["M"] != nil, !names.contains("M") { names.append("M") }
        return names.map { name in
            ViewState.Variable(name: name, value: brain.variableValues[name].map(DisplayFormatter.string(for:)))
        }
    }

    private static func text(of value: Value) -> String {
        switch value {
        case .success(let n): DisplayFormatter.string(for: n)
        case .failure(let e): e.message
        }
    }
}

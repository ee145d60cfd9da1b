import CalculatorBrain

/// What the window's unit converter reads (docs/behaviour.md §16): the number it
/// converts and the unit it follows.
extension CalculatorController {
    /// The number and unit the converter converts: the open formula line's value as the
    /// user types (nil while it has none), else the display's number and unit
    /// (`displayedNumber`; no unit while a number is typed); nil for an error.
    public var convertibleValue: (number: Number, unit: String?)? {
        if let line {
            guard Self.lengthError(of: line.text) == nil else { return nil }
            let preview = brain.previewFormulaWithUnit(Self.closingParentheses(of: line.text), format: numberFormat)
            guard case .success(let number) = preview.value else { return nil }
            return (number, preview.unit)
        }
        guard let number = displayedNumber else { return nil }
        return (number, typing == nil ? brain.valueUnit : nil)
    }
}

import CalculatorBrain
import Localization

extension WindowTexts {
    /// Said under the display after Ctrl+F (docs/behaviour.md §17), so the change is heard
    /// as well as seen, and a value the form cannot show (an inexact one in the repeating
    /// form) does not look as if the key did nothing.
    public func numberFormShown(_ form: NumberForm) -> String {
        switch form {
        case .decimal: tr("Shown as a decimal")
        case .fraction: tr("Shown as a fraction where exact (≈ where not)")
        case .mixed: tr("Shown as a mixed number where exact (≈ where not)")
        case .repeating: tr("Shown as a repeating decimal where exact")
        }
    }

    /// Said under the display after the Preferences window's "Update Now": the fetch runs
    /// in the background and the rates in use change when it is done.
    public var updatingRates: String { tr("Fetching the exchange rates from the European Central Bank") }
}

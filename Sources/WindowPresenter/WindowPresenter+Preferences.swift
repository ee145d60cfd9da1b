import CalculatorBrain
import CalculatorController
import Localization
import WindowDescription

/// The Preferences window (docs/behaviour.md §8): its rows show the settings the keys
/// change too (Ctrl+D the angle unit, Ctrl+F the form), read from where they live: the
/// brain's angle unit, the controller's number style and window settings, programmer
/// mode's word size (its list beside the base lines sets it too).
extension WindowPresenter {
    /// Each row's value, in `PreferencesPage.Setting`'s order (the shim's integers).
    public var preferenceValues: [Int] {
        let style = controller.numberFormat.style
        return PreferencesPage.Setting.allCases.map { setting in
            switch setting {
            case .angle: AngleUnit.allCases.firstIndex(of: controller.angle) ?? 0
            case .form: NumberForm.allCases.firstIndex(of: style.form) ?? 0
            case .notation: PreferencesPage.index(of: style.notation)
            case .digits:
                if case .fixed(let decimals) = style.notation { decimals } else { style.significantDigits }
            case .grouping: controller.settings.grouping ? 1 : 0
            case .ratesRefresh: RatesRefresh.allCases.firstIndex(of: controller.settings.ratesRefresh) ?? 0
            case .updateRates: 0
            case .wordSize: IntegerWord.sizes.firstIndex(of: controller.programmer.word.bits) ?? 0
            }
        }
    }

    /// A row changed to a value (`numbers`: the row, the value): the setting takes effect
    /// at once and is saved; anything but a row and a value in its range changes nothing.
    func setPreference(_ numbers: [Double], effects: inout [WindowEffect]) {
        guard let parts = numbers.wholes(2), let setting = PreferencesPage.Setting(rawValue: parts[0]) else { return }
        let value = parts[1]
        var style = controller.numberFormat.style
        switch setting {
        case .angle:
            guard AngleUnit.allCases.indices.contains(value) else { return }
            controller.press(.angle(AngleUnit.allCases[value]))
        case .form:
            guard NumberForm.allCases.indices.contains(value) else { return }
            style.form = NumberForm.allCases[value]
        case .notation:
            guard PreferencesPage.notations.indices.contains(value) else { return }
            let chosen = PreferencesPage.notations[value]
            if case .fixed = chosen, case .fixed = style.notation { return }
            style.notation = chosen
        case .digits:
            guard (0...NumberStyle.mostDigits).contains(value) else { return }
            if case .fixed = style.notation {
                style.notation = .fixed(value)
            } else {
                style.significantDigits = max(value, 1)
            }
        case .grouping:
            controller.settings.grouping = value != 0
            style.grouping = controller.settings.grouping ? localeGrouping : nil
        case .ratesRefresh:
            guard RatesRefresh.allCases.indices.contains(value) else { return }
            controller.settings.ratesRefresh = RatesRefresh.allCases[value]
            effects.append(.setRatesRefresh(controller.settings.ratesRefresh))
        case .updateRates:
            effects.append(.updateRates)
            message = texts.updatingRates
        case .wordSize:
            guard IntegerWord.sizes.indices.contains(value) else { return }
            controller.setProgrammerWord(IntegerWord(bits: IntegerWord.sizes[value],
                                                     signed: controller.programmer.word.signed))
        }
        controller.numberFormat.style = style
    }
}

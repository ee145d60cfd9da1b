import CalculatorBrain
import CalculatorController
import Localization

/// The Preferences window (docs/behaviour.md §8) as data: its groups and rows, laid out as
/// a GNOME preferences page (a title per group, a row per setting with its title, a line
/// saying what it does, and its control on the right). The shim builds the page from this
/// table; a row's value crosses as one integer (a choice's index, a switch's 0 or 1, a
/// number), sent back with `WindowCommand.setPreference` as "<setting> <value>".
public enum PreferencesPage {
    /// A row; its raw value is its index in `rows` and its id on the C side.
    public enum Setting: Int, CaseIterable, Sendable {
        case angle, form, notation, digits, grouping, ratesRefresh, updateRates
        /// Programmer mode's word size (docs/behaviour.md §18), last: a row's raw value is its id.
        case wordSize
    }

    /// What a row's control is.
    public enum Control: Equatable, Sendable {
        /// One of these texts, by index (a drop-down).
        case choice([String])
        /// On or off.
        case toggle
        /// A whole number in this range (a spin button).
        case number(ClosedRange<Int>)
        /// A button with this label, sending 1 when clicked.
        case button(String)
    }

    /// One row of the page.
    public struct Row: Equatable, Sendable {
        public var setting: Setting
        public var title: String
        /// One line under the title: what the setting does.
        public var subtitle: String
        public var control: Control
        /// The index of its group in `groups`.
        public var group: Int
    }

    /// The groups' titles, in order.
    public static var groups: [String] { [tr("Calculation"), tr("Numbers"), tr("Currency")] }

    /// Every row, in `Setting`'s order.
    public static var rows: [Row] {
        Setting.allCases.map { setting in
            switch setting {
            case .angle:
                Row(setting: setting, title: tr("Angle unit"), subtitle: tr("Of trigonometric functions (Ctrl+D)"),
                    control: .choice(AngleUnit.allCases.map(angleName)), group: 0)
            case .form:
                Row(setting: setting, title: tr("Number form"),
                    subtitle: tr("How an exact value is shown (Ctrl+F)"),
                    control: .choice(NumberForm.allCases.map(formName)), group: 1)
            case .notation:
                Row(setting: setting, title: tr("Notation"), subtitle: tr("How a decimal is laid out"),
                    control: .choice(notations.map(notationName)), group: 1)
            case .digits:
                Row(setting: setting, title: tr("Digits"),
                    subtitle: tr("Significant digits shown; decimal places in fixed notation"),
                    control: .number(0...NumberStyle.mostDigits), group: 1)
            case .grouping:
                Row(setting: setting, title: tr("Digit grouping"),
                    subtitle: tr("Separate thousands as the language does (1,234,567)"), control: .toggle, group: 1)
            case .ratesRefresh:
                Row(setting: setting, title: tr("Update exchange rates"),
                    subtitle: tr("From the European Central Bank, when a formula uses a currency"),
                    control: .choice(RatesRefresh.allCases.map(refreshName)), group: 2)
            case .updateRates:
                Row(setting: setting, title: tr("Exchange rates"), subtitle: tr("Fetch the latest rates now"),
                    control: .button(tr("Update Now")), group: 2)
            case .wordSize:
                Row(setting: setting, title: tr("Programmer word size"),
                    subtitle: tr("The bits programmer mode's integers wrap at"),
                    control: .choice(IntegerWord.sizes.map(wordSizeName)), group: 0)
            }
        }
    }

    /// The notations in the order the page lists them; fixed stands for any number of decimals.
    public static let notations: [Notation] = [.automatic, .scientific, .engineering, .fixed(2)]

    /// The decimals fixed notation starts with when chosen, as `--format fixed`.
    public static let defaultDecimals = 2

    /// The index of `notation` in `notations`.
    public static func index(of notation: Notation) -> Int {
        if case .fixed = notation { return 3 }
        return notations.firstIndex(of: notation) ?? 0
    }

    static func angleName(_ unit: AngleUnit) -> String {
        switch unit {
        case .degrees: tr("Degrees")
        case .radians: tr("Radians")
        }
    }

    static func formName(_ form: NumberForm) -> String {
        switch form {
        case .decimal: tr("Decimal")
        case .fraction: tr("Fraction")
        case .mixed: tr("Mixed number")
        case .repeating: tr("Repeating decimal")
        }
    }

    static func notationName(_ notation: Notation) -> String {
        switch notation {
        case .automatic: tr("Automatic")
        case .scientific: tr("Scientific")
        case .engineering: tr("Engineering")
        case .fixed: tr("Fixed decimals")
        }
    }

    static func wordSizeName(_ bits: Int) -> String {
        switch bits {
        case 8: tr("8 bits")
        case 16: tr("16 bits")
        case 32: tr("32 bits")
        default: tr("64 bits")
        }
    }

    static func refreshName(_ refresh: RatesRefresh) -> String {
        switch refresh {
        case .daily: tr("Daily")
        case .weekly: tr("Weekly")
        case .never: tr("Only when asked")
        }
    }
}

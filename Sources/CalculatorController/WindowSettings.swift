import CalculatorBrain

/// The window's own settings that are not how a value is written (docs/behaviour.md §8):
/// kept with the state and changed in the Preferences window. The notation, digits and
/// form are the controller's `numberFormat.style`, and the angle unit is the brain's.
public struct WindowSettings: Equatable, Sendable {
    /// The display, history, stack and variables group the digits before the decimal mark
    /// in the locale's way (docs/behaviour.md §17): on, as GNOME Calculator and Windows start.
    public var grouping = true
    /// How often the exchange rates are fetched again (docs/behaviour.md §16).
    public var ratesRefresh = RatesRefresh.daily

    public init(grouping: Bool = true, ratesRefresh: RatesRefresh = .daily) {
        self.grouping = grouping
        self.ratesRefresh = ratesRefresh
    }
}

/// How old a cached copy of the exchange rates may be before the window fetches it again.
public enum RatesRefresh: String, CaseIterable, Sendable {
    case daily, weekly
    /// Only when the user asks ("Update now", `--update-rates`): a copy of any age serves.
    case never

    /// The oldest copy used as it is, in seconds; nil: any.
    public var maximumAge: Int? {
        switch self {
        case .daily: 86_400
        case .weekly: 7 * 86_400
        case .never: nil
        }
    }
}

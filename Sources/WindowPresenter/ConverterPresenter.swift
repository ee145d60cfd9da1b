import CalculatorBrain
import CalculatorController
import Localization
import WindowDescription

/// The unit converter row (docs/behaviour.md §16): open or not, the quantity and the two
/// units chosen. Its amount is the display's number, or the formula line's value as it
/// is typed; when that value has a unit the converter lists, the from-unit follows it.
public final class ConverterPresenter {
    /// Whether the row is shown.
    public internal(set) var isOpen = false
    /// The quantities in the user's language, made when the row first opens.
    private var kinds: [UnitConverter.Kind] = []
    private let language: String
    private(set) var kind = 0
    private(set) var from = 0
    private(set) var to = 1
    /// The display's unit last followed, so a unit chosen by hand stays until the
    /// display's unit changes.
    private var followed: String?

    /// A converter naming units in `language` (`de_DE`; `Localization.language`).
    init(language: String) {
        self.language = language
    }

    private func loadKinds() {
        if kinds.isEmpty { kinds = UnitConverter.kinds(language: language) }
    }

    /// Opens or closes the row.
    func toggle(following controller: CalculatorController) {
        isOpen.toggle()
        if isOpen {
            loadKinds()
            follow(controller)
        }
    }

    /// A quantity chosen from the list: its first two units.
    func chooseKind(_ index: Int?) {
        guard let i = index, kinds.indices.contains(i), i != kind else { return }
        kind = i
        from = 0
        to = 1
    }

    /// A unit chosen from the from-list (`isFrom`) or the to-list.
    func chooseUnit(_ index: Int?, isFrom: Bool) {
        guard let i = index, kinds.indices.contains(kind), kinds[kind].units.indices.contains(i)
        else { return }
        if isFrom { from = i } else { to = i }
    }

    func swap() {
        (from, to) = (to, from)
    }

    /// The display's value (or the open formula line's) has a unit the converter lists
    /// (`10 km to mi` shows mi): the row converts from it, in its quantity, keeping the
    /// to-unit when it fits.
    func follow(_ controller: CalculatorController) {
        guard isOpen else { return }
        let unit = controller.convertibleValue?.unit
        guard unit != followed else { return }
        followed = unit
        guard let unit, let (k, u) = UnitConverter.position(of: unit, in: kinds) else { return }
        if k != kind {
            kind = k
            to = u == 0 ? 1 : 0
        } else if to == u {
            to = from
        }
        from = u
    }

    /// What the row shows; nil while it is closed.
    func view(_ controller: CalculatorController) -> ConverterView? {
        guard isOpen, kinds.indices.contains(kind) else { return nil }
        let units = kinds[kind].units
        let format = controller.numberFormat
        var result = ""
        var isError = false
        if let amount = controller.convertibleValue?.number {
            let conversion = UnitConverter.convert(amount, from: units[from], to: units[to])
            switch conversion.value {
            case .success(let value):
                let source = conversion.rates.map { " (\($0))" } ?? ""
                result = CalculatorBrain.text(DisplayFormatter.string(for: amount, format: format), unit: units[from].symbol)
                    + " = " + CalculatorBrain.text(DisplayFormatter.string(for: value, format: format), unit: units[to].symbol)
                    + source
            case .failure(let error):
                result = error.message
                isError = true
            }
        }
        return ConverterView(
            kinds: kinds.map { WindowTexts.quantityName($0.id) }, kind: kind,
            units: units.map { $0.symbol + "\t" + $0.name }, from: from, to: to, result: result, isError: isError)
    }
}

/// The converter row as the window shows it.
public struct ConverterView: Equatable, Sendable {
    /// The quantities' names, in the list's order.
    public var kinds: [String]
    public var kind: Int
    /// The chosen quantity's units, each `symbol⇥name` (`km⇥Kilometers`): the button
    /// shows the symbol, the list both, and a search matches either.
    public var units: [String]
    public var from: Int
    public var to: Int
    /// `10 km = 6.21371192237334 mi`, with the rates' source for currencies; the error's
    /// message when there is no conversion; empty while the display shows an error.
    public var result: String
    public var isError: Bool
}

import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// The unit converter row (docs/behaviour.md §16) driven as the window drives it: Ctrl+K,
/// the lists' choices by index, the swap button, and the display it follows.
@Suite struct ConverterPresenterTests {
    /// A window with the converter open, named in English.
    static func open() -> FakeWindow {
        let window = FakeWindow(language: "C")
        window.send(.toggleConverter)
        return window
    }

    @Test func opensWithLengthAndConvertsTheDisplay() throws {
        let window = Self.open()
        #expect(window.converterIsOpen)
        #expect(window.actions == [.showConverter(true)])
        let converter = try #require(window.converter)
        #expect(converter.kinds.prefix(3) == ["Length", "Area", "Volume"])
        #expect(converter.units.prefix(2) == ["m\tMeters", "km\tKilometers"])
        #expect((converter.from, converter.to) == (0, 1))
        #expect(converter.result == "0 m = 0 km")
        // Live as the number is typed.
        window.typeOnKeyboard("1500")
        #expect(window.converter?.result == "1500 m = 1.5 km")
    }

    /// The row lies over the stack's room: in algebraic mode the last calculations shown
    /// there give way to it while it is open, and come back when it closes.
    @Test func theLastCalculationsGiveWayToTheRow() throws {
        let window = FakeWindow(language: "C")
        try window.press("1 + 2 = 3 * 4 =")
        #expect(window.view?.recent.count == 2)
        window.send(.toggleConverter)
        #expect(window.view?.recent == [])
        window.send(.toggleConverter)
        #expect(window.view?.recent.count == 2)
    }

    /// The row follows the formula line as it is typed, and the display again when the
    /// line is given up with Escape (a new user saw `1 ft` stay after Escape).
    @Test func escapeGivesTheRowTheDisplayBack() throws {
        let window = Self.open()
        window.typeOnKeyboard("100\n")
        #expect(window.converter?.result == "100 m = 0.1 km")
        window.typeOnKeyboard("ft")
        #expect(window.converter?.result == "1 ft = 0.0003048 km")
        window.send(.formulaCancelled)
        #expect(window.converter?.result == "100 ft = 0.03048 km")
    }

    @Test func unitsAreChosenAndSwapped() throws {
        let window = Self.open()
        let units = try #require(window.converter?.units)
        let mile = try #require(units.firstIndex { $0.hasPrefix("mi\t") })
        window.send(.converterFrom, index: mile)
        window.typeOnKeyboard("10")
        #expect(window.converter?.result == "10 mi = 16.09344 km")
        window.send(.converterSwap)
        #expect(window.converter?.result == "10 km = 6.21371192237334 mi")
        #expect(window.converter.map { ($0.from, $0.to) } ?? (0, 0) == (1, mile))
        // Nonsense from the shim changes nothing.
        window.send(.converterTo, index: 9999)
        window.send(.converterTo, index: -1)
        window.send(.converterTo, numbers: [0.5])
        window.send(.converterTo, numbers: [0, 1])
        window.send(.converterTo)
        #expect(window.converter?.result == "10 km = 6.21371192237334 mi")
    }

    @Test func aQuantityStartsWithItsFirstTwoUnits() throws {
        let window = Self.open()
        let temperature = try #require(window.converter?.kinds.firstIndex(of: "Temperature"))
        window.send(.converterKind, index: temperature)
        window.typeOnKeyboard("20")
        #expect(window.converter?.result == "20 °C = 68 °F")
        window.send(.converterSwap)
        #expect(window.converter?.result == "20 °F = −6.66666666666667 °C")
    }

    /// The display's unit, when the converter lists it, becomes the from-unit.
    @Test func followsTheDisplaysUnit() throws {
        let window = Self.open()
        window.typeOnKeyboard("(2 h to min\n")
        #expect(window.display == "120 min")
        let converter = try #require(window.converter)
        #expect(converter.kinds[converter.kind] == "Time")
        #expect(converter.units[converter.from].hasPrefix("min\t"))
        #expect(converter.result == "120 min = 7200 s")
        // A unit chosen by hand stays while the display's unit is the same.
        window.send(.converterFrom, index: 0)
        window.typeOnKeyboard("+ 1 =")
        #expect(window.converter.map { $0.units[$0.from] }?.hasPrefix("s\t") == true)
    }

    @Test func anErrorOnTheDisplayConvertsNothing() {
        let window = Self.open()
        window.typeOnKeyboard("1/0\n")
        #expect(window.converter?.result == "")
        #expect(window.converter?.isError == false)
    }

    /// The row takes the stack's room: RPN shows no stack lines while it is open.
    @Test func theStackGivesTheRowItsRoom() throws {
        let window = FakeWindow(controller: CalculatorController(mode: .rpn, angle: .radians, random: { 0.25 }))
        try window.press("1 ↵ 2 ↵ 3")
        #expect(window.view?.stack == "1\n2")
        window.send(.toggleConverter)
        #expect(window.view?.stack == "")
        window.send(.toggleConverter)
        #expect(window.view?.stack == "1\n2")
        #expect(window.converter == nil)
        #expect(window.actions == [.showConverter(true), .showConverter(false)])
    }

    /// Names come from CLDR in the user's language.
    @Test(arguments: [("de_DE.UTF-8", "Kilometer"), ("pt_BR", "Quilômetros"), ("C", "Kilometers"), ("fr_FR", "Kilometers")])
    func unitNamesFollowTheLanguage(language: String, kilometre: String) {
        let kinds = UnitConverter.kinds(language: language)
        #expect(kinds.first?.units[1].name == kilometre)
    }

    /// Every row of the generated table names a unit the catalogue knows, and each
    /// quantity's units are of one dimension (each converts to the first).
    @Test func everyListedUnitConverts() {
        let kinds = UnitConverter.kinds(language: "C")
        #expect(kinds.reduce(0) { $0 + $1.units.count } == 139)
        for kind in kinds where kind.id != "currency" {
            for unit in kind.units {
                if case .failure(let error) = UnitConverter.convert(Number(1), from: unit, to: kind.units[0]).value {
                    Issue.record("\(unit.symbol): \(error)")
                }
            }
        }
    }
}

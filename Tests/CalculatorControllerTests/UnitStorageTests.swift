import CalculatorBrain
import Testing
@testable import CalculatorController

/// docs/behaviour.md §16: a value with a unit keeps it in the history, in memory and in
/// the variables (issue 35).
@Suite struct UnitStorageTests {
    /// A controller after entering each formula in turn (algebraic, degrees).
    static func entered(_ formulas: [String]) -> CalculatorController {
        let controller = CalculatorController(mode: .algebraic, angle: .degrees)
        for formula in formulas { #expect(controller.enterFormula(formula) == nil, "\(formula)") }
        return controller
    }

    static func variable(_ controller: CalculatorController, _ name: String) -> String? {
        controller.viewState.variables.first { $0.name == name }?.value
    }

    /// A formula typed to continue from a quantity continues with its unit (a new user got
    /// `(5 km) × 2 = 10`, the unit gone), also where the decimal mark is `,`; adding a
    /// plain number to it is the dimension error it is.
    @Test(arguments: [
        (Character("."), "5.5 km\n*2\n", "11 km", "(5.5 km)*2 ="),
        (Character(","), "5,5 km\n*2\n", "11 km", "(5.5 km)*2 ="),
        (Character("."), "10 km to mi\n+1 mi\n", "7.21371192237334 mi", "(10 km to mi)+1 mi ="),
        (Character("."), "10 km to mi\n+1\n", "mi and a plain number cannot be added or subtracted at column 14",
         "(10 km to mi)+1 ="),
        (Character("."), "7+9\n*2\n", "32", "(7 + 9) × 2 ="),
        (Character("."), "5 km\n to m\n", "5000 m", "(5 km) to m ="),
    ])
    func aTypedContinuationKeepsTheUnit(mark: Character, typed: String, display: String, description: String) {
        let controller = CalculatorController(mode: .algebraic, random: { 0.25 })
        controller.numberFormat = NumberFormat(decimalMark: mark)
        controller.typeText(typed)
        #expect(controller.viewState.display == display)
        #expect(controller.viewState.description == description)
    }

    /// The variables panel's editable text ends with the unit, and typed back it stays one.
    @Test func thePanelTextKeepsTheUnit() {
        let controller = Self.entered(["5 km"])
        controller.press(.store("x"))
        #expect(controller.viewState.variableValues["x"] == "5 km")
        #expect(controller.variableRefusal("y", text: "5 km") == nil)
        #expect(Self.variable(controller, "y") == "5 km")
        #expect(controller.variableRefusal("y", text: "7") == nil)
        #expect(Self.variable(controller, "y") == "7")
    }

    @Test(arguments: [
        // stored, the variable shown, a formula with it, its display.
        ("5 km", "5 km", "x to m", "5000 m"),
        ("10 km / 2 h", "5 km/h", "x * 3 h", "15 km"),
        ("20 °C", "20 °C", "x to °F", "68 °F"),
        ("30 °C − 20 °C", "10 Δ°C", "x to Δ°F", "18 Δ°F"),
        ("1/3 km", "0.333333333333333 km", "3x to m", "1000 m"),
        ("100 EUR", "100 EUR", "x * 2", "200 EUR"),
        ("90°", "90°", "sin(x)", "1"),
        ("5", "5", "x + 1", "6"),
    ])
    func aStoreKeepsTheUnit(stored: String, shown: String, formula: String, display: String) {
        let controller = Self.entered([stored])
        controller.press(.store("x"))
        #expect(Self.variable(controller, "x") == shown)
        #expect(controller.enterFormula(formula) == nil)
        #expect(controller.viewState.display == display, "\(stored) → x; \(formula)")
    }

    /// Adding or subtracting a plain number to a quantity is a dimension error, as in a formula.
    @Test func aQuantityVariableIsNoPlainNumber() {
        let controller = Self.entered(["5 km"])
        controller.press(.store("x"))
        #expect(controller.enterFormula("x + 1") == nil)
        #expect(controller.viewState.display == "km and a plain number cannot be added or subtracted at column 3")
    }

    /// The key `x` enters the quantity; a plain value stored over it drops the unit.
    @Test func theVariableKeyEntersTheQuantity() {
        let controller = Self.entered(["2 h"])
        controller.press(.store("y"))
        controller.press(.clearCalculation)
        controller.press(.variable("y"))
        #expect(controller.viewState.display == "2 h")
        #expect(controller.viewState.unit == "h")
        _ = controller.enterFormula("7")
        controller.press(.store("y"))
        #expect(Self.variable(controller, "y") == "7")
        #expect(controller.enterFormula("y * 2") == nil)
        #expect(controller.viewState.display == "14")
    }

    /// A calculation reading a variable that starts or stops holding a quantity is read
    /// again as one or not, as the next start reads it.
    @Test func aCalculationFollowsItsVariable() {
        let controller = Self.entered(["5"])
        controller.press(.store("y"))
        #expect(controller.enterFormula("y * 2") == nil)
        #expect(controller.viewState.display == "10")
        #expect(controller.variableRefusal("y", text: "3 km") == nil)
        #expect(controller.viewState.display == "6 km")
        #expect(controller.variableRefusal("y", text: "2 h") == nil)
        #expect(controller.viewState.display == "4 h")
        #expect(controller.variableRefusal("y", text: "4") == nil)
        #expect(controller.viewState.display == "8")
        controller.press(.backspace)
        #expect(controller.viewState.display == "5")  // undo still reaches the steps before
    }

    /// A number being typed has no unit, whatever the display showed before.
    @Test func aTypedNumberIsStoredPlain() {
        let controller = Self.entered(["5 km"])
        controller.press(.digit(4))
        controller.press(.store("z"))
        #expect(Self.variable(controller, "z") == "4")
    }

    /// M+ adds in the memory's unit; another dimension leaves the memory as it is.
    @Test func memoryAddsQuantities() {
        let controller = Self.entered(["5 km"])
        controller.press(.memoryAdd)
        #expect(Self.variable(controller, "M") == "5 km")
        _ = controller.enterFormula("500 m")
        controller.press(.memoryAdd)
        #expect(Self.variable(controller, "M") == "5.5 km")
        _ = controller.enterFormula("1 s")
        controller.press(.memoryAdd)
        #expect(Self.variable(controller, "M") == "5.5 km")
        _ = controller.enterFormula("M to mi")
        #expect(controller.viewState.unit == "mi")
    }

    /// The history's entry shows the unit and choosing it enters the quantity.
    @Test(arguments: [
        ("10 km to mi", "6.21371192237334 mi", "10 km"),
        ("1/3 km", "0.333333333333333 km", "333.333333333333 m"),
        ("4 GiB / (30 MB/s)", "143.165576533333 s", "2.38609294222222 min"),
        ("1 rad to deg", "57.2957795130823°", "1 rad"),
    ])
    func theHistoryKeepsTheUnit(formula: String, entry: String, converted: String) {
        let controller = Self.entered([formula])
        let last = controller.history.entries.last!
        #expect(last.display == entry)
        #expect(HistoryTexts.text(of: last, format: .plain) == "\(formula) = \(entry)")
        // Into an open formula line, in parentheses with its unit.
        #expect(controller.formulaText(forHistoryEntry: controller.history.entries.count - 1) == "(\(entry))")
        controller.press(.clear)
        controller.useHistoryEntry(at: controller.history.entries.count - 1)
        #expect(controller.viewState.display == entry)
        controller.press(.store("x"))
        let target = converted.split(separator: " ").last.map(String.init) ?? ""
        #expect(controller.enterFormula("x to \(target)") == nil)
        #expect(controller.viewState.display == converted, "\(formula)")
    }

    /// RPN: a key on a quantity takes its number, so its entry has no unit.
    @Test func rpnKeysTakeTheNumber() {
        let controller = CalculatorController(mode: .rpn, angle: .degrees)
        #expect(controller.enterFormula("3 m") == nil)
        controller.press(.unary(.square))
        #expect(controller.history.entries.last?.display == "9")
        #expect(controller.history.entries.last?.unit == nil)
    }

    /// Every unit a result is written in is one a variable or an entry keeps (and a
    /// restart reads back), and stored and converted back it is the same quantity.
    @Test(arguments: ["1 / (2 s)", "3 m / (2 s²)", "1 / (1 m · 1 s)", "2 kg * 3 m / (1 s)^2", "5 m^3 / 1 kg",
                      "100 EUR / 2 h", "30 °C − 20 °C", "100 °F to °C", "3 GiB", "1 rad", "2 L to floz",
                      "60 mph * 2 h to km", "1 acre to m^2", "c", "1 nmi / 1 h", "10 kWh / 2 h"])
    func everyResultUnitIsKept(formula: String) {
        let controller = Self.entered([formula])
        let unit = controller.viewState.unit
        #expect(unit.map(CalculatorBrain.isUnit) == true, "\(formula): \(unit ?? "")")
        let display = controller.viewState.display
        controller.press(.store("z"))
        #expect(controller.enterFormula("z") == nil)
        #expect(controller.viewState.display == display, "\(formula)")
        #expect(controller.history.entries.last.map { $0.unit == unit && $0.display == display } == true)
    }

    /// A value written back as a formula reads as the same number.
    @Test(arguments: [
        (Number.exact(Rational(7, 3)), "(7/3)"), (.exact(Rational(-7, 4)), "-1.75"), (.exact(Rational(1, 80)), "0.0125"),
        (Number(-12), "-12"), (.approximate(0.1), "0.1"), (.approximate(1e-300), "1e-300"),
    ])
    func formulaTextReadsBack(value: Number, text: String) {
        #expect(CalculatorBrain.formulaText(value) == text)
    }
}

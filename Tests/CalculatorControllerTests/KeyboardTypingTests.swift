import CalculatorBrain
import TestSupport
import Testing
@testable import CalculatorController

/// docs/behaviour.md §13 as tables: text typed on the keyboard (as `typeText` types it: `\n` is
/// Return, `\u{1B}` Escape) → display and description, or the refusal with its message
/// and where it points. Each row is one case, on a new user's controller (degrees).
struct TypedRow: CustomTestStringConvertible, Sendable {
    var typed: String
    var description: String
    var display: String
    var testDescription: String { "\(typed.debugDescription) → \(description) | \(display)" }

    init(_ typed: String, _ description: String, _ display: String) {
        self.typed = typed
        self.description = description
        self.display = display
    }
}

/// A typed refusal: the text, the message and the 0-based place it marks.
struct RefusedRow: CustomTestStringConvertible, Sendable {
    var typed: String
    var message: String
    var position: Int
    var testDescription: String { "\(typed.debugDescription) → \(message) at \(position)" }

    init(_ typed: String, _ message: String, at position: Int) {
        self.typed = typed
        self.message = message
        self.position = position
    }
}

@Suite struct KeyboardTypingTests {
    static func typed(_ text: String, mode: CalculatorMode = .algebraic) -> CalculatorController {
        let controller = CalculatorController(mode: mode, random: { 0.25 })
        controller.typeText(text)
        return controller
    }

    /// Issue 32 item 2: where the decimal mark is `,` (`de_DE`), a typed `.` groups digits
    /// in both modes (`1.000+1` is 1001), the `,` is the decimal point, and a `.` that
    /// cannot group is refused (the line stays open, nothing entered).
    @Test(arguments: [
        (CalculatorMode.algebraic, "1.000+1\n", "1000 + 1 =", "1001"),
        (.algebraic, "2.500*2\n", "2500 × 2 =", "5000"),
        (.algebraic, "1.234.567,5\n", "1234567,5 =", "1234567,5"),
        (.algebraic, "2,5*2\n", "2,5 × 2 =", "5"),
        (.rpn, "1.000\n1+", "1000 + 1 =", "1001"),
        (.rpn, "2,5\n2*", "2,5 × 2 =", "5"),
    ])
    func pointGroupsWhereTheMarkIsAComma(mode: CalculatorMode, typed: String, description: String, display: String) {
        let controller = CalculatorController(mode: mode, random: { 0.25 })
        controller.numberFormat = NumberFormat(decimalMark: ",")
        controller.typeText(typed)
        #expect(controller.viewState.description == description)
        #expect(controller.viewState.display == display)
    }

    @Test(arguments: [CalculatorMode.algebraic, .rpn])
    func pointThatCannotGroupIsRefusedInTyping(mode: CalculatorMode) {
        let controller = CalculatorController(mode: mode, random: { 0.25 })
        controller.numberFormat = NumberFormat(decimalMark: ",")
        let error = controller.typeText("2.5\n")
        #expect(error?.position == 1)
        #expect(error?.message.contains("`,`") == true)
        #expect(controller.line?.text == "2.5")
        #expect(controller.viewState.description == "")
    }

    /// Issue 32 item 3 as typed: `1 + 4 = =` clicked (9), `10*3` Return (30), `=`: 90.
    @Test func equalsAfterATypedFormulaRepeatsItsOwnOperation() throws {
        let controller = CalculatorController(mode: .algebraic, random: { 0.25 })
        try KeySequence.forEachKey(in: "1 + 4 = =", controller.press)
        #expect(controller.viewState.display == "9")
        controller.typeText("10*3\n")
        #expect(controller.viewState.display == "30")
        controller.press(.equals)
        #expect(controller.viewState.display == "90")
        #expect(controller.viewState.description == "10 × 3 × 3 =")
    }

    /// Every row of the issue's table gives what the user meant, and the rest of §13.
    @Test(arguments: [
        // The issue's table: typed in the window, Return.
        TypedRow("200+15%\n", "200 + 15% =", "230"),
        TypedRow("80*15%\n", "80 × 15% =", "12"),
        TypedRow("5*-3\n", "5 × (−3) =", "−15"),
        TypedRow("10/-2\n", "10 ÷ (−2) =", "−5"),
        TypedRow("sin(30)\n", "sin(30) =", "0.5"),
        TypedRow("sqrt(16)\n", "√(16) =", "4"),
        TypedRow("2+3*4\n", "2 + 3 × 4 =", "14"),
        TypedRow("12*3=", "12 × 3 =", "36"),
        TypedRow("2pi\n", "2 × π =", "6.28318530717959"),
        // docs/behaviour.md §15 and GNOME's shorthand (§11), typed.
        TypedRow("7 mod 3\n", "7 mod 3 =", "1"),
        TypedRow("7mod3\n", "7 mod 3 =", "1"),
        TypedRow("gcd(12;18)\n", "gcd(12; 18) =", "6"),
        TypedRow("log(8,2)\n", "log(8; 2) =", "3"),
        TypedRow("floor(2.7)\n", "floor(2.7) =", "2"),
        TypedRow("2sin30\n", "2 × sin(30) =", "1"),  // in degrees, the first start's unit
        TypedRow("sqrt2\n", "√(2) =", "1.4142135623731"),
        // `%` in every position of a formula.
        TypedRow("200-15%\n", "200 − 15% =", "170"),
        TypedRow("200/15%\n", "200 ÷ 15% =", "1333.33333333333"),
        TypedRow("15%\n", "15% =", "0.15"),
        TypedRow("200+(15%)\n", "200 + (15%) =", "200.15"),
        TypedRow("1+2+10%\n", "1 + 2 + 10% =", "3.3"),
        TypedRow("2+3*10%\n", "2 + 3 × 10% =", "2.3"),
        TypedRow("(2+3)%\n", "(2 + 3)% =", "0.05"),
        TypedRow("50%*4\n", "50% × 4 =", "2"),
        TypedRow("2^50%\n", "2 ^ 50% =", "1.4142135623731"),
        // A trailing `=`, typed or as Return.
        TypedRow("12*3=", "12 × 3 =", "36"),
        TypedRow("12*3\n", "12 × 3 =", "36"),
        TypedRow("7+9=", "7 + 9 =", "16"),
        // Continuing from a result: an operator first.
        TypedRow("7+9\n+2\n", "7 + 9 + 2 =", "18"),
        TypedRow("7+9\n-2\n", "7 + 9 − 2 =", "14"),
        TypedRow("7+9\n*2+3\n", "(7 + 9) × 2 + 3 =", "35"),
        TypedRow("7+9\n^2\n", "(7 + 9) ^ 2 =", "256"),
        TypedRow("200\n+15%\n", "200 + 15% =", "230"),
        TypedRow("7+9\n/4=", "(7 + 9) ÷ 4 =", "4"),
        // … a digit or a name first starts a new calculation.
        TypedRow("7+9\n5\n", "5 =", "5"),
        TypedRow("7+9\npi\n", "π =", "3.14159265358979"),
        TypedRow("7+9\n(1+1)\n", "1 + 1 =", "2"),
        // A first start has nothing to continue: the sign is the number's.
        TypedRow("-5\n", "−5 =", "−5"),
        TypedRow("-2^2\n", "−2 ^ 2 =", "−4"),
        // A lone function name applies to the displayed value, as its button does.
        TypedRow("7+9\nsqrt\n", "√(7 + 9) =", "4"),
        TypedRow("30\nsin\n", "sin(30) =", "0.5"),
        TypedRow("100\nlog=", "log(100) =", "2"),
        TypedRow("0.5\nasin\n", "sin⁻¹(0.5) =", "30"),
        // `%` and `!` with the line closed act on the displayed value, as their keys.
        TypedRow("200\n%", "200% =", "2"),
        TypedRow("5\n!", "5! =", "120"),
        // Return with the line closed is `=`, which repeats the typed calculation's last
        // operation, as `7 + 9 = =` clicked does (issue 32 item 3).
        TypedRow("7+9\n\n", "7 + 9 + 9 =", "25"),
        TypedRow("12*3=\n", "12 × 3 × 3 =", "108"),
        TypedRow("5\n\n", "5 =", "5"),
        // Escape clears the calculation; Escape in the line closes it.
        TypedRow("7+9\n\u{1B}", "", "0"),
        TypedRow("7+9\n\u{1B}\u{8}", "7 + 9 =", "16"),
        TypedRow("7+9\n2*\u{1B}", "7 + 9 =", "16"),
        TypedRow("2*3\u{8}4\n", "2 × 4 =", "8"),
    ])
    func algebraic(row: TypedRow) {
        let controller = Self.typed(row.typed)
        let state = controller.viewState
        #expect(state.description == row.description)
        #expect(state.display == row.display)
        #expect(controller.line == nil, "the line is still open: \(String(describing: controller.line))")
    }

    /// Nothing typed is dropped or turned into something else: each refusal keeps the
    /// line open with the text, says why and points at the place.
    @Test(arguments: [
        RefusedRow("y 2\n", "a number right after `y`: write `y × 2`", at: 0),
        RefusedRow("y2\n", "a number right after `y`: write `y × 2`", at: 0),
        RefusedRow("2 3\n", "two numbers in a row", at: 2),
        RefusedRow("3x 2\n", "a number right after `x`: write `x × 2`", at: 1),
        RefusedRow("pi 2\n", "a number right after `pi`: write `pi × 2`", at: 0),
        RefusedRow("15%%\n", "two `%` in a row", at: 3),
        RefusedRow("200+-15%\n", "a signed percentage after `+` or `−`: leave out the sign, or put the percentage in parentheses", at: 7),
        RefusedRow("sinx\n", "unknown name `sinx`", at: 0),
        RefusedRow(")\n", "expected a number, a name or `(` before `)`", at: 0),
        // In a continuation the place is the typed text's, not the `ans` before it.
        RefusedRow("7\n+*2\n", "expected a number, a name or `(` after `+`, not `*`", at: 1),
    ])
    func refused(row: RefusedRow) {
        let controller = CalculatorController(random: { 0.25 })
        let before = row.typed.split(separator: "\n", omittingEmptySubsequences: false)
        let error = controller.typeText(row.typed)
        #expect(error?.message == row.message)
        #expect(error?.position == row.position)
        // The text stays in the open line; the preview says the same.
        let text = String(before[before.count - 2])
        #expect(controller.line?.text == text)
        let preview = controller.linePreview(text)
        #expect(preview.isError && preview.text == row.message)
        #expect(preview.marked?.lowerBound == row.position)
    }

    /// `=` typed in the line is Return; pasted inside a formula it is refused, trailing
    /// it is the end (`12*3=` pasted is 36).
    @Test func equalsInPastedText() {
        let controller = CalculatorController()
        #expect(controller.pasteText("12*3=") == .entered)
        #expect(controller.viewState.display == "36")
        guard case .edit(let text, let preview) = controller.pasteText("12=3") else {
            Issue.record("12=3 pasted was not refused")
            return
        }
        #expect(text == "12=3")
        #expect(preview == .init(text: "unexpected `=`", isError: true, marked: 2..<3))
    }

    /// The preview the line shows while it is typed: the value it would enter.
    @Test(arguments: [
        ("7+9\n+2", "18"), ("7+9\nsqrt", "4"), ("200+15%", "230"), ("2+3*4", "14"),
        ("7+9\n*2+3", "35"), ("30\nsin", "0.5"),
    ])
    func preview(typed: String, value: String) {
        let controller = Self.typed(typed)
        let text = controller.line?.text ?? ""
        #expect(controller.linePreview(text) == .init(text: value, isError: false))
    }

    /// RPN keeps typed digits and operators as HP keys; letters and `(` open the line.
    @Test(arguments: [
        TypedRow("3\n4+", "3 + 4 =", "7"),
        TypedRow("200\n15%", "200, 200 × 15% =", "30"),
        TypedRow("200\n15%+", "200 + 15% =", "230"),
        TypedRow("16sqrt\n", "√(16) =", "4"),
        TypedRow("3\n(1+1)\n*", "3 × (1 + 1) =", "6"),
        TypedRow("2\n3^", "2 ^ 3 =", "8"),
        TypedRow("30sin\n", "sin(30) =", "0.5"),
        TypedRow("2x\n", "2, x =", "x is not set"),
        TypedRow("4(1+1)\n", "4 × (1 + 1) =", "8"),
        TypedRow("3\n4+\u{1B}", "", "0"),
    ])
    func rpn(row: TypedRow) {
        let controller = Self.typed(row.typed, mode: .rpn)
        let state = controller.viewState
        #expect(state.description == row.description)
        #expect(state.display == row.display)
    }

    /// Undo, history and variables work on typed formulas as on any operand.
    @Test func undoHistoryAndVariables() {
        let controller = Self.typed("7+9\n+2\n")
        #expect(controller.history.entries.map(\.description) == ["7 + 9 =", "7 + 9 + 2 ="])
        controller.press(.backspace)
        #expect(controller.viewState.description == "7 + 9 =")
        controller.typeText("2x\n")
        #expect(controller.viewState.display == "x is not set")
        controller.press(.store("x"))  // an error on display stores nothing
        controller.typeText("5\n")
        controller.press(.store("x"))
        controller.typeText("2x\n")
        #expect(controller.viewState.display == "10")
        #expect(controller.viewState.variablesLine == "x = 5")
    }

    /// A button clicked while a formula is typed types into it; buttons clicked with the
    /// line closed keep docs/behaviour.md §3 (`4 + 5 × 3 =` is 27).
    @Test func buttonsKeepTheirRules() throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "4 + 5 × 3 =", controller.press)
        #expect(controller.viewState.display == "27")
        #expect(controller.viewState.description == "(4 + 5) × 3 =")
        #expect(CalculatorController.lineText(for: .binary(.multiply)) == "×")
        #expect(CalculatorController.lineText(for: .unary(.percent)) == "%")
        #expect(CalculatorController.lineText(for: .store("M")) == nil)
        // Clicked `7 +`, then `9` typed: the line takes it as the right operand.
        let mixed = CalculatorController()
        try KeySequence.forEachKey(in: "7 +", mixed.press)
        mixed.typeText("9\n")
        #expect(mixed.viewState.description == "7 + …")
        mixed.typeText("\n")
        #expect(mixed.viewState.display == "16")
        // The same with `=` typed in the line: it is the `=` key, and finishes.
        let finished = CalculatorController()
        try KeySequence.forEachKey(in: "7 +", finished.press)
        finished.typeText("9=")
        #expect(finished.line == nil)
        #expect(finished.viewState.display == "16")
        #expect(finished.viewState.description == "7 + 9 =")
        // Clicked `7 +`, then `*` typed replaces the waiting operation, as its key does.
        let replaced = CalculatorController()
        try KeySequence.forEachKey(in: "7 +", replaced.press)
        replaced.typeText("*3\n\n")
        #expect(replaced.viewState.description == "7 × 3 =")
        // A number clicked, then an operator typed: the line starts with the number.
        let clicked = CalculatorController()
        try KeySequence.forEachKey(in: "12", clicked.press)
        clicked.typeText("+3*2")
        #expect(clicked.line == .init(text: "12+3*2", replacesTyping: true))
        clicked.typeText("\n")
        #expect(clicked.viewState.description == "12 + 3 × 2 =")
        // A number clicked, then a name typed: the name does not take the number; a lone
        // function applies to it, as its button would.
        let named = CalculatorController()
        try KeySequence.forEachKey(in: "16", named.press)
        named.typeText("sqrt")
        #expect(named.line == .init(text: "sqrt", replacesTyping: false))
        named.typeText("\n")
        #expect(named.viewState.description == "√(16) =")
    }

    /// Escape keeps M, x, y and z; `C` clears them; ⌫ after either brings all back.
    @Test func escapeKeepsTheMemory() throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "4.8 →M 5 →x 7 +", controller.press)
        controller.typeText("\u{1B}")
        #expect(controller.viewState.display == "0")
        #expect(controller.viewState.variablesLine == "x = 5   M = 4.8")
        controller.press(.backspace)
        #expect(controller.viewState.description == "7 + …")
        controller.press(.clear)
        #expect(controller.viewState.variablesLine == "")
        controller.press(.backspace)
        #expect(controller.viewState.variablesLine == "x = 5   M = 4.8")
        #expect(controller.viewState.description == "7 + …")
    }

    /// `%` as a key (docs/behaviour.md §13), in every position and both modes.
    @Test(arguments: [
        ("200 + 15 %", CalculatorMode.algebraic, "200 + 15% …", "30"),
        ("200 + 15 % =", .algebraic, "200 + 15% =", "230"),
        ("200 − 15 % =", .algebraic, "200 − 15% =", "170"),
        ("80 × 15 % =", .algebraic, "80 × 15% =", "12"),
        ("200 ÷ 15 % =", .algebraic, "200 ÷ 15% =", "1333.33333333333"),
        ("15 %", .algebraic, "15% =", "0.15"),
        ("200 + %", .algebraic, "200 + 200% …", "400"),
        ("200 + 15 % = =", .algebraic, "200 + 15% + 200 × 15% =", "260"),
        ("7 + 9 = + 10 % =", .algebraic, "7 + 9 + 10% =", "17.6"),
        ("200 ↵ 15 %", .rpn, "200, 200 × 15% =", "30"),
        ("200 ↵ 15 % +", .rpn, "200 + 15% =", "230"),
        ("200 ↵ 15 % −", .rpn, "200 − 15% =", "170"),
        ("15 %", .rpn, "15% =", "0.15"),
    ])
    func percentKey(keys: String, mode: CalculatorMode, description: String, display: String) throws {
        let controller = CalculatorController(mode: mode)
        try KeySequence.forEachKey(in: keys, controller.press)
        #expect(controller.viewState.description == description)
        #expect(controller.viewState.display == display)
        // A finished calculation's description reads back as the displayed value
        // (docs/behaviour.md §5).
        guard mode == .algebraic, description.hasSuffix(" =") else { return }
        let again = CalculatorController()
        #expect(again.enterFormula(String(description.dropLast(2))) == nil)
        #expect(again.viewState.display == display)
    }

    /// A typed continuation (`ans`) survives `state.db` and replays the same.
    @Test func typedFormulasSurviveTheSavedState() throws {
        let controller = Self.typed("7+9\n+2\n")
        let copy = try throughStateDatabase(controller.brain)
        #expect(copy.description == controller.brain.description)
        #expect(copy.value == controller.brain.value)
    }

    /// A store confirms itself in the variables line.
    @Test func storeShowsInTheVariablesLine() throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "19.99 →x", controller.press)
        #expect(controller.viewState.variablesLine == "x = 19.99")
    }

    /// A new user's controller computes in degrees.
    @Test func degreesAtAFirstStart() {
        #expect(CalculatorController().angle == .degrees)
        #expect(Self.typed("sin(30)\n").viewState.display == "0.5")
    }
}

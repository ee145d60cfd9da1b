import CalculatorBrain
import CalculatorController
import Localization

/// The buttons of the window (docs/behaviour.md §1, §8), as data: no GTK here, so the
/// table can be tested without a display. Names and hints are in the user's language
/// (`tr`); labels are symbols and stay as they are.
///
/// Two grids. The keypad (4 columns) holds memory, clear, digits and the four
/// operations; the scientific grid (5 columns) holds functions, constants and variables.
/// In RPN mode the stack keys `x⇄y` and `drop` take the cells of `rand` and `(` (typed as
/// `rand` and `(` there, as ever), so switching modes moves and resizes no key
/// (docs/behaviour.md §8).
///
/// ```
///  scientific                       keypad
///  x²    √     1/x   x!    π        MC  M+  →M  M
///  sin   cos   tan   ln    log      C   ⌫   xʸ  ÷
///  sin⁻¹ cos⁻¹ tan⁻¹ eˣ    e        7   8   9   ×
///  x     y     z     rand  (        4   5   6   −
///                    x⇄y   drop     (RPN)
///  →x    →y    →z    ∛     %        1   2   3   +
///  mod   f(x)…                       ±   0   .   =
/// ```
public enum ButtonLayout {
    /// Every button, scientific grid first, row by row.
    public static let buttons: [Button] = {
        typealias B = Button
        let digitNames = [tr("zero"), tr("one"), tr("two"), tr("three"), tr("four"), tr("five"),
                          tr("six"), tr("seven"), tr("eight"), tr("nine")]
        func digit(_ d: Int, _ row: Int, _ column: Int) -> B {
            B(.digit(d), "\(d)", digitNames[d], .digit, .keypad, row, column)
        }
        return [
            B(.unary(.square), "x²", .function, .scientific, 0, 0),
            B(.unary(.squareRoot), "√", .function, .scientific, 0, 1),
            B(.unary(.reciprocal), "1/x", .function, .scientific, 0, 2),
            B(.unary(.factorial), "x!", .function, .scientific, 0, 3),
            B(.constant(.pi), "π", tr("pi"), .function, .scientific, 0, 4),
            B(.unary(.sin), "sin", .function, .scientific, 1, 0),
            B(.unary(.cos), "cos", .function, .scientific, 1, 1),
            B(.unary(.tan), "tan", .function, .scientific, 1, 2),
            B(.unary(.ln), "ln", .function, .scientific, 1, 3),
            B(.unary(.log), "log", .function, .scientific, 1, 4),
            B(.unary(.asin), "sin⁻¹", .function, .scientific, 2, 0),
            B(.unary(.acos), "cos⁻¹", .function, .scientific, 2, 1),
            B(.unary(.atan), "tan⁻¹", .function, .scientific, 2, 2),
            B(.unary(.exp), "eˣ", .function, .scientific, 2, 3),
            B(.constant(.e), "e", tr("Euler's number"), .function, .scientific, 2, 4),
            B(.variable("x"), "x", tr("variable x"), .memory, .scientific, 3, 0),
            B(.variable("y"), "y", tr("variable y"), .memory, .scientific, 3, 1),
            B(.variable("z"), "z", tr("variable z"), .memory, .scientific, 3, 2),
            B(.random, "rand", tr("random number"), .function, .scientific, 3, 3, algebraicOnly: true),
            B(.openFormula, "(", tr("formula"), .function, .scientific, 3, 4, algebraicOnly: true,
              hint: tr("Type a formula")),
            // TRANSLATORS: the RPN key x⇄y, to a screen reader: swaps the last two numbers.
            B(.swap, "x⇄y", tr("swap"), .function, .scientific, 3, 3, rpnOnly: true),
            // TRANSLATORS: the RPN key that removes the last number from the stack.
            B(.drop, "drop", tr("drop"), .function, .scientific, 3, 4, rpnOnly: true),
            B(.store("x"), "→x", tr("store in x"), .memory, .scientific, 4, 0),
            B(.store("y"), "→y", tr("store in y"), .memory, .scientific, 4, 1),
            B(.store("z"), "→z", tr("store in z"), .memory, .scientific, 4, 2),
            B(.unary(.cubeRoot), "∛", .function, .scientific, 4, 3),
            B(.unary(.percent), "%", .function, .scientific, 4, 4,
              hint: tr("Percent: 200 + 15 % = 230, 80 × 15 % = 12")),
            // Row 5 (issue 34): `mod`, then the Functions menu (`ButtonLayout.commandButtons`,
            // not a key of the calculator). The form key `⇄ a/b` is beside the display (§17).
            B(.binary(.modulo), "mod", .function, .scientific, 5, 0,
              hint: tr("Modulo: 7 mod 3 = 1, −7 mod 3 = 2")),

            B(.memoryClear, "MC", tr("clear memory"), .memory, .keypad, 0, 0),
            B(.memoryAdd, "M+", tr("add to memory"), .memory, .keypad, 0, 1),
            B(.store("M"), "→M", tr("store in memory"), .memory, .keypad, 0, 2),
            B(.variable("M"), "M", tr("memory"), .memory, .keypad, 0, 3),
            B(.clear, "C", tr("all clear"), .clear, .keypad, 1, 0),
            B(.backspace, "⌫", tr("backspace"), .clear, .keypad, 1, 1,
              hint: tr("Backspace, or undo when not typing")),
            B(.binary(.power), "xʸ", .operation, .keypad, 1, 2),
            B(.binary(.divide), "÷", .operation, .keypad, 1, 3),
            digit(7, 2, 0), digit(8, 2, 1), digit(9, 2, 2),
            B(.binary(.multiply), "×", .operation, .keypad, 2, 3),
            digit(4, 3, 0), digit(5, 3, 1), digit(6, 3, 2),
            B(.binary(.subtract), "−", .operation, .keypad, 3, 3),
            digit(1, 4, 0), digit(2, 4, 1), digit(3, 4, 2),
            B(.binary(.add), "+", .operation, .keypad, 4, 3),
            B(.unary(.negate), "±", .digit, .keypad, 5, 0),
            digit(0, 5, 1),
            B(.point, ".", tr("decimal point"), .digit, .keypad, 5, 2),
            B(.equals, "=", tr("equals"), .equals, .keypad, 5, 3,
              // TRANSLATORS: the = key in RPN mode (↵), to a screen reader: it enters
              // the number on the stack.
              rpn: (label: "↵", name: tr("enter"))),
        ]
    }()

    /// The button that sends `key`, if any.
    public static func button(for key: Key) -> Button? {
        buttons.first { $0.key == key }
    }
}

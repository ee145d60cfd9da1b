import CalculatorBrain
import TestSupport
import Testing
@testable import CalculatorController

/// Laws of the formula line, over thousands of random lines made of what a user types
/// there (keys clicked while it is open, digits, names, stray characters).
@Suite struct FormulaControllerPropertyTests {
    /// Every key with a `--keys` token, digits and the point: every key a formula can
    /// hold. In a fixed order, so a seed replays the same lines.
    static let keys: [Key] = ((0...9).map(Key.digit) + [.point] + Set(Key.tokens.values))
        .sorted { "\($0)" < "\($1)" }

    static let pieces: [String] = {
        var pieces = keys.compactMap { CalculatorController.formulaText(for: $0) }
        pieces += ["(", ")", ")", " ", "1", "2", "0", "*", "/", "-", "e5", "sqrt", "pi", "xy",
                   "q", "é", ",", "..", "²", "³", "⁻¹", "!", "\u{2212}"]
        return pieces
    }()

    static func line(_ g: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...12, using: &g)
        return (0..<count).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    /// The preview says what Enter gives. A line whose preview marks a part is refused;
    /// one that previews a value is entered. Whatever Enter does, the preview foretold
    /// it: refused, the line changes nothing and the preview showed the refusal's
    /// message; entered, the display shows the preview's text (a value, or an error such
    /// as a division by zero). The marked part always lies inside the line. Both outcomes
    /// occur, so neither half of the law goes untested.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func previewPredictsEnter(seed: UInt64) {
        var g = SeededGenerator(state: seed)
        var refused = 0, entered = 0
        for _ in 0..<1_000 {
            let text = Self.line(&g)
            for mode in CalculatorMode.allCases {
                let controller = CalculatorController(mode: mode)
                controller.press(.digit(3))
                let preview = controller.formulaPreview(text)
                if let marked = preview.marked {
                    #expect(marked.lowerBound >= 0 && marked.upperBound <= text.count && !marked.isEmpty,
                            "\(text)")
                }
                let before = controller.viewState
                let error = controller.enterFormula(text)
                if preview.marked != nil { #expect(error != nil, "\(text)") }
                if !preview.isError { #expect(error == nil, "\(text)") }
                if let error {
                    refused += 1
                    #expect(preview.isError, "\(text)")
                    #expect(preview.text == error.message, "\(text)")
                    #expect(controller.viewState == before, "\(text)")
                } else {
                    entered += 1
                    #expect(controller.viewState.display == preview.text, "\(text)")
                    controller.press(.backspace)
                    #expect(controller.viewState.display == (mode == .rpn ? "3" : "0"), "\(text)")
                }
            }
        }
        #expect(refused > 0 && entered > 0, "refused \(refused), entered \(entered)")
    }
}

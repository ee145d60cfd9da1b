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

    /// The preview says what Enter gives: a line that previews a value puts exactly that
    /// value in the display; one that previews a parse error is refused and changes
    /// nothing; the marked part always lies inside the line.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func previewPredictsEnter(seed: UInt64) {
        var g = SeededGenerator(state: seed)
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
                if preview.marked != nil || (preview.isError && error != nil) {
                    #expect(error != nil, "\(text)")
                    #expect(controller.viewState == before, "\(text)")
                } else {
                    #expect(error == nil, "\(text)")
                    #expect(controller.viewState.display == preview.text, "\(text)")
                    controller.press(.backspace)
                    #expect(controller.viewState.display == (mode == .rpn ? "3" : "0"), "\(text)")
                }
            }
        }
    }
}

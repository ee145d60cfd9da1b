import CalculatorBrain
import TestSupport
import Testing
@testable import CalculatorController

@Suite struct ControllerPropertyTests {
    /// Every key a user can press, with digits weighted up so numbers get typed.
    static let allKeys: [Key] = {
        var keys: [Key] = (0...9).map(Key.digit) + (0...9).map(Key.digit) + [.point, .equals, .random]
        keys += BinaryOperation.allCases.map(Key.binary) + UnaryOperation.allCases.map(Key.unary)
        keys += Constant.allCases.map(Key.constant)
        keys += CalculatorBrain.variableNames.flatMap { [Key.variable($0), .store($0)] }
        keys += [.memoryAdd, .memoryClear, .backspace, .backspace, .swap, .drop]
        keys += [.angle(.degrees), .angle(.radians), .mode(.rpn), .mode(.algebraic), .clear]
        return keys
    }()

    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func randomKeyStreamsKeepTheViewConsistent(seed: UInt64) {
        var g = SeededGenerator(state: seed)
        let controller = CalculatorController(random: { Double.random(in: 0..<1, using: &g) })
        var keys = SeededGenerator(state: seed &* 31)
        for _ in 0..<5_000 {
            controller.press(Self.allKeys.randomElement(using: &keys)!)
            let state = controller.viewState
            #expect(!state.display.isEmpty)
            #expect(state.description.isEmpty || state.description.hasSuffix(" =")
                    || state.description.hasSuffix(" …"))
            #expect(state.pending == state.description.hasSuffix(" …"))
            // No value with an error; without one, a value unless a Double cannot hold it.
            #expect(state.error == nil || state.value == nil)
            #expect(state.error != nil || state.value != nil || state.typing || state.display.contains("e"))
            #expect(state.mode == .rpn || state.stack.isEmpty)
            if state.error != nil { #expect(state.display == state.error?.message) }
        }
    }

    @Test func backspaceUndoesEveryProgramStepInBothModes() throws {
        for mode in CalculatorMode.allCases {
            var keys = SeededGenerator(state: 99)
            let controller = CalculatorController(mode: mode)
            let programKeys = Self.allKeys.filter {
                if case .mode = $0 { return false }
                return $0 != .clear && $0 != .backspace
            }
            for _ in 0..<300 { controller.press(programKeys.randomElement(using: &keys)!) }
            for _ in 0..<400 { controller.press(.backspace) }
            #expect(controller.brain.stepCount == 0)
            #expect(controller.viewState.description == "")
        }
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func garbageKeyTextIsRefusedWithItsPosition(seed: UInt64) {
        var g = SeededGenerator(state: seed)
        let alphabet = Array("0123456789.+-*/^=√x²!πeMCz→⇄ \t\n\u{0}\u{FFFD}😀abc()[]{}")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...20, using: &g)).map { _ in alphabet.randomElement(using: &g)! })
            let controller = CalculatorController()
            do {
                try KeySequence.forEachKey(in: text, controller.press)
            } catch {
                #expect(error.position >= 1)
                #expect(text.contains(error.token))
            }
            _ = controller.viewState
        }
    }
}

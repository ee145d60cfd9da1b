import CalculatorBrain
import PropertyBased
import TestSupport
import Testing
@testable import CalculatorController

/// Laws that hold whatever keys are pressed. The key streams come from `PropertyBased`:
/// a failing stream is shrunk to the fewest keys that still fail, and the failure names
/// the seed that replays it (add `.fixedSeed("…")` to the test).
@Suite struct ControllerPropertyTests {
    /// Every key a user can press, with digits listed twice so numbers get typed.
    static let allKeys: [Key] = {
        var keys: [Key] = (0...9).map(Key.digit) + (0...9).map(Key.digit) + [.point, .equals, .random]
        keys += BinaryOperation.allCases.map(Key.binary) + UnaryOperation.allCases.map(Key.unary)
        keys += Constant.allCases.map(Key.constant)
        keys += CalculatorBrain.variableNames.flatMap { [Key.variable($0), .store($0)] }
        keys += [.memoryAdd, .memoryClear, .backspace, .backspace, .swap, .drop]
        keys += [.angle(.degrees), .angle(.radians), .mode(.rpn), .mode(.algebraic), .clear]
        return keys
    }()

    /// Keys that add to the program (no mode switch, `C` or `⌫`).
    static let programKeys = allKeys.filter {
        if case .mode = $0 { return false }
        return $0 != .clear && $0 != .backspace
    }

    /// Streams of `count` keys drawn from `keys`; shrinking drops keys.
    static func keyStreams(_ count: ClosedRange<Int>, from keys: [Key]) -> Generator<[Key], some SendableSequenceType> {
        Gen.element(of: keys).map { $0! }.array(of: count)
    }

    /// `rand` draws from a fixed cycle, so a stream replays exactly from its seed.
    static func cyclingRandom() -> () -> Double {
        var n = 0
        return {
            n += 1
            return Double(n % 8) / 8
        }
    }

    /// What a view state must never show, or nil when it is consistent.
    static func inconsistency(_ state: ViewState) -> String? {
        if state.display.isEmpty { return "empty display" }
        let d = state.description
        if !(d.isEmpty || d.hasSuffix(" =") || d.hasSuffix(" …")) { return "description \(d)" }
        if state.pending != d.hasSuffix(" …") { return "pending \(state.pending) with \(d)" }
        if state.error != nil, state.value != nil { return "a value with an error" }
        // Without an error there is a value, unless a Double cannot hold it (`2 ^ 2000`).
        if !state.typing, state.error == nil, state.value == nil, !state.display.contains("e") {
            return "no value and no error"
        }
        if state.mode == .algebraic, !state.stack.isEmpty { return "a stack in algebraic mode" }
        if let error = state.error, state.display != error.message { return "display \(state.display) for \(error)" }
        return nil
    }

    @Test func randomKeyStreamsKeepTheViewConsistent() async {
        await propertyCheck(count: 300, input: Self.keyStreams(0...150, from: Self.allKeys)) { keys in
            let controller = CalculatorController(random: Self.cyclingRandom())
            for (i, key) in keys.enumerated() {
                controller.press(key)
                if let broken = Self.inconsistency(controller.viewState) {
                    Issue.record("after key \(i + 1) (\(key)): \(broken)")
                    return
                }
            }
        }
    }

    /// Whatever keys were pressed, the state saved to `state.db` and loaded back (the next
    /// start, docs/behaviour.md §7) shows the same display, description, stack and value:
    /// an inexact variable is saved as the recipe that computes it, so a function of it
    /// after a restart is what it was before (`… cosh →z` made `z` 1.00000000000000005,
    /// saved as the `Double` 1 it came back whole and `z 5 nPr` changed; found by this test).
    @Test func randomKeyStreamsComeBackFromTheStateDatabase() async {
        await propertyCheck(count: 150, input: Self.keyStreams(0...100, from: Self.allKeys)) { keys in
            let controller = CalculatorController(random: Self.cyclingRandom())
            for key in keys { controller.press(key) }
            do {
                let copy = try TemporaryStateStore().roundTrip(controller)
                let (before, after) = (controller.viewState, copy.viewState)
                #expect(after.display == before.display)
                #expect(after.stack == before.stack)
                #expect(after.description == before.description)
                #expect(after.exactValue == before.exactValue)
                #expect(after.value == before.value)
                #expect(after.mode == before.mode)
            } catch {
                Issue.record("not read back: \(error)")
            }
        }
    }

    /// Every key adds at most one step or one typed character, so as many `⌫` as keys
    /// undo everything.
    @Test func backspaceUndoesEveryProgramStepInBothModes() async {
        await propertyCheck(count: 100, input: Gen<CalculatorMode>.case,
                            Self.keyStreams(0...150, from: Self.programKeys)) { mode, keys in
            let controller = CalculatorController(mode: mode, random: Self.cyclingRandom())
            keys.forEach(controller.press)
            for _ in keys { controller.press(.backspace) }
            #expect(controller.brain.stepCount == 0)
            #expect(controller.viewState.description == "")
            #expect(!controller.viewState.typing)
        }
    }

    /// The white-space separators `--keys` splits on.
    static let separators: Set<Unicode.Scalar> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"]

    /// An unknown token is reported with its own text and its place among the tokens,
    /// and every token before it is a known one.
    @Test func garbageKeyTextIsRefusedWithItsPosition() async {
        let alphabet = Array("0123456789.+-*/^=√x²!πeMCz→⇄ \t\n\u{0}\u{FFFD}😀abc()[]{}")
        let texts = Gen.element(of: alphabet).map { $0! }.array(of: 0...20).map { String($0) }
        await propertyCheck(count: 2_000, input: texts) { text in
            let tokens = text.unicodeScalars.split(whereSeparator: Self.separators.contains)
                .map { String(String.UnicodeScalarView($0)) }
            let known = { (token: String) in Key.keys(forToken: Substring(token)) != nil }
            do throws(KeySequence.UnknownToken) {
                try KeySequence.forEachKey(in: text, CalculatorController().press)
                #expect(tokens.allSatisfy(known))
            } catch {
                #expect(tokens.indices.contains(error.position - 1) && tokens[error.position - 1] == error.token)
                #expect(tokens.prefix(error.position - 1).allSatisfy(known))
                #expect(!known(error.token))
            }
        }
    }
}

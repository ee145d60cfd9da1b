import CalculatorBrain
import CalculatorController
#if canImport(Testing)
import Testing
#endif

/// Runs a key sequence as `cerebrum --keys` does and returns what the view shows.
public func run(_ keys: String, mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians,
                random: @escaping () -> Double = { 0.25 }) throws -> ViewState {
    let controller = CalculatorController(mode: mode, angle: angle, random: random)
    try KeySequence.forEachKey(in: keys, controller.press)
    return controller.viewState
}

// A release build (`make`) builds this target too, where swift-testing is not there.
#if canImport(Testing)
/// Runs a row's keys and checks the description and the display.
public func expect(_ row: Row, mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    let state = try run(row.keys, mode: mode, angle: angle)
    #expect(state.description == row.description, sourceLocation: sourceLocation)
    #expect(state.display == row.display, sourceLocation: sourceLocation)
}
#endif

/// One row: keys → description, display. Every example of docs/behaviour.md §2–§10 is a row.
public struct Row: Sendable {
    public var keys: String
    public var description: String
    public var display: String
    public var testDescription: String { "\(keys) → \(description) | \(display)" }

    public init(_ keys: String, _ description: String, _ display: String) {
        self.keys = keys
        self.description = description
        self.display = display
    }
}

#if canImport(Testing)
extension Row: CustomTestStringConvertible {}
#endif

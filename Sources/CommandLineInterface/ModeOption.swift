import ArgumentParser
import CalculatorBrain

/// `--mode`: the entry modes of docs/behaviour.md §3 and §4, and programmer mode (§18),
/// which `--solve` and `--keys` compute with `ProgrammerRun`.
public enum ModeOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case algebraic, rpn, programmer

    /// The brain's mode; nil for programmer mode, which is the controller's (`EntryMode`).
    var calculatorMode: CalculatorMode? {
        switch self {
        case .algebraic: .algebraic
        case .rpn: .rpn
        case .programmer: nil
        }
    }
}

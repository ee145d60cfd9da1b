import ArgumentParser
import CalculatorBrain

/// `--mode`: the entry modes of docs/behaviour.md §3 and §4, and programmer mode (§18),
/// which the command line computes with `--solve` (`ProgrammerRun`).
public enum ModeOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case algebraic, rpn, programmer

    /// The controller's mode; nil for programmer mode, which is not one of its modes yet.
    var calculatorMode: CalculatorMode? {
        switch self {
        case .algebraic: .algebraic
        case .rpn: .rpn
        case .programmer: nil
        }
    }
}

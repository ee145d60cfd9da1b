import CalculatorBrain

/// Turns key presses into brain steps and publishes one `ViewState` per key.
/// (Placeholder API: the behaviour lands with issue 2.)
public final class CalculatorController {
    public private(set) var mode: CalculatorMode
    public private(set) var angle: AngleUnit

    public init(mode: CalculatorMode = .algebraic, angle: AngleUnit = .radians) {
        self.mode = mode
        self.angle = angle
    }

    /// Handles one key press.
    public func press(_ key: Key) {}

    /// Sets a variable from text the user typed in the variables panel (`5`, `−2.5`, empty
    /// to unset). Returns false, changing nothing, when the text is not a number.
    @discardableResult
    public func setVariable(_ name: String, text: String) -> Bool { true }

    /// What the view shows now.
    public var viewState: ViewState {
        ViewState(display: "0", description: "", value: 0, error: nil, pending: false,
                  typing: false, mode: mode, angle: angle, stack: [], variables: [])
    }
}

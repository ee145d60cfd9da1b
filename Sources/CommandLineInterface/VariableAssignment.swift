import ArgumentParser
import CalculatorBrain
import CalculatorController
import Localization

/// One `--set NAME=VALUE` (docs/behaviour.md §9): a variable (`x`, `y`, `z`, `M`) and the
/// number it starts with. Any text is taken when the command line is read, so that
/// `CommandLineOptions.validate()` can say what is wrong with it in the user's words
/// (ArgumentParser's own message would only be "invalid value").
public struct VariableAssignment: ExpressibleByArgument, Equatable, Sendable {
    /// The argument as written.
    public var argument: String
    /// The text before the first `=`; nil when there is no `=`.
    public var name: String?
    /// The text after the first `=`.
    public var value: String

    public init(argument: String) {
        self.argument = argument
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 {
            name = String(parts[0])
            value = String(parts[1])
        } else {
            name = nil
            value = ""
        }
    }

    /// The number to set, nil while `problem` is not.
    public var number: Number? {
        guard let name, CalculatorBrain.variableNames.contains(name) else { return nil }
        return CalculatorController.number(fromUserText: value)
    }

    /// What is wrong with the assignment, as the message the user reads; nil when none.
    public var problem: String? {
        guard let name else {
            return tr("--set %s: expected NAME=VALUE, e.g. x=5").filled(QuotedInput.printable(argument))
        }
        guard CalculatorBrain.variableNames.contains(name) else {
            return tr("--set %1$s: no variable named \"%2$s\"; the variables are x, y, z and M")
                .filled(QuotedInput.printable(argument), QuotedInput.printable(name))
        }
        guard !value.isEmpty else {
            return tr("--set %1$s: the value of %2$s is missing").filled(QuotedInput.printable(argument), name)
        }
        guard number != nil else {
            return tr("--set %1$s: the value \"%2$s\" is not a number")
                .filled(QuotedInput.printable(argument), QuotedInput.printable(value))
        }
        return nil
    }

    /// Sets the variable on `controller`; does nothing while `problem` is not nil
    /// (`CommandLineOptions.validate()` refuses such an assignment first).
    public func apply(to controller: CalculatorController) {
        guard let name, number != nil else { return }
        _ = controller.setVariable(name, text: value)
    }
}

import ArgumentParser
import CalculatorBrain
import CalculatorController

extension CalculatorMode: ExpressibleByArgument {}
extension AngleUnit: ExpressibleByArgument {}

/// `cerebrum`'s command line (SPEC §9).
struct CommandLineOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cerebrum",
        abstract: "A desktop calculator with exact decimals, algebraic and RPN entry.",
        discussion: helpDiscussion,
        version: WindowApp.version)

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Run a key sequence without a window and print the result; - reads it from standard input.",
                               valueName: "keys"))
    var keys: String?

    @Flag(name: .long, help: "Print one JSON object instead of display and description lines.")
    var json = false

    @Option(name: .long, help: "Entry mode: algebraic (default) or rpn.")
    var mode: CalculatorMode?

    @Option(name: .long, help: "Angle unit for trigonometry: rad (default) or deg.")
    var angle: AngleUnit?

    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Set a variable (x, y, z or M) before the keys run; repeatable.",
                               valueName: "name=value"))
    var assignments: [String] = []

    static let helpDiscussion = """
        Without --keys, cerebrum opens the calculator window where it was left
        (the state is kept in $XDG_STATE_HOME/cerebrum/state.plist); --mode,
        --angle and --set then apply over it. --json needs --keys.

        KEYS are separated by spaces. A run of digits and points types each character
        (12.5 is 1 2 . 5). Key names and their aliases:
          + − (-) × (*) ÷ (/) xʸ (^)          binary operations
          = (↵, enter)                       equals; enter in RPN mode
          √ (sqrt) x² (sq) 1/x (inv) ± (neg, +/-) x! (fact)
          sin cos tan asin acos atan ln log eˣ (exp)
          π (pi) e rand                      constants; rand is drawn when pressed
          x y z M                            variables (the variable itself)
          →M (->M) →x →y →z                  store the displayed value
          M+ MC                              add to memory, clear memory
          C                                  all clear
          ⌫ (undo, backspace)                backspace while typing, else undo
          x⇄y (swap) drop                    RPN only
          deg rad                            angle unit

        Examples:
          cerebrum --keys "7 + 9 = √"
          cerebrum --mode rpn --keys "3 ↵ 5 ↵ 4 + ×" --json
          cerebrum --angle deg --set x=30 --keys "x sin"
          seq 1 1000 | sed 's/$/ +/' | cerebrum --keys -

        An unknown key or a bad option is reported on standard error with its position;
        the exit status is then 2 and nothing is printed on standard output.
        """
}

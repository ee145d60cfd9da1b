// The help's long text, apart from CommandLineOptions.swift: it holds no `tr(`, so
// xgettext (which reads that file as C) never meets its apostrophes and quotes. Its lists
// of operations come from the operation tables (CommandLineOptions+OperationHelp.swift).

extension CommandLineOptions {
    static let helpDiscussion = """
        --plot FORMULA draws the graph of a formula in x with the window's drawing:
        --output FILE.svg or FILE.png writes it, --json prints its data (x_range,
        y_range, size, curves with polylines, points and step ends, ticks,
        key_points).
          cerebrum --plot "sin x" --plot "x^2/10" --angle rad --output graph.svg
          cerebrum --plot "tan x" --angle rad --x-range -10:10 --y-range -5:5 --json
          cerebrum --plot "sin x" --output sine-in-degrees.png

        Without --keys or --solve, cerebrum opens the calculator window where it
        was left (the state is kept in $XDG_STATE_HOME/cerebrum/state.db);
        --mode, --angle, --set and --formula then apply over it (--formula "2+3"
        opens it with the formula entered). --json needs --keys or --solve.

        KEYS are separated by spaces. A run of digits and points types each character
        (12.5 is 1 2 . 5). Key names and their aliases:
        \(operationKeyLines)
          (an operation of two operands, in RPN: y then x)
          = (↵, enter)                       equals; enter in RPN mode
          π (pi) e rand                      constants; rand is drawn when pressed
          x y z M                            variables (the variable itself)
          →M (->M) →x →y →z                  store the displayed value
          M+ MC                              add to memory, clear memory
          C                                  all clear
          ⎋ (esc)                            clear the calculation, keep M x y z
          ⌫ (undo, backspace)                backspace while typing, else undo
          x⇄y (swap) drop                    RPN only
          deg rad                            angle unit
        --list-keys prints them all; --list-keys --json adds the window's buttons and
        keyboard shortcuts, as data.

        A ( in KEYS starts a formula that runs to its matching ), spaces included: the
        group is one operand (2 × (3 + 4 ^ 2) = is 2 × (3 + 4 ^ 2) =).

        FORMULA (--solve, and the groups in KEYS) is written as in GNOME Calculator:
          + − (-) × (*) ÷ (/) ^, parentheses, implicit × (2π, 2(3+4), xy)
          numbers 12.5 .5 1.5e20 2.5e−10; superscripts x² x³ x⁻¹; postfix ! and %
          (200+15% is 230, 80*15% is 12); a trailing = (12*3= is 36); ans
        \(operationFormulaLines)
          (log10 is log; two arguments are separated by ;: gcd(12; 18), log(8; 2))
          π (pi) e; x y z M
          units and currencies: 10 km to mi, 20 °C to °F, 3 m * 2 m, 100 EUR to USD
          (to, →, or in); --list-units lists them
          0xFF 0b1010 0o17 (0xFFFF_0000); 255 to hex|bin|oct|dec
          −2^2 is −4; 2^3^2 is 512; 4÷2(1+1) is 4; sin 30 ^ 4 is (sin 30)^4

        --format fraction|mixed|repeating|scientific|engineering|fixed, --digits N
        and --grouping write the value of --keys and --solve in that form (3/10,
        1 3/4, 0.1(6), ≈ 13250218/9369319 for an inexact value, 1.2345e4, 12.345e3,
        3.1416; 1,234,567.5); --digits is the significant digits (1-15), with fixed
        the decimals (0-15, default 2). --json always has "fraction": "1/3" for an
        exact value, null otherwise. 0.(3) in a formula is exactly 1/3.

        Examples:
          cerebrum --keys "7 + 9 = √"
          cerebrum --mode rpn --keys "3 ↵ 5 ↵ 4 + ×" --json
          cerebrum --angle deg --set x=30 --keys "x sin"
          seq 1 1000 | sed 's/$/ +/' | cerebrum --keys -
          cerebrum --angle deg --solve "2 sin 30 + 3!"
          cerebrum --set x=2 --solve "3x² − 1" --json
          cerebrum --solve "255 to hex"
          cerebrum --mode programmer --word-size 8 --base 16 --solve "F0 xor 3C"

        An unknown key, a formula that does not parse or a bad option is reported
        on standard error with its position; the exit status is then 2 and nothing
        is printed on standard output. A calculation that ends in a mathematical
        error (division by zero, …) exits with status 1: --keys prints the display
        (the message) and the description as usual, --solve prints the message on
        standard error; with --json both print the object, the message in "error".
        """
}

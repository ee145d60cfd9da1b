import CalculatorBrain

/// One key of the calculator (docs/behaviour.md §1): what a button click, a keyboard shortcut or a
/// `--keys` token means. The controller turns keys into brain steps.
public enum Key: Hashable, Sendable {
    /// A digit `0`…`9`.
    case digit(Int)
    /// The decimal point.
    case point
    case binary(BinaryOperation)
    case unary(UnaryOperation)
    case constant(Constant)
    /// `rand`: a number in [0, 1), drawn when pressed.
    case random
    /// Push a variable (`x`, `y`, `z`, `M`) itself, not its value.
    case variable(String)
    /// `→M`, `→x`, `→y`, `→z`: store the displayed value.
    case store(String)
    /// `M+`: M = M + displayed value.
    case memoryAdd
    /// `MC`: unset M.
    case memoryClear
    /// `=` in algebraic mode, `↵` in RPN mode.
    case equals
    /// `C`: all clear, the variables and the memory too.
    case clear
    /// `⎋` (Escape, Delete): clears the calculation but keeps the variables and the
    /// memory, so clearing an entry never loses M (docs/behaviour.md §2).
    case clearCalculation
    /// `⌫`: backspace while typing, otherwise undo.
    case backspace
    /// `x⇄y` (RPN only).
    case swap
    /// `drop` (RPN only).
    case drop
    /// Switch the angle unit.
    case angle(AngleUnit)
    /// Switch the entry mode.
    case mode(CalculatorMode)
    /// `(`: open the formula line (docs/behaviour.md §11). The window handles it; to the controller
    /// it is no step.
    case openFormula

    /// The variables a program can use; `M` is the memory.
    public static let variableNames = CalculatorBrain.variableNames
}

// MARK: - Tokens

extension Key {
    /// Every token `--keys` accepts (canonical ones and aliases) and the key it names.
    /// Digits and `.` are not here: a token of digits and points is a run of key presses.
    public static let tokens: [String: Key] = {
        var table: [String: Key] = [:]
        for op in BinaryOperation.allCases {
            for name in op.keyNames { table[name] = .binary(op) }
        }
        for op in UnaryOperation.allCases {
            for name in op.keyNames { table[name] = .unary(op) }
        }
        for c in Constant.allCases { table[c.rawValue] = .constant(c) }
        for name in variableNames {
            table[name] = .variable(name)
            table["→\(name)"] = .store(name)
            table["->\(name)"] = .store(name)
        }
        for unit in AngleUnit.allCases { table[unit.rawValue] = .angle(unit) }
        let aliases: [String: Key] = [
            "=": .equals, "↵": .equals, "enter": .equals,
            "pi": .constant(.pi), "rand": .random,
            "M+": .memoryAdd, "MC": .memoryClear, "C": .clear,
            "⎋": .clearCalculation, "esc": .clearCalculation, "%": .unary(.percent),
            "⌫": .backspace, "undo": .backspace, "backspace": .backspace,
            "x⇄y": .swap, "swap": .swap, "drop": .drop,
        ]
        table.merge(aliases) { _, alias in alias }
        return table
    }()

    /// The keys one `--keys` token stands for: a run of digits and points is one key
    /// press per character (`12.5` is `1 2 . 5`); any other token is looked up in
    /// `tokens`. Returns nil for an unknown token.
    public static func keys(forToken token: Substring) -> [Key]? {
        if let key = tokens[String(token)] { return [key] }
        var keys: [Key] = []
        keys.reserveCapacity(token.utf8.count)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): keys.append(.digit(Int(byte - UInt8(ascii: "0"))))
            case UInt8(ascii: "."): keys.append(.point)
            default: return nil
            }
        }
        return keys.isEmpty ? nil : keys
    }
}

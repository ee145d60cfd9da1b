import CalculatorBrain

/// `--help`'s lists of operations, made from the operation tables
/// (`UnaryOperation.entry`, `BinaryOperation.entry`) so that a new operation is listed
/// without a word here: one line per group, wrapped by hand to fit 80 columns.
extension CommandLineOptions {
    /// The `--keys` names, each with its other names in parentheses: `∛ (cbrt)`.
    static var operationKeyLines: String {
        lines { group in
            BinaryOperation.allCases.filter { $0.entry.group == group }.map { op in
                named(op.keyNames)
            } + UnaryOperation.allCases.filter { $0.entry.group == group }.map { op in
                named(op.keyNames)
            }
        }
    }

    /// The names formulas read: `√ sqrt`, `sin⁻¹ (asin)`, `gcd(a; b)`, `x mod y`.
    static var operationFormulaLines: String {
        lines { group in
            BinaryOperation.allCases.filter { $0.entry.group == group && $0.entry.meaning != nil }.map { op in
                op.entry.arguments.map { op.symbol + "(" + $0 + ")" } ?? "x \(op.symbol) y"
            } + UnaryOperation.allCases.filter { $0.entry.group == group }.map(formulaWords)
        }
    }

    /// How formulas write `op`: `√ (sqrt)`, `sin⁻¹ (asin)`, `trunc (int)`; nothing for an
    /// operation written with a sign of its own (`x²`, `1/x`, postfix `!` and `%`).
    private static func formulaWords(_ op: UnaryOperation) -> String {
        if op.isPrefixSign { return named(op.rawValue, [op.alias].compactMap { $0 }) }
        guard let name = op.formulaName else { return "" }
        if op.functionName.contains(where: { "⁻¹₂".contains($0) }) { return named(op.functionName, [name]) }
        return named(name, [op.alias].compactMap { $0 }.filter { $0 != name })
    }

    /// `names`' first, then the others in parentheses.
    private static func named(_ names: [String]) -> String {
        named(names[0], Array(names.dropFirst()))
    }

    private static func named(_ token: String, _ others: [String]) -> String {
        others.isEmpty ? token : token + " (" + others.joined(separator: ", ") + ")"
    }

    /// The groups' words, a line per group, indented by two and wrapped to 79 columns
    /// (`--help` fits 80).
    private static func lines(_ words: (OperationGroup) -> [String]) -> String {
        var out: [String] = []
        for group in OperationGroup.allCases {
            var line = " "
            for word in words(group) where !word.isEmpty {
                if line.count + 1 + word.count > 79 {
                    out.append(line)
                    line = " "
                }
                line += " " + word
            }
            if line != " " { out.append(line) }
        }
        return out.joined(separator: "\n")
    }
}

/// A pinned curve as saved (docs/behaviour.md §14): the function itself, not its
/// description read back as a formula. A description cut short (`… + x`) cannot be read
/// back, and a formula read back with the variables of the next start is another curve
/// when a variable changed after the pin was made; the nodes keep the values the pin was
/// made with, each number as `Number.serialized` writes it (exactly, or as the recipe of
/// a computed one).
///
/// One node per line, operands first, the last line the root: `n <number>`, `x`,
/// `u <op> <operand>`, `b <op> <left> <right>`, operands by their line's index.
extension FunctionOfX {
    /// The longest saved program read back (a pin of a very long calculation is saved as
    /// its formula instead).
    public static let longestSavedProgram = 1 << 20

    /// The function's saved program; nil when a leaf has no value (a variable that was not
    /// set: the pin is saved as its formula) or the program would be longer than
    /// `longestSavedProgram`.
    public var savedProgram: String? {
        var lines: [String] = []
        lines.reserveCapacity(nodes.count)
        var length = 0
        for node in nodes {
            let line: String
            switch node.kind {
            case .number(let n): line = "n " + n.serialized
            case .x: line = "x"
            case .unary(let op): line = "u \(op.rawValue) \(node.first)"
            case .binary(let op): line = "b \(op.rawValue) \(node.first) \(node.second)"
            case .failure: return nil
            }
            length += line.utf8.count + 1
            guard length <= Self.longestSavedProgram else { return nil }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The function a saved program computes, with its angle unit and legend text; nil
    /// for text `savedProgram` did not write.
    public init?(savedProgram text: String, angle: AngleUnit, description: String) {
        guard !text.isEmpty, text.utf8.count <= Self.longestSavedProgram else { return nil }
        var nodes: [Node] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = Int32(nodes.count)
            let operand = { (field: Substring) -> Int32? in
                guard Number.isCanonicalNatural(field), let i = Int32(field), i < count else { return nil }
                return i
            }
            if line == "x" {
                nodes.append(Node(kind: .x, first: -1, second: -1))
            } else if line.hasPrefix("n ") {
                guard let n = Number(serialized: String(line.dropFirst(2))) else { return nil }
                nodes.append(Node(kind: .number(n), first: -1, second: -1))
            } else {
                let fields = line.split(separator: " ", omittingEmptySubsequences: false)
                if fields.count == 3, fields[0] == "u", let op = UnaryOperation(rawValue: String(fields[1])),
                   let a = operand(fields[2]) {
                    nodes.append(Node(kind: .unary(op), first: a, second: -1))
                } else if fields.count == 4, fields[0] == "b", let op = BinaryOperation(rawValue: String(fields[1])),
                          let a = operand(fields[2]), let b = operand(fields[3]) {
                    nodes.append(Node(kind: .binary(op), first: a, second: b))
                } else {
                    return nil
                }
            }
        }
        self.init(nodes: nodes, angle: angle, description: description)
    }
}

/// Writes expression trees as formulas with the fewest parentheses that keep the
/// mathematics right (docs/behaviour.md §5, §10). It walks with an explicit work list, never recursing,
/// so a million-deep tree prints in linear time on a small stack.
struct DescriptionPrinter {
    /// How tightly a printed form binds; a higher level never needs parentheses inside a
    /// lower one.
    typealias Level = Precedence

    /// Where a child sits in its parent.
    enum Position {
        case left(BinaryOperation)
        case right(BinaryOperation)
        case negated
        case postfix
    }

    /// One piece of pending output.
    enum Work {
        /// A tree; `afterOperator`: it is printed first right after an infix operator
        /// (the start of a right operand that needs no parentheses).
        case node(ExpressionGraph.Index, parenthesized: Bool, afterOperator: Bool = false)
        case text(String)
    }

    let graph: ExpressionGraph
    let program: Program
    /// How the literals are written (their decimal mark).
    let format: NumberFormat
    /// Display text of each literal, whether it starts with `−` and whether it is in
    /// scientific notation, formatted once however often the literal occurs (indexed like
    /// the program's literal table).
    /// A dictionary, not an array the size of the table: printing the end of a
    /// description must not cost the number of literals in the program.
    private var literalText: [Int32: (text: String, isNegative: Bool, isScientific: Bool)] = [:]

    init(graph: ExpressionGraph, program: Program, format: NumberFormat = .plain) {
        self.graph = graph
        self.program = program
        self.format = format
    }

    /// Appends the formula of one tree to `out`.
    mutating func write(_ root: ExpressionGraph.Index, into out: inout String) {
        write(.node(root, parenthesized: false), into: &out)
    }

    /// Appends one piece: a text, or a tree (in parentheses if it needs them).
    mutating func write(_ part: Work, into out: inout String) {
        var work: [Work] = [part]
        while let item = work.popLast() {
            switch item {
            case .text(let text):
                out += text
            case .node(let index, let parenthesized, let afterOperator):
                let open = opens(index, parenthesized: parenthesized, afterOperator: afterOperator)
                if open {
                    out += "("
                    work.append(.text(")"))
                }
                writeNode(index, afterOperator: afterOperator && !open, into: &out, work: &work)
            }
        }
    }

    /// Whether a tree is printed in parentheses: as its position needs, or, for a negation
    /// right after an infix operator (first in a right operand that needs none,
    /// `x + (−2 + x)`), so that the description reads back as a formula that prints the
    /// same (`x + (−2) + x`, not `x + −2 + x`).
    mutating func opens(_ index: ExpressionGraph.Index, parenthesized: Bool, afterOperator: Bool) -> Bool {
        parenthesized || (afterOperator && level(of: index) == .negation)
    }

    /// Writes what a node prints before its operands and schedules the rest (in reverse,
    /// since `work` is a stack).
    mutating func writeNode(_ index: ExpressionGraph.Index, afterOperator: Bool = false,
                            into out: inout String, work: inout [Work]) {
        let node = graph[index]
        switch node.kind {
        case .literal(let i): out += literal(i).text
        case .random: out += "rand"
        case .quantity(let i): out += Self.quantityText(program.formulas[Int(i)])
        case .constant(let c): out += c.rawValue
        case .variable(let i): out += program.names[Int(i)]
        case .missing: out += "?"
        case .binary(let op) where op.isFunctionNotation:
            // `gcd(12; 18)`, `log(8; 2)`: the arguments need no parentheses of their own.
            out += op.symbol + "("
            work.append(.text(")"))
            work.append(.node(node.second, parenthesized: false))
            work.append(.text("; "))
            work.append(.node(node.first, parenthesized: false))
        case .binary(let op):
            // Regrouping `a + (b − c)` as `a + b − c` keeps the value only in exact
            // arithmetic: for `+` all of it (a Double on either side can cancel: the
            // parent's flag covers both operands and the result); for `×` the right
            // operand's (regrouping Doubles there moves the last bits, or overflows only
            // by a ratio on the right: `x × (10 ^ 308 × 10 ^ 308 ÷ …)`), so `π × x × x`
            // stays as docs/behaviour.md §4 writes it.
            let regroupable = op == .add ? node.isExactArithmetic : graph[node.second].isExactArithmetic
            work.append(rightOperand(node.second, of: op, left: node.first, regroupable: regroupable))
            work.append(.text(" \(op.symbol) "))
            // The left operand is printed first, so it starts wherever this node starts.
            var left = child(node.first, at: .left(op))
            if afterOperator, case .node(let i, false, _) = left { left = .node(i, parenthesized: false, afterOperator: true) }
            work.append(left)
        case .unary(let op):
            switch op {
            case .negate:
                out += "−"
                work.append(child(node.first, at: .negated))
            case .square, .factorial, .percent:
                work.append(.text(op == .square ? "²" : op == .factorial ? "!" : "%"))
                work.append(child(node.first, at: .postfix))
            case .reciprocal:
                out += "1 ÷ "
                work.append(child(node.first, at: .right(.divide)))
            case .exp:
                out += "e ^ "
                work.append(child(node.first, at: .right(.power)))
            default:
                out += op.functionName + "("
                work.append(.text(")"))
                work.append(.node(node.first, parenthesized: false))
            }
        }
    }

    /// The right operand of `left op right`. After `+` or `−`, `a × b%` whose `a` is the
    /// left operand itself prints as `b%` (`200 + 15%`), which reads back as the same
    /// tree; a plain percentage there is parenthesised (`200 + (15%)` is 200.15).
    mutating func rightOperand(_ right: ExpressionGraph.Index, of op: BinaryOperation,
                               left: ExpressionGraph.Index, regroupable: Bool = true) -> Work {
        if op.isPercentOfLeft, let share = percentShare(right, of: left) {
            return .node(share, parenthesized: false, afterOperator: true)
        }
        return child(right, at: .right(op), regroupable: regroupable)
    }

    /// The `b%` node when `index` is `left × b%` (what `left + b%` adds), else nil.
    private func percentShare(_ index: ExpressionGraph.Index, of left: ExpressionGraph.Index) -> ExpressionGraph.Index? {
        let node = graph[index]
        guard node.kind == .binary(.multiply), node.first == left,
              graph[node.second].kind == .unary(.percent) else { return nil }
        return node.second
    }

    /// Whether a node is a sum that prints as `a + b%` or `a − b%`, or begins with one
    /// (`a + b% + c`) or with a plain percentage (`b% + c`): as a right operand it keeps
    /// its parentheses even where `+` regroups (`x + (x + x%)`, `x + (x + x% + x)`,
    /// `x + (x% + x)`), since `%` after `+` takes its share of everything to its left.
    /// Walks the sums on the node's left edge, each node once per right operand it begins.
    private func printsPercentOfLeft(_ index: ExpressionGraph.Index) -> Bool {
        var index = index
        var inSum = false
        while case .binary(let op) = graph[index].kind, op.isPercentOfLeft {
            if percentShare(graph[index].second, of: graph[index].first) != nil { return true }
            index = graph[index].first
            inSum = true
        }
        return inSum && graph[index].kind == .unary(.percent)
    }

    mutating func child(_ index: ExpressionGraph.Index, at position: Position,
                        regroupable: Bool = true) -> Work {
        var parenthesized = Self.needsParentheses(level(of: index), at: position, regroupable: regroupable)
        // A formula with units reads back whole only in parentheses (`(10 km to mi) + 1`).
        if case .quantity = graph[index].kind { parenthesized = true }
        if case .right(let op) = position,
           (op.isPercentOfLeft && graph[index].kind == .unary(.percent)) || printsPercentOfLeft(index) {
            parenthesized = true
        }
        // `mod` shares `×`'s level but does not regroup with it: x × (y mod z) is not
        // (x × y) mod z.
        if case .right(.multiply) = position, graph[index].kind == .binary(.modulo) { parenthesized = true }
        if case .right = position { return .node(index, parenthesized: parenthesized, afterOperator: !parenthesized) }
        return .node(index, parenthesized: parenthesized)
    }

    /// The fewest-parentheses rule. Equal levels read left to right, except `^`; a
    /// negation is parenthesised as a right operand and as a base (`3 − (−5)`, `(−2)²`);
    /// `+` and `×` are associative in exact arithmetic, so their right operands of the
    /// same level need none there (`3 + (5 − 4)` prints `3 + 5 − 4`, `2 × (6 ÷ 3)` prints
    /// `2 × 6 ÷ 3`); where a `Double` is involved they stay (`regroupable` false, see
    /// `writeNode`), since regrouping would change the value. A postfix under a postfix or
    /// as the base of `^` is parenthesised (`(2²)²`, `(3!)!`, `(2²) ^ 3`): `2²²` reads as
    /// 2²², `3!!` as a double factorial (docs/behaviour.md §5).
    static func needsParentheses(_ level: Level, at position: Position, regroupable: Bool) -> Bool {
        switch position {
        case .left(let op):
            return op == .power ? level <= .postfix : level < op.precedence
        case .right(let op):
            if level == .negation { return true }
            if op.isFunctionNotation { return false }  // `gcd(a; b)`: its own parentheses
            switch op.entry.associativity {
            case .full: return level < op.precedence || (level == op.precedence && !regroupable)
            case .left: return level <= op.precedence
            case .right: return level < op.precedence
            }
        case .negated:
            return level < .power
        case .postfix:
            return level < .atom
        }
    }

    /// How tightly a node's printed form binds.
    mutating func level(of index: ExpressionGraph.Index) -> Level {
        let kind = graph[index].kind
        if let level = Self.level(of: kind) { return level }
        if case .literal(let i) = kind {
            let text = literal(i)
            return text.isNegative ? .negation : text.isScientific ? .scientific : .atom
        }
        return .atom
    }

    /// How tightly a node of this kind prints, or nil for a number (that depends on how
    /// it is written).
    static func level(of kind: ExpressionGraph.Kind) -> Level? {
        switch kind {
        case .literal:
            return nil
        case .random, .constant, .variable, .missing:
            return .atom
        case .quantity:
            return .additive
        case .binary(let op):
            return op.precedence
        case .unary(let op):
            switch op {
            case .negate: return .negation
            case .square, .factorial, .percent: return .postfix
            case .reciprocal: return .multiplicative
            case .exp: return .power
            default: return .atom
            }
        }
    }

    private mutating func literal(_ i: Int32) -> (text: String, isNegative: Bool, isScientific: Bool) {
        if let known = literalText[i] { return known }
        let text = DisplayFormatter.descriptionString(for: program.literals[Int(i)], format: format)
        let entry = (text: text, isNegative: text.hasPrefix("−"), isScientific: text.contains("e" as Character))
        literalText[i] = entry
        return entry
    }
}

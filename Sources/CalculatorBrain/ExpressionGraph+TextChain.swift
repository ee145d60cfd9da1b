/// Where a node's printed text ends: printing only the end of a description
/// (`DescriptionPrinter.tail`) must not cost the depth of the tree.
///
/// A node's *chain* follows its last operand as long as that operand's text ends the
/// node's text with nothing after it: `1 + (1 + (1 + …))` printed `1 + 1 + 1 + …`, or
/// `e ^ e ^ …`. Printing the end of such a node would otherwise walk the whole chain
/// before writing a character (issue 27: RPN `1 ↵ 1 ↵ … + +` was quadratic). Each step
/// of a chain prints at least one character of its own, so a node of chain height h
/// prints more than h characters, and the end of a text of at most n characters lies
/// within the node n steps above the chain's end. The nodes keep a skew-binary jump
/// pointer (Myers, "An applicative random-access stack", 1983) to reach that node in
/// O(log h) steps; linking a new node costs O(1).
///
/// A link is recorded only where it is certain that no parentheses or postfix follow
/// (an operand that is not a leaf, at a position the fewest-parentheses rule leaves
/// bare); a link missed only costs speed.
extension ExpressionGraph {
    /// The chain fields of `node`, the node at index `i`, from its operands (already
    /// linked): its next node, its height and its jump pointer.
    func chainLinks(of node: Node, at i: Int) -> (next: Index, height: Int32, jump: Index) {
        let next = chainNext(of: node)
        guard next >= 0 else { return (-1, 0, Index(i)) }
        let parent = nodes[Int(next)]
        let jump = nodes[Int(parent.chainJump)]
        let skip = parent.chainHeight - jump.chainHeight == jump.chainHeight - nodes[Int(jump.chainJump)].chainHeight
        return (next, parent.chainHeight + 1, skip ? jump.chainJump : next)
    }

    /// The node on `index`'s chain at `height` (at most the chain height of `index`).
    func chainNode(from index: Index, atHeight height: Int32) -> Index {
        var v = index
        while nodes[Int(v)].chainHeight > height {
            let jump = nodes[Int(v)].chainJump
            v = nodes[Int(jump)].chainHeight >= height ? jump : nodes[Int(v)].chainNext
        }
        return v
    }

    /// The operand printed last and bare, with nothing after it; -1 if none or unsure.
    private func chainNext(of node: Node) -> Index {
        let position: DescriptionPrinter.Position
        let regroupable: Bool
        switch node.kind {
        case .binary(let op) where op.isFunctionNotation:
            return -1  // `)` ends the text
        case .binary(let op):
            // `a + b%` prints its right operand its own way (DescriptionPrinter.rightOperand):
            // no link where a percentage is anywhere near.
            if op.isPercentOfLeft, involvesPercent(nodes[Int(node.second)]) { return -1 }
            position = .right(op)
            regroupable = op == .add ? node.isExactArithmetic : nodes[Int(node.second)].isExactArithmetic
        case .unary(.negate):
            (position, regroupable) = (.negated, true)
        case .unary(.exp):
            (position, regroupable) = (.right(.power), true)
        case .unary(.reciprocal):
            (position, regroupable) = (.right(.divide), true)
        case .unary, .literal, .constant, .variable, .random, .missing, .quantity:
            return -1
        }
        let last = node.kind.isBinary ? node.second : node.first
        // A leaf's level depends on how its number is written; the chain stops above it.
        guard let level = DescriptionPrinter.level(of: nodes[Int(last)].kind),
              !DescriptionPrinter.needsParentheses(level, at: position, regroupable: regroupable)
        else { return -1 }
        return last
    }
}

extension ExpressionGraph {
    /// `b%`, `a × b%`, or `a ± (…) × b%`: a right operand `+` and `−` print specially.
    private func involvesPercent(_ node: Node) -> Bool {
        let isPercent: (Index) -> Bool = { nodes[Int($0)].kind == .unary(.percent) }
        switch node.kind {
        case .unary(.percent): return true
        case .binary(.multiply): return isPercent(node.second)
        case .binary(let op) where op.isPercentOfLeft:
            let right = nodes[Int(node.second)]
            return right.kind == .binary(.multiply) && isPercent(right.second)
        default: return false
        }
    }
}

extension ExpressionGraph.Kind {
    var isBinary: Bool {
        if case .binary = self { return true }
        return false
    }
}

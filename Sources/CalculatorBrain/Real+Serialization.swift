import BigInt
import CMPFR

/// The saved form of an inexact value that was computed (docs/behaviour.md §7): the recipe
/// that computes it, not its `Double`. A variable set to `cosh(10⁻⁸)` is 1.00000000000000005
/// and not a whole number; saved as the `Double` 1 it would come back whole, and
/// `nPr`, `floor` or a further function of it would answer differently after a restart.
///
/// `r:`, the value's `Double`, its 15 digits as shown (`314159265358979e0`), then the
/// recipe's nodes in topological order, all separated by `;`, the last node being the
/// value's: `=3/7` a fraction, `cπ` a constant, `u<op> <angle> <operand>`,
/// `b<op> <operand> <operand>`; an operand is `#2` (an earlier node), `q1/3` (a fraction)
/// or `d0.1` (a `Double`, exactly). The `Double` and digits are written so that a start
/// reads a thousand values without computing one; the recipe is computed again only when
/// a further operation needs more digits. A recipe of more than `savedRecipeNodes` nodes
/// is saved as a fraction within 2⁻²⁵⁶ of the value (relatively) instead, so that a long
/// chain of steps costs neither a long save nor a long start.
extension Real {
    /// The most nodes a saved recipe holds.
    static let savedRecipeNodes = 256

    /// The longest saved recipe read back: a few fractions as long as the exact range keeps.
    static let maximumRecipeLength = 100_000

    /// The precision in bits of the fraction that stands for a recipe too long to save.
    static let savedFractionPrecision = 256

    /// The recipe text without its `r:` tag; nil for a value that is its `Double` exactly.
    var recipeText: String? {
        guard let node else { return nil }
        let nodes = Self.recipeText(of: node) ?? "=" + Self.fraction(near: node).description
        return "\(double);\(node.shown.digits)e\(node.shown.exponent);" + nodes
    }

    /// The value the recipe text `text` (without its `r:` tag) stands for, or nil for text
    /// this type did not write.
    init?(recipeText text: Substring) {
        guard text.utf8.count <= Self.maximumRecipeLength else { return nil }
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count - 2 <= Self.savedRecipeNodes,
              let d = Double(parts[0]), d.isFinite, d.description == parts[0],
              let shown = Self.shownDigits(parts[1], near: d) else { return nil }
        var nodes: [RealNode] = []
        for part in parts.dropFirst(2) {
            guard let recipe = Self.recipe(part, nodes: nodes) else { return nil }
            nodes.append(RealNode(recipe))
        }
        let node = nodes[nodes.count - 1]
        node.shown = shown
        self.init(d, node: node)
    }

    /// Shown digits as `recipeText` writes them (`314159265358979e0`: 1 to 15 significant
    /// digits without trailing zeros, then the decimal exponent of the first), when they
    /// are those of a value within 10⁻¹⁴ of `d` (relatively): nil for damaged ones.
    private static func shownDigits(_ text: Substring, near d: Double) -> (digits: String, exponent: Int)? {
        guard let e = text.firstIndex(of: "e") else { return nil }
        let digits = text[..<e], exponentText = text[text.index(after: e)...]
        guard (1...shownDigits).contains(digits.utf8.count),
              digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              digits.first != "0", digits.last != "0",
              let exponent = Int(exponentText), String(exponent) == exponentText, abs(exponent) < 400,
              let value = Double("0.\(digits)e\(exponent + 1)"),
              abs(value - d.magnitude) <= 1e-14 * d.magnitude
        else { return nil }
        return (String(digits), exponent)
    }

    // MARK: - Writing

    /// The nodes of `root`'s recipe in topological order, or nil when they are more than
    /// `savedRecipeNodes`. Without recursion: a chain is as deep as the steps that made it.
    private static func recipeText(of root: RealNode) -> String? {
        var order: [RealNode] = []
        var index: [ObjectIdentifier: Int] = [:]
        var work: [(node: RealNode, expanded: Bool)] = [(root, false)]
        while let (node, expanded) = work.popLast() {
            let id = ObjectIdentifier(node)
            if expanded {
                if index[id] == nil {
                    index[id] = order.count
                    order.append(node)
                }
                continue
            }
            guard index[id] == nil else { continue }
            guard order.count + work.count < 4 * savedRecipeNodes else { return nil }
            work.append((node, true))
            for operand in node.operandNodes.reversed() where index[ObjectIdentifier(operand)] == nil {
                work.append((operand, false))
            }
        }
        guard order.count <= savedRecipeNodes else { return nil }
        let operand = { (operand: RealNode.Operand) -> String in
            switch operand {
            case .rational(let r): "q" + r.description
            case .double(let d): "d" + d.description
            case .node(let n): "#" + String(index[ObjectIdentifier(n)]!)
            }
        }
        var parts: [String] = []
        parts.reserveCapacity(order.count)
        for node in order {
            switch node.recipe {
            case .value(let r): parts.append("=" + r.description)
            case .constant(let c): parts.append("c" + c.rawValue)
            case .unary(let op, let angle, let a): parts.append("u\(op.rawValue) \(angle.rawValue) \(operand(a))")
            case .binary(let op, let a, let b): parts.append("b\(op.rawValue) \(operand(a)) \(operand(b))")
            }
        }
        let text = parts.joined(separator: ";")
        return text.utf8.count <= maximumRecipeLength ? text : nil
    }

    /// A fraction within 2⁻²⁵⁶ (relatively) of `node`'s value: the middle of its interval.
    private static func fraction(near node: RealNode) -> Rational {
        let interval = node.enclosure(precision(atLeast: savedFractionPrecision))
        let middle = Interval(precision: interval.precision + 1)
        defer { withExtendedLifetime((interval, middle)) {} }
        mpfi_mid(cmpfr_i_left(middle.pointer), interval.pointer)
        let z = mpz_ptr.allocate(capacity: 1)
        cmpfr_z_init(z)
        defer {
            cmpfr_z_clear(z)
            z.deallocate()
        }
        let exponent = Int(mpfr_get_z_2exp(z, cmpfr_i_left(middle.pointer)))
        let mantissa = GMP.integer(z)
        return exponent >= 0 ? Rational(mantissa << exponent) : Rational(mantissa, BigInt(1) << -exponent)
    }

    // MARK: - Reading

    /// One node's recipe, its operands among `nodes` (the ones before it).
    private static func recipe(_ text: Substring, nodes: [RealNode]) -> RealNode.Recipe? {
        guard let tag = text.first else { return nil }
        let body = text.dropFirst()
        switch tag {
        case "=":
            return fraction(body).map(RealNode.Recipe.value)
        case "c":
            return Constant(rawValue: String(body)).map(RealNode.Recipe.constant)
        case "u":
            let fields = body.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 3, let op = UnaryOperation(rawValue: String(fields[0])),
                  let angle = AngleUnit(rawValue: String(fields[1])),
                  let a = operand(fields[2], nodes: nodes) else { return nil }
            return .unary(op, angle, a)
        case "b":
            let fields = body.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 3, let op = BinaryOperation(rawValue: String(fields[0])),
                  let a = operand(fields[1], nodes: nodes), let b = operand(fields[2], nodes: nodes) else { return nil }
            return .binary(op, a, b)
        default:
            return nil
        }
    }

    /// An operand: `#k` names an earlier node, `q…` a fraction, `d…` a finite `Double` in
    /// its shortest form.
    private static func operand(_ text: Substring, nodes: [RealNode]) -> RealNode.Operand? {
        guard let tag = text.first else { return nil }
        let body = text.dropFirst()
        switch tag {
        case "#":
            guard Number.isCanonicalNatural(body), let k = Int(body), k < nodes.count else { return nil }
            return .node(nodes[k])
        case "q":
            return fraction(body).map(RealNode.Operand.rational)
        case "d":
            guard let d = Double(body), d.isFinite, d.description == body else { return nil }
            return .double(d)
        default:
            return nil
        }
    }

    /// A fraction as `Rational.description` writes it, of at most twice the bits exact
    /// arithmetic keeps (an operation's result before it is found too long to keep).
    private static func fraction(_ text: Substring) -> Rational? {
        guard let r = Rational(serialized: text), r.bitWidth <= 2 * Number.maximumExactBits + 64 else { return nil }
        return r
    }
}

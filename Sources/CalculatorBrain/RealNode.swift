import BigInt
import CMPFR
import Synchronization

/// How an inexact value was made: the exact steps from exact numbers, π and e, which can
/// be computed again at any precision. Its nodes form a DAG like the brain's
/// expression graph, but they belong to the values, so a history entry or a variable
/// keeps the true value it stands for.
///
/// Each node caches the tightest interval computed for it; asking for a higher precision
/// computes the nodes below it again, bottom-up and without recursion (a million-step
/// chain is as deep as a million-key calculation), and a node is freed without recursion
/// too.
final class RealNode: @unchecked Sendable {
    /// An operand: an exact fraction, a `Double` taken at its exact value, or a node.
    enum Operand {
        case rational(Rational)
        case double(Double)
        case node(RealNode)
    }

    /// What the node computes.
    enum Recipe {
        /// An exact fraction that is too long to keep exactly (or a factorial of an inexact
        /// operand).
        case value(Rational)
        case constant(Constant)
        /// A unary operation; `angle` is the unit of sin, cos, tan's operand and of the
        /// inverses' result.
        case unary(UnaryOperation, AngleUnit, Operand)
        case binary(BinaryOperation, Operand, Operand)
    }

    /// Only changed by `takeOperands` while the node is being freed.
    private(set) var recipe: Recipe

    /// The value's 15 significant digits, certain (`Real.make`): set once, before the
    /// node is shared.
    var shown: (digits: String, exponent: Int) = ("0", 0)

    /// The tightest interval computed so far (read and written under the lock).
    private let cache = Mutex<Interval?>(nil)

    init(_ recipe: Recipe) {
        self.recipe = recipe
    }

    deinit {
        // Free a long chain without recursion: take the operands of every node that
        // only this one holds before it goes.
        var pending = takeOperands()
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) { pending.append(contentsOf: node.takeOperands()) }
        }
    }

    /// Empties the recipe and returns its operand nodes.
    private func takeOperands() -> [RealNode] {
        var nodes: [RealNode] = []
        switch recipe {
        case .unary(_, _, .node(let a)):
            nodes.append(a)
        case .binary(_, let a, let b):
            if case .node(let n) = a { nodes.append(n) }
            if case .node(let n) = b { nodes.append(n) }
        default:
            return []
        }
        recipe = .value(.zero)
        return nodes
    }

    /// The operand nodes.
    var operandNodes: [RealNode] {
        switch recipe {
        case .unary(_, _, .node(let a)): [a]
        case .binary(_, let a, let b):
            [a, b].compactMap { if case .node(let n) = $0 { n } else { nil } }
        default: []
        }
    }

    /// The cached interval if it has at least `precision` bits.
    func cached(atLeast precision: Int) -> Interval? {
        cache.withLock { interval in
            guard let interval, interval.precision >= precision else { return nil }
            return interval
        }
    }

    /// Keeps `interval` unless a more precise one is cached.
    private func store(_ interval: Interval) {
        cache.withLock { cached in
            if cached == nil || cached!.precision < interval.precision { cached = interval }
        }
    }

    /// An interval of at least `precision` bits holding the node's true value: from the
    /// cache, or computed, with every node below that lacks one.
    func enclosure(_ precision: Int) -> Interval {
        if let interval = cached(atLeast: precision) { return interval }
        // Post-order without recursion: a node is computed after its operands.
        var order: [RealNode] = []
        var seen = Set<ObjectIdentifier>()
        var work: [(node: RealNode, expanded: Bool)] = [(self, false)]
        while let (node, expanded) = work.popLast() {
            if expanded { order.append(node); continue }
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            work.append((node, true))
            for operand in node.operandNodes where operand.cached(atLeast: precision) == nil {
                work.append((operand, false))
            }
        }
        for node in order { node.store(node.compute(precision)) }
        return cached(atLeast: precision)!
    }

    /// The interval of an operand at `precision` (its operands' are cached already).
    static func interval(of operand: Operand, _ precision: Int) -> Interval {
        switch operand {
        case .rational(let r):
            return Interval(r, precision: precision)
        case .double(let d):
            let interval = Interval(precision: precision)
            mpfi_set_d(interval.pointer, d)
            return interval
        case .node(let node):
            return node.enclosure(precision)
        }
    }

    /// Computes the node's interval from its operands' at `precision`.
    private func compute(_ precision: Int) -> Interval {
        let result = Interval(precision: precision)
        let out = result.pointer
        switch recipe {
        case .value(let r):
            result.set(r)
        case .constant(.pi):
            mpfi_const_pi(out)
        case .constant(.e):
            mpfi_set_ui(out, 1)
            mpfi_exp(out, out)
        case .unary(let op, let angle, let operand):
            RealMath.unary(op, angle: angle, operand, into: result)
        case .binary(let op, let a, let b):
            RealMath.binary(op, RealNode.interval(of: a, precision), RealNode.interval(of: b, precision),
                            exponent: b, into: result)
        }
        return result
    }
}

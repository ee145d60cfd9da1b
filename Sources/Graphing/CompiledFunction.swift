import CalculatorBrain
#if canImport(Glibc)
import Glibc
#endif

/// A `FunctionOfX` compiled for fast evaluation in `Double` (docs/behaviour.md §14): the
/// parts that do not depend on `x` are folded into constants, chains of `+ − × ÷` by a
/// constant and `±` into one affine step, and what is left is a flat list of steps over
/// registers, read in one loop. A step reads each operand as `scale·register + offset`,
/// so an affine chain costs no step of its own where a function or an operation takes it
/// (`sin(k·x) ÷ k + …`: two steps a term, not four). A value that is not finite at any
/// step is undefined (`nil`), as an error is in the brain: `1/(1/x)` has no value at 0.
public struct CompiledFunction: Sendable {
    /// One step: `registers[i] = op(u, w or constant)` where the operands are
    /// `u = firstScale·registers[first] + firstOffset` and the same for `second`; a scale
    /// of 1 and an offset of −0 read a register as it is (−0 keeps the sign of a zero).
    struct Step: Sendable {
        enum Code: Sendable, Equatable {
            case affine            // a·r + b
            case add, subtract, multiply, divide, power
            case constantDivide, powerConstant, constantPower
            /// A function of one operand, evaluated by its row of the operation table
            /// (`UnaryOperation.Entry.double`) or a vector form (EvaluationScratch).
            case unary(UnaryOperation)
            /// Any other operation of two operands (`mod`, `gcd`…), by its row.
            case binary(BinaryOperation)
        }
        var code: Code
        var first: Int32
        var second: Int32 = -1
        var a: Double = 0
        var b: Double = 0
        var firstScale = 1.0
        var firstOffset = -0.0
        var secondScale = 1.0
        var secondOffset = -0.0
    }

    /// A register's content while compiling: a constant, a register, or `scale·r + offset`.
    private enum Slot {
        case constant(Double)
        case undefined
        case register(Int32)
        case affine(Int32, scale: Double, offset: Double)

        var isConstant: Bool {
            switch self {
            case .constant, .undefined: true
            case .register, .affine: false
            }
        }
    }

    let steps: [Step]
    /// The value when nothing depends on `x` (nil: undefined everywhere).
    let constant: Double?
    /// True when no step depends on `x`.
    public let isConstant: Bool
    /// Defined only at whole numbers (`gcd`, `lcm`, `ncr` or `npr` of an
    /// `x`-dependent operand): drawn as dots (docs/behaviour.md §14).
    public let isIntegerOnly: Bool
    /// Some step that jumps (an integer part, `sgn`, `mod`) depends on `x`: the sampler
    /// looks for jumps in its steep chords (docs/behaviour.md §14).
    public let hasJumps: Bool
    /// The trigonometric functions read radians (false: degrees).
    let radians: Bool
    /// Some `sin`, `cos` or `tan` depends on `x` (the x axis may then be marked in π).
    public let isTrigonometricInX: Bool
    /// The longest period of a `sin`, `cos` or `tan` of `k·x + c`: a turn (2π, or 360 in
    /// degrees) over |k|, the period of sin and cos (twice tan's); nil when there is none.
    /// The default view shows at least one (docs/behaviour.md §14).
    public let longestPeriod: Double?

    /// Compiles `function`; its leaves other than `x` are constants already.
    public init(_ function: FunctionOfX) {
        radians = function.angle == .radians
        var slots: [Slot] = []
        slots.reserveCapacity(function.nodes.count)
        var steps: [Step] = []
        var integerOnly = false
        var jumps = false
        var trig = false
        var period: Double?
        let turn = function.angle == .radians ? 2 * Double.pi : 360
        /// The register holding `slot`'s value, emitting the affine step it still owes.
        func materialize(_ slot: Slot) -> Int32 {
            switch slot {
            case .register(let r): return r
            case .affine(let r, let scale, let offset):
                steps.append(Step(code: .affine, first: r, a: scale, b: offset))
                return Int32(steps.count)
            case .constant, .undefined: preconditionFailure("constants are folded")
            }
        }
        /// Adds a step and returns the register it writes.
        func append(_ step: Step) -> Int32 {
            steps.append(step)
            return Int32(steps.count)
        }
        for node in function.nodes {
            let slot: Slot
            switch node.kind {
            case .x: slot = .register(0)
            case .number(let n): slot = .constant(n.doubleValue)
            case .failure: slot = .undefined
            case .unary(let op):
                let operand = slots[Int(node.first)]
                switch operand {
                case .undefined: slot = .undefined
                case .constant(let c):
                    // Folded as the brain computes it, so a constant part is exactly its value.
                    slot = Self.fold(op, c, angle: function.angle)
                case .affine(let r, let scale, let offset) where op == .negate || op == .percent:
                    let factor = op == .negate ? -1.0 : 0.01
                    slot = .affine(r, scale: scale * factor, offset: offset * factor)
                case .register(let r) where op == .negate || op == .percent:
                    slot = .affine(r, scale: op == .negate ? -1 : 0.01, offset: 0)
                default:
                    if op.entry.jumps { jumps = true }
                    let (r, scale, offset) = Self.affineParts(operand)
                    if op.takesAngle {
                        trig = true
                        // Register 0 is x: the operand is k·x + c.
                        if r == 0, scale != 0, (turn / abs(scale)).isFinite {
                            period = max(period ?? 0, turn / abs(scale))
                        }
                    }
                    steps.append(Step(code: .unary(op), first: r, firstScale: scale, firstOffset: offset))
                    slot = .register(Int32(steps.count))
                }
            case .binary(let op):
                let (left, right) = (slots[Int(node.first)], slots[Int(node.second)])
                let entry = op.entry
                if entry.wholeOperands, !left.isConstant || !right.isConstant { integerOnly = true }
                if entry.jumps, !left.isConstant || !right.isConstant { jumps = true }
                slot = Self.combine(op, left, right, append: append, materialize: materialize)
            }
            slots.append(slot)
        }
        switch slots.last ?? .constant(0) {
        case .constant(let c): constant = c; isConstant = true
        case .undefined: constant = nil; isConstant = true
        case let last:
            _ = materialize(last)
            constant = nil
            isConstant = false
        }
        self.steps = steps
        isIntegerOnly = integerOnly
        hasJumps = jumps
        isTrigonometricInX = trig
        longestPeriod = period
    }

    /// `op(c)` for a constant operand, through the brain; `.undefined` for an error.
    private static func fold(_ op: UnaryOperation, _ c: Double, angle: AngleUnit) -> Slot {
        switch Number.approximate(c).applying(op, angle: angle) {
        case .success(let n): .constant(n.doubleValue)
        case .failure: .undefined
        }
    }

    /// The slot of `left op right`, folding constants and affine chains.
    private static func combine(_ op: BinaryOperation, _ left: Slot, _ right: Slot, append: (Step) -> Int32,
                                materialize: (Slot) -> Int32) -> Slot {
        switch (left, right) {
        case (.undefined, _), (_, .undefined): return .undefined
        case (.constant(let l), .constant(let r)):
            switch Number.approximate(l).applying(op, .approximate(r)) {
            case .success(let n): return .constant(n.doubleValue)
            case .failure: return .undefined
            }
        case (_, .constant(let c)):
            let (r, scale, offset) = affineParts(left)
            switch op {
            case .add: return .affine(r, scale: scale, offset: offset + c)
            case .subtract: return .affine(r, scale: scale, offset: offset - c)
            case .multiply: return .affine(r, scale: scale * c, offset: offset * c)
            case .divide where c != 0: return .affine(r, scale: scale / c, offset: offset / c)
            case .divide: return .undefined
            case .power:
                return .register(append(Step(code: .powerConstant, first: materialize(left), b: c)))
            default:
                // The constant read from the same register at scale 0.
                return .register(append(Step(code: code(op), first: r, second: r, firstScale: scale, firstOffset: offset,
                                             secondScale: 0, secondOffset: c)))
            }
        case (.constant(let c), _):
            let (r, scale, offset) = affineParts(right)
            switch op {
            case .add: return .affine(r, scale: scale, offset: offset + c)
            case .subtract: return .affine(r, scale: -scale, offset: c - offset)
            case .multiply: return .affine(r, scale: scale * c, offset: offset * c)
            case .divide:
                return .register(append(Step(code: .constantDivide, first: materialize(right), a: c)))
            case .power:
                return .register(append(Step(code: .constantPower, first: materialize(right), a: c)))
            default:
                return .register(append(Step(code: code(op), first: r, second: r, firstScale: 0, firstOffset: c,
                                             secondScale: scale, secondOffset: offset)))
            }
        default:
            let (a, aScale, aOffset) = affineParts(left)
            let (b, bScale, bOffset) = affineParts(right)
            return .register(append(Step(code: code(op), first: a, second: b, firstScale: aScale, firstOffset: aOffset,
                                         secondScale: bScale, secondOffset: bOffset)))
        }
    }

    /// A register or affine slot as `scale·r + offset` (a register: 1 and −0, which read
    /// it exactly, zeros' signs included).
    private static func affineParts(_ slot: Slot) -> (Int32, Double, Double) {
        switch slot {
        case .register(let r): (r, 1, -0.0)
        case .affine(let r, let scale, let offset): (r, scale, offset)
        case .constant, .undefined: preconditionFailure("handled by the caller")
        }
    }

    private static func code(_ op: BinaryOperation) -> Step.Code {
        switch op {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .power: .power
        default: .binary(op)  // evaluated from its row
        }
    }

    /// The operation of a step of two operands (`.add` … `.power`, `.binary`).
    static func operation(_ code: Step.Code) -> BinaryOperation {
        switch code {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .power: .power
        case .binary(let op): op
        default: preconditionFailure("not a step of an operation of two operands")
        }
    }

    /// The number of steps one evaluation runs.
    public var stepCount: Int { steps.count }
}

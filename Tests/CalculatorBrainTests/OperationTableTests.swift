import Testing
@testable import CalculatorBrain

/// The operation tables (`UnaryOperation.entry`, `BinaryOperation.entry`): a row's parts
/// agree with each other, so that a new row written wrong fails here rather than in a
/// graph or a help text (docs/architecture.md, "How to add an operation").
@Suite struct OperationTableTests {
    /// Points across every domain: negatives, fractions, whole numbers, near the
    /// boundaries of the inverse functions, large.
    static let points: [Double] = [-7.5, -3, -1.5, -1, -0.75, -0.5, -0.1, 0, 0.1, 0.3, 0.5, 0.9, 1, 1.25, 2, 2.5, 3,
                                   7, 10.75, 40]

    /// A row's `Double` form is its exact mathematics rounded: at every point, the same
    /// value within a few ulps, or NaN exactly where the brain gives an error.
    @Test(arguments: UnaryOperation.allCases)
    func doubleFormAgreesWithTheBrain(_ op: UnaryOperation) {
        let entry = op.entry
        for x in Self.points {
            let graph = entry.double(x)
            switch Number.approximate(x).applying(op, angle: .radians) {
            case .success(let value):
                let brain = value.doubleValue
                #expect(Swift.abs(graph - brain) <= 4 * brain.ulp + 1e-300, "\(op.rawValue)(\(x)): graph \(graph), brain \(brain)")
            case .failure(let error):
                #expect(!graph.isFinite, "\(op.rawValue)(\(x)): graph \(graph), brain \(error)")
            }
        }
    }

    /// A row's derivative is its `Double` form's: a central difference agrees to 10⁻⁵
    /// where the function is smooth (no jump, kink or pole between the two points).
    @Test(arguments: UnaryOperation.allCases.filter { $0 != .factorial })
    func slopeIsTheDerivative(_ op: UnaryOperation) {
        let entry = op.entry
        let h = 1e-6
        for x in Self.points {
            let (below, here, above) = (entry.double(x - h), entry.double(x), entry.double(x + h))
            guard below.isFinite, here.isFinite, above.isFinite, Swift.abs(above - below) < 1e3 * h else { continue }
            if entry.jumps, (x - h).rounded(.down) != (x + h).rounded(.down) || x.rounded() == x { continue }
            // A kink (abs at 0): the one-sided differences disagree.
            let (left, right) = ((here - below) / h, (above - here) / h)
            if Swift.abs(left - right) > 1e-3 * max(1, Swift.abs(left)) { continue }
            let difference = (above - below) / (2 * h)
            let slope = entry.slope(x, here)
            #expect(Swift.abs(slope - difference) <= 1e-5 * max(1, Swift.abs(difference)),
                    "\(op.rawValue)′(\(x)): \(slope), difference \(difference)")
        }
    }

    /// The same for the operations of two operands, at every pair of points (whole
    /// numbers among them, for gcd and ncr).
    @Test(arguments: BinaryOperation.allCases)
    func doubleFormOfTwoAgreesWithTheBrain(_ op: BinaryOperation) {
        let entry = op.entry
        for x in Self.points {
            for y in Self.points {
                let graph = entry.double(x, y)
                switch Number.approximate(x).applying(op, .approximate(y)) {
                case .success(let value):
                    let brain = value.doubleValue
                    #expect(Swift.abs(graph - brain) <= 8 * brain.ulp + 1e-300, "\(x) \(op.rawValue) \(y): graph \(graph), brain \(brain)")
                case .failure(let error):
                    #expect(!graph.isFinite, "\(x) \(op.rawValue) \(y): graph \(graph), brain \(error)")
                }
            }
        }
    }

    /// A row's derivative of two operands: its partial derivatives (the slope with one
    /// operand moving) agree with differences where the function is smooth.
    @Test(arguments: BinaryOperation.allCases.filter { !$0.entry.wholeOperands })
    func slopeOfTwoIsTheDerivative(_ op: BinaryOperation) {
        let entry = op.entry
        let h = 1e-6
        for x in Self.points {
            for y in Self.points {
                for (dx, dy) in [(1.0, 0.0), (0.0, 1.0)] {
                    let f = { (t: Double) in entry.double(x + t * dx, y + t * dy) }
                    let (below, here, above) = (f(-h), f(0), f(h))
                    guard below.isFinite, here.isFinite, above.isFinite, Swift.abs(above - below) < 1e3 * h else { continue }
                    let (left, right) = ((here - below) / h, (above - here) / h)
                    if Swift.abs(left - right) > 1e-3 * max(1, Swift.abs(left)) { continue }  // a jump or a kink
                    let difference = (above - below) / (2 * h)
                    let slope = entry.slope(x, dx, y, dy, here)
                    #expect(Swift.abs(slope - difference) <= 1e-5 * max(1, Swift.abs(difference)),
                            "∂(\(x) \(op.rawValue) \(y)) along (\(dx), \(dy)): \(slope), difference \(difference)")
                }
            }
        }
    }

    /// Every operation is offered somewhere: a key on the keypad, a line in the Functions
    /// menu, or both; a written function has a name formulas read.
    @Test func everyOperationIsOffered() {
        for op in UnaryOperation.allCases {
            let entry = op.entry
            #expect(entry.keyName != nil || entry.meaning != nil, "\(op.rawValue)")
            if entry.keyName == nil { #expect(op.formulaName != nil, "\(op.rawValue) is written by name") }
            #expect(!entry.name.isEmpty)
        }
        for op in BinaryOperation.allCases {
            let entry = op.entry
            #expect(entry.keyName != nil || entry.meaning != nil, "\(op.rawValue)")
            #expect((entry.arguments != nil) == op.isFunctionNotation, "\(op.rawValue): arguments for a function of two")
        }
    }

    /// The names formulas and `--keys` read are each one operation's.
    @Test func namesAreUnique() {
        var seen: [String: String] = [:]
        for op in UnaryOperation.allCases {
            for name in Set(op.keyNames) {
                #expect(seen.updateValue(op.rawValue, forKey: name) == nil, "\(name) names two operations")
            }
        }
        for op in BinaryOperation.allCases {
            for name in Set(op.keyNames) {
                #expect(seen.updateValue(op.rawValue, forKey: name) == nil, "\(name) names two operations")
            }
        }
    }
}

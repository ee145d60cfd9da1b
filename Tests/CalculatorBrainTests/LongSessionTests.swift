import CalculatorBrain
import TestSupport
import Testing

/// A session of any length (docs/behaviour.md §7): undo reaches back at least 1,000 steps, what a brain
/// keeps and saves stops growing, and the end of a description is printed on its own.
@Suite struct LongSessionTests {
    /// What a brain shows, to compare states (the description's end: a random session
    /// builds long calculations, and printing them whole thousands of times is slow).
    private struct Shown: Equatable {
        var description: String
        var value: Value
        var stack: [Value]
        var variables: [String]
        init(_ brain: CalculatorBrain) {
            description = brain.description(maxLength: 300)
            value = brain.value
            stack = brain.stack
            variables = brain.variablesUsed
        }
    }

    /// A random step with inexact operands: thousands of exact steps would make fractions
    /// of thousands of digits, slow to compute and beside the point here.
    private func step(_ g: inout SeededGenerator) -> ProgramStep {
        switch Int.random(in: 0..<100, using: &g) {
        case 0..<35: .operand(.approximate(ProgramGenerator.operand(&g).doubleValue))
        case 35..<40: .variable(CalculatorBrain.variableNames.randomElement(using: &g)!)
        case 40..<45: .constant(Constant.allCases.randomElement(using: &g)!)
        case 45..<60: .unary([.negate, .squareRoot, .sin, .reciprocal].randomElement(using: &g)!)
        case 60..<88: .binary([.add, .subtract, .multiply, .divide].randomElement(using: &g)!)
        case 88..<95: .equals
        case 95..<98: .swap
        default: .drop
        }
    }

    /// Saved to `state.db` and loaded back, as the app does.
    private func roundTrip(_ brain: CalculatorBrain) throws -> CalculatorBrain {
        try throughStateDatabase(brain)
    }

    /// Many random steps (past several compactions): each of the last 1,000 undos, also
    /// after saving and loading, shows what was shown before that step.
    @Test(arguments: [(CalculatorMode.algebraic, 11), (.rpn, 12)] as [(CalculatorMode, UInt64)])
    func undoReachesBackAThousandStepsAcrossCompactions(mode: CalculatorMode, seed: UInt64) throws {
        var g = SeededGenerator(state: seed)
        var brain = CalculatorBrain(mode: mode, variables: ["x": Number(3)])
        let total = 6_000, reach = CalculatorBrain.undoReach
        var shown: [Shown] = []
        var performed = 0
        while performed < total {
            guard brain.perform(step(&g)) else { continue }
            performed += 1
            if performed >= total - reach { shown.append(Shown(brain)) }
        }
        #expect(shown.count == reach + 1)
        for var copy in [brain, try roundTrip(brain)] {
            for state in shown.reversed().dropFirst() {
                let undone = copy.undo()
                #expect(undone)
                #expect(Shown(copy) == state)
            }
        }
        #expect(brain.stepCount <= reach + 200)
    }

    /// Undoing after compactions and a variable change gives the same states as replaying
    /// the steps on a fresh brain, which never forgot or compacted anything.
    @Test(arguments: [CalculatorMode.algebraic, .rpn])
    func undoAfterCompactionMatchesReplay(mode: CalculatorMode) {
        var g = SeededGenerator(state: 21)
        var brain = CalculatorBrain(mode: mode)
        var steps: [ProgramStep] = []
        while steps.count < 6_000 {
            let step = step(&g)
            if brain.perform(step) { steps.append(step) }
        }
        brain.setVariable("x", to: Number(5))
        for back in [1, 17, 400, 999] {
            var undone = brain
            for _ in 0..<back { undone.undo() }
            var replayed = CalculatorBrain(mode: mode)
            for step in steps.dropLast(back) { replayed.perform(step) }
            replayed.setVariable("x", to: Number(5))
            #expect(Shown(undone) == Shown(replayed), "\(back) undos")
        }
    }

    /// A long day of `123.45 × 6.7 =`: the saved brain (`state.db` and its log, each
    /// written whole into a new folder) is the same size after 1,100 and 2,200
    /// calculations, and still undoes a whole calculation.
    @Test func savedBrainStopsGrowing() throws {
        var brain = CalculatorBrain()
        var sizes: [Int] = []
        for calculation in 1...2_200 {
            for step: ProgramStep in [.operand(Number(decimal: "123.45")!), .binary(.multiply),
                                      .operand(Number(decimal: "6.7")!), .equals] {
                brain.perform(step)
            }
            if calculation == 1_100 || calculation == 2_200 {
                let store = try TemporaryStateStore()
                _ = try store.roundTrip(brain)
                sizes.append(store.bytesOnDisk)
            }
        }
        #expect(sizes[1] <= sizes[0] + sizes[0] / 10)
        #expect(sizes[1] < 80_000)  // 61,440 bytes (15 SQLite pages) today
        var restored = try roundTrip(brain)
        #expect(restored.description == "123.45 × 6.7 =")
        for _ in 0..<4 { _ = restored.undo() }
        #expect(restored.description == "123.45 × 6.7 =")
        #expect(restored.value == brain.value)
    }

    /// `description(maxLength:)` is the whole description, or `… ` and its end cut at a
    /// piece's boundary (docs/behaviour.md §5): never inside a number, and not much shorter
    /// than the room allows.
    @Test func descriptionEndMatchesTheWholeDescription() {
        var g = SeededGenerator(state: 31)
        for _ in 0..<3_000 {
            let brain = ProgramGenerator.brain(&g, length: 40, exact: false)
            let limit = Int.random(in: 40...80, using: &g)
            DescriptionEnd.expectEnd(of: brain, limit: limit)
        }
    }

    /// Deep chains printed from their end (issue 27 items 1 and 16: RPN `1 ↵ … + +`
    /// builds `1 + (1 + (…))`, which prints with nothing after its last operand): the end
    /// is the whole description's, whatever the operations and however deep. (RPN: in
    /// algebraic mode a unary operation after a pending one repeats its operand, and the
    /// whole description of a random deep session would be exponential.)
    @Test func endOfDeepChainsMatchesTheWholeDescription() {
        var g = SeededGenerator(state: 27)
        let operations: [ProgramStep] = [
            .binary(.add), .binary(.subtract), .binary(.multiply), .binary(.divide), .binary(.power),
            .unary(.negate), .unary(.exp), .unary(.reciprocal), .unary(.squareRoot), .unary(.square),
        ]
        for _ in 0..<300 {
            var brain = CalculatorBrain(mode: .rpn)
            let depth = Int.random(in: 1...120, using: &g)
            let choices = operations.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g))
            for _ in 0..<depth {
                switch Int.random(in: 0..<4, using: &g) {
                case 0: brain.perform(.variable("x"))
                case 1: brain.perform(.operand(Number(Int.random(in: -3...9, using: &g))))
                default: brain.perform(.operand(Number(1)))
                }
            }
            for _ in 0..<depth { brain.perform(choices.randomElement(using: &g)!) }
            for limit in [3, 10, 25, 60, 200] { DescriptionEnd.expectEnd(of: brain, limit: limit) }
            if let top = brain.topEntryDescription {
                let end = brain.topEntryDescription(maxLength: 50)!
                #expect(top.count <= 50 ? end == top : top.hasSuffix(end.dropFirst(2)), "\(top)")
            }
        }
    }

    /// Issue 27 item 3: a cut never splits a number (`… .3 + 7.25 =` read as 0.3).
    @Test func aCutKeepsNumbersWhole() {
        var brain = CalculatorBrain()
        for step in [ProgramStep.operand(Number(decimal: "12.3")!), .binary(.add),
                     .operand(Number(decimal: "7.25")!), .equals] { brain.perform(step) }
        #expect(brain.description == "12.3 + 7.25 =")
        #expect(brain.description(maxLength: 13) == "12.3 + 7.25 =")
        #expect(brain.description(maxLength: 12) == "… + 7.25 =")
        #expect(brain.description(maxLength: 10) == "… + 7.25 =")
        #expect(brain.description(maxLength: 9) == "… 7.25 =")
    }

    /// Issue 27 item 15: `2 + = + = …` doubles its description with each pair of keys;
    /// its end is printed without the rest (n = 60 would be 2⁶¹ terms).
    @Test func endOfAnExponentialDescription() {
        var brain = CalculatorBrain()
        brain.perform(.operand(Number(2)))
        for _ in 0..<60 {
            brain.perform(.binary(.add))
            brain.perform(.equals)
        }
        let end = brain.description(maxLength: 1_000)
        #expect(end.count <= 1_000 && end.count > 990)
        #expect(end.hasPrefix("… ") && end.hasSuffix(" + 2 + 2 + 2 ="))
    }

    /// Damaged bases as `state.db` would hold them, by number.
    static let damagedBases: [CalculatorBrain.SavedBase] = [
        .init(nodes: [.init(tag: "number:1"), .init(tag: "+", operands: [0, 5])], current: 1),
        .init(nodes: [.init(tag: "number:1"), .init(tag: "√", operands: [1])], current: 1),
        .init(nodes: [.init(tag: "number:1"), .init(tag: "sqrt", operands: [0])], current: 1),
        .init(nodes: [.init(tag: "number:1")], current: 3),
        .init(nodes: [.init(tag: "number:1")], pending: .init(symbol: "+", node: 3)),
        .init(nodes: [.init(tag: "number:1")], last: .init(symbol: "%", node: 0)),
        .init(nodes: [.init(tag: "number:1")], stack: [0, -1]),
        .init(nodes: [.init(tag: "var:q")], current: 0),
        .init(nodes: [.init(tag: "")], current: 0),
        .init(nodes: [.init(tag: "number:r:1.0;1e0;cx")], current: 0),
    ]

    @Test(arguments: 0..<10)
    func damagedBasesAreRefused(which: Int) {
        let form = CalculatorBrain.SavedForm(mode: .algebraic, angle: .radians, variables: [:],
                                             base: Self.damagedBases[which], steps: [])
        #expect(throws: CalculatorBrain.SavedFormError.badField("base")) { try CalculatorBrain(savedForm: form) }
    }
}

/// Checks on the end of a description.
enum DescriptionEnd {
    /// `brain.description(maxLength: limit)` is the whole description when it fits, else
    /// `… ` and a suffix of it that starts at a piece's boundary (not inside a number or a
    /// name) and leaves at most a piece's length of the room unused.
    static func expectEnd(of brain: CalculatorBrain, limit: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let whole = brain.description
        let end = brain.description(maxLength: limit)
        guard whole.count > limit else {
            #expect(end == whole, sourceLocation: sourceLocation)
            return
        }
        #expect(end.count <= limit, "\(end) at \(limit)", sourceLocation: sourceLocation)
        guard end.hasPrefix("… ") else {
            // Only a piece longer than the room is cut inside: the plain end.
            #expect(end == "…" + whole.suffix(limit - 1), "\(whole) at \(limit)", sourceLocation: sourceLocation)
            return
        }
        let kept = end.dropFirst(2)
        #expect(whole.hasSuffix(kept), "\(end) of \(whole)", sourceLocation: sourceLocation)
        let before = whole.dropLast(kept.count).last
        let inWord: (Character?) -> Bool = { $0.map { $0.isASCII && ($0.isNumber || $0.isLetter) || $0 == "." } ?? false }
        #expect(!(inWord(before) && inWord(kept.first)), "\(end) cuts \(whole)", sourceLocation: sourceLocation)
        #expect(kept.first != "²" && kept.first != "!", "\(end) of \(whole)", sourceLocation: sourceLocation)
        #expect(kept.count >= limit - 2 - 40, "\(end) of \(whole) at \(limit)", sourceLocation: sourceLocation)
    }
}

import CalculatorBrain
import CalculatorController
import Foundation
import Persistence
import TestSupport
import Testing

/// The property lists earlier versions wrote (`state.plist`) are a one-time import
/// (docs/behaviour.md §7): what they hold reads back as the same saved values, and anything
/// else is refused, never a crash. The live format, `state.db`, is tested where each part
/// of the state is (`TemporaryStateStore`).
@Suite struct LegacyImportTests {
    /// The property list an earlier version wrote (through a real binary property list)
    /// reads back as the same saved values.
    @Test(arguments: ["7 + 9 = →x x × 2 = 12.5", "1 ↵ 2 ↵ 0.5 ^ ↵ − +" + String(repeating: " 1 +", count: 1_100)])
    func propertyListsOfEarlierVersionsRead(keys: String) throws {
        let c = CalculatorController(mode: keys.contains("↵") ? .rpn : .algebraic)
        try KeySequence.forEachKey(in: keys, c.press)
        let data = try PropertyListSerialization.data(fromPropertyList: c.savedState.propertyList, format: .binary, options: 0)
        let read = try CalculatorController.SavedState(propertyList: PropertyListSerialization.propertyList(from: data, format: nil))
        #expect(read == c.savedState)
        #expect(try CalculatorController(savedState: read).viewState == c.viewState)
    }

    /// Property lists that are not an earlier version's state are refused.
    @Test(arguments: 0..<6)
    func foreignPropertyListsAreRefused(which: Int) throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 =", c.press)
        var state = c.savedState.propertyList
        switch which {
        case 0: state["format"] = "other"
        case 1: state["brain"] = ["format": "cerebrum.brain"]
        case 2: state["history"] = [["description": "x"]]
        case 3: state["history"] = "junk"
        case 4: state["typing"] = 12
        default: state["version"] = 99
        }
        #expect(throws: CalculatorController.SavedStateError.self) {
            try CalculatorController.SavedState(propertyList: state)
        }
    }

    /// A brain list of an earlier version, valid, with a formula and a variable.
    private static func validBrainList() throws -> [String: Any] {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9 = →x x × 2 =", c.press)
        #expect(c.enterFormula("2(3+4)^2 + x") == nil)
        return c.brain.propertyList
    }

    @Test func garbageBrainListsAreRefused() throws {
        let valid = try Self.validBrainList()
        let junk: [Any] = [
            "hello", 42, [1, 2, 3], ["format": "cerebrum.brain"], [String: Any](),
            valid.merging(["version": 3]) { $1 }, valid.merging(["mode": "hex"]) { $1 },
            valid.merging(["angle": 7]) { $1 }, valid.merging(["steps": "7 + 9"]) { $1 },
            valid.merging(["steps": ["sqrt"]]) { $1 }, valid.merging(["steps": ["number:1/0"]]) { $1 },
            valid.merging(["steps": ["number:" + String(repeating: "9", count: 100_000)]]) { $1 },
            valid.merging(["steps": ["rand:d:2"]]) { $1 }, valid.merging(["steps": ["var:q"]]) { $1 },
            valid.merging(["steps": [["nested"]]]) { $1 }, valid.merging(["variables": ["q": "1"]]) { $1 },
            valid.merging(["variables": ["x": "abc"]]) { $1 }, valid.merging(["variables": 3]) { $1 },
            valid.merging(["steps": ["number:2", "formula:2+"]]) { $1 },
        ]
        for item in junk {
            #expect(throws: CalculatorBrain.SavedFormError.self) { try CalculatorBrain(propertyList: item) }
        }
    }

    /// Random edits of a list's steps, of any type, never crash.
    @Test func mutatedBrainListsNeverCrash() throws {
        var g = SeededGenerator(state: 6)
        let valid = try Self.validBrainList()
        let tokens: [Any] = ["+", "=", "drop", "x⇄y", "√", "number:5", "number:-1/3", "var:x", "π",
                             "", "number:", "rand:d:0.5", "≠", 3, 2.5, [Any](), ["a": 1]]
        for _ in 0..<1000 {
            var steps = valid["steps"] as! [Any]
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let i = Int.random(in: 0...steps.count, using: &g)
                if i < steps.count, Bool.random(using: &g) { steps.remove(at: i) } else {
                    steps.insert(tokens.randomElement(using: &g)!, at: i)
                }
            }
            if let brain = try? CalculatorBrain(propertyList: valid.merging(["steps": steps]) { $1 }) {
                #expect(brain.stepCount == steps.count)
            }
        }
    }

    @Test func listsWithoutFormulasStillLoad() throws {
        let old: [String: Any] = ["format": "cerebrum.brain", "version": 1, "mode": "algebraic", "angle": "rad",
                                  "variables": [String: String](), "steps": ["number:7", "+", "number:9", "=", "√"]]
        let brain = try CalculatorBrain(propertyList: old)
        #expect(brain.description == "√(7 + 9) =")
    }

    /// A version 1 list of a long session (every step from a fresh start) still loads.
    @Test func longVersionOneListLoads() throws {
        let steps = (0..<3_000).flatMap { i in ["number:\(i)", "+"] } + ["number:1", "="]
        let list: [String: Any] = ["format": "cerebrum.brain", "version": 1, "mode": "algebraic",
                                   "angle": "rad", "variables": [String: String](), "steps": steps]
        let brain = try CalculatorBrain(propertyList: list)
        #expect(brain.value == .success(Number(2_999 * 3_000 / 2 + 1)))
        #expect(brain.description.hasSuffix(" + 2999 + 1 ="))
        #expect(try throughStateDatabase(brain).description == brain.description)
    }


    /// Damaged bases, by number: a `@Test` argument must be `Sendable`, a property list is not.
    static var damagedBases: [[String: Any]] { [
        ["nodes": "junk"],
        ["nodes": [["number:1"], ["+", 0, 5]], "current": 1],
        ["nodes": [["number:1"], ["√", 1]], "current": 1],
        ["nodes": [["number:1"], ["sqrt", 0]], "current": 1],
        ["nodes": [["number:1"]], "current": 3],
        ["nodes": [["number:1"]], "pending": ["+"]],
        ["nodes": [["number:1"]], "last": ["%", 0]],
        ["nodes": [["number:1"]], "stack": [0, -1]],
        ["nodes": [["var:q"]], "current": 0],
        ["nodes": [[]], "current": 0],
    ] }

    @Test(arguments: 0..<10)
    func damagedBasesAreRefused(which: Int) {
        let base = Self.damagedBases[which]
        let list: [String: Any] = ["format": "cerebrum.brain", "version": 2, "mode": "algebraic", "angle": "rad",
                                   "variables": [String: String](), "steps": [String](), "base": base]
        #expect(throws: CalculatorBrain.SavedFormError.badField("base")) { try CalculatorBrain(propertyList: list) }
    }
}

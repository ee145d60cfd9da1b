import CalculatorBrain
import Testing
@testable import CalculatorController

@Suite struct HistoryTests {
    private func controller(_ keys: String, mode: CalculatorMode = .algebraic) throws -> CalculatorController {
        let controller = CalculatorController(mode: mode)
        try KeySequence.forEachKey(in: keys, controller.press)
        return controller
    }

    /// docs/behaviour.md §7: each `=` in algebraic mode adds `description value`.
    @Test(arguments: [
        ("7 + 9 =", ["7 + 9 = 16"]),
        ("7 + 9 = =", ["7 + 9 = 16", "7 + 9 + 9 = 25"]),
        ("1 ÷ 3 = × 3 =", ["1 ÷ 3 = 0.333333333333333", "1 ÷ 3 × 3 = 1"]),
        ("1 ÷ 0 =", []),
        ("=", []),
        ("5 =", []),
        ("2 + 2 = C 3 + 3 =", ["2 + 2 = 4", "3 + 3 = 6"]),
        ("7 + 9", []),
    ])
    func equalsAddsAnEntry(keys: String, texts: [String]) throws {
        #expect(try controller(keys).history.entries.map(\.text) == texts)
    }

    /// Issue 32 item 23: a number alone is no calculation, typed or pasted as a formula
    /// (`10` Return is not `10 = 10`); a formula with an operation or function is.
    @Test(arguments: [
        ("10\n", [String]()),
        ("1 000\n", []),
        ("-10\n", []),
        ("-10+0\n", ["−10 + 0 = −10"]),
        ("10+0\n", ["10 + 0 = 10"]),
        ("pi\n", ["π = 3.14159265358979"]),
        ("sqrt(16)\n", ["√(16) = 4"]),
    ])
    func loneNumberAddsNoEntry(typed: String, texts: [String]) {
        let controller = CalculatorController()
        controller.typeText(typed)
        #expect(controller.history.entries.map(\.text) == texts)
    }

    /// RPN: each operation adds its result, the new top entry, as Qalculate does; ↵,
    /// x⇄y, drop, operands and errors add nothing.
    @Test(arguments: [
        ("3 ↵ 4 + ↵", ["3 + 4 = 7"]),
        ("3 ↵ 5 + √", ["3 + 5 = 8", "√(3 + 5) = 2.82842712474619"]),
        ("3 ↵ 5 ↵ 4 + ×", ["5 + 4 = 9", "3 × (5 + 4) = 27"]),
        ("2 ↵ 3 ↵ 4 x⇄y drop", []),
        ("π ↵ x", []),
        ("3 ↵ +", []),
        ("1 ↵ 0 ÷", []),
        ("7 M + √", []),
        ("9 ±", []),
        ("9 ↵ ±", ["−9 = −9"]),
        ("10 ↵ √ 3 +", ["√(10) = 3.16227766016838", "√(10) + 3 = 6.16227766016838"]),
    ])
    func rpnOperationsAddTheirResult(keys: String, texts: [String]) throws {
        #expect(try controller(keys, mode: .rpn).history.entries.map(\.text) == texts)
    }

    @Test func choosingAnEntryEntersItsFullValue() throws {
        let c = try controller("1 ÷ 3 = 5 + 1 =")
        c.press(.binary(.multiply))
        c.useHistoryEntry(at: 0)
        c.press(.equals)
        // Written as a fraction, so the description reads back as the displayed 2.
        #expect(c.viewState.description == "(5 + 1) × (1 ÷ 3) =")
        #expect(c.viewState.display == "2")
        c.useHistoryEntry(at: 99)  // out of range: nothing
        #expect(c.viewState.display == "2")
    }

    @Test func historyKeepsTheLastThousand() throws {
        let c = CalculatorController()
        for i in 1...1_005 { try KeySequence.forEachKey(in: "\(i) + 1 =", c.press) }
        #expect(c.history.entries.count == 1_000)
        #expect(c.history.entries.first?.text == "6 + 1 = 7")
        c.clearHistory()
        #expect(c.history.entries.isEmpty)
    }

    /// An entry keeps the end of a long description (docs/behaviour.md §7), with the window's cap on
    /// the controller's description and without it.
    @Test(arguments: [nil, History.descriptionLimit])
    func entryKeepsTheLastThousandCharacters(limit: Int?) throws {
        let c = CalculatorController()
        c.descriptionLimit = limit
        try KeySequence.forEachKey(in: "1" + String(repeating: " + 1", count: 600) + " =", c.press)
        let entry = try #require(c.history.entries.last)
        #expect((History.descriptionLimit - 3...History.descriptionLimit).contains(entry.description.count))
        #expect(entry.description.hasPrefix("… + 1 + 1"))
        #expect(entry.description.hasSuffix(" + 1 + 1 ="))
        #expect(entry.display == "601")
    }

    /// Issue 27 item 1: an RPN operation's entry on a deep stack top keeps its end, cut
    /// between pieces, like an algebraic one (`1 ↵ 1 + 1 + …` builds a 600-deep top).
    @Test func rpnEntryOfADeepTopKeepsItsEnd() throws {
        let c = CalculatorController(mode: .rpn)
        try KeySequence.forEachKey(in: "1 ↵" + String(repeating: " 1 +", count: 600) + " 2 +", c.press)
        let entry = try #require(c.history.entries.last)
        #expect((History.descriptionLimit - 3...History.descriptionLimit).contains(entry.description.count))
        #expect(entry.description.hasPrefix("… + 1 + 1"))
        #expect(entry.description.hasSuffix(" + 1 + 1 + 2 ="))
        #expect(entry.display == "603")
    }
}

@Suite struct PasteTests {
    @Test(arguments: [
        ("-12.5", "−12.5", true), ("−12,5", "−12.5", true), ("1 000", "1000", true),
        (" 42\n", "42", true), ("1.5e20", "1.5e20", false), ("0.1", "0.1", true),
        ("1\u{2009}234,5", "1234.5", true),
    ])
    func pastesNumbers(text: String, display: String, typing: Bool) {
        let c = CalculatorController()
        #expect(c.paste(text))
        #expect(c.viewState.display == display)
        #expect(c.viewState.typing == typing)
    }

    @Test(arguments: ["", "abc", "1.2.3", "12abc", "--5", "inf", "NaN", "1e", "😀", "5 + 3", "0x10"])
    func refusesJunkAndChangesNothing(text: String) throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 + 9", c.press)
        let before = c.viewState
        #expect(!c.paste(text))
        #expect(c.viewState == before)
    }

    @Test func pastedNumberIsTheNextOperand() throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: "7 +", c.press)
        #expect(c.paste("2,5"))
        c.press(.equals)
        #expect(c.viewState.display == "9.5")
    }
}

@Suite struct HistoryTextsTests {
    private func press(_ keys: String, _ c: CalculatorController) throws {
        try KeySequence.forEachKey(in: keys, c.press)
    }

    @Test func firstUpdateShowsEvenAnEmptyHistory() {
        var texts = HistoryTexts()
        do { let changed = texts.update(from: History()); #expect(changed) }
        #expect(texts.texts.isEmpty)
        do { let changed = texts.update(from: History()); #expect(!changed) }
    }

    @Test func followsAppendsAndClears() throws {
        let c = CalculatorController()
        var texts = HistoryTexts()
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.lastChange == .replaced)
        try press("7 + 9 =", c)
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.texts == ["7 + 9 = 16"])
        #expect(texts.lastChange == .appended(dropped: 0, added: 1))
        try press("5", c)
        do { let changed = texts.update(from: c.history); #expect(!changed) }
        try press("=", c)  // `5 =` repeats the last operation, 5 + 9 = 14 (docs/behaviour.md §10)
        try press("+ 1 =", c)
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.texts == c.history.entries.map(\.text))
        #expect(texts.lastChange == .appended(dropped: 0, added: 2))
        c.clearHistory()
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.texts.isEmpty)
        #expect(texts.lastChange == .replaced)
        try press("2 × 3 =", c)
        try press("4 × 5 =", c)
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.texts == ["2 × 3 = 6", "4 × 5 = 20"])
        #expect(texts.lastChange == .appended(dropped: 0, added: 2))
    }

    @Test func dropsTheOldestPastTheLimit() throws {
        let c = CalculatorController()
        var texts = HistoryTexts()
        for i in 1...History.limit { try press("\(i) + 1 =", c) }
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.texts.count == History.limit)
        try press("2 + 2 =", c)
        try press("2 + 2 =", c)
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.texts == c.history.entries.map(\.text))
        #expect(texts.texts.first == "3 + 1 = 4")
        // Two in, two out: what the window is sent instead of all 1,000 texts again.
        #expect(texts.lastChange == .appended(dropped: 2, added: 2))
        // Exactly as many new entries as the history holds: all out, all in.
        for i in 1...History.limit { try press("\(i) × 3 =", c) }
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.lastChange == .appended(dropped: History.limit, added: History.limit))
        #expect(texts.texts == c.history.entries.map(\.text))
        // More new entries than the history holds: all of them anew.
        for i in 1...(History.limit + 1) { try press("\(i) × 2 =", c) }
        do { let changed = texts.update(from: c.history); #expect(changed) }
        #expect(texts.lastChange == .replaced)
        #expect(texts.texts == c.history.entries.map(\.text))
    }

    @Test func restoredHistoryCountsItsEntries() {
        let history = History(entries: [.init(description: "1 + 1 =", value: Number(2))])
        #expect(history.appendCount == 1)
        #expect(history.clearCount == 0)
    }

    /// Equal histories list the same entries, however they got there: the counts a view
    /// uses to catch up do not count.
    @Test func equalityComparesOnlyTheEntries() {
        let entry = History.Entry(description: "1 + 1 =", value: Number(2))
        var grown = History()
        grown.append(entry)
        grown.clear()
        grown.append(entry)
        #expect(grown.appendCount == 2 && grown.clearCount == 1)
        #expect(grown == History(entries: [entry]))
        #expect(grown != History())
        #expect(grown != History(entries: [.init(description: "1 + 1 =", value: Number(3))]))
    }
}

@Suite struct CopyTextTests {
    @Test(arguments: [
        ("12.5 ±", "-12.5"), ("7 + 9 =", "16"), ("1 ÷ 3 =", "0.333333333333333"),
        ("0 − 2.5 =", "-2.5"), ("1 ÷ 4000000 =", "2.5e-7"), ("", "0"), ("0.50", "0.50"),
        ("12 ±", "-12"), ("1 ÷ 0 =", nil), ("7 +", "7"),
    ] as [(String, String?)])
    func copiesTheDisplayInASCII(keys: String, text: String?) throws {
        let c = CalculatorController()
        try KeySequence.forEachKey(in: keys, c.press)
        #expect(c.copyText == text)
    }
}

import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// docs/behaviour.md §8, §15: the Functions menu types its function into the formula line
/// (`abs(` with the cursor inside); an operator acts as its key; in RPN mode every entry is
/// its key on the stack.
@Suite struct FunctionsMenuPresenterTests {
    private func choose(_ window: FakeWindow, _ label: String) throws {
        let index = try #require(FunctionsMenu.items.firstIndex { $0.label == label })
        window.send(.insertFunction, index: index)
    }

    @Test func aFunctionOpensTheLineWithItsName() throws {
        let window = FakeWindow()
        try choose(window, "abs(x)")
        #expect(window.formulaLineIsOpen)
        #expect(window.formulaText == "abs(")
        window.typeOnKeyboard("-3\n")
        #expect(window.display == "3")
        #expect(window.view?.description == "abs(−3) =")
    }

    @Test func intoAnOpenLineAtTheCursor() throws {
        let window = FakeWindow()
        window.typeOnKeyboard("2+")
        try choose(window, "floor(x)")
        window.typeOnKeyboard("2.7\n")
        #expect(window.display == "4")
        // A typed digit opened the line: the function goes in after it (7 × gcd(…)).
        window.typeOnKeyboard("7")
        try choose(window, "gcd(a; b)")
        #expect(window.formulaText == "7gcd(")
    }

    @Test func modActsOnTheDisplayedValue() throws {
        let window = FakeWindow()
        try window.press("7")
        try choose(window, "x mod y")
        try window.press("3 =")
        #expect(window.display == "1")
        #expect(!window.formulaLineIsOpen)
    }

    @Test func rpnPressesTheKey() throws {
        let window = FakeWindow()
        window.send(.toggleMode)
        try window.press("2.5 ±")
        try choose(window, "abs(x)")
        #expect(window.display == "2.5")
        try window.press("12 ↵ 18")
        try choose(window, "gcd(a; b)")
        #expect(window.display == "6")
    }

    @Test(arguments: [[], [-1], [999], [0.5], [.infinity], [0, 1]] as [[Double]])
    func anIndexThatIsNoEntryChangesNothing(numbers: [Double]) throws {
        let window = FakeWindow()
        try window.press("5")
        window.send(.insertFunction, numbers: numbers)
        #expect(window.display == "5")
        #expect(!window.formulaLineIsOpen)
    }

    @Test func everyEntryHasAMeaningAndAKey() {
        for item in FunctionsMenu.items {
            #expect(!item.meaning.isEmpty)
            #expect(WindowCommand.key(item.key).code != nil, "\(item.label)")
        }
        #expect(Set(FunctionsMenu.items.map(\.label)).count == FunctionsMenu.items.count)
    }
}

import CalculatorBrain
import CalculatorController
import Testing
import WindowDescription
@testable import WindowPresenter

/// docs/behaviour.md §17 in the window: Ctrl+F cycles the forms, which the display,
/// history, stack and variables follow; Ctrl+C copies the shown form without grouping.
@Suite struct NumberFormPresenterTests {
    @Test func ctrlFCyclesTheForms() throws {
        let window = FakeWindow()
        try window.press("1 ÷ 3 =")
        #expect(window.display == "0.333333333333333")
        window.send(.cycleNumberForm)
        #expect(window.display == "1/3")
        #expect(window.view?.message == "Shown as a fraction where exact (≈ where not)")
        #expect(window.view?.description == "1 ÷ 3 =")  // the description keeps its operands
        window.send(.cycleNumberForm)
        #expect(window.display == "1/3")  // mixed: below 1 it is the fraction
        window.send(.cycleNumberForm)
        #expect(window.display == "0.(3)")
        window.send(.cycleNumberForm)
        #expect(window.display == "0.333333333333333")
        #expect(window.view?.message == "Shown as a decimal")
        // The form stays for later results.
        window.send(.cycleNumberForm)
        try window.press("7 ÷ 4 =")
        #expect(window.display == "7/4")
    }

    @Test func historyStackAndVariablesFollowTheForm() throws {
        let window = FakeWindow()
        try window.press("7 ÷ 4 = →x")
        window.send(.windowShown)
        window.send(.cycleNumberForm)
        window.send(.cycleNumberForm)
        #expect(window.display == "1 3/4")
        #expect(window.history.last == "7 ÷ 4 = 1 3/4")
        #expect(window.view?.variablesLine == "x = 1 3/4")
        // The variables panel edits today's text, which reads back as the value.
        #expect(window.view?.variableEntries.first { $0.name == "x" }?.text == "1.75")
        window.send(.toggleMode)
        try window.press("1 ↵ 3 ÷ 5")
        #expect(window.view?.stack.contains("1/3") == true)
    }

    @Test func copyIsUngroupedInTheShownForm() throws {
        let window = FakeWindow(grouping: .commas)
        try window.press("1234567 ÷ 2 =")
        #expect(window.display == "617,283.5")
        window.send(.copy)
        #expect(window.clipboard == "617283.5")
        window.send(.cycleNumberForm)
        #expect(window.display == "1234567/2")
        window.send(.copy)
        #expect(window.clipboard == "1234567/2")
        window.send(.cycleNumberForm)
        window.send(.key(.unary(.negate)))
        #expect(window.display == "−617283 1/2")
        window.send(.copy)
        #expect(window.clipboard == "-617283 1/2")
    }

    @Test func aPastedMixedNumberAndRepeatingDecimalAreExact() throws {
        let window = FakeWindow()
        window.send(.pasteText, "1 3/4")
        try window.press("× 4 =")
        #expect(window.display == "7")
        window.send(.pasteText, "0.(3)")
        try window.press("× 3 =")
        #expect(window.display == "1")
    }

    @Test func theFormIsPartOfTheSavedState() throws {
        let controller = CalculatorController()
        try KeySequence.forEachKey(in: "1", controller.press)
        controller.numberFormat.style.form = .repeating
        let restored = try CalculatorController(savedState: controller.savedState)
        #expect(restored.numberFormat.style.form == .repeating)
        // A new window on it keeps the form, in the window's own marks and grouping.
        let window = FakeWindow(controller: restored, grouping: .commas)
        try window.press("÷ 6 =")
        #expect(window.display == "0.1(6)")
    }
}

import CalculatorBrain
import CalculatorController
import Testing
@testable import WindowDescription

@Suite struct WindowCommandTests {
    /// A command listed twice would have two codes (and `codes` could not be built).
    @Test func everyCommandIsListedOnce() {
        #expect(Set(WindowCommand.all).count == WindowCommand.all.count)
    }

    @Test(arguments: [Int32(-1), Int32(WindowCommand.all.count), Int32.max])
    func unknownCodesAreRefused(code: Int32) {
        #expect(WindowCommand(code: code) == nil)
    }

    @Test(arguments: [
        WindowCommand.key(.mode(.rpn)), .key(.mode(.algebraic)), .key(.angle(.degrees)),
        .key(.angle(.radians)), .editVariable("x"), .editVariable("M"), .quit, .closeWindow,
        .copy, .paste, .pasteText, .toggleHistory, .toggleVariables, .useHistoryEntry, .clearHistory,
        .showShortcuts, .about,
    ])
    func windowOnlyCommandsHaveCodes(command: WindowCommand) {
        #expect(command.code != nil)
    }

    /// Every command a table hands to the window has a code, so the shim can send it
    /// (`WindowSpec.code` would stop the app on one that has none).
    @Test func everyCommandOfTheTablesHasACode() {
        let commands = ButtonLayout.buttons.map { WindowCommand.key($0.key) }
            + KeyboardShortcuts.all.map(\.command)
            + WindowMenu.items.map(\.command)
            + Key.variableNames.map { WindowCommand.editVariable($0) }
        for command in commands { #expect(command.code != nil, "\(command)") }
    }

    @Test func unknownVariablesHaveNoCode() {
        #expect(WindowCommand.key(.variable("w")).code == nil)
        #expect(WindowCommand.editVariable("q").code == nil)
    }
}

import CalculatorController

/// What a window does in answer to one event: first `effects`, in order, then it shows
/// `refresh` of what `WindowPresenter` presents. An effect on the formula line may come
/// back as an event of its own (the line's text changed) before the refresh.
public struct WindowResponse: Equatable, Sendable {
    /// How much of the view to show again.
    public enum Refresh: Equatable, Sendable {
        /// Nothing changed that the window shows.
        case nothing
        /// Only the message under the display (`WindowPresenter.message`).
        case message
        /// Only the formula line's preview (`WindowPresenter.formulaPreview`), and the
        /// converter row, which converts the line's value as it is typed.
        case formulaPreview
        /// Only the history's change (`WindowPresenter.takeHistoryUpdate()`).
        case history
        /// Only the graph (`WindowPresenter.graphFrame`), when it is open.
        case graph
        /// Only the converter row (`WindowPresenter.view.converter`).
        case converter
        /// All of it: `WindowPresenter.view`, then the history's change, then the graph
        /// when it is open.
        case all
    }

    public var effects: [WindowEffect]
    public var refresh: Refresh

    public init(_ effects: [WindowEffect] = [], refresh: Refresh) {
        self.effects = effects
        self.refresh = refresh
    }
}

/// Something the window does that is not showing a value: the formula line's editing,
/// the clipboard, panels and dialogs, closing.
public enum WindowEffect: Equatable, Sendable {
    /// Open the formula line in the display's place with this text (or, open already,
    /// replace its text).
    case openFormulaLine(String)
    /// Type this into the formula line at its cursor.
    case insertInFormulaLine(String)
    /// Delete the selection or the character before the cursor in the formula line.
    case deleteBackInFormulaLine
    /// Close the formula line and give the display back.
    case closeFormulaLine
    /// Put this text on the clipboard.
    case copy(String)
    /// Read the clipboard's text; it comes back as `WindowCommand.pasteText`.
    case requestClipboardText
    case toggleHistory
    case toggleVariables
    case showShortcuts
    case showAbout
    /// Open (true) or close the unit converter row (docs/behaviour.md §16).
    case showConverter(Bool)
    /// Open the Preferences window (or bring it to the front).
    case showPreferences
    /// Fetch the exchange rates again now, in the background.
    case updateRates
    /// How often the exchange rates are fetched from now on.
    case setRatesRefresh(RatesRefresh)
    /// Open (true) or close the graph.
    case showGraph(Bool)
    /// Ask for a file name to save the graph to, opening in `folder` (nil: the Pictures
    /// folder); the answer comes back as `WindowCommand.saveGraphTo` (`GraphExport`).
    case chooseGraphFile(folder: String?)
    /// Write the graph (`WindowPresenter.graphFrame(for:)`) as the export says; the window
    /// reports how it went (`WindowPresenter.graphWritten`).
    case writeGraph(GraphExport)
    /// Put the graph on the clipboard as a PNG image.
    case copyGraphImage
    /// The focused graph gives the keyboard back to the calculator (its Escape and F6).
    case handBackKeyboard
    /// Destroy this window (and with it the presenter's binding): nothing may follow.
    case closeWindow
    /// Close every window and end the application.
    case quit
}

import CalculatorController
import WindowDescription

/// The formula line of a window (docs/behaviour.md §11, §13): typing opens it (or `(`),
/// the controller previews and enters what is typed there and keeps the one record of
/// it (`CalculatorController.line`), and a paste that is a formula but does not parse
/// opens in it with the error marked.
extension WindowPresenter {
    /// A key (button or shortcut) while the line may be open. `(` opens the line; while
    /// it is open, a key that types something in a formula types it there, `=` puts the
    /// formula in, `⎋` closes the line, `C` closes it and clears everything (as Shift+Escape
    /// there does), `⌫` deletes the character before the cursor.
    func formulaLineTakes(_ key: Key, effects: inout [WindowEffect]) -> FormulaLineOutcome {
        guard controller.line != nil else {
            guard key == .openFormula else { return .notTaken }
            message = nil
            // A number being typed moves into the line: `2(` (Enter replaces it).
            controller.openLine(with: "(")
            effects.append(.openFormulaLine(controller.line?.text ?? "("))  // its preview comes back as a change
            return .changedLine(.message)
        }
        switch key {
        case .equals:
            // `=` puts the formula in and finishes a waiting calculation (`2 × (3 + 4 =` is 14).
            return enterFormula(finishing: true, effects: &effects) ? .changedCalculation : .changedLine(.formulaPreview)
        case .clearCalculation:
            // Escape (and Delete) closes the line and changes nothing, wherever the focus
            // is (a popover that closed may leave it off the entry); Escape again clears.
            effects += cancelFormulaLine()
            return .changedLine(.nothing)
        case .clear:
            // `C` is all clear, with the line open too: it closes and everything clears,
            // as Shift+Escape typed in the line does (docs/behaviour.md §13).
            effects += closeFormulaLine()
            controller.press(.clear)
            return .changedCalculation
        case .backspace:
            effects.append(.deleteBackInFormulaLine)
            return .changedLine(.nothing)
        case .angle, .mode:
            // The header bar's switches: they apply, and the preview follows.
            controller.press(key)
            return .changedCalculation
        default:
            // The decimal point's button types the locale's mark, as it shows it.
            guard let typed = key == .point ? String(controller.numberFormat.decimalMark)
                    : CalculatorController.lineText(for: key) else {
                // A key that has no place in a formula (a store, rand, x⇄y…) leaves the
                // line, which changes nothing, and does what it does.
                effects += closeFormulaLine()
                return .notTaken
            }
            effects.append(.insertInFormulaLine(typed))
            return .changedLine(.nothing)
        }
    }

    /// A character typed on the keyboard (docs/behaviour.md §13): into the line while it
    /// is open (the shim sends it only when the entry does not have the focus), else as
    /// the controller says: a key, or the line opening with it.
    func typed(_ text: String, effects: inout [WindowEffect]) -> FormulaLineOutcome {
        guard let character = text.first, text.count == 1 else { return .changedLine(.nothing) }
        if controller.line != nil {
            effects.append(.insertInFormulaLine(text))
            return .changedLine(.nothing)
        }
        switch controller.type(character) {
        case .key: return .changedCalculation
        case .ignored: return .changedLine(.nothing)
        case .openedLine:
            message = nil
            effects.append(.openFormulaLine(controller.line?.text ?? text))  // its preview comes back as a change
            return .changedLine(.message)
        }
    }

    /// The shim reported the line's text (typed, pasted, or set by an effect).
    func formulaLineChanged(to text: String) {
        controller.lineChanged(text)
    }

    /// A history entry chosen while the line is open types its value there (the display
    /// it would go to is hidden).
    func insertingHistoryEntry(_ index: Int?) -> [WindowEffect] {
        guard let text = index.flatMap(controller.formulaText(forHistoryEntry:)) else { return [] }
        return [.insertInFormulaLine(text)]
    }

    /// Enter in the line: the formula goes in and the line closes, or (it does not
    /// parse) the line stays open with the error shown. True when it went in.
    /// `finishing`: `=` rather than Enter (`CalculatorController.enterLineAndFinish`).
    func enterFormula(finishing: Bool = false, effects: inout [WindowEffect]) -> Bool {
        guard controller.line != nil,
              (finishing ? controller.enterLineAndFinish() : controller.enterLine()) == nil else { return false }
        effects.append(.closeFormulaLine)
        message = nil
        return true
    }

    /// Closes the line if it is open.
    func closeFormulaLine() -> [WindowEffect] {
        guard controller.line != nil else { return [] }
        controller.closeLine()
        return [.closeFormulaLine]
    }

    /// Escape in the line: it closes, and `⌫` right after brings it back
    /// (`CalculatorController.cancelLine`).
    func cancelFormulaLine() -> [WindowEffect] {
        guard controller.line != nil else { return [] }
        controller.cancelLine()
        return [.closeFormulaLine]
    }

    /// The clipboard's text arrived (Ctrl+V, the menu's Paste). While the line is open
    /// it goes into the line (the entry's own paste comes here too).
    func paste(_ text: String?) -> [WindowEffect] {
        if let open = controller.line?.text {
            if let text, let why = CalculatorController.pasteRefusal(text) {
                message = why
                return []
            }
            // A number pasted as a person copies one (`$20.00`, `1,234.5`) goes in as the
            // number, as it would pasted alone (`100+` then `$20.00` is 100 + 20).
            let line = controller.formulaText(forPastedNumber: text ?? "")
                ?? CalculatorController.formulaLine(fromPasted: text ?? "")
            // What the line would hold must fit the formula limit too: refused whole,
            // never cut (GTK's entry would keep 65,534 characters of it).
            if let why = CalculatorController.pasteRefusal(open + line) {
                message = why
                return []
            }
            if !line.isEmpty {
                message = nil
                return [.insertInFormulaLine(line)]
            }
        }
        switch controller.pasteText(text) {
        case .entered:
            message = nil
            return closeFormulaLine()
        case .edit(let line, _):
            message = nil
            controller.openLine(with: line, takingTyping: false)
            return [.openFormulaLine(line)]  // its preview comes back as a change
        case .empty:
            message = texts.nothingToPaste
            return []
        case .refused(let why):
            message = why
            return []
        }
    }

    /// The line under the formula: its value or its error; nil while the line is closed.
    public var formulaPreview: FormulaLinePreview? {
        guard let text = controller.line?.text else { return nil }
        let preview = controller.linePreview(text)
        let bytes = preview.marked.map { marked in
            // The shim marks UTF-8 bytes; the controller counts Characters.
            let lower = text.index(text.startIndex, offsetBy: marked.lowerBound)
            let upper = text.index(text.startIndex, offsetBy: marked.upperBound)
            return text.utf8.distance(from: text.utf8.startIndex, to: lower)
                ..< text.utf8.distance(from: text.utf8.startIndex, to: upper)
        }
        // `= 98` reads as the formula's value; an error is a sentence of its own; an
        // empty line shows nothing.
        let shown = preview.isError || preview.text.isEmpty ? preview.text : "= " + preview.text
        return FormulaLinePreview(text: shown,
                                  isError: preview.isError, markedBytes: bytes)
    }
}

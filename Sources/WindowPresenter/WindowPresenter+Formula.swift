import CalculatorController
import WindowDescription

/// The formula line of a window (docs/behaviour.md §11): `(` opens it, the controller
/// previews and enters what is typed there, and a paste that is a formula but does not
/// parse opens in it with the error marked.
extension WindowPresenter {
    /// A key (button or shortcut) while the line may be open. `(` opens the line; while
    /// it is open, a key that types something in a formula types it there, `=` puts the
    /// formula in, `C` closes the line, `⌫` deletes the character before the cursor.
    func formulaLineTakes(_ key: Key, effects: inout [WindowEffect]) -> FormulaLineOutcome {
        guard case .open(let text, _) = formulaLine else {
            guard key == .openFormula else { return .notTaken }
            message = nil
            // A number being typed moves into the line: `2(` (Enter replaces it).
            let start = controller.formulaLineStart
            formulaLine = .open(text: start, tookTyping: controller.viewState.typing)
            effects.append(.openFormulaLine(start))  // its preview comes back as a change
            return .changedLine(.message)
        }
        switch key {
        case .equals:
            return enterFormula(text, effects: &effects) ? .changedCalculation : .changedLine(.formulaPreview)
        case .clear:
            effects += closeFormulaLine()
            return .changedLine(.nothing)
        case .backspace:
            effects.append(.deleteBackInFormulaLine)
            return .changedLine(.nothing)
        case .angle, .mode:
            // The header bar's switches: they apply, and the preview follows.
            controller.press(key)
            return .changedCalculation
        default:
            // The decimal point's button types the locale's mark, as it shows it.
            guard let typed = key == .point ? String(controller.decimalMark)
                    : CalculatorController.formulaText(for: key) else {
                // A key that has no place in a formula (a store, rand, x⇄y…) leaves the
                // line, which changes nothing, and does what it does.
                effects += closeFormulaLine()
                return .notTaken
            }
            effects.append(.insertInFormulaLine(typed))
            return .changedLine(.nothing)
        }
    }

    /// The shim reported the line's text (typed, pasted, or set by an effect).
    func formulaLineChanged(to text: String) {
        if case .open(_, let tookTyping) = formulaLine { formulaLine = .open(text: text, tookTyping: tookTyping) }
    }

    /// A history entry chosen while the line is open types its value there (the display
    /// it would go to is hidden).
    func insertingHistoryEntry(_ index: String?) -> [WindowEffect] {
        guard let text = index.flatMap({ Int($0) }).flatMap(controller.formulaText(forHistoryEntry:)) else { return [] }
        return [.insertInFormulaLine(text)]
    }

    /// Enter in the line: the formula goes in and the line closes, or (it does not
    /// parse) the line stays open with the error shown. True when it went in.
    func enterFormula(_ text: String, effects: inout [WindowEffect]) -> Bool {
        guard case .open(_, let tookTyping) = formulaLine,
              controller.enterFormula(text, replacingTyping: tookTyping) == nil else { return false }
        effects += closeFormulaLine()
        message = nil
        return true
    }

    /// Closes the line if it is open.
    func closeFormulaLine() -> [WindowEffect] {
        guard formulaLine.isOpen else { return [] }
        formulaLine = .closed
        return [.closeFormulaLine]
    }

    /// The clipboard's text arrived (Ctrl+V, the menu's Paste). While the line is open
    /// (the menu's Paste: Ctrl+V there is the entry's own), it goes into the line.
    func paste(_ text: String?) -> [WindowEffect] {
        if formulaLine.isOpen {
            let line = CalculatorController.formulaLine(fromPasted: text ?? "")
            if !line.isEmpty { return [.insertInFormulaLine(line)] }
        }
        switch controller.pasteText(text) {
        case .entered:
            message = nil
            return closeFormulaLine()
        case .edit(let line, _):
            message = nil
            formulaLine = .open(text: line, tookTyping: false)
            return [.openFormulaLine(line)]  // its preview comes back as a change
        case .empty:
            message = texts.nothingToPaste
            return []
        }
    }

    /// The line under the formula: its value or its error; nil while the line is closed.
    public var formulaPreview: FormulaLinePreview? {
        guard case .open(let text, _) = formulaLine else { return nil }
        let preview = controller.formulaPreview(text)
        let bytes = preview.marked.map { marked in
            // The shim marks UTF-8 bytes; the controller counts Characters.
            let lower = text.index(text.startIndex, offsetBy: marked.lowerBound)
            let upper = text.index(text.startIndex, offsetBy: marked.upperBound)
            return text.utf8.distance(from: text.utf8.startIndex, to: lower)
                ..< text.utf8.distance(from: text.utf8.startIndex, to: upper)
        }
        // `= 98` reads as the formula's value; an error is a sentence of its own.
        return FormulaLinePreview(text: preview.isError ? preview.text : "= " + preview.text,
                                  isError: preview.isError, markedBytes: bytes)
    }
}

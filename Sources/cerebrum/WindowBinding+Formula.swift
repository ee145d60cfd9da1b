import CGtkShim
import CalculatorController
import WindowDescription

/// The formula line of a window (SPEC §11): `(` opens it, the controller previews and
/// enters what is typed there, and a paste that is a formula but does not parse opens
/// in it with the error marked.
extension WindowBinding {
    /// Builds the (hidden) line; once, right after the window.
    func setUpFormulaLine() {
        let strings = CStrings()
        var spec = CalcFormulaSpec(
            code_changed: WindowSpec.code(.formulaChanged),
            code_enter: WindowSpec.code(.formulaEntered),
            accessible_name: strings.copy(texts.formulaName),
            tooltip: strings.copy(texts.formulaTooltip),
            preview_description: strings.copy(texts.formulaPreviewDescription))
        withExtendedLifetime(strings) { calc_window_formula_setup(window, &spec) }
    }

    /// A key (button or shortcut) while the line may be open. `(` opens the line; while
    /// it is open, a key that types something in a formula types it there, `=` puts the
    /// formula in, `C` closes the line, `⌫` deletes the character before the cursor.
    /// Returns nil when the key is not the line's business (the controller takes it),
    /// false when it changed only the line, true when it changed the calculation.
    func formulaLineTakes(_ key: Key) -> Bool? {
        let open = calc_window_formula_is_open(window) != 0
        switch key {
        case .openFormula where !open:
            message = nil
            // A number being typed moves into the line: `2(` (Enter replaces it).
            formulaLineTookTyping = controller.viewState.typing
            calc_window_formula_open(window, controller.formulaLineStart)
            calc_window_set_message(window, nil)
            return false
        case _ where !open:
            return nil
        case .equals:
            return enterFormula(formulaText)
        case .clear:
            calc_window_formula_close(window)
            return false
        case .backspace:
            calc_window_formula_delete_back(window)
            return false
        case .angle, .mode:
            // The header bar's switches: they apply, and the preview follows.
            controller.press(key)
            render()  // which refreshes the preview
            return false
        default:
            // The decimal point's button types the locale's mark, as it shows it.
            guard let text = key == .point ? String(controller.decimalMark)
                    : CalculatorController.formulaText(for: key) else {
                // A key that has no place in a formula (a store, rand, x⇄y…) leaves the
                // line, which changes nothing, and does what it does.
                calc_window_formula_close(window)
                return nil
            }
            calc_window_formula_insert(window, text)
            return false
        }
    }

    /// A history entry chosen while the line is open types its value there (the display
    /// it would go to is hidden). True when the line took it.
    func formulaLineTakesHistoryEntry(_ index: String?) -> Bool {
        guard calc_window_formula_is_open(window) != 0 else { return false }
        if let text = index.flatMap({ Int($0) }).flatMap(controller.formulaText(forHistoryEntry:)) {
            calc_window_formula_insert(window, text)
        }
        return true
    }

    /// After a change the line did not make (a variable edited, the angle switched), its
    /// preview follows the new values.
    func refreshFormulaPreview() {
        guard calc_window_formula_is_open(window) != 0 else { return }
        showFormulaPreview(of: formulaText)
    }

    /// The line's text changed: show its value or its error.
    func showFormulaPreview(of text: String) {
        let preview = controller.formulaPreview(text)
        var start: Int32 = -1, end: Int32 = -1
        if let marked = preview.marked {
            // The shim marks UTF-8 bytes; the controller counts Characters.
            let lower = text.index(text.startIndex, offsetBy: marked.lowerBound)
            let upper = text.index(text.startIndex, offsetBy: marked.upperBound)
            start = Int32(text.utf8.distance(from: text.utf8.startIndex, to: lower))
            end = Int32(text.utf8.distance(from: text.utf8.startIndex, to: upper))
        }
        // `= 98` reads as the formula's value; an error is a sentence of its own.
        let shown = preview.isError ? preview.text : "= " + preview.text
        calc_window_formula_set_preview(window, shown, preview.isError ? 1 : 0, start, end)
    }

    /// Enter in the line: the formula goes in and the line closes, or (it does not
    /// parse) the line stays open with the error shown. True when it went in.
    func enterFormula(_ text: String) -> Bool {
        guard controller.enterFormula(text, replacingTyping: formulaLineTookTyping) == nil else {
            showFormulaPreview(of: text)
            return false
        }
        calc_window_formula_close(window)
        message = nil
        return true
    }

    /// The clipboard's text arrived (Ctrl+V, the menu's Paste). While the line is open
    /// (the menu's Paste: Ctrl+V there is the entry's own), it goes into the line.
    func paste(_ text: String?) {
        if calc_window_formula_is_open(window) != 0 {
            let line = CalculatorController.formulaLine(fromPasted: text ?? "")
            if !line.isEmpty { return calc_window_formula_insert(window, line) }
        }
        switch controller.pasteText(text) {
        case .entered:
            message = nil
            calc_window_formula_close(window)
        case .edit(let line, _):
            message = nil
            formulaLineTookTyping = false
            calc_window_formula_open(window, line)  // its preview comes back as a change
        case .empty:
            message = texts.nothingToPaste
        case .refused(let why):
            message = why
        }
    }

    private var formulaText: String {
        calc_window_formula_text(window).map { String(cString: $0) } ?? ""
    }
}

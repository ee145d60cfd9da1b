import CalculatorBrain
import CalculatorController

/// What the desktop's search (GNOME Shell's overview, KRunner) shows for a search text
/// (docs/behaviour.md §19): the result as the window would display it, or nil when the
/// text does not read as a calculation. A pure function of the text and the locale's
/// decimal mark, safe to call from any thread (each call has its own controller).
public enum SearchAnswer {
    /// The longest search text evaluated, in bytes. A formula typed into a search box is
    /// short; a longer text is a paste of something else, answered with nothing at once.
    public static let textLimit = 1_000

    /// The result of `text`, or nil: nil for words (`hello`, `firefox`: no digit), for a
    /// plain number (`42`, `1.5e3`: nothing to calculate), for a text that does not parse,
    /// uses a variable or memory (the search has none set), or ends in an error.
    public static func result(of text: String, format: NumberFormat = .locale) -> String? {
        let formula = trimmed(text)
        guard !formula.isEmpty, formula.utf8.count <= textLimit,
              !formula.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
              formula.contains(where: \.isASCIIDigit), !isPlainNumber(formula) else { return nil }
        let controller = CalculatorController()
        controller.recordsHistory = false
        controller.numberFormat = format
        guard controller.enterFormula(String(formula), closingParentheses: false) == nil else { return nil }
        let state = controller.viewState
        guard state.error == nil, state.variables.isEmpty else { return nil }
        return state.display
    }

    /// `text` without white space at either end.
    static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    /// A number as written, with an optional sign, group separators and exponent.
    static func isPlainNumber(_ text: Substring) -> Bool {
        var rest = text.filter { !$0.isWhitespace && $0 != "_" && $0 != "'" }[...]
        if let first = rest.first, "+-−".contains(first) { rest = rest.dropFirst() }
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var exponent = rest[rest.index(after: e)...]
            if let sign = exponent.first, "+-−".contains(sign) { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy(\.isASCIIDigit) else { return false }
            rest = rest[..<e]
        }
        return !rest.isEmpty && rest.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "," }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

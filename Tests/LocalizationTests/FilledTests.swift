import Localization
import Testing

/// `String.filled` puts arguments where a (translated) message's placeholders are.
@Suite struct FilledTests {
    @Test(arguments: [
        ("%s is not set", ["x"], "x is not set"),
        ("The latest %d of %d calculations", ["3", "10"], "The latest 3 of 10 calculations"),
        ("Die letzten %2$d von %1$d Rechnungen", ["10", "3"], "Die letzten 3 von 10 Rechnungen"),
        ("100%% exact", [], "100% exact"),
        ("no placeholders", ["unused"], "no placeholders"),
        ("trailing %", [], "trailing %"),
        ("%5 alone", [], "%5 alone"),
        ("%١$s", ["a"], "%١$s"),          // a position is ASCII digits, as in printf
        ("%q unknown", ["a"], "%q unknown"),
        ("%s and %s", ["a"], "a and "),
        ("ÿ%sü", ["→"], "ÿ→ü"),
    ] as [(String, [String], String)])
    func fills(message: String, arguments: [String], expected: String) {
        let filled: String
        switch arguments.count {
        case 0: filled = message.filled()
        case 1: filled = message.filled(arguments[0])
        default: filled = message.filled(arguments[0], arguments[1])
        }
        #expect(filled == expected)
    }

    /// With no catalogue for the domain, a message comes back as written.
    @Test func untranslatedIsEnglish() {
        #expect(tr("Division by zero") == "Division by zero")
        #expect(trn("%d calculation", "%d calculations", 1) == "%d calculation")
        #expect(trn("%d calculation", "%d calculations", 2) == "%d calculations")
    }
}

import CalculatorBrain
import CalculatorController
import Localization
import Testing
import WindowDescription

/// The brain's and the controller's messages come back in the user's language when a
/// catalogue is there (docs/behaviour.md §12), placeholders filled; in `C` and `en_US` they stay
/// English.
@Suite struct TranslatedMessagesTests {
    @Test(arguments: [
        ("de_DE.UTF-8", CalculatorError.divisionByZero, "Division durch Null"),
        ("pt_BR.UTF-8", .divisionByZero, "Divisão por zero"),
        ("de_DE.UTF-8", .squareRootOfNegative, "Quadratwurzel aus einer negativen Zahl"),
        ("pt_BR.UTF-8", .logarithmOfNonPositive, "Logaritmo de zero ou de um número negativo"),
        ("de_DE.UTF-8", .variableNotSet("y"), "y hat keinen Wert"),
        ("pt_BR.UTF-8", .variableNotSet("M"), "M não tem valor"),
        ("de_DE.UTF-8", .outsideDomain(function: "!"), "Die Fakultät einer negativen ganzen Zahl ist nicht definiert"),
        ("pt_BR.UTF-8", .outsideDomain(function: "sin⁻¹"), "sin⁻¹ precisa de um número de −1 a 1"),
        ("de_DE.UTF-8", .outsideDomain(function: "×"), "× ist für diese Zahl nicht definiert"),
        ("pt_BR.UTF-8", .resultTooLarge, "Resultado grande demais"),
        ("en_US.UTF-8", .divisionByZero, "Division by zero"),
        ("C", .variableNotSet("x"), "x is not set"),
    ])
    func calculatorError(locale: String, error: CalculatorError, expected: String) {
        #expect(Catalogue.inLocale(locale) { error.message } == expected)
    }

    /// Every error has a message of its own in each language: translated, and no
    /// placeholder left unfilled.
    @Test(arguments: ["de_DE.UTF-8", "pt_BR.UTF-8"])
    func everyErrorTranslated(locale: String) {
        let errors: [CalculatorError] = [
            .divisionByZero, .squareRootOfNegative, .logarithmOfNonPositive, .notEnoughOperands,
            .variableNotSet("x"), .resultTooLarge, .resultTooSmall, .notPreciseEnough, .outsideDomain(function: "!"),
            .outsideDomain(function: "^"), .outsideDomain(function: "cos⁻¹"), .outsideDomain(function: "tan"),
            .outsideDomain(function: "√"),
        ]
        let translated = Catalogue.inLocale(locale) { errors.map(\.message) } ?? []
        #expect(translated.count == errors.count)
        for (error, message) in zip(errors, translated) {
            #expect(message != error.message, "\(error) is English in \(locale)")
            #expect(!message.contains("%"), "\(message)")
        }
        #expect(Set(translated).count == translated.count)
    }

    /// Formula errors, whose message is built from pieces (the advice inside the
    /// message, the column after it), translated with their placeholders in place.
    @Test(arguments: [
        ("de_DE.UTF-8", "2 +", "Operand fehlt nach `+` in Spalte 4"),
        ("pt_BR.UTF-8", "2 +", "falta um operando depois de `+` na coluna 4"),
        ("de_DE.UTF-8", "gcd(2)", "`gcd` nimmt zwei Argumente: schreiben Sie `gcd(a; b)` in Spalte 6"),
        ("pt_BR.UTF-8", "x2", "um número logo depois de `x`: escreva `x × 2` na coluna 1"),
        ("de_DE.UTF-8", "(1 + 2", "`)` fehlt in Spalte 7"),
        ("pt_BR.UTF-8", "2 * )", "esperava-se um número, um nome ou `(` depois de `*`, não `)` na coluna 5"),
        ("de_DE.UTF-8", "", "leere Formel in Spalte 1"),
        ("en_US.UTF-8", "2 +", "missing operand after `+` at column 4"),
    ])
    func formulaError(locale: String, formula: String, expected: String) {
        #expect(Catalogue.inLocale(locale) { CalculatorBrain.checkFormula(formula)?.description } == expected)
    }

    /// The controller's messages: a damaged state's reason, an unknown `--keys` token.
    @Test(arguments: [
        ("de_DE.UTF-8", CalculatorController.SavedStateError.badHistory, "seine Chronik ist beschädigt"),
        ("pt_BR.UTF-8", .badBrain(.badStep(3)), "seu programa tem um passo 3 inválido"),
        ("de_DE.UTF-8", .badBrain(.badField("mode")), "sein Programm hat ein fehlerhaftes Feld mode"),
        ("pt_BR.UTF-8", .notASavedState, "não é um estado do Cerebrum"),
        ("C", .notASavedState, "not a Cerebrum state"),
    ])
    func savedStateError(locale: String, error: CalculatorController.SavedStateError, expected: String) {
        #expect(Catalogue.inLocale(locale) { error.description } == expected)
    }

    @Test(arguments: [
        ("de_DE.UTF-8", "unbekannte Taste"),
        ("pt_BR.UTF-8", "tecla desconhecida"),
        ("en_US.UTF-8", "unknown key"),
    ])
    func unknownKey(locale: String, expected: String) {
        let problem = Catalogue.inLocale(locale) { () -> String? in
            do throws(KeySequence.UnknownToken) {
                try KeySequence.forEachKey(in: "7 frobnicate") { _ in }
                return nil
            } catch {
                return error.problem
            }
        }
        #expect(problem == expected)
    }

    /// A text of the window, made when asked for (`WindowTexts` reads its texts when
    /// made, as the app does after `Localization.setUp`).
    enum WindowText: Sendable {
        case historyTooltip, damagedState, variableEntry(String), historyNote(Int, Int), stackHidden(Int)
        case damagedStateReport(movedTo: String?)

        var value: String {
            switch self {
            case .historyTooltip: WindowTexts()["history-tooltip"] ?? ""
            case .damagedState: WindowTexts.damagedState(setAside: true)
            case .variableEntry(let name): WindowTexts.variableEntryName(name)
            case .historyNote(let shown, let count): WindowTexts.historyNote(shown: shown, of: count) ?? ""
            case .stackHidden(let count): WindowTexts.stackHidden(count)
            case .damagedStateReport(let movedTo):
                WindowTexts.damagedStateReport(path: "/s/state.plist", reason: "its history is damaged", movedTo: movedTo)
            }
        }
    }

    /// The window's texts, plural forms by each language's rule included (pt_BR says 0
    /// and 1 in the singular, German only 1).
    @Test(arguments: [
        ("pt_BR.UTF-8", WindowText.historyTooltip, "Histórico (Ctrl+H)"),
        ("de_DE.UTF-8", .historyTooltip, "Chronik (Ctrl+H)"),
        ("de_DE.UTF-8", .damagedState, "Der gespeicherte Zustand war beschädigt und wurde beiseitegelegt; es wird neu begonnen"),
        ("pt_BR.UTF-8", .variableEntry("x"), "Valor de x"),
        ("pt_BR.UTF-8", .historyNote(0, 1), "Os últimos 0 de 1 cálculo"),
        ("pt_BR.UTF-8", .historyNote(100, 250), "Os últimos 100 de 250 cálculos"),
        ("de_DE.UTF-8", .historyNote(100, 250), "Die letzten 100 von 250 Rechnungen"),
        ("de_DE.UTF-8", .stackHidden(3), "… 3 weitere"),
        ("pt_BR.UTF-8", .stackHidden(1), "… mais 1"),
        ("C", .historyNote(100, 250), "The latest 100 of 250 calculations"),
        ("de_DE.UTF-8", .damagedStateReport(movedTo: "/s/x"),
         "der gespeicherte Zustand in /s/state.plist war beschädigt (its history is damaged); er wurde nach /s/x verschoben; es wird neu begonnen"),
        ("pt_BR.UTF-8", .damagedStateReport(movedTo: nil),
         "o estado salvo em /s/state.plist estava danificado (its history is damaged); não foi possível pô-lo de lado; começando do zero"),
        ("C", .damagedStateReport(movedTo: nil),
         "the saved state in /s/state.plist was damaged (its history is damaged); it could not be moved aside; starting clean"),
    ])
    func windowTexts(locale: String, text: WindowText, expected: String) {
        #expect(Catalogue.inLocale(locale) { text.value } == expected)
    }
}

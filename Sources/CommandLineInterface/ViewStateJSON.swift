import CalculatorController
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `--json` form of a view state (docs/behaviour.md §9); absent values are written
/// as `null`, keys sorted, so scripts and tests can compare it as text.
struct ViewStateJSON: Encodable {
    let state: ViewState

    /// The object on one line, with its line break.
    static func string(_ state: ViewState) -> String {
        JSONText.line(ViewStateJSON(state: state))
    }

    enum Keys: String, CodingKey {
        case display, description, value, fraction, error, pending, typing, mode, angle, stack, variables
        case unit, ratesDate = "rates_date"
    }

    struct ErrorObject: Encodable {
        var code: String
        var message: String
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(state.display, forKey: .display)
        try c.encode(state.description, forKey: .description)
        try c.encode(state.value, forKey: .value)
        try c.encode(state.fraction, forKey: .fraction)
        try c.encode(state.error.map { ErrorObject(code: $0.code, message: $0.message) }, forKey: .error)
        try c.encode(state.pending, forKey: .pending)
        try c.encode(state.typing, forKey: .typing)
        try c.encode(state.mode.rawValue, forKey: .mode)
        try c.encode(state.angle.rawValue, forKey: .angle)
        try c.encode(state.stack, forKey: .stack)
        let variables = Dictionary(uniqueKeysWithValues: state.variables.map { ($0.name, $0.value) })
        try c.encode(variables, forKey: .variables)
        // Only for a value with a unit (docs/behaviour.md §16): `value` is in that unit.
        try c.encodeIfPresent(state.unit, forKey: .unit)
        try c.encodeIfPresent(state.ratesDate, forKey: .ratesDate)
    }
}

/// JSON text as the command line prints it.
enum JSONText {
    /// `value` as one line of JSON (keys sorted, `/` unescaped) and a line break.
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers, booleans and arrays of them cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

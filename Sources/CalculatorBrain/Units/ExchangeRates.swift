import BigInt
import Synchronization

/// The exchange rates currencies convert by (docs/behaviour.md §16): the European Central
/// Bank's daily reference rates, euros to each currency. The brain does no input or
/// output: the application hands it a source (`ExchangeRates.setSource`) that reads the
/// cached feed and fetches a new one when it is old; a formula that names a currency asks
/// it once per evaluation, a formula that names none never.
public enum ExchangeRates {
    /// One day's rates.
    public struct Table: Sendable, Equatable {
        /// Units of each currency per euro (`USD`: 1.0562), exact as published.
        public let rates: [String: Rational]
        /// The day they are for, `2026-11-27`.
        public let date: String
        /// Who published them, for the description: `ECB`.
        public let source: String

        public init(rates: [String: Rational], date: String, source: String = "ECB") {
            self.rates = rates
            self.date = date
            self.source = source
        }
    }

    /// Where the rates come from; it may block (a fetch), and is never called for a
    /// formula without a currency.
    public typealias Source = @Sendable () -> Result<Table, CalculatorError>

    private static let source = Mutex<Source?>(nil)

    /// Sets the source of rates (the application's; tests give a recorded feed).
    public static func setSource(_ new: Source?) {
        source.withLock { $0 = new }
    }

    /// True once a source is set.
    public static var hasSource: Bool { source.withLock { $0 != nil } }

    /// The rates now, or why there are none.
    static func current() -> Result<Table, CalculatorError> {
        guard let read = source.withLock({ $0 }) else { return .failure(.ratesUnavailable) }
        return read()
    }

    /// Reads the ECB's `eurofxref-daily.xml`: `<Cube time='2026-11-27'>` and one
    /// `<Cube currency='USD' rate='1.0562'/>` per currency. Nil for anything else.
    public static func parseECB(_ xml: String) -> Table? {
        var date: String?
        var rates: [String: Rational] = [:]
        for element in xml.split(separator: "<").dropFirst() {
            guard element.hasPrefix("Cube") else { continue }
            let attributes = Self.attributes(element)
            if let time = attributes["time"] { date = time }
            if let code = attributes["currency"], let rate = attributes["rate"], let value = Self.decimal(rate) {
                rates[code] = value
            }
        }
        guard let date, !rates.isEmpty else { return nil }
        return Table(rates: rates, date: date)
    }

    /// `name='value'` and `name="value"` pairs of one tag.
    private static func attributes(_ tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag.dropFirst(4)
        while let eq = rest.firstIndex(of: "=") {
            let name = rest[..<eq].split(separator: " ").last.map(String.init) ?? ""
            var after = rest[rest.index(after: eq)...]
            guard let quote = after.first, quote == "'" || quote == "\"" else { break }
            after = after.dropFirst()
            guard let end = after.firstIndex(of: quote) else { break }
            result[name] = String(after[..<end])
            rest = after[after.index(after: end)...]
        }
        return result
    }

    /// `1.0562` as an exact fraction; nil unless digits with at most one point.
    static func decimal(_ text: String) -> Rational? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let whole = BigInt(parts.joined()), whole > 0 else { return nil }
        let scale = parts.count == 2 ? parts[1].count : 0
        return Rational(whole, BigInt(10).power(scale))
    }
}

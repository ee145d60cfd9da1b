/// The currencies a formula may name (docs/behaviour.md §16): the euro and those the
/// European Central Bank publishes a daily reference rate for, by ISO 4217 code, with the
/// symbols that name one currency only.
struct Currency: Sendable {
    let code: String
    /// Symbols besides the code: `€`, `$` (the US dollar), `£`, `¥` (the yen), `R$`.
    let symbols: [String]

    static let all: [Currency] = {
        let symbols: [String: [String]] = ["EUR": ["€"], "USD": ["$"], "GBP": ["£"], "JPY": ["¥"], "BRL": ["R$"]]
        return ["EUR"] .map { Currency(code: $0, symbols: symbols[$0] ?? []) }
            + ecbCodes.map { Currency(code: $0, symbols: symbols[$0] ?? []) }
    }()

    /// The currencies of the ECB's daily feed (2024 onwards).
    static let ecbCodes = [
        "USD", "JPY", "BGN", "CZK", "DKK", "GBP", "HUF", "PLN", "RON", "SEK", "CHF", "ISK", "NOK",
        "TRY", "AUD", "BRL", "CAD", "CNY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD",
        "PHP", "SGD", "THB", "ZAR",
    ]
}

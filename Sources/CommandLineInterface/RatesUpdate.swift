import CalculatorBrain
import ExchangeRateFeed
import Localization

/// `--update-rates` and the command line's source of exchange rates (docs/behaviour.md §16).
enum RatesUpdate {
    /// Makes the ECB feed the brain's source, unless one is set (a test's recorded feed).
    /// The command line waits for a fetch (5 s at most) rather than using old rates.
    static func installFeed() {
        guard !ExchangeRates.hasSource, let path = RatesFeed.defaultPath else { return }
        RatesFeed(path: path, inBackground: false).install()
    }

    /// Fetches the feed now.
    static func run() -> HeadlessRun.Output {
        guard let path = RatesFeed.defaultPath else {
            return HeadlessRun.Output(standardError: "cerebrum: " + tr("no cache folder: set XDG_CACHE_HOME or HOME") + "\n", status: 1)
        }
        switch RatesFeed(path: path, inBackground: false).update() {
        case .success(let table):
            // TRANSLATORS: %1$s is the rates' date (2026-11-27), %2$d how many currencies, %3$s the file.
            return HeadlessRun.Output(standardOutput: tr("ECB rates of %1$s for %2$d currencies saved in %3$s")
                .filled(table.date, table.rates.count, path) + "\n")
        case .failure(let error):
            // TRANSLATORS: %s is why (libcurl's message: "Couldn't resolve host name").
            return HeadlessRun.Output(standardError: "cerebrum: " + tr("the exchange rates could not be fetched: %s").filled(error.reason) + "\n",
                                      status: 1)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import CalculatorBrain
import CalculatorController
import Dispatch
@testable import CommandLineInterface
@testable import ExchangeRateFeed
import Testing

/// docs/behaviour.md §16's currencies on a recorded ECB feed in a temporary cache folder;
/// no test touches the network (the fetch is a stand-in that fails, or counts its calls).
@Suite(.serialized) struct CurrencyTests {
    static let feed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<Cube>
        \t\t<Cube time='2026-11-27'>
        \t\t\t<Cube currency='USD' rate='1.0562'/>
        \t\t\t<Cube currency='JPY' rate='158.45'/>
        \t\t\t<Cube currency='GBP' rate='0.83540'/>
        \t\t\t<Cube currency='BRL' rate='6.1523'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>
        """

    /// A fresh folder under /tmp holding the feed (or none), `age` seconds old.
    static func cache(feed: String?, age: Int = 0) -> String {
        var template = Array("/tmp/cerebrum-rates-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        let path = folder + "/cerebrum/eurofxref-daily.xml"
        mkdir(folder + "/cerebrum", 0o700)
        if let feed {
            let file = fopen(path, "wb")
            fputs(feed, file)
            fclose(file)
            var times = [timespec(tv_sec: time(nil) - age, tv_nsec: 0), timespec(tv_sec: time(nil) - age, tv_nsec: 0)]
            utimensat(AT_FDCWD, path, &times, 0)
        }
        return path
    }

    /// A fetch that fails as one without a network does, counting its calls.
    final class Offline: @unchecked Sendable {
        var calls = 0
        func fetch(_ path: String) -> String? {
            calls += 1
            return "Could not resolve host: www.ecb.europa.eu"
        }
    }

    static func solve(_ formula: String, json: Bool = false) -> HeadlessRun.Output {
        guard case .finished(let output) = HeadlessRun.run(arguments: ["--solve", formula] + (json ? ["--json"] : []),
                                                            readInput: { "" }) else { return HeadlessRun.Output(status: 99) }
        return output
    }

    @Test func crossRatesThroughTheEuro() {
        let offline = Offline()
        RatesFeed(path: Self.cache(feed: Self.feed), inBackground: false, fetch: offline.fetch).install()
        #expect(Self.solve("100 EUR to USD").standardOutput == "105.62 USD\n")
        #expect(Self.solve("100 € to $").standardOutput == "105.62 USD\n")
        #expect(Self.solve("100 USD to GBP").standardOutput == "79.0948683961371 GBP\n")
        #expect(Self.solve("1000 ¥ to R$").standardOutput == "38.8280214578731 BRL\n")
        #expect(Self.solve("10 USD + 5 EUR").standardOutput == "15.281 USD\n")
        #expect(offline.calls == 0)  // a fresh cache is used as it is
    }

    @Test func theDateInTheDescriptionAndTheJSON() {
        RatesFeed(path: Self.cache(feed: Self.feed), inBackground: false, fetch: Offline().fetch).install()
        let json = Self.solve("100 EUR to USD", json: true).standardOutput
        #expect(json.contains(#""description":"100 EUR to USD (ECB 2026-11-27) =""#))
        #expect(json.contains(#""rates_date":"2026-11-27""#))
        #expect(json.contains(#""unit":"USD""#))
        #expect(json.contains(#""value":105.62"#))
        // No currency, no date; and no rates asked for.
        #expect(!Self.solve("10 km to mi", json: true).standardOutput.contains("rates_date"))
    }

    @Test func aStaleCacheServesWithoutANetwork() {
        let offline = Offline()
        RatesFeed(path: Self.cache(feed: Self.feed, age: 3 * 86_400), inBackground: false, fetch: offline.fetch).install()
        #expect(Self.solve("100 EUR to USD").standardOutput == "105.62 USD\n")
        #expect(offline.calls == 1)  // it tried once, then used the old rates
    }

    @Test func noCacheAndNoNetworkIsAnError() {
        let offline = Offline()
        RatesFeed(path: Self.cache(feed: nil), inBackground: false, fetch: offline.fetch).install()
        let output = Self.solve("100 EUR to USD", json: true)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains(#""code":"rates_unavailable""#))
        #expect(offline.calls == 1)
    }

    @Test func theWindowNeverWaitsForAFetch() {
        let offline = Offline()
        let feed = RatesFeed(path: Self.cache(feed: nil), inBackground: true, fetch: offline.fetch)
        // Without a cache the answer is at once "no rates"; the fetch runs elsewhere.
        #expect(feed.rates() == .failure(.ratesUnavailable))
    }

    /// The window's path (docs/behaviour.md §16): without rates a currency is an error at
    /// once; when the background fetch brings them, `updated` is called and the calculation
    /// shown is computed again with them (the window then redraws the display and the
    /// converter).
    @Test func aBackgroundFetchRecomputesTheCalculation() throws {
        let go = DispatchSemaphore(value: 0), arrived = DispatchSemaphore(value: 0)
        let feed = RatesFeed(path: Self.cache(feed: nil), inBackground: true, fetch: { part in
            go.wait()
            let file = fopen(part, "wb")
            fputs(Self.feed, file)
            fclose(file)
            return nil
        }, updated: { arrived.signal() })
        feed.install()
        let controller = CalculatorController()
        #expect(controller.enterFormula("100 EUR to USD") == nil)
        #expect(controller.viewState.error == .ratesUnavailable)
        go.signal()
        guard arrived.wait(timeout: .now() + 30) == .success else {
            Issue.record("the background fetch did not finish")
            return
        }
        controller.ratesChanged()
        #expect(controller.viewState.error == nil)
        #expect(controller.viewState.display == "105.62 USD")
        #expect(controller.viewState.description == "100 EUR to USD (ECB 2026-11-27) =")
    }

    @Test func theFeedIsReadExactly() throws {
        let table = try #require(ExchangeRates.parseECB(Self.feed))
        #expect(table.date == "2026-11-27")
        #expect(table.rates["USD"] == Rational(10562, 10000))
        #expect(table.rates.count == 4)
        #expect(ExchangeRates.parseECB("<html>not a feed</html>") == nil)
    }
}

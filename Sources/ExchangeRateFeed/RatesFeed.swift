#if canImport(Glibc)
import Glibc
#endif
import CalculatorBrain
import CRatesFetch
import Synchronization

/// The exchange rates' source (docs/behaviour.md §16): the European Central Bank's daily
/// feed, kept verbatim in `$XDG_CACHE_HOME/cerebrum/eurofxref-daily.xml`. A copy younger
/// than a day is used as it is; an older one or none is fetched again (libcurl, 5 s at
/// most), and when that fails an old copy still serves. Nothing is read or fetched until a
/// formula names a currency.
public final class RatesFeed: Sendable {
    /// Where the ECB publishes the feed.
    public static let url = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
    /// How old a copy may be before it is fetched again, unless set (`setMaximumAge`).
    static let maximumAge = 86_400
    /// A fetch gives up after this long.
    static let timeoutMilliseconds = 5_000

    /// The cached feed's path.
    public let path: String
    /// Fetches the feed into a file; nil for a source that never fetches (tests).
    let fetch: (@Sendable (_ path: String) -> String?)?
    /// The window's: a fetch runs on its own thread and the caller gets the old rates
    /// (or none) meanwhile; the command line's waits for it.
    let inBackground: Bool
    /// Called (on the fetching thread) when a background fetch brought new rates: the
    /// window shows its currencies again with them.
    let updated: (@Sendable () -> Void)?

    private struct State {
        var table: ExchangeRates.Table?
        var checked = false
        var fetching = false
        /// The oldest copy used as it is (seconds); nil: any (the Preferences window's "never").
        var maximumAge: Int? = RatesFeed.maximumAge
    }
    private let state = Mutex(State())

    public init(path: String, inBackground: Bool,
                fetch: (@Sendable (_ path: String) -> String?)? = RatesFeed.fetchWithCurl,
                updated: (@Sendable () -> Void)? = nil) {
        self.path = path
        self.inBackground = inBackground
        self.fetch = fetch
        self.updated = updated
    }

    /// The cache path `$XDG_CACHE_HOME/cerebrum/eurofxref-daily.xml` (`~/.cache` without
    /// it); nil when neither that nor `$HOME` is set.
    public static var defaultPath: String? {
        if let cache = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), cache.hasPrefix("/") {
            return cache + "/cerebrum/eurofxref-daily.xml"
        }
        guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
        return home + "/.cache/cerebrum/eurofxref-daily.xml"
    }

    /// Makes this feed the brain's source of rates.
    public func install() {
        ExchangeRates.setSource { [self] in rates() }
    }

    /// The rates now: the cached copy if fresh, else a fetched one, else the old copy.
    func rates() -> Result<ExchangeRates.Table, CalculatorError> {
        // Read (and fetched, or tried) once per run; the window's background fetch
        // replaces what it found when it is done.
        if let known = state.withLock({ s -> ExchangeRates.Table?? in s.checked ? .some(s.table) : nil }) {
            return known.map { .success($0) } ?? .failure(.ratesUnavailable)
        }
        let (cached, age) = readCache()
        let maximumAge = state.withLock { $0.maximumAge }
        if let cached, age < maximumAge ?? Int.max {
            remember(cached)
            return .success(cached)
        }
        if inBackground || maximumAge == nil {
            remember(cached)
            // "Never": the old copy, or none, until the user asks for new rates.
            if maximumAge == nil { return cached.map { .success($0) } ?? .failure(.ratesUnavailable) }
            refreshInBackground()
            return cached.map { .success($0) } ?? .failure(.ratesUnavailable)
        }
        let fetched = try? update().get()
        let table = fetched ?? cached
        remember(table)
        return table.map { .success($0) } ?? .failure(.ratesUnavailable)
    }

    private func remember(_ table: ExchangeRates.Table?) {
        state.withLock {
            $0.table = table
            $0.checked = true
        }
    }

    /// Fetches the feed now (`--update-rates`): the new rates, or why not.
    public func update() -> Result<ExchangeRates.Table, UpdateError> {
        guard let fetch else { return .failure(UpdateError(reason: "no fetching")) }
        makeFolder()
        let part = path + ".part"
        if let problem = fetch(part) {
            unlink(part)
            return .failure(UpdateError(reason: problem))
        }
        guard let text = Self.read(part), let table = ExchangeRates.parseECB(text) else {
            unlink(part)
            return .failure(UpdateError(reason: "not the ECB's feed"))
        }
        guard rename(part, path) == 0 else { return .failure(UpdateError(reason: "cannot write \(path)")) }
        remember(table)
        return .success(table)
    }

    /// Why a fetch failed.
    public struct UpdateError: Error {
        public let reason: String
    }

    /// How old a cached copy may be before it is fetched again (the window's setting,
    /// docs/behaviour.md §16); nil: never fetched but on request. A copy already read stays
    /// for this run.
    public func setMaximumAge(_ seconds: Int?) {
        state.withLock { $0.maximumAge = seconds }
    }

    /// Fetches the feed again on a thread of its own (the Preferences window's "Update
    /// now"); the rates in use change when it is done. One fetch at a time.
    public func refreshInBackground() {
        let start = state.withLock { s -> Bool in
            guard !s.fetching else { return false }
            s.fetching = true
            return true
        }
        guard start else { return }
        BackgroundThread.run { [self] in
            let fetched = update()
            state.withLock { $0.fetching = false }
            if case .success = fetched { updated?() }
        }
    }

    /// The cached feed and its age in seconds (`Int.max` for none).
    private func readCache() -> (ExchangeRates.Table?, Int) {
        var info = stat()
        guard stat(path, &info) == 0, let text = Self.read(path), let table = ExchangeRates.parseECB(text) else {
            return (nil, Int.max)
        }
        return (table, time(nil) - info.st_mtim.tv_sec)
    }

    /// The folder of the cache, made if missing (private to the user).
    private func makeFolder() {
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o700)
        }
    }

    /// A small file's text (the feed is 2 kB); nil if it cannot be read or is over 1 MB.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { break }
            bytes += buffer[0..<n]
            if bytes.count > 1 << 20 { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Fetches `url` into `path` with libcurl; nil when done, else why not.
    public static let fetchWithCurl: @Sendable (String) -> String? = { path in
        var message = [CChar](repeating: 0, count: 256)
        let failed = calc_fetch_to_file(url, path, timeoutMilliseconds, &message, UInt(message.count))
        let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return failed == 0 ? nil : String(decoding: text, as: UTF8.self)
    }
}

/// Runs a closure on a thread of its own (pthreads: no Foundation in the binary).
enum BackgroundThread {
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func run(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if made == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Box>.fromOpaque(box).release()
        }
    }
}

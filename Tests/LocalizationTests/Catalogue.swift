import CIntl
import Foundation
import Testing

/// The project's translations, compiled for the tests: `msgfmt` makes a `.mo` of every
/// `po/<language>.po` of `po/LINGUAS` in a temporary folder once, and the `cerebrum`
/// domain is bound to it. Needs only the sources and `msgfmt` (Debian's gettext), so it
/// works under `swift test` from a clean clone, before any build script ran.
enum Catalogue {
    /// The temporary locale folder, or why it could not be made.
    static let folder: Result<String, CatalogueError> = compile()

    struct CatalogueError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `body` with messages in `locale` (`de_DE.UTF-8`) on this thread only
    /// (`uselocale`), so tests that expect English on other threads are not disturbed.
    /// Returns nil, after recording an issue, when the catalogue or the locale is missing
    /// (scripts/install-deps.sh test generates de_DE, pt_BR and en_US).
    static func inLocale<T>(_ locale: String, _ body: () throws -> T) rethrows -> T? {
        switch folder {
        case .failure(let error):
            Issue.record("no translations to test: \(error)")
            return nil
        case .success:
            break
        }
        guard let messages = newlocale(LC_MESSAGES_MASK, locale, nil) else {
            Issue.record("the locale \(locale) is not installed (scripts/install-deps.sh test generates it)")
            return nil
        }
        let previous = uselocale(messages)
        defer {
            uselocale(previous)
            freelocale(messages)
        }
        return try body()
    }

    private static func compile() -> Result<String, CatalogueError> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let po = root.appendingPathComponent("po")
        guard let linguas = try? String(contentsOf: po.appendingPathComponent("LINGUAS"), encoding: .utf8) else {
            return .failure(CatalogueError(description: "cannot read \(po.path)/LINGUAS"))
        }
        let languages = linguas.split(separator: "\n")
            .map { $0.split(separator: "#", omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("cerebrum-locale-\(getpid())")
        for language in languages {
            let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            do {
                try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            } catch {
                return .failure(CatalogueError(description: "cannot create \(messages.path): \(error)"))
            }
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            msgfmt.arguments = ["msgfmt", "--check", "-o", messages.appendingPathComponent("cerebrum.mo").path,
                                po.appendingPathComponent("\(language).po").path]
            do {
                try msgfmt.run()
                msgfmt.waitUntilExit()
            } catch {
                return .failure(CatalogueError(description: "cannot run msgfmt (apt install gettext): \(error)"))
            }
            guard msgfmt.terminationStatus == 0 else {
                return .failure(CatalogueError(description: "msgfmt failed on po/\(language).po (apt install gettext?)"))
            }
        }
        // The folder goes when the test process ends.
        atexit {
            if case .success(let path) = Catalogue.folder { try? FileManager.default.removeItem(atPath: path) }
        }
        // LANGUAGE would take precedence over the thread's locale; the tests name theirs.
        unsetenv("LANGUAGE")
        bindtextdomain("cerebrum", folder.path)
        bind_textdomain_codeset("cerebrum", "UTF-8")
        return .success(folder.path)
    }
}

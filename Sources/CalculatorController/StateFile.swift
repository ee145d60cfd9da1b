#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Localization

/// The file the window keeps its state in (SPEC §7): `$XDG_STATE_HOME/cerebrum/state.plist`
/// (`~/.local/state` when unset). Writes are atomic: a temporary file in the same folder,
/// fsync, rename; a reader or a crash sees the old file or the new one, never half of one.
public struct StateFile: Sendable {
    /// What reading the file found.
    public enum Loaded {
        /// No state yet: a first start.
        case none
        /// The saved property list.
        case state(Any)
        /// The file could not be read; it was moved aside to `movedTo` (nil if even that
        /// failed) and the app should start clean.
        case damaged(reason: String, movedTo: URL?)
    }

    /// The state file itself.
    public let url: URL

    public init(url: URL) { self.url = url }

    /// The default location from the environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state")
        }
        self.init(url: base.appendingPathComponent("cerebrum/state.plist"))
    }

    /// Reads the state; a damaged file is moved aside with a timestamp. Temporary files
    /// of writers that were killed mid-write are removed first.
    public func load(validate: (Any) -> String? = { _ in nil }) -> Loaded {
        removeStaleTemporaries()
        guard FileManager.default.fileExists(atPath: url.path) else { return .none }
        let reason: String
        do {
            let data = try Data(contentsOf: url)
            let plist = try PropertyListValue.propertyList(from: data)
            guard let problem = validate(plist) else { return .state(plist) }
            reason = problem
        } catch {
            // TRANSLATORS: %s is the reason the system gives (it may be in English).
            reason = tr("unreadable (%s)").filled(String(describing: error))
        }
        return .damaged(reason: reason, movedTo: moveAside())
    }

    /// Writes `plist` atomically.
    public func save(_ plist: Any) throws {
        try write(PropertyListValue.binaryData(of: plist))
    }

    /// Writes bytes atomically: temporary file, fsync, rename, fsync of the folder.
    public func write(_ data: Data) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = temporaryURL()
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0, rename(temporary.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw POSIXError(.init(rawValue: failure) ?? .EIO)
        }
        let dir = open(folder.path, O_RDONLY | O_DIRECTORY)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// The temporary file a writer in process `pid` uses.
    func temporaryURL(pid: Int32 = getpid()) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).tmp")
    }

    /// Removes the temporary files of writers whose process is gone (killed between
    /// creating the file and renaming it). A live process's file is left alone.
    func removeStaleTemporaries() {
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let prefix = ".\(url.lastPathComponent)."
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid > 0, pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Renames the file to `state.plist.damaged-<timestamp>`.
    private func moveAside() -> URL? {
        let stamp = String(Date().formatted(.iso8601).map { $0 == ":" ? "-" : $0 })
        let target = url.deletingLastPathComponent()
            .appendingPathComponent("\(url.lastPathComponent).damaged-\(stamp)")
        return rename(url.path, target.path) == 0 ? target : nil
    }
}

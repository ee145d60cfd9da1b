#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Localization

/// The file the window keeps its state in (docs/behaviour.md §7): `$XDG_STATE_HOME/cerebrum/state.plist`
/// (`~/.local/state` when unset). Writes are atomic: a temporary file in the same folder,
/// fsync, rename; a reader or a crash sees the old file or the new one, never half of one.
///
/// Paths are plain strings and the file is read and written with the C library's calls:
/// every start runs `init` and `load`, and FoundationEssentials' URL and FileManager code
/// would be paged in for them.
public struct StateFile: Sendable {
    /// What reading the file found.
    public enum Loaded {
        /// No state yet: a first start.
        case none
        /// The saved property list.
        case state(Any)
        /// The file could not be read; it was moved aside to the path `movedTo` (nil if
        /// even that failed) and the app should start clean.
        case damaged(reason: String, movedTo: String?)
    }

    /// The state file's path.
    public let path: String

    /// The state file at `path`.
    public init(path: String) { self.path = path }

    /// The state file at a file URL.
    public init(url: URL) { self.init(path: url.path) }

    /// The state file as a URL.
    public var url: URL { URL(fileURLWithPath: path) }

    /// The default location from the environment.
    public init(environment: [String: String] = StateFile.processEnvironment()) {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = Self.joined(home, ".local/state")
        }
        self.init(path: Self.joined(base, "cerebrum/state.plist"))
    }

    /// The two variables the default location depends on, from the process's environment.
    public static func processEnvironment() -> [String: String] {
        var found: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }

    /// The folder the file is in.
    var folder: String { Self.folder(of: path) }

    /// The file's own name.
    var name: String { String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]) }

    /// Reads the state; a damaged file is moved aside with a timestamp. Temporary files
    /// of writers that were killed mid-write are removed first.
    public func load(validate: (Any) -> String? = { _ in nil }) -> Loaded {
        removeStaleTemporaries()
        let reason: String
        do {
            guard let bytes = try readAll() else { return .none }
            let plist = try PropertyListValue.propertyList(from: bytes)
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
        let folder = self.folder
        try Self.makeFolders(folder)
        let temporary = temporaryPath()
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StateFileError(errno: errno) }
        var failure = data.withUnsafeBytes { FileDescriptor.writeAll(fd, $0) }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw StateFileError(errno: failure)
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// The temporary file a writer in process `pid` uses.
    func temporaryPath(pid: Int32 = getpid()) -> String {
        Self.joined(folder, ".\(name).\(pid).tmp")
    }

    /// The whole file, or nil when there is none. Anything else in its place that cannot
    /// be read as a file (a folder, a pipe: opened without blocking) is an error.
    private func readAll() throws -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0, errno == ENOENT { return nil }
        guard fd >= 0 else { throw StateFileError(errno: errno) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw StateFileError(errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw StateFileError(errno: status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL)
        }
        let (bytes, failure) = FileDescriptor.readToEnd(fd)
        guard failure == 0 else { throw StateFileError(errno: failure) }
        return bytes
    }

    /// Removes the temporary files of writers whose process is gone (killed between
    /// creating the file and renaming it). A live process's file is left alone.
    func removeStaleTemporaries() {
        guard let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            // In place: a dirent is only as long as its name, so a copy of the whole
            // 256-byte field could read past glibc's buffer.
            names.append(withUnsafeBytes(of: &entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            })
        }
        closedir(directory)
        let prefix = ".\(name)."
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid > 0, pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(Self.joined(folder, name))
        }
    }

    /// Renames the file to `state.plist.damaged-<timestamp>`; the new path, or nil.
    private func moveAside() -> String? {
        let stamp = String(Date().formatted(.iso8601).map { $0 == ":" ? "-" : $0 })
        let target = Self.joined(folder, "\(name).damaged-\(stamp)")
        return rename(path, target) == 0 ? target : nil
    }

    /// `base/name`, without doubling a slash `base` ends with.
    static func joined(_ base: String, _ name: String) -> String {
        var base = Substring(base)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        return base == "/" ? "/" + name : base + "/" + name
    }

    /// The folder part of `path` (`/` for a file at the root, `.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`: `path` and every missing folder above it, private to the user (0700),
    /// as the XDG Base Directory specification asks of a state folder it creates.
    static func makeFolders(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 { return }
        let parent = folder(of: path)
        if parent != path, parent != "." { try makeFolders(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST { throw StateFileError(errno: errno) }
    }
}

/// A failed read or write of the state file: the C library's error number, described as
/// the system describes it (`No space left on device`).
public struct StateFileError: Error, CustomStringConvertible, Equatable {
    /// The error number.
    public let errno: Int32

    public var description: String { String(cString: strerror(errno)) }
}

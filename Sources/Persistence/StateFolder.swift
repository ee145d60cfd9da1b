#if canImport(Glibc)
import Glibc
#endif
import Localization

/// The folder the window keeps its state in (docs/behaviour.md §7): `$XDG_STATE_HOME/cerebrum`
/// (`~/.local/state/cerebrum` when unset). Everything the app writes stays inside it.
///
/// It is used only when it is the user's own and no one else can write in it: in a
/// folder others can write, they could plant a file or a symbolic link where the app is
/// about to write and have it overwrite something of the user's.
public struct StateFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// The folder at `path`.
    public init(path: String) { self.path = path }

    /// The default location from the environment.
    public init(environment: [String: String] = StateFolder.processEnvironment()) {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordHome()
            base = Self.joined(home, ".local/state")
        }
        self.init(path: Self.joined(base, "cerebrum"))
    }

    /// The two variables the default location depends on, from the process's environment.
    public static func processEnvironment() -> [String: String] {
        var found: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }

    /// The user's home folder from the password database (when HOME is unset).
    private static func passwordHome() -> String {
        guard let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir else { return "/" }
        return String(cString: dir)
    }

    /// `path/name`.
    func file(_ name: String) -> String { Self.joined(path, name) }

    // MARK: - Whose folder

    /// Why the folder cannot be used.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// It belongs to another user.
        case notOwned
        /// Others (its group or everyone) can write in it.
        case writableByOthers
        /// The system refused (creating it, or a file in its place): its error number.
        case system(Int32)

        public var description: String {
            switch self {
            case .notOwned: tr("it belongs to another user")
            case .writableByOthers: tr("others can write in it")
            case .system(let number): String(cString: strerror(number))
            }
        }

        /// Whether the folder is unsafe (rather than merely unavailable).
        public var isUnsafe: Bool { if case .system = self { false } else { true } }
    }

    /// Creates the folder (and those above it, 0700 as XDG asks) when missing, and checks
    /// that an existing one is the user's and that no one else can write in it.
    func prepare() throws(Refusal) {
        var status = stat()
        if stat(path, &status) != 0 {
            guard errno == ENOENT else { throw .system(errno) }
            try Self.makeFolders(path)
            guard stat(path, &status) == 0 else { throw .system(errno) }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .system(ENOTDIR) }
        guard status.st_uid == geteuid() else { throw .notOwned }
        guard status.st_mode & (S_IWGRP | S_IWOTH) == 0 else { throw .writableByOthers }
    }

    /// `mkdir -p`: `path` and every missing folder above it, private to the user (0700).
    static func makeFolders(_ path: String) throws(Refusal) {
        var status = stat()
        if stat(path, &status) == 0 { return }
        let parent = folder(of: path)
        if parent != path, parent != "." { try makeFolders(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST { throw .system(errno) }
    }

    // MARK: - One writer

    /// Takes the folder's lock: the descriptor holding it (closing it, or the process
    /// ending however it ends, releases it), or nil when another store holds it. Two
    /// windows in different sessions would otherwise interleave their writes: the second
    /// keeps its work to itself.
    func lock() -> Int32? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return fd }
        close(fd)
        return nil
    }

    // MARK: - Files in it

    /// The largest state file read: a history of 1,000 entries of 1,000 characters and a
    /// program at undo's reach are a few MB; anything larger was not written by the app,
    /// and is refused before a byte of it is read.
    public static let sizeLimit = 64 << 20

    /// What is at `path`, not following a symbolic link: nil when nothing is.
    func entry(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    /// Why the file at `path` cannot be a state file (not a plain file, too large), or nil.
    func problem(with status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(status.st_size) <= Self.sizeLimit else {
                // TRANSLATORS: %1$d and %2$d are sizes in MB.
                return tr("%1$d MB, larger than the %2$d MB a state can be")
                    .filled(Int(status.st_size) >> 20, Self.sizeLimit >> 20)
            }
            return nil
        case S_IFLNK: return tr("a symbolic link, not a file")
        case S_IFDIR: return String(cString: strerror(EISDIR))
        default: return tr("not a plain file")
        }
    }

    /// Moves the file `name` aside as `name.damaged-<time>` (with `-2`, `-3`… when that
    /// is taken: a set-aside file is never overwritten), with `companions` (suffixes such
    /// as `-wal`) following under the same name; the new path, or nil when it could not
    /// be moved.
    func setAside(_ name: String, companions: [String] = []) -> String? {
        let stamp = Self.stamp()
        for attempt in 1...1_000 {
            let target = file("\(name).damaged-\(stamp)" + (attempt == 1 ? "" : "-\(attempt)"))
            switch Self.moveWithoutReplacing(file(name), to: target) {
            case 0:
                for suffix in companions where entry(file(name + suffix)) != nil {
                    if Self.moveWithoutReplacing(file(name + suffix), to: target + suffix) != 0 {
                        unlink(file(name + suffix))
                    }
                }
                return target
            case EEXIST: continue
            default: return nil
            }
        }
        return nil
    }

    /// Renames `source` to `target` unless `target` exists: 0 or an error number. A hard
    /// link cannot replace anything; a folder (which cannot be linked) is renamed after a
    /// check, which is enough in a folder no one else can write in.
    static func moveWithoutReplacing(_ source: String, to target: String) -> Int32 {
        if link(source, target) == 0 { return unlink(source) == 0 ? 0 : errno }
        if errno == EEXIST { return EEXIST }
        var status = stat()
        if lstat(target, &status) == 0 { return EEXIST }
        return rename(source, target) == 0 ? 0 : errno
    }

    /// The time now as `2026-11-27T00-33-05Z` (UTC; no `:`, which some file systems refuse).
    static func stamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H-%M-%SZ", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
}

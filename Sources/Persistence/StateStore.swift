#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization
import CalculatorController
import Localization

/// The window's saved state (docs/behaviour.md §7): read once at start, then written after
/// each key in the background, so a key press never waits for the disk. Each write is one
/// SQLite transaction holding only what changed since the last one (`StateDatabase`); a
/// newer snapshot handed over before the last was written replaces it.
///
/// A state file the app cannot use (damaged, not its own, too large, not a plain file)
/// is moved aside under a name never used before and said; the app starts clean. A
/// folder others can write in is not used at all. One process writes the state: a second
/// one (a window in another session) keeps its work to itself and says so.
public final class StateStore: @unchecked Sendable {
    /// What the window should say about the saved state at start.
    public enum Problem: Equatable, Sendable {
        /// The state at `path` could not be used (`reason`); it was moved to `movedTo`,
        /// or could not be moved (nil). The app starts clean.
        case damaged(path: String, reason: String, movedTo: String?)
        /// The folder is not safe (or not usable): nothing is read or saved.
        case unusableFolder(path: String, reason: StateFolder.Refusal)
        /// Another process keeps the state: this window starts from it, saves nothing.
        case keptByAnotherWindow
    }

    /// The folder everything is kept in.
    public let folder: StateFolder
    /// Where everything below marked "on `queue`" happens (internal: tests hold it up).
    let queue = DispatchQueue(label: "cerebrum.state-store")
    private let pending = Mutex<CalculatorController.SavedStateSnapshot?>(nil)
    private let report: @Sendable (String) -> Void
    private let failureReason = Mutex<String?>(nil)

    // Only touched on `queue`:
    private var database: SQLiteDatabase?
    private var written: StateDatabase.Written?
    /// Whether this store may write: nil until the folder was checked.
    private var writes: Bool?
    /// The descriptor holding the folder's lock (-1: not taken); nil until tried.
    private var lock: Int32?
    private var lockTaken: Bool? { lock.map { $0 >= 0 } }
    /// The window's size read by the last `load` (on `queue`).
    private var loadedWindowSize: WindowSize?
    /// The graph read from the database by the last `load`; nil: none there yet (on `queue`).
    private var loadedGraph: SavedGraph?
    /// Transactions written and rows they changed, for tests (on `queue`).
    private(set) var transactions = 0
    private(set) var rowsChanged = 0

    /// `report` receives a message when a write fails (called on the store's queue).
    public init(folder: StateFolder = StateFolder(), report: @escaping @Sendable (String) -> Void) {
        self.folder = folder
        self.report = report
    }

    deinit {
        if let lock, lock >= 0 { close(lock) }
    }

    /// The database's path.
    public var path: String { folder.file(StateDatabase.name) }

    /// Why the state could not be written the last time it was (`Not a directory`), or nil
    /// when the last write worked. Readable from any thread.
    public var failure: String? { failureReason.withLock { $0 } }

    // MARK: - The window's size

    /// The window's size when it last closed, read by `load`; nil when none was saved
    /// (a new user, or a state an earlier version wrote).
    public var windowSize: WindowSize? { queue.sync { loadedWindowSize } }

    /// Keeps the window's size (at close, before `flush`), with the state; nothing when
    /// this store does not write (another process keeps the state).
    public func saveWindowSize(_ size: WindowSize) {
        queue.async {
            self.writePending()
            if self.writes == nil { _ = self.loadOnQueue() }
            guard self.writes == true, let db = try? self.openDatabase() else { return }
            do { try StateDatabase.writeWindowSize(size, to: db) } catch {
                self.report(tr("cannot save the state to %1$s: %2$s").filled(self.path, String(describing: error)))
            }
        }
    }

    // MARK: - Start

    /// The saved state as a controller (nil: start clean), and what to say about it.
    /// Files an earlier version wrote (`state.plist`) are read and taken over.
    public func load() -> (controller: CalculatorController?, problem: Problem?) {
        queue.sync {
            writePending()
            return loadOnQueue()
        }
    }

    private func loadOnQueue() -> (controller: CalculatorController?, problem: Problem?) {
        database = nil
        written = nil
        loadedWindowSize = nil
        loadedGraph = nil
        do {
            try folder.prepare()
        } catch {
            guard error.isUnsafe else {
                // Not there and cannot be made (yet): each save tries again and says why not.
                writes = true
                return (nil, nil)
            }
            writes = false
            return (nil, .unusableFolder(path: folder.path, reason: error))
        }
        if lock == nil { lock = folder.lock() ?? -1 }
        writes = lockTaken
        let owner = lockTaken == true
        let legacy = LegacyStateFile(folder: folder)
        if let status = folder.entry(path) {
            if let reason = folder.problem(with: status) ?? companionProblem() {
                return damaged(StateDatabase.name, reason, owner: owner)
            }
            do {
                let db = try SQLiteDatabase(path: path, create: false)
                try StateDatabase.prepare(db)
                // A size that cannot be read is no reason to refuse the calculation.
                loadedWindowSize = (try? StateDatabase.readWindowSize(db)) ?? nil
                loadedGraph = (try? StateDatabase.readGraph(db)) ?? nil
                guard let (state, firstRow) = try StateDatabase.read(db) else {
                    database = owner ? db : nil
                    return (nil, owner ? nil : .keptByAnotherWindow)
                }
                let controller = try CalculatorController(savedState: state)
                if owner {
                    database = db
                    written = .init(controller.savedStateSnapshot, stepOffset: firstRow)
                }
                return (controller, owner ? nil : .keptByAnotherWindow)
            } catch {
                database = nil
                return damaged(StateDatabase.name, String(describing: error), owner: owner)
            }
        }
        // Files beside a database that is not there belong to none: SQLite would take a
        // log for the new database's. Removed (a link's name, never what it points to).
        if owner {
            for suffix in StateDatabase.companions where folder.entry(path + suffix) != nil { unlink(path + suffix) }
        }
        switch legacy.read() {
        case .none:
            return (nil, owner ? nil : .keptByAnotherWindow)
        case .damaged(let reason):
            return damaged(LegacyStateFile.name, reason, owner: owner)
        case .state(let state):
            let controller: CalculatorController
            do {
                controller = try CalculatorController(savedState: state)
            } catch {
                return damaged(LegacyStateFile.name, error.description, owner: owner)
            }
            guard owner else { return (controller, .keptByAnotherWindow) }
            // Taken over: written whole into the database, then set aside (never deleted).
            if write(controller.savedStateSnapshot) {
                _ = StateFolder.moveWithoutReplacing(legacy.path, to: folder.file(LegacyStateFile.importedName))
            }
            return (controller, nil)
        }
    }

    /// Why the files SQLite keeps beside the database cannot be its own (a symbolic link,
    /// a huge log), or nil.
    private func companionProblem() -> String? {
        for suffix in StateDatabase.companions {
            if let status = folder.entry(path + suffix), let problem = folder.problem(with: status) {
                return "\(StateDatabase.name)\(suffix): \(problem)"
            }
        }
        return nil
    }

    /// A state file that cannot be used: moved aside (by the process that writes) and said.
    private func damaged(_ name: String, _ reason: String, owner: Bool) -> (CalculatorController?, Problem?) {
        guard owner else { return (nil, .keptByAnotherWindow) }
        let companions = name == StateDatabase.name ? StateDatabase.companions : []
        let movedTo = folder.setAside(name, companions: companions)
        return (nil, .damaged(path: folder.file(name), reason: reason, movedTo: movedTo))
    }

    // MARK: - The graph

    /// The graph's saved state (`SavedGraph`), read as the state is: only from a folder
    /// that is safe; from the database, or, before the graph was first saved there, from
    /// an earlier version's `graph` file; nil when there is none or it cannot be read.
    public func readGraph() -> SavedGraph? {
        queue.sync {
            if writes == nil { _ = loadOnQueue() }
            // An unsafe folder: `read` refuses it too (`StateFolder.prepare`).
            return loadedGraph ?? SavedGraph.read(in: folder)
        }
    }

    /// Writes the graph's state into the database when this store writes (it holds the
    /// folder's lock): a second window, which saves nothing, leaves the first's pins and
    /// view alone. An earlier version's `graph` file, now taken over, is set aside as
    /// `graph.imported` (never deleted). False when it was not written.
    @discardableResult
    public func writeGraph(_ graph: SavedGraph) -> Bool {
        queue.sync {
            writePending()
            if writes == nil { _ = loadOnQueue() }
            guard writes == true, let db = try? openDatabase() else { return false }
            do {
                try StateDatabase.writeGraph(graph, to: db)
            } catch {
                report(tr("cannot save the state to %1$s: %2$s").filled(path, String(describing: error)))
                return false
            }
            loadedGraph = graph
            let legacy = folder.file(SavedGraph.fileName)
            if folder.entry(legacy) != nil {
                _ = StateFolder.moveWithoutReplacing(legacy, to: folder.file(SavedGraph.importedName))
            }
            return true
        }
    }

    // MARK: - Saving

    /// Schedules `snapshot` to be written; comparing and writing happen on the store's
    /// queue, so the caller's cost does not grow with the state.
    public func save(_ snapshot: CalculatorController.SavedStateSnapshot) {
        let idle = pending.withLock { pending in
            defer { pending = snapshot }
            return pending == nil
        }
        if idle { queue.async { self.writePending() } }
    }

    /// Waits until everything handed to `save` is on disk (at quit).
    public func flush() {
        queue.sync { writePending() }
    }

    private func writePending() {
        guard let snapshot = pending.withLock({ pending in
            defer { pending = nil }
            return pending
        }) else { return }
        _ = write(snapshot)
    }

    /// Writes what changed; false (said once per failure) when it could not.
    private func write(_ snapshot: CalculatorController.SavedStateSnapshot) -> Bool {
        if writes == nil { _ = loadOnQueue() }
        guard writes == true else { return false }
        do {
            let db = try openDatabase()
            let before = db.totalChanges
            if let now = try StateDatabase.write(snapshot, over: written, to: db) {
                written = now
                transactions += 1
                rowsChanged += db.totalChanges - before
            }
            failureReason.withLock { $0 = nil }
            return true
        } catch {
            // The database is opened again at the next write; what it holds is unknown.
            database = nil
            written = nil
            let reason = String(describing: error)
            failureReason.withLock { $0 = reason }
            // TRANSLATORS: %1$s is the state file's path, %2$s the system's reason.
            report(tr("cannot save the state to %1$s: %2$s").filled(path, reason))
            return false
        }
    }

    /// The open database, created when there is none: its file made here, private to the
    /// user and never through a symbolic link, then handed to SQLite.
    private func openDatabase() throws -> SQLiteDatabase {
        if let database { return database }
        try folder.prepare()
        if lock == nil { lock = folder.lock() ?? -1 }
        guard lockTaken == true else {
            writes = false
            throw KeptByAnotherProcess()
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd >= 0 { close(fd) } else if errno != EEXIST { throw StateFolder.Refusal.system(errno) }
        let db = try SQLiteDatabase(path: path, create: false)
        try StateDatabase.prepare(db)
        database = db
        return db
    }
}

/// A window's size in pixels (the size it has when not maximized) and whether it was
/// maximized, as saved with the state. Any integers may come back from a file: `clamped`
/// makes one a window can take.
public struct WindowSize: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// The window filled the screen: it reopens so, and unmaximized it has the size above.
    public var maximized: Bool

    public init(width: Int, height: Int, maximized: Bool = false) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }

    /// Within `minimum` and a size no screen exceeds (a damaged or hostile file).
    public func clamped(minimum: WindowSize) -> WindowSize {
        let most = 16_384
        return WindowSize(width: min(max(width, minimum.width), most),
                          height: min(max(height, minimum.height), most), maximized: maximized)
    }
}

/// Another process holds the state folder's lock.
struct KeptByAnotherProcess: Error, CustomStringConvertible {
    var description: String { tr("another Cerebrum window keeps the saved state") }
}

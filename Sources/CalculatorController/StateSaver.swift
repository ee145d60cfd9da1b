import Foundation

/// Saves state in the background so a key press never waits for the disk: the caller
/// hands over a snapshot, a serial queue writes the newest one, older unwritten
/// snapshots are skipped.
public final class StateSaver: @unchecked Sendable {
    private let file: StateFile
    private let queue = DispatchQueue(label: "cerebrum.state-saver")
    private let lock = NSLock()
    /// The newest snapshot not yet written; guarded by `lock`.
    private var pending: Data?
    /// The last snapshot handed over; only read and written by the caller of `save`.
    private var lastHandedOver: Data?
    private let report: @Sendable (String) -> Void

    /// `report` receives a message when a write fails (called on the saver's queue).
    public init(file: StateFile, report: @escaping @Sendable (String) -> Void) {
        self.file = file
        self.report = report
    }

    /// Schedules `plist` to be written. Serialising happens here (it is quick); the
    /// write and fsync happen on the saver's queue. A snapshot identical to the last one
    /// is not written again, so a key that changed nothing costs no disk write.
    /// Call it from one thread (the window's).
    public func save(_ plist: Any) {
        guard let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        else { return report("cannot encode the state") }
        guard data != lastHandedOver else { return }
        lastHandedOver = data
        lock.lock()
        let idle = pending == nil
        pending = data
        lock.unlock()
        if idle { queue.async { self.writePending() } }
    }

    /// Waits until everything handed to `save` is on disk (at quit).
    public func flush() {
        queue.sync { writePending() }
    }

    private func writePending() {
        lock.lock()
        let data = pending
        pending = nil
        lock.unlock()
        guard let data else { return }
        do {
            try file.write(data)
        } catch {
            report("cannot save the state to \(file.url.path): \(error)")
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import Synchronization
import Localization

/// Saves state in the background so a key press never waits for the disk, nor for
/// encoding a long program: the caller hands over a snapshot (or a way to build one),
/// a serial queue encodes and writes the newest one, older unwritten snapshots are
/// skipped, and a snapshot equal to the last one written is not written again.
public final class StateSaver: @unchecked Sendable {
    private let file: StateFile
    private let queue = DispatchQueue(label: "cerebrum.state-saver")
    /// Builds the newest snapshot not yet written.
    private let pending = Mutex<(@Sendable () -> PropertyList?)?>(nil)
    /// The property list last written; only touched on `queue`. Compared as a value,
    /// not as bytes: equal dictionaries need not encode to equal bytes.
    private var lastWritten: [String: Any]?
    private let report: @Sendable (String) -> Void
    /// Why the last write failed (the system's reason), or nil after a write that worked.
    private let failureReason = Mutex<String?>(nil)

    /// `report` receives a message when a write fails (called on the saver's queue).
    public init(file: StateFile, report: @escaping @Sendable (String) -> Void) {
        self.file = file
        self.report = report
    }

    /// Schedules the property list `build` returns to be written: building, encoding and
    /// writing all happen on the saver's queue, so the caller's cost does not grow with
    /// the state (hand over a snapshot of value types, such as
    /// `CalculatorController.savedStateSnapshot`).
    public func save(building build: @escaping @Sendable () -> [String: Any]) {
        schedule { PropertyList(build()) }
    }

    /// Why the state could not be written the last time it was (`Not a directory`), or nil
    /// when the last write worked: the window says it, so a user whose work is not being
    /// kept knows (docs/behaviour.md §8). Readable from any thread.
    public var failure: String? { failureReason.withLock { $0 } }

    /// Waits until everything handed to `save` is on disk (at quit).
    public func flush() {
        queue.sync { writePending() }
    }

    private func schedule(_ snapshot: @escaping @Sendable () -> PropertyList?) {
        let idle = pending.withLock { pending in
            defer { pending = snapshot }
            return pending == nil
        }
        if idle { queue.async { self.writePending() } }
    }

    private func writePending() {
        let snapshot = pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
        guard let plist = snapshot?()?.dictionary else { return }
        if let lastWritten, Self.equal(lastWritten, plist) { return }
        guard let data = try? PropertyListValue.binaryData(of: plist) else {
            let reason = tr("cannot encode the state")
            failureReason.withLock { $0 = reason }
            return report(reason)
        }
        do {
            try file.write(data)
            lastWritten = plist
            failureReason.withLock { $0 = nil }
        } catch {
            let reason = String(describing: error)
            failureReason.withLock { $0 = reason }
            // TRANSLATORS: %1$s is the state file's path, %2$s the system's reason.
            report(tr("cannot save the state to %1$s: %2$s").filled(file.path, reason))
        }
    }

    /// Whether two property lists hold the same values.
    static func equal(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (a as [String: Any], b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
        case let (a as [Any], b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case let (a as String, b as String): return a == b
        case let (a as Bool, b as Bool): return a == b
        case let (a as Int, b as Int): return a == b
        case let (a as Double, b as Double): return a.bitPattern == b.bitPattern
        case let (a as Data, b as Data): return a == b
        case let (a as Date, b as Date): return a == b
        default: return false
        }
    }

    /// A property list handed from the caller's thread to the queue: made of value types
    /// (strings, numbers, arrays, dictionaries), which neither side changes afterwards.
    private struct PropertyList: @unchecked Sendable {
        let dictionary: [String: Any]
        init(_ dictionary: [String: Any]) { self.dictionary = dictionary }
    }
}

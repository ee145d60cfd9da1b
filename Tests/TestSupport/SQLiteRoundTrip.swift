import CalculatorBrain
import CalculatorController
import Foundation
import Persistence

/// The format the app saves in, for round-trip and size tests: a `StateStore` writing
/// `state.db` in a private folder of its own under the temporary directory (removed when
/// this goes), exactly as a window saves and loads.
public final class TemporaryStateStore {
    /// The store failed to write or read back.
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    public let folder: String
    public let store: StateStore

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cerebrum-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        store = StateStore(folder: StateFolder(path: folder), report: { _ in })
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// `controller` saved to `state.db` and loaded back as the next start loads it.
    public func roundTrip(_ controller: CalculatorController) throws -> CalculatorController {
        store.save(controller.savedStateSnapshot)
        store.flush()
        if let failure = store.failure { throw Failed(description: failure) }
        let (loaded, problem) = store.load()
        if let problem { throw Failed(description: "\(problem)") }
        guard let loaded else { throw Failed(description: "nothing was read back") }
        return loaded
    }

    /// `brain` saved to `state.db` and loaded back.
    public func roundTrip(_ brain: CalculatorBrain) throws -> CalculatorBrain {
        let controller = try CalculatorController(savedState: .init(brain: brain.savedForm, history: [], typing: nil))
        return try roundTrip(controller).brain
    }

    /// The bytes of `state.db` and the log SQLite keeps beside it.
    public var bytesOnDisk: Int {
        ["state.db", "state.db-wal"].reduce(0) { sum, name in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size]) as? Int
            return sum + (size ?? 0)
        }
    }
}

/// `brain` saved to `state.db` in a folder of its own and loaded back.
public func throughStateDatabase(_ brain: CalculatorBrain) throws -> CalculatorBrain {
    try TemporaryStateStore().roundTrip(brain)
}

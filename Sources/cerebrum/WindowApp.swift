import CGtkShim
import CalculatorController
import CommandLineInterface
import WindowDescription
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The GTK application: one window per activation, each with its own controller.
enum WindowApp {
    static let applicationID = AppIdentity.id
    static let version = AppIdentity.version
    static let website = AppIdentity.website

    /// Runs the application until its last window closes; returns the exit status.
    /// `--mode`, `--angle` and `--set` given on the command line apply over the saved
    /// state, as if the user had pressed the switch or edited the variable.
    static func run(options: WindowOptions) -> Int32 {
        let session = SavedSession(file: StateFile(), options: options)
        let app = calc_app_new(applicationID, Resource.styleSheet.path, { app, userData in
            guard let app, let userData else { return }
            let session = Unmanaged<SavedSession>.fromOpaque(userData).takeUnretainedValue()
            let controller = session.restoredController()
            WindowBinding.open(in: app, controller: controller, saver: session.saver,
                               message: session.takeDamageNotice())
        }, Unmanaged.passUnretained(session).toOpaque())
        defer { calc_app_free(app) }
        if let icons = Resource.icons.path { calc_app_add_icon_path(app, icons) }
        // Only the program name: GTK must not read options meant for Cerebrum itself.
        let status = withExtendedLifetime(session) { calc_app_run(app, 1, CommandLine.unsafeArgv) }
        // Each window flushed when it went; this covers a state saved after that.
        session.saver.flush()
        return status
    }
}

/// The state file of the window app: read once at activation (a damaged file is moved
/// aside and reported), written after each change by `saver`.
final class SavedSession {
    let file: StateFile
    let saver: StateSaver
    private let options: WindowOptions
    /// What the window says when the saved state was damaged (docs/behaviour.md §8), until shown once.
    private var damageNotice: String?

    init(file: StateFile, options: WindowOptions) {
        self.file = file
        self.options = options
        saver = StateSaver(file: file) { message in
            StandardStream.error("cerebrum: \(message)\n")
        }
    }

    /// The damaged-state notice for the window, once.
    func takeDamageNotice() -> String? {
        defer { damageNotice = nil }
        return damageNotice
    }

    /// The controller the saved state describes, with the command line's options
    /// applied over it; a fresh one when there is no state or it is damaged.
    func restoredController() -> CalculatorController {
        // Anything written before (an earlier window of this run) must be on disk first.
        saver.flush()
        var restored: CalculatorController?
        let loaded = file.load { plist in
            do {
                restored = try CalculatorController(savedState: plist)
                return nil
            } catch {
                return "\(error)"
            }
        }
        if case .damaged(let reason, let movedTo) = loaded {
            restored = nil
            let report = WindowTexts.damagedStateReport(path: file.path, reason: reason, movedTo: movedTo)
            StandardStream.error("cerebrum: \(report)\n")
            damageNotice = WindowTexts().damagedState
        }
        let controller = restored ?? CalculatorController()
        if let mode = options.mode { controller.press(.mode(mode)) }
        if let angle = options.angle { controller.press(.angle(angle)) }
        // Checked when the command line was read (`CommandLineOptions.validate()`).
        for assignment in options.assignments { assignment.apply(to: controller) }
        return controller
    }
}

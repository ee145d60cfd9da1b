import CGtkShim
import CalculatorController
import CommandLineInterface
import Persistence
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
    /// The application ID: D-Bus name, desktop file and icon share it.
    static let applicationID = "io.github.cerebrum.Cerebrum"
    static let version = CommandLineOptions.version
    static let website = "https://github.com/cerebrum-calc/cerebrum"

    /// Runs the application until its last window closes; returns the exit status.
    /// `--mode`, `--angle` and `--set` given on the command line apply over the saved
    /// state, as if the user had pressed the switch or edited the variable.
    static func run(options: WindowOptions) -> Int32 {
        preferLightweightRendering()
        // First, while the process has one thread: GLib reads the overlay once.
        _ = calc_theme_use_pruned(StyleSheet.prunedThemeFolder())
        let session = SavedSession(store: StateStore { StandardStream.error("cerebrum: \($0)\n") }, options: options)
        let app = calc_app_new(applicationID, StyleSheet.path(), { app, userData in
            guard let app, let userData else { return }
            let session = Unmanaged<SavedSession>.fromOpaque(userData).takeUnretainedValue()
            let controller = session.restoredController()
            WindowBinding.open(in: app, controller: controller, store: session.store,
                               message: session.takeNotice())
        }, Unmanaged.passUnretained(session).toOpaque())
        defer { calc_app_free(app) }
        if let icons = StyleSheet.iconFolder() { calc_app_add_icon_path(app, icons) }
        // Only the program name: GTK must not read options meant for Cerebrum itself.
        let status = withExtendedLifetime(session) { calc_app_run(app, 1, CommandLine.unsafeArgv) }
        // Each window flushed when it went; this covers a state saved after that.
        session.store.flush()
        return status
    }
}

extension WindowApp {
    /// A calculator draws flat labels and buttons: GTK's cairo renderer does that well,
    /// and not loading OpenGL (Mesa, libLLVM) makes the window open about 3.5× faster and
    /// use half the memory (scripts/bench-startup.py). A user's own choice still wins:
    /// nothing is changed when `GSK_RENDERER` or `GDK_DEBUG` is already set.
    static func preferLightweightRendering() {
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GDK_DEBUG", "gl-disable", 0)
    }
}

/// The saved state of the window app: read once at activation (a damaged file is moved
/// aside and reported), written after each change by `store`.
final class SavedSession {
    let store: StateStore
    private let options: WindowOptions
    /// What the window says about the saved state (docs/behaviour.md §8), until shown once.
    private var notice: String?

    init(store: StateStore, options: WindowOptions) {
        self.store = store
        self.options = options
    }

    /// The saved-state notice for the window, once.
    func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    /// The controller the saved state describes, with the command line's options
    /// applied over it; a fresh one when there is no state or it cannot be used.
    func restoredController() -> CalculatorController {
        let (restored, problem) = store.load()
        switch problem {
        case .damaged(let path, let reason, let movedTo)?:
            let report = WindowTexts.damagedStateReport(path: path, reason: reason, movedTo: movedTo)
            StandardStream.error("cerebrum: \(report)\n")
            notice = WindowTexts.damagedState(setAside: movedTo != nil)
        case .unusableFolder(let path, let reason)?:
            let text = WindowTexts.unusableStateFolder(path: path, reason: reason.description)
            StandardStream.error("cerebrum: \(text)\n")
            notice = text
        case .keptByAnotherWindow?:
            notice = WindowTexts().stateKeptElsewhere
            StandardStream.error("cerebrum: \(notice!)\n")
        case nil:
            break
        }
        let controller = restored ?? CalculatorController()
        if let mode = options.mode { controller.press(.mode(mode)) }
        if let angle = options.angle { controller.press(.angle(angle)) }
        // Checked when the command line was read (`CommandLineOptions.validate()`).
        for assignment in options.assignments { assignment.apply(to: controller) }
        return controller
    }
}

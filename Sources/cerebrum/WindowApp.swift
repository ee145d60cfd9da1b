import CGtkShim
import CalculatorController
import CommandLineInterface
import ExchangeRateFeed
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
    static let applicationID = AppIdentity.id
    static let version = AppIdentity.version
    static let website = AppIdentity.website
    /// The window's source of exchange rates (docs/behaviour.md §16); nil without a cache
    /// folder. When a fetch brings new rates, every window shows its currencies again with them.
    static let ratesFeed = RatesFeed.defaultPath.map {
        RatesFeed(path: $0, inBackground: true, updated: {
            calc_app_invoke({ _ in WindowBinding.ratesChanged() }, nil)
        })
    }

    /// Runs the application until its last window closes; returns the exit status.
    /// `--mode`, `--angle` and `--set` given on the command line apply over the saved
    /// state, as if the user had pressed the switch or edited the variable.
    static func run(options: WindowOptions) -> Int32 {
        // Exchange rates (docs/behaviour.md §16): nothing is read until a formula names a
        // currency; a fetch then runs on a thread of its own, never on the main one.
        ratesFeed?.install()
        let session = SavedSession(store: StateStore { StandardStream.error("cerebrum: \($0)\n") }, options: options)
        let app = calc_app_new(applicationID, Resource.styleSheet.path, { app, userData in
            guard let app, let userData else { return }
            let session = Unmanaged<SavedSession>.fromOpaque(userData).takeUnretainedValue()
            let controller = session.restoredController()
            WindowBinding.open(in: app, controller: controller, saver: session.store,
                               message: session.takeNotice())
        }, Unmanaged.passUnretained(session).toOpaque())
        defer { calc_app_free(app) }
        // Cerebrum already runs: the formula goes to its window (docs/behaviour.md §19).
        if let formula = options.formula,
           calc_app_activate_remote(app, String(WindowActions.enterFormula.dropFirst("app.".count)), formula) != 0 {
            return 0
        }
        if let icons = Resource.icons.path { calc_app_add_icon_path(app, icons) }
        // Only the program name: GTK must not read options meant for Cerebrum itself.
        let status = withExtendedLifetime(session) { calc_app_run(app, 1, CommandLine.unsafeArgv) }
        // Each window flushed when it went; this covers a state saved after that.
        session.store.flush()
        return status
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
        if let mode = options.mode { controller.setEntryMode(mode == .rpn ? .rpn : .algebraic) }
        if options.programmer {
            controller.setEntryMode(.programmer)
            if let word = options.word { controller.setProgrammerWord(word) }
            if let base = options.base { controller.setProgrammerBase(base) }
        }
        if let angle = options.angle { controller.press(.angle(angle)) }
        // Checked when the command line was read (`CommandLineOptions.validate()`).
        for assignment in options.assignments { assignment.apply(to: controller) }
        // The desktop's search chose this result (docs/behaviour.md §19): read with `.` or
        // the locale's mark, as `--formula` was checked. It replaces a formula line left
        // open at the last quit.
        if let formula = options.formula {
            controller.closeLine()
            controller.enterFormula(formula, reading: .commandLine)
        }
        return controller
    }
}

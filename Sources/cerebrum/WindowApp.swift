import CGtkShim
import Glibc

/// The GTK application: one window per activation, each with its own controller.
enum WindowApp {
    /// The application ID: D-Bus name, desktop file and state folder share it.
    static let applicationID = "io.github.cerebrum.Cerebrum"

    /// Runs the application until its last window closes; returns the exit status.
    static func run() -> Int32 {
        let app = calc_app_new(applicationID, StyleSheet.path(), { app, _ in
            guard let app else { return }
            WindowBinding.open(in: app)
        }, nil)
        defer { calc_app_free(app) }
        // Only the program name: GTK must not read options meant for Cerebrum itself.
        return calc_app_run(app, 1, CommandLine.unsafeArgv)
    }
}

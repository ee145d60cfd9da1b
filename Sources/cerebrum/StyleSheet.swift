import Glibc

/// Finds `cerebrum.css` next to the executable: in the source tree when run from a
/// build folder (`.build/<triple>/debug/cerebrum` → `Resources/cerebrum.css`), or in
/// `<prefix>/share/cerebrum/` when installed.
enum StyleSheet {
    static let fileName = "cerebrum.css"

    /// The first style sheet found, or nil (the window then keeps GTK's default look).
    static func path() -> String? {
        guard let directory = ExecutableDirectory.path else { return nil }
        return candidates(from: directory).first { access($0, R_OK) == 0 }
    }

    /// Where to look, nearest first.
    static func candidates(from directory: String) -> [String] {
        var paths = ["\(directory)/../share/cerebrum/\(fileName)"]
        var folder = directory
        // `.build/debug` is a link to `.build/<triple>/debug`: up to three levels.
        for _ in 0..<3 {
            folder += "/.."
            paths.append("\(folder)/Resources/\(fileName)")
        }
        return paths
    }

    /// GTK's default theme without the rules for widgets Cerebrum never shows
    /// (scripts/build-theme.py): `theme/` beside the executable in a build folder,
    /// `<prefix>/share/cerebrum/theme` installed; nil when neither exists (GTK's own then).
    static func prunedThemeFolder() -> String? {
        guard let directory = ExecutableDirectory.path else { return nil }
        return ["\(directory)/theme", "\(directory)/../share/cerebrum/theme"]
            .first { access("\($0)/gtk-version", R_OK) == 0 }
    }

    /// The app's icons for a run from a build folder: the source tree's `data/icons`
    /// (laid out as an icon theme folder). Installed, the icons are where GTK looks
    /// anyway; nil then.
    static func iconFolder() -> String? {
        guard let directory = ExecutableDirectory.path else { return nil }
        var folder = directory
        for _ in 0..<3 {
            folder += "/.."
            let icons = "\(folder)/data/icons"
            if access("\(icons)/hicolor/scalable/apps/\(WindowApp.applicationID).svg", R_OK) == 0 { return icons }
        }
        return nil
    }
}

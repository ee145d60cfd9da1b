import Glibc
import CommandLineInterface

/// The files the app reads besides its own binary, and the one rule that finds them:
/// installed, under `<prefix>/share` (the binary being `<prefix>/bin/cerebrum`); run from
/// a build folder (`.build/<triple>/debug/cerebrum`), in the source tree and beside the
/// binary. The first candidate that exists wins.
enum Resource {
    /// `cerebrum.css`: without it the window keeps GTK's default look.
    case styleSheet
    /// A folder laid out as an icon theme (`hicolor/scalable/apps/<app id>.svg`).
    case icons
    /// The folder of the `.mo` files (`<language>/LC_MESSAGES/cerebrum.mo`).
    case translations

    /// Where the resource is, or nil when no candidate exists.
    var path: String? {
        Resource.executableDirectory.flatMap { candidates(from: $0) }?
            .first { access($0.probe, R_OK) == 0 }?.path
    }

    /// Each place to look, nearest first, with the file whose presence proves it.
    func candidates(from directory: String) -> [(path: String, probe: String)] {
        // `.build/debug` is a link to `.build/<triple>/debug`: the source tree is up to
        // three levels above the binary.
        let sourceTree = (1...3).map { directory + String(repeating: "/..", count: $0) }
        switch self {
        case .styleSheet:
            return (["\(directory)/../share/cerebrum"] + sourceTree.map { "\($0)/Resources" })
                .map { ("\($0)/cerebrum.css", "\($0)/cerebrum.css") }
        case .icons:
            let icon = "hicolor/scalable/apps/\(AppIdentity.id).svg"
            return (["\(directory)/../share/icons"] + sourceTree.map { "\($0)/data/icons" })
                .map { ($0, "\($0)/\(icon)") }
        case .translations:
            var folders = ["\(directory)/locale", "\(directory)/../share/locale"]
            if let override = getenv("CEREBRUM_LOCALEDIR") { folders.insert(String(cString: override), at: 0) }
            return folders.map { ($0, $0) }
        }
    }

    /// The folder of the running executable, links resolved; read once from
    /// `/proc/self/exe`.
    static let executableDirectory: String? = {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }()
}

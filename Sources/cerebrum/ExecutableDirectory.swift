import Glibc

/// The folder of the running executable, links resolved (`.build/debug` is a link to
/// `.build/<triple>/debug`): the style sheet, the icons and the translations are looked
/// for from here. Read once from `/proc/self/exe`.
enum ExecutableDirectory {
    static let path: String? = {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }()
}

import Glibc

/// C copies of Swift strings, freed together when the pool goes.
final class CStrings {
    private var copies: [UnsafeMutablePointer<CChar>] = []

    /// A C copy of `string` that lives as long as the pool; nil for nil.
    func copy(_ string: String?) -> UnsafePointer<CChar>? {
        guard let string, let copy = strdup(string) else { return nil }
        copies.append(copy)
        return UnsafePointer(copy)
    }

    deinit { copies.forEach { free($0) } }
}

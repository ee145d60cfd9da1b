/// What "Save Graph As…" writes (docs/behaviour.md §14): the file's name fixed from the
/// dialog's file type, its format and its size in pixels. The window's dialog answers
/// with `dialogAnswer`'s text; this type reads it, so its rules are tested without GTK.
public struct GraphExport: Equatable, Sendable {
    /// The two formats the graph is written in; the raw value is the suffix.
    public enum Format: String, CaseIterable, Sendable {
        case png, svg
    }

    /// The path to write, its suffix the format's.
    public var path: String
    public var format: Format
    public var width: Int
    public var height: Int
    /// The name the dialog confirmed got another suffix here: the dialog asked about
    /// replacing the other name, not this one.
    public var renamed: Bool

    /// The sizes the dialog offers, as `WxH` ids; `shownSize` is the graph's on-screen size.
    public static let sizes: [(width: Int, height: Int)] = [(800, 600), (1200, 900), (1600, 1200), (2400, 1800), (3200, 2400)]
    public static let defaultSize = (width: 1600, height: 1200)
    /// The id of the size "as on screen".
    public static let shownSize = "shown"
    /// The file type the dialog starts with.
    public static let defaultFormat = Format.png

    /// The id the dialog gives a size (`1600x1200`).
    public static func sizeID(width: Int, height: Int) -> String { "\(width)x\(height)" }

    /// Suffixes of other pictures, which a name ending in one loses for the file type's
    /// (`graph.jpg` with PNG chosen is `graph.png`); any other ending is kept
    /// (`sin 0.5` is `sin 0.5.png`).
    static let otherPictureSuffixes: Set<String> = ["jpg", "jpeg", "gif", "bmp", "tif", "tiff", "webp", "pdf", "eps", "ps"]

    public init(path: String, format: Format, width: Int, height: Int, renamed: Bool) {
        (self.path, self.format, self.width, self.height, self.renamed) = (path, format, width, height, renamed)
    }

    /// Reads the dialog's answer, `format TAB size TAB path` (`png\t1600x1200\t/home/a/graph`),
    /// the graph being `shown` pixels on screen. Nil for an answer without a path.
    public init?(dialogAnswer: String, shown: (width: Int, height: Int)) {
        let parts = dialogAnswer.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[2].isEmpty else { return nil }
        let chosen = Format(rawValue: String(parts[0])) ?? Self.defaultFormat
        let size = Self.size(id: String(parts[1]), shown: shown)
        (path, format, renamed) = Self.named(String(parts[2]), chosen: chosen)
        (width, height) = size
    }

    /// The size an id names: one of `sizes`, or the graph's on-screen size; anything
    /// else (a dialog without the choice) the default.
    static func size(id: String, shown: (width: Int, height: Int)) -> (width: Int, height: Int) {
        if id == shownSize, shown.width > 0, shown.height > 0 { return shown }
        return sizes.first { sizeID(width: $0.width, height: $0.height) == id } ?? defaultSize
    }

    /// The path with the suffix of its format: `.svg` or `.png` typed wins over the file
    /// type chosen (in any case); another picture's suffix is replaced by the chosen
    /// type's, any other name gets it added.
    static func named(_ path: String, chosen: Format) -> (path: String, format: Format, renamed: Bool) {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            return (path + "." + chosen.rawValue, chosen, true)
        }
        let suffix = name[name.index(after: dot)...].lowercased()
        if let typed = Format(rawValue: suffix) { return (path, typed, false) }
        if suffix.isEmpty || otherPictureSuffixes.contains(suffix) {
            return (String(path[..<dot]) + "." + chosen.rawValue, chosen, true)
        }
        return (path + "." + chosen.rawValue, chosen, true)
    }

    /// The folder of a path, where the next dialog opens; nil when it names none.
    public static func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

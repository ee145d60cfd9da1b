#if canImport(Glibc)
import Glibc
#endif

/// The graph's saved state (docs/behaviour.md §14): whether it is open, the part of the
/// plane it shows, and the pinned curves as formulas. Kept beside the calculator's
/// database in a small text file of its own, so that a state from before the graph
/// (no file) loads as it always did, and a damaged file costs only the graph's view:
/// a line that does not read is left out.
///
/// ```
/// cerebrum-graph 1
/// open 1
/// view -10 10 -1.5 1.5
/// pin 1 rad sin(x)
/// ```
public struct SavedGraph: Equatable, Sendable {
    /// One pinned curve: its palette colour, its angle unit and its formula.
    public struct Pin: Equatable, Sendable {
        public var colour: Int
        public var radians: Bool
        public var formula: String

        public init(colour: Int, radians: Bool, formula: String) {
            self.colour = colour
            self.radians = radians
            self.formula = formula
        }
    }

    public var isOpen: Bool
    /// xMin, xMax, yMin, yMax; nil: the default view.
    public var view: [Double]?
    public var pins: [Pin]

    public init(isOpen: Bool = false, view: [Double]? = nil, pins: [Pin] = []) {
        self.isOpen = isOpen
        self.view = view
        self.pins = pins
    }

    /// The file's name in the state folder.
    public static let fileName = "graph"
    /// Larger than any file the app writes (six pins of a few hundred characters).
    static let sizeLimit = 64 << 10
    static let header = "cerebrum-graph 1"

    /// The file's text.
    public var text: String {
        var lines = [Self.header, "open \(isOpen ? 1 : 0)"]
        if let view, view.count == 4 { lines.append("view " + view.map { "\($0)" }.joined(separator: " ")) }
        for pin in pins where !pin.formula.contains(where: \.isNewline) {
            lines.append("pin \(pin.colour) \(pin.radians ? "rad" : "deg") \(pin.formula)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state a file's text describes; nil when it is not one (another header).
    public init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(Self.header) else { return nil }
        self.init()
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            switch parts.first {
            case "open" where parts.count == 2: isOpen = parts[1] == "1"
            case "view":
                let numbers = line.split(separator: " ").dropFirst().compactMap { Double($0) }
                if numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[0] < numbers[1], numbers[2] < numbers[3] {
                    view = numbers
                }
            case "pin" where parts.count == 4:
                guard let colour = Int(parts[1]), (1...6).contains(colour), parts[2] == "rad" || parts[2] == "deg",
                      !parts[3].isEmpty, pins.count < 6 else { continue }
                pins.append(Pin(colour: colour, radians: parts[2] == "rad", formula: String(parts[3])))
            default: continue
            }
        }
    }

    /// The graph state saved in `folder`; nil when there is none or it cannot be read
    /// (then the graph starts closed, in the default view).
    public static func read(in folder: StateFolder) -> SavedGraph? {
        let path = folder.file(fileName)
        guard let status = folder.entry(path), status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) <= sizeLimit else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: sizeLimit + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        guard count <= sizeLimit else { return nil }
        return SavedGraph(text: String(decoding: bytes[..<count], as: UTF8.self))
    }

    /// Writes the state to `folder` (a new file renamed over the old, so that a crash
    /// leaves one or the other); false when it could not be written.
    @discardableResult
    public func write(in folder: StateFolder) -> Bool {
        guard (try? folder.prepare()) != nil else { return false }
        let path = folder.file(Self.fileName)
        let temporary = path + ".new"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return false }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        let closed = close(fd) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

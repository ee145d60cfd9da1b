#if canImport(Glibc)
import Glibc
#endif
import Graphing

/// The graph's saved state (docs/behaviour.md §14): whether it is open, the part of the
/// plane it shows, and the pinned curves (as programs, and their formulas). Kept in the state database
/// (`StateDatabase.writeGraph`); earlier versions kept it beside the database in a small
/// text file of its own, which is read once (a line that does not read is left out) and
/// set aside as `graph.imported` when the graph is first saved in the database:
///
/// ```
/// cerebrum-graph 1
/// open 1
/// view -10 10 -1.5 1.5
/// pin 1 rad sin(x)
/// ```
public struct SavedGraph: Equatable, Sendable {
    /// One pinned curve: its palette colour, its angle unit, its formula and its program.
    public struct Pin: Equatable, Sendable {
        /// Its index in the graph's palette (1…`PinnedCurves.most`).
        public var colour: Int
        /// Whether its trigonometry is in radians (else degrees).
        public var radians: Bool
        /// The pin's description: its legend, and the formula an earlier version's pin
        /// (without a program) is read back from.
        public var formula: String
        /// The pinned function as `FunctionOfX.savedProgram` writes it; nil for an earlier
        /// version's pin, or one with a leaf that has no value.
        public var program: String?

        /// A pin of `formula` in colour `colour`, its angles in radians or degrees.
        public init(colour: Int, radians: Bool, formula: String, program: String? = nil) {
            self.colour = colour
            self.radians = radians
            self.formula = formula
            self.program = program
        }
    }

    /// Whether the graph was open.
    public var isOpen: Bool
    /// xMin, xMax, yMin, yMax; nil: the default view.
    public var view: [Double]?
    /// The pinned curves, oldest first.
    public var pins: [Pin]

    /// A graph state: closed, in the default view, without pins unless told.
    public init(isOpen: Bool = false, view: [Double]? = nil, pins: [Pin] = []) {
        self.isOpen = isOpen
        self.view = view
        self.pins = pins
    }

    /// The earlier versions' file's name in the state folder, and the name it is set
    /// aside as once taken into the database.
    public static let fileName = "graph"
    static let importedName = "graph.imported"

    /// The view as the database keeps it: "xMin xMax yMin yMax"; nil: the default view.
    var viewText: String? {
        guard let view, view.count == 4 else { return nil }
        return view.map { "\($0)" }.joined(separator: " ")
    }

    /// A view written as `viewText` writes it; nil when it is not one (four finite
    /// numbers, each pair increasing).
    static func view<S: StringProtocol>(from text: S) -> [Double]? {
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[0] < numbers[1], numbers[2] < numbers[3]
        else { return nil }
        return numbers
    }
    /// Larger than any file the app writes (six pins of a few hundred characters).
    static let sizeLimit = 64 << 10
    static let header = "cerebrum-graph 1"

    /// The text an earlier version's file holds for this state (tests write such files).
    public var text: String {
        var lines = [Self.header, "open \(isOpen ? 1 : 0)"]
        if let viewText { lines.append("view " + viewText) }
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
                if let numbers = Self.view(from: line.dropFirst(4)) { view = numbers }
            case "pin" where parts.count == 4:
                guard let colour = Int(parts[1]), (1...PinnedCurves.most).contains(colour),
                      parts[2] == "rad" || parts[2] == "deg", !parts[3].isEmpty, pins.count < PinnedCurves.most
                else { continue }
                pins.append(Pin(colour: colour, radians: parts[2] == "rad", formula: String(parts[3])))
            default: continue
            }
        }
    }

    /// The graph state saved in `folder`; nil when there is none or it cannot be read
    /// (then the graph starts closed, in the default view). Only in a folder that is safe
    /// (`StateFolder.prepare`), and only a plain file: one that became something else
    /// (a FIFO, a link) after it was looked at is opened without waiting and refused.
    /// The app reads it through `StateStore.readGraph()`.
    static func read(in folder: StateFolder) -> SavedGraph? {
        guard (try? folder.prepare()) != nil else { return nil }
        let path = folder.file(fileName)
        guard let status = folder.entry(path), status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) <= sizeLimit else { return nil }
        return readFile(path)
    }

    /// The state in the file at `path`, opened without following a link or waiting (a
    /// FIFO put there would block an open), and read only when it is a plain file.
    static func readFile(_ path: String) -> SavedGraph? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else { return nil }
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
}

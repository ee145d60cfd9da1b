import Foundation
import Testing
import TestSupport
@testable import Persistence

/// `BinaryPropertyList` against the reference reader, Foundation's
/// `PropertyListSerialization` (CoreFoundation's parser): the same values from what either
/// writer wrote, and on damaged bytes never a crash and never a value the reference
/// would not give.
@Suite struct BinaryPropertyListTests {
    // MARK: - Helpers

    /// Whether `mine` (this reader's value) is `theirs` (the reference's, whose numbers
    /// may be NSNumbers), type for type.
    static func same(_ mine: Any, _ theirs: Any) -> Bool {
        switch mine {
        case let string as String: return theirs as? String == string
        case let bool as Bool: return theirs as? Bool == bool
        case let int as Int: return theirs as? Int == int
        case let double as Double:
            guard let other = theirs as? Double else { return false }
            return double == other || (double.isNaN && other.isNaN)
        case let data as Data: return theirs as? Data == data
        case let date as Date: return theirs as? Date == date
        case let list as [Any]:
            guard let other = theirs as? [Any], other.count == list.count else { return false }
            return zip(list, other).allSatisfy { same($0, $1) }
        case let dict as [String: Any]:
            guard let other = theirs as? [String: Any], Set(other.keys) == Set(dict.keys) else { return false }
            return dict.allSatisfy { key, value in other[key].map { same(value, $0) } ?? false }
        default:
            return false
        }
    }

    static func binary(_ value: Any) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    }

    static func reference(_ bytes: [UInt8]) -> Any? {
        try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    }

    /// A random property list of every type this reader returns, `depth` levels deep at most.
    static func randomValue(_ rng: inout SeededGenerator, depth: Int) -> Any {
        let strings = ["", "a", "description", "123.45 × 6.7 =", "π≈3", "😀 emoji", String(repeating: "x", count: 40)]
        switch Int.random(in: 0..<(depth > 0 ? 10 : 8), using: &rng) {
        case 0: return strings.randomElement(using: &rng)!
        case 1: return Bool.random(using: &rng)
        case 2: return [0, 1, 15, 16, 255, 256, 65_535, 65_536, -1, -200, Int.max, Int.min]
            .randomElement(using: &rng)!
        case 3: return Int.random(in: Int.min...Int.max, using: &rng)
        case 4: return [0.5, -2.25, 1e300, 3.0, .infinity, -0.0, .nan, .leastNonzeroMagnitude].randomElement(using: &rng)!
        case 5: return Data((0..<Int.random(in: 0...20, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
        case 6: return Date(timeIntervalSinceReferenceDate: Double(Int.random(in: -1_000_000...1_000_000_000, using: &rng)))
        case 7: return "\(Int.random(in: 0...99, using: &rng))/\(Int.random(in: 1...99, using: &rng))"
        case 8:
            return (0..<Int.random(in: 0...17, using: &rng)).map { _ in randomValue(&rng, depth: depth - 1) }
        default:
            var dict: [String: Any] = [:]
            for _ in 0..<Int.random(in: 0...17, using: &rng) {
                dict[strings.randomElement(using: &rng)! + "\(Int.random(in: 0...5, using: &rng))"] =
                    randomValue(&rng, depth: depth - 1)
            }
            return dict
        }
    }

    // MARK: - Valid files

    @Test func eachTypeComesBackAsItself() throws {
        let date = Date(timeIntervalSinceReferenceDate: 12_345.5)
        let value: [String: Any] = [
            "ascii": "5", "unicode": "123.45 × 6.7 = 827.115", "empty": "",
            "small": 7, "byte": 200, "short": 40_000, "word": 3_000_000_000, "negative": -7,
            "max": Int.max, "min": Int.min, "half": 0.5, "integral real": 2.0,
            "yes": true, "no": false, "data": Data([0, 1, 255]), "date": date,
            "list": ["x", 1, ["y": [true]]], "empty list": [Any](), "empty dict": [String: Any](),
        ]
        let back = try #require(try BinaryPropertyList.value(from: Self.binary(value)) as? [String: Any])
        #expect(Self.same(back, value))
        // No longer lost on the way, as it was through Codable: a real stays a real.
        #expect(back["integral real"] as? Double == 2.0 && !(back["integral real"] is Int))
        #expect(back["yes"] is Bool && !(back["yes"] is Int))
        #expect(back["small"] is Int && !(back["small"] is Bool))
    }

    /// What the state file really holds: `PropertyListEncoder`'s output, read as before.
    @Test func readsWhatTheStateFileWriterWrites() throws {
        let history = (0..<1000).map { ["description": "123.45 × 6.7 = \($0)", "value": "165423/200"] }
        let state: [String: Any] = ["history": history, "version": 1, "mode": "rpn", "x": 2.5]
        let bytes = [UInt8](try EncodedTree.binaryData(of: state))
        let mine = try BinaryPropertyList.value(from: bytes)
        #expect(Self.same(mine, state))
        #expect(Self.same(mine, try #require(Self.reference(bytes))))
    }

    /// Strings of more than 14 characters and containers of more than 14 elements carry
    /// their count in an integer object after the marker.
    @Test func longCountsFollowTheMarker() throws {
        let value: [Any] = [String(repeating: "a", count: 300), String(repeating: "é", count: 70_000),
                            Array(repeating: 1, count: 300), Data(count: 20)]
        #expect(Self.same(try BinaryPropertyList.value(from: Self.binary(value)), value))
    }

    /// 300 random trees, written by CoreFoundation, read the same by both readers.
    @Test func agreesWithTheReferenceOnRandomTrees() throws {
        var rng = SeededGenerator(state: 0xB9_1157)
        for _ in 0..<300 {
            let value = Self.randomValue(&rng, depth: 4)
            let bytes = try Self.binary(value)
            let mine = try BinaryPropertyList.value(from: bytes)
            #expect(Self.same(mine, value))
            #expect(Self.same(mine, try #require(Self.reference(bytes))))
        }
    }

    /// 1,000 random trees written as earlier versions wrote the state file (FoundationEssentials'
    /// encoder) come back value for value and type for type.
    @Test func readsRandomTreesAsTheStateWriterWritesThem() throws {
        var rng = SeededGenerator(state: 0x57_A7E)
        for _ in 0..<1000 {
            // The encoder writes containers only at the top, as the state is one.
            let value: [String: Any] = ["state": Self.randomValue(&rng, depth: 4)]
            let bytes = [UInt8](try EncodedTree.binaryData(of: value))
            #expect(Self.same(try BinaryPropertyList.value(from: bytes), value), "\(bytes)")
        }
    }

    /// XML is not read at all (no version wrote it): told apart at its first bytes.
    @Test func xmlIsNotBinary() throws {
        let xml = try PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .xml, options: 0)
        #expect(!BinaryPropertyList.isBinary([UInt8](xml)))
        #expect(throws: BinaryPropertyList.Damaged.self) { try BinaryPropertyList.value(from: [UInt8](xml)) }
        #expect(BinaryPropertyList.isBinary(try Self.binary(["a": "b"])))
    }

    // MARK: - Damaged files

    /// A file of `objects`, one after the other, each with its offset-table entry:
    /// header, objects, offset table, trailer (whose fields can be overridden).
    static func file(objects: [[UInt8]], top: UInt64 = 0, offsetSize: UInt8 = 1, referenceSize: UInt8 = 1,
                     count: UInt64? = nil, tableOffset: UInt64? = nil) -> [UInt8] {
        var area: [UInt8] = []
        var offsets: [Int] = []
        for object in objects {
            offsets.append(8 + area.count)
            area += object
        }
        return file(area: area, offsets: offsets, top: top, offsetSize: offsetSize,
                    referenceSize: referenceSize, count: count, tableOffset: tableOffset)
    }

    /// A file whose object area is `area` and whose offset table is `offsets`.
    static func file(area: [UInt8], offsets: [Int], top: UInt64 = 0, offsetSize: UInt8 = 1,
                     referenceSize: UInt8 = 1, count: UInt64? = nil, tableOffset: UInt64? = nil) -> [UInt8] {
        func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        var bytes = Array("bplist00".utf8) + area
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), Int(offsetSize)) }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        bytes += bigEndian(count ?? UInt64(offsets.count), 8) + bigEndian(top, 8)
        bytes += bigEndian(tableOffset ?? UInt64(table), 8)
        return bytes
    }

    @Test func aHandMadeFileReads() throws {
        // ["a", 5]: an array of two references, then the two objects.
        let bytes = Self.file(objects: [[0xA2, 1, 2], [0x51, 0x61], [0x10, 5]])
        #expect(Self.same(try BinaryPropertyList.value(from: bytes), ["a", 5]))
        #expect(Self.same(try #require(Self.reference(bytes)), ["a", 5]))
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("header only", Array("bplist00".utf8)),
        ("truncated trailer", Array(BinaryPropertyListTests.file(objects: [[0x09]]).dropLast(3))),
        ("no objects", BinaryPropertyListTests.file(objects: [[0x09]], count: 0)),
        ("more objects than bytes", BinaryPropertyListTests.file(objects: [[0x09]], count: 1 << 40)),
        ("top object out of range", BinaryPropertyListTests.file(objects: [[0x09]], top: 1)),
        ("offset table past the end", BinaryPropertyListTests.file(objects: [[0x09]], tableOffset: 1 << 62)),
        ("offset table in the header", BinaryPropertyListTests.file(objects: [[0x09]], tableOffset: 2)),
        ("offset size 0", BinaryPropertyListTests.file(objects: [[0x09]], offsetSize: 0)),
        ("reference size 9", BinaryPropertyListTests.file(objects: [[0x09]], referenceSize: 9)),
        ("an array that holds itself", BinaryPropertyListTests.file(objects: [[0xA1, 0]])),
        ("two arrays that hold each other", BinaryPropertyListTests.file(objects: [[0xA1, 1], [0xA1, 0]])),
        ("a reference past the objects", BinaryPropertyListTests.file(objects: [[0xA1, 7]])),
        ("a count past the end", BinaryPropertyListTests.file(objects: [[0x5E, 0x61]])),
        ("a huge count", BinaryPropertyListTests.file(objects: [[0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])),
        ("a count that is not an integer", BinaryPropertyListTests.file(objects: [[0x5F, 0x51, 0x61]])),
        ("a key twice", BinaryPropertyListTests.file(objects: [[0xD2, 1, 1, 2, 2], [0x51, 0x61], [0x10, 5]])),
        ("an unread object's offset past the end", BinaryPropertyListTests.file(objects: [[0x09], [0x09]]).enumerated().map { $0.offset == 11 ? 0xF0 : $0.element }),
        ("a gap before the trailer", BinaryPropertyListTests.file(objects: [[0x09]], tableOffset: 8)),
        ("a reference size too small for the objects", BinaryPropertyListTests.file(objects: [[0xA0]], count: 256)),
        ("a key that is not a string", BinaryPropertyListTests.file(objects: [[0xD1, 1, 1], [0x10, 5]])),
        ("non-ASCII in an ASCII string", BinaryPropertyListTests.file(objects: [[0x51, 0xE9]])),
        ("a UID", BinaryPropertyListTests.file(objects: [[0x80, 1]])),
        ("a set", BinaryPropertyListTests.file(objects: [[0xC0]])),
        ("null", BinaryPropertyListTests.file(objects: [[0x00]])),
        ("a 3-byte real", BinaryPropertyListTests.file(objects: [[0x21, 0, 0]])),
        ("an integer above Int.max", BinaryPropertyListTests.file(objects: [[0x14] + [UInt8](repeating: 0, count: 8) + [0x80] + [UInt8](repeating: 0, count: 7)])),
        ("a 32-byte integer", BinaryPropertyListTests.file(objects: [[0x15] + [UInt8](repeating: 0, count: 32)])),
    ] as [(String, [UInt8])])
    func damagedFilesAreRefused(_ name: String, _ bytes: [UInt8]) {
        #expect(throws: BinaryPropertyList.Damaged.self, "\(name)") { try BinaryPropertyList.value(from: bytes) }
    }

    /// Arrays each in the next, 300 deep: refused without exhausting the stack; as deep as
    /// the limit allows, read.
    @Test func deepNestingIsRefused() {
        func chain(_ depth: Int) -> [UInt8] {
            // References of two bytes: up to 65,536 objects.
            let arrays: [[UInt8]] = (0..<(depth - 1)).map { (i: Int) -> [UInt8] in
                [0xA1, UInt8((i + 1) >> 8), UInt8((i + 1) & 0xFF)]
            }
            return Self.file(objects: arrays + [[0xA0]], offsetSize: 2, referenceSize: 2)
        }
        #expect(throws: BinaryPropertyList.Damaged.self) { try BinaryPropertyList.value(from: chain(300)) }
        #expect(throws: BinaryPropertyList.Damaged.self) {
            try BinaryPropertyList.value(from: chain(BinaryPropertyList.maximumDepth + 2))
        }
        #expect((try? BinaryPropertyList.value(from: chain(BinaryPropertyList.maximumDepth + 1))) != nil)
    }

    /// 20,000 offset-table entries that all point at one 1 MB data object, in one array:
    /// read once and shared, not 20 GB of copies.
    @Test func entriesSharingAnObjectAreReadOnce() throws {
        let size = 1 << 20, copies = 20_000
        // The array (object 0): 20,000 three-byte references to objects 1...20,000.
        var area: [UInt8] = [0xAF, 0x11, UInt8(copies >> 8), UInt8(copies & 0xFF)]
        for index in 1...copies { area += [UInt8(index >> 16), UInt8((index >> 8) & 0xFF), UInt8(index & 0xFF)] }
        let data = 8 + area.count
        area += [0x4F, 0x12, 0x00, 0x10, 0x00, 0x00] + [UInt8](repeating: 7, count: size)
        let offsets = [8] + [Int](repeating: data, count: copies)
        let bytes = Self.file(area: area, offsets: offsets, offsetSize: 3, referenceSize: 3)
        let list = try #require(try BinaryPropertyList.value(from: bytes) as? [Any])
        #expect(list.count == copies)
        #expect((list.last as? Data)?.count == size)
    }

    /// 1,000 data objects that each start inside the one before and run to the end of
    /// the area: together 500 times the file's size. Objects may not overlap: refused.
    @Test func overlappingObjectsAreRefused() {
        let n = 1_000, headerSize = 4
        var area: [UInt8] = [0xAF, 0x11, UInt8(n >> 8), UInt8(n & 0xFF)]
        for index in 1...n { area += [UInt8(index >> 8), UInt8(index & 0xFF)] }
        let first = 8 + area.count, end = first + n * headerSize
        var offsets = [8]
        for index in 0..<n {
            let start = first + index * headerSize, length = end - start - headerSize
            offsets.append(start)
            area += [0x4F, 0x11, UInt8(length >> 8), UInt8(length & 0xFF)]
        }
        let bytes = Self.file(area: area, offsets: offsets, offsetSize: 2, referenceSize: 2)
        #expect(throws: BinaryPropertyList.Damaged.self) { try BinaryPropertyList.value(from: bytes) }
    }

    /// 30 arrays each holding the next one twice: a tree of 2^30 leaves if each reference
    /// were read anew. Each object is read once, so this takes no time.
    @Test func sharedObjectsAreReadOnce() throws {
        let objects: [[UInt8]] = (0..<29).map { (i: Int) -> [UInt8] in
            let next = UInt8(i + 1)
            return [0xA2, next, next]
        } + [[0x10, 1]]
        let value = try BinaryPropertyList.value(from: Self.file(objects: objects))
        var level: Any = value
        for _ in 0..<29 { level = try #require((level as? [Any])?.first) }
        #expect(level as? Int == 1)
    }

    /// An empty string may be written as UTF-16 (marker 0x60, no characters): it reads
    /// as "". CoreFoundation refuses it only because it cannot allocate the zero bytes.
    @Test func emptyUTF16StringReads() throws {
        let bytes = Self.file(objects: [[0x60]])
        #expect(try BinaryPropertyList.value(from: bytes) as? String == "")
        #expect(Self.reference(bytes) == nil)
    }

    /// Whether any object in the offset table is an empty UTF-16 string: marker 0x60, or
    /// 0x6F followed by a count of zero.
    static func holdsAnEmptyUTF16String(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 40 else { return false }
        let trailer = bytes.count - 32
        func number(_ range: Range<Int>) -> Int { Int(truncatingIfNeeded: bytes[range].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }) }
        let size = Int(bytes[trailer + 6]), count = number((trailer + 8)..<(trailer + 16))
        let table = number((trailer + 24)..<(trailer + 32))
        guard size > 0, count > 0, table >= 0, table <= trailer, count <= (trailer - table) / size else { return false }
        return (0..<count).contains { index in
            let offset = number((table + index * size)..<(table + (index + 1) * size))
            guard offset >= 0, offset < trailer else { return false }
            if bytes[offset] == 0x60 { return true }
            guard bytes[offset] == 0x6F, offset + 1 < trailer, bytes[offset + 1] >> 4 == 0x1 else { return false }
            let size = 1 << Int(bytes[offset + 1] & 0xF)
            return offset + 2 + size <= trailer && bytes[(offset + 2)..<(offset + 2 + size)].allSatisfy { $0 == 0 }
        }
    }

    /// Valid files with bytes changed, cut short or cut in two: this reader never traps,
    /// and whatever it accepts, the reference reads as the same value. (The writers put
    /// a dictionary's keys in the order of Swift's hashing, which is seeded per process:
    /// the bytes differ from run to run, and a failure prints them.)
    @Test func damagedBytesNeverCrashAndNeverDisagree() throws {
        var rng = SeededGenerator(state: 0xDA_3A6E)
        var accepted = 0
        for _ in 0..<2000 {
            var bytes = try Self.binary(Self.randomValue(&rng, depth: 3))
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                }
            case 1:
                bytes.removeLast(Int.random(in: 1..<bytes.count, using: &rng))
            default:
                bytes.remove(at: Int.random(in: 8..<bytes.count, using: &rng))
            }
            guard let mine = try? BinaryPropertyList.value(from: bytes) else { continue }
            accepted += 1
            // CoreFoundation's one refusal that is not damage (emptyUTF16StringReads).
            if Self.holdsAnEmptyUTF16String(bytes) { continue }
            let theirs = Self.reference(bytes)
            #expect(theirs.map { Self.same(mine, $0) } == true, "\(bytes)")
        }
        // Some damage (a changed string byte, a changed number) still reads.
        #expect(accepted > 0)
    }
}

/// A property list as a Codable tree, encoded as earlier versions wrote the state file
/// (FoundationEssentials' `PropertyListEncoder`, binary), so the reader is tested on
/// those bytes too.
enum EncodedTree: Encodable {
    case dictionary([String: EncodedTree])
    case array([EncodedTree])
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case data(Data)
    case date(Date)

    init?(_ value: Any) {
        switch value {
        case let dict as [String: Any]:
            var converted: [String: EncodedTree] = [:]
            for (key, item) in dict {
                guard let wrapped = EncodedTree(item) else { return nil }
                converted[key] = wrapped
            }
            self = .dictionary(converted)
        case let list as [Any]:
            var converted: [EncodedTree] = []
            for item in list {
                guard let wrapped = EncodedTree(item) else { return nil }
                converted.append(wrapped)
            }
            self = .array(converted)
        case let string as String: self = .string(string)
        case let bool as Bool: self = .boolean(bool)
        case let int as Int: self = .integer(int)
        case let double as Double: self = .real(double)
        case let data as Data: self = .data(data)
        case let date as Date: self = .date(date)
        default: return nil
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .dictionary(let dict): try container.encode(dict)
        case .array(let list): try container.encode(list)
        case .string(let string): try container.encode(string)
        case .integer(let int): try container.encode(int)
        case .real(let double): try container.encode(double)
        case .boolean(let bool): try container.encode(bool)
        case .data(let data): try container.encode(data)
        case .date(let date): try container.encode(date)
        }
    }

    static func binaryData(of value: Any) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(try #require(EncodedTree(value)))
    }
}

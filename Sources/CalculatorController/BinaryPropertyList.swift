#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Localization

/// Reads a binary property list (`bplist00`, the format `PropertyListEncoder` writes the
/// state file in) straight into the untyped values `PropertyListSerialization` would
/// return: `[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`, `Data`, `Date`.
///
/// Why not `PropertyListDecoder`: it only decodes `Decodable` types, so an untyped tree
/// goes through `PropertyListValue`, which can only try a type and catch the error, once
/// per value: slow on a full history, at every returning user's start. This reads each
/// value once, by its marker byte (docs/performance.md).
///
/// Damaged input throws `BinaryPropertyList.Damaged`, never traps, and costs no more
/// memory or time than the file's size allows: every offset, count and reference is
/// checked against the file; a reference cycle is refused and nesting is capped; an
/// object is read once however many references (or offset-table entries) lead to it,
/// its value shared; and objects may not overlap (their bytes, counted once each, must
/// fit in the object area), so a small file cannot expand into a large tree.
struct BinaryPropertyList {
    /// Why the bytes are not a binary property list this reader accepts.
    struct Damaged: Error, CustomStringConvertible {
        let reason: String
        var description: String {
            // TRANSLATORS: %s says what is wrong, in English (for a bug report).
            tr("damaged binary property list: %s").filled(reason)
        }
    }

    /// Nesting deeper than this is refused: the state file nests four levels; a chain of
    /// arrays thousands deep would exhaust the stack (a level takes several KB of it in a
    /// debug build).
    static let maximumDepth = 32

    /// Whether `bytes` start as a binary property list (otherwise: XML or something else).
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist00".utf8))
    }

    /// The untyped value in `bytes`.
    static func value(from bytes: [UInt8]) throws -> Any {
        var reader = try BinaryPropertyList(bytes)
        return try reader.object(reader.topObject, depth: 0)
    }

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTable: Int
    /// Objects already read, by where they start (a string key shared by 1,000 entries is
    /// read once; so is an object that several offset-table entries point at).
    private var cache: [Int: Any] = [:]
    /// Where the objects being read start: meeting one again is a cycle.
    private var open: Set<Int> = []
    /// The bytes of the objects read so far, each counted once: more than the object
    /// area holds means objects overlap, which no writer produces.
    private var bytesRead = 0

    private init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        // Header, at least one object, and the 32-byte trailer.
        guard Self.isBinary(bytes), bytes.count >= 8 + 1 + 32 else {
            throw Damaged(reason: "no bplist00 header and trailer")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Damaged(reason: "bad trailer sizes")
        }
        let count = Self.bigEndian(bytes[(trailer + 8)..<(trailer + 16)])
        let top = Self.bigEndian(bytes[(trailer + 16)..<(trailer + 24)])
        let table = Self.bigEndian(bytes[(trailer + 24)..<(trailer + 32)])
        // As CoreFoundation checks the trailer: the offset table ends where it starts;
        // every object is at least one byte, so there are no more objects than bytes; the
        // sizes can address every object and offset.
        guard count > 0, count <= UInt64(trailer), top < count, table >= 9, table <= UInt64(trailer),
              count * UInt64(offsetSize) == UInt64(trailer) - table,
              referenceSize == 8 || count < 1 << (8 * UInt64(referenceSize)),
              offsetSize == 8 || table < 1 << (8 * UInt64(offsetSize)) else {
            throw Damaged(reason: "bad trailer")
        }
        objectCount = Int(count)
        topObject = Int(top)
        offsetTable = Int(table)
        cache.reserveCapacity(objectCount)
        // Every entry, read or not, points into the object area (CoreFoundation checks
        // them as they are used; all of them up front is stricter).
        for index in 0..<objectCount { _ = try offset(of: index) }
    }

    /// An unsigned big-endian integer of up to 8 bytes.
    private static func bigEndian(_ slice: ArraySlice<UInt8>) -> UInt64 {
        slice.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// `length` bytes at `start`, checked to lie before the offset table.
    private func range(_ start: Int, _ length: Int) throws -> Range<Int> {
        guard start >= 8, length >= 0, start <= offsetTable, length <= offsetTable - start else {
            throw Damaged(reason: "object past the end")
        }
        return start..<(start + length)
    }

    /// Where object `index` starts.
    private func offset(of index: Int) throws -> Int {
        let entry = offsetTable + index * offsetSize
        let offset = Self.bigEndian(bytes[entry..<(entry + offsetSize)])
        guard offset >= 8, offset < UInt64(offsetTable) else { throw Damaged(reason: "bad offset") }
        return Int(offset)
    }

    /// The object a reference at `position` points to.
    private func reference(at position: Int) throws -> Int {
        let index = Self.bigEndian(bytes[position..<(position + referenceSize)])
        guard index < UInt64(objectCount) else { throw Damaged(reason: "bad reference") }
        return Int(index)
    }

    /// Object `index`, read once.
    private mutating func object(_ index: Int, depth: Int) throws -> Any {
        let start = try offset(of: index)
        if let known = cache[start] { return known }
        guard depth <= Self.maximumDepth else { throw Damaged(reason: "nested too deeply") }
        guard open.insert(start).inserted else { throw Damaged(reason: "reference cycle") }
        let (value, end) = try read(at: start, depth: depth)
        bytesRead += end - start
        guard bytesRead <= offsetTable - 8 else { throw Damaged(reason: "objects overlap") }
        open.remove(start)
        cache[start] = value
        return value
    }

    /// The element count after a marker at `start` (its low nibble, or an integer object
    /// after it when that is 0xF), and where the elements begin.
    private func count(at start: Int, info: UInt8) throws -> (count: Int, first: Int) {
        guard info == 0xF else { return (Int(info), start + 1) }
        let marker = bytes[try range(start + 1, 1).lowerBound]
        guard marker >> 4 == 0x1, marker & 0xF <= 3 else { throw Damaged(reason: "bad count") }
        let size = 1 << Int(marker & 0xF)
        let digits = try range(start + 2, size)
        let count = Self.bigEndian(bytes[digits])
        guard count <= UInt64(offsetTable) else { throw Damaged(reason: "bad count") }
        return (Int(count), digits.upperBound)
    }

    /// The object at `start`, and where its bytes end (its elements' references included,
    /// not the objects they refer to).
    private mutating func read(at start: Int, depth: Int) throws -> (value: Any, end: Int) {
        let marker = bytes[start]
        let info = marker & 0xF
        switch marker >> 4 {
        case 0x0:
            switch info {
            case 0x8: return (false, start + 1)
            case 0x9: return (true, start + 1)
            default: throw Damaged(reason: "null or fill")
            }
        case 0x1:
            let value = try integer(at: start, info: info)
            return (value, start + 1 + 1 << Int(info))
        case 0x2:
            switch info {
            case 2:
                let digits = try range(start + 1, 4)
                return (Double(Float(bitPattern: UInt32(Self.bigEndian(bytes[digits])))), digits.upperBound)
            case 3:
                let digits = try range(start + 1, 8)
                return (Double(bitPattern: Self.bigEndian(bytes[digits])), digits.upperBound)
            default: throw Damaged(reason: "bad real")
            }
        case 0x3:
            guard info == 3 else { throw Damaged(reason: "bad date") }
            let digits = try range(start + 1, 8)
            let seconds = Double(bitPattern: Self.bigEndian(bytes[digits]))
            return (Date(timeIntervalSinceReferenceDate: seconds), digits.upperBound)
        case 0x4:
            let (count, first) = try count(at: start, info: info)
            let span = try range(first, count)
            return (Data(bytes[span]), span.upperBound)
        case 0x5:
            let (count, first) = try count(at: start, info: info)
            let span = try range(first, count)
            let ascii = bytes[span]
            guard ascii.allSatisfy({ $0 < 0x80 }) else { throw Damaged(reason: "non-ASCII string") }
            return (String(decoding: ascii, as: UTF8.self), span.upperBound)
        case 0x6:
            let (count, first) = try count(at: start, info: info)
            guard count <= Int.max / 2 else { throw Damaged(reason: "bad count") }
            let span = try range(first, 2 * count)
            var utf16: [UInt16] = []
            utf16.reserveCapacity(count)
            for position in stride(from: span.lowerBound, to: span.upperBound, by: 2) {
                utf16.append(UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1]))
            }
            return (String(decoding: utf16, as: UTF16.self), span.upperBound)
        case 0xA:
            let (count, first) = try count(at: start, info: info)
            let span = try references(first, count)
            var list: [Any] = []
            list.reserveCapacity(count)
            for position in positions(span) {
                list.append(try object(reference(at: position), depth: depth + 1))
            }
            return (list, span.upperBound)
        case 0xD:
            let (count, first) = try count(at: start, info: info)
            let keys = try references(first, count)
            let values = try references(keys.upperBound, count)
            var dict: [String: Any] = [:]
            dict.reserveCapacity(count)
            for (key, value) in zip(positions(keys), positions(values)) {
                guard let name = try object(reference(at: key), depth: depth + 1) as? String else {
                    throw Damaged(reason: "key not a string")
                }
                guard dict.updateValue(try object(reference(at: value), depth: depth + 1), forKey: name) == nil else {
                    throw Damaged(reason: "a key twice")
                }
            }
            return (dict, values.upperBound)
        default:
            // UIDs (keyed archives), sets, and the types of later formats.
            throw Damaged(reason: "unsupported object type")
        }
    }

    /// The bytes of `count` references starting at `first`.
    private func references(_ first: Int, _ count: Int) throws -> Range<Int> {
        guard count <= Int.max / referenceSize else { throw Damaged(reason: "bad count") }
        return try range(first, count * referenceSize)
    }

    /// Where each reference in `span` starts.
    private func positions(_ span: Range<Int>) -> StrideTo<Int> {
        stride(from: span.lowerBound, to: span.upperBound, by: referenceSize)
    }

    /// An integer: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes when it fits an Int.
    private func integer(at start: Int, info: UInt8) throws -> Int {
        switch info {
        case 0...2:
            return Int(Self.bigEndian(bytes[try range(start + 1, 1 << Int(info))]))
        case 3:
            return Int(bitPattern: UInt(Self.bigEndian(bytes[try range(start + 1, 8)])))
        case 4:
            // What CF writes for values above Int64.max: only the high half's zero fits.
            let digits = try range(start + 1, 16)
            let high = Self.bigEndian(bytes[digits.lowerBound..<(digits.lowerBound + 8)])
            let low = Self.bigEndian(bytes[(digits.lowerBound + 8)..<digits.upperBound])
            guard high == 0, low <= UInt64(Int.max) else { throw Damaged(reason: "integer too large") }
            return Int(low)
        default:
            throw Damaged(reason: "bad integer")
        }
    }
}

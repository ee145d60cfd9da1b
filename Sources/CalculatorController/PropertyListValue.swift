#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Localization

/// A property list value (dictionary, array, string, integer, real, Boolean, data, date)
/// as a Codable tree, so the state file can be written and read with FoundationEssentials'
/// `PropertyListEncoder`/`PropertyListDecoder`: `PropertyListSerialization` lives only in
/// full Foundation, which would pull ICU into every start.
/// The bytes are the same binary property list as before, so old state files still load.
enum PropertyListValue: Codable {
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case data(Data)
    case date(Date)

    /// Wraps an untyped property list; nil if any part is not a property list type.
    init?(_ value: Any) {
        switch value {
        case let dict as [String: Any]:
            var converted: [String: PropertyListValue] = [:]
            converted.reserveCapacity(dict.count)
            for (key, item) in dict {
                guard let wrapped = PropertyListValue(item) else { return nil }
                converted[key] = wrapped
            }
            self = .dictionary(converted)
        case let list as [Any]:
            var converted: [PropertyListValue] = []
            converted.reserveCapacity(list.count)
            for item in list {
                guard let wrapped = PropertyListValue(item) else { return nil }
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

    /// The untyped property list, as `PropertyListSerialization` would have returned it.
    var untyped: Any {
        switch self {
        case .dictionary(let dict): return dict.mapValues(\.untyped)
        case .array(let list): return list.map(\.untyped)
        case .string(let string): return string
        case .integer(let int): return int
        case .real(let double): return double
        case .boolean(let bool): return bool
        case .data(let data): return data
        case .date(let date): return date
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Codable cannot ask a value its type, only try one and catch the error, and a
        // thrown DecodingError is costly: strings first, as most of a saved state is
        // strings (a full history: 3,200 strings, 1,000 dictionaries), which took a start
        // with a saved state from 6,400 failed tries to 1,000. A string is never read
        // as another type, nor another type as a string. Then the containers, then the
        // numbers, most specific first: a Boolean or an integer must not be read as a real.
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let dict = try? container.decode([String: PropertyListValue].self) {
            self = .dictionary(dict)
        } else if let list = try? container.decode([PropertyListValue].self) {
            self = .array(list)
        } else if let bool = try? container.decode(Bool.self) {
            self = .boolean(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .integer(int)
        } else if let double = try? container.decode(Double.self) {
            self = .real(double)
        } else if let data = try? container.decode(Data.self) {
            self = .data(data)
        } else {
            self = .date(try container.decode(Date.self))
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

    /// Not a property list: a value of a type a property list cannot hold.
    struct NotAPropertyList: Error, CustomStringConvertible {
        var description: String { tr("not a property list") }
    }

    /// The binary property list of `value`.
    static func binaryData(of value: Any) throws -> Data {
        guard let wrapped = PropertyListValue(value) else { throw NotAPropertyList() }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(wrapped)
    }

    /// The untyped property list in `bytes`: a binary one (what `binaryData` writes) read
    /// directly, anything else (XML) through `PropertyListDecoder`.
    static func propertyList(from bytes: [UInt8]) throws -> Any {
        if BinaryPropertyList.isBinary(bytes) { return try BinaryPropertyList.value(from: bytes) }
        return try PropertyListDecoder().decode(PropertyListValue.self, from: Data(bytes)).untyped
    }

    /// The untyped property list in `data` (binary or XML).
    static func propertyList(from data: Data) throws -> Any {
        try propertyList(from: [UInt8](data))
    }
}

import Foundation
import Testing
@testable import CalculatorController

/// The state file's property lists come back as written: each value with its own type,
/// whatever order `PropertyListValue` tries the types in.
@Suite struct PropertyListValueTests {
    /// Decodes what `binaryData` wrote.
    func roundTrip(_ value: Any) throws -> Any {
        try PropertyListValue.propertyList(from: PropertyListValue.binaryData(of: value))
    }

    @Test func stringsStayStrings() throws {
        let back = try roundTrip(["a": "5", "b": "true", "c": "2.5", "d": "", "e": "×"])
        #expect((back as? [String: String]) == ["a": "5", "b": "true", "c": "2.5", "d": "", "e": "×"])
    }

    @Test func numbersAndBooleansKeepTheirTypes() throws {
        let back = try #require(try roundTrip(["int": 5, "real": 2.0, "half": 0.5, "yes": true, "no": false,
                                               "big": Int.max, "negative": -7]) as? [String: Any])
        #expect(back["int"] as? Int == 5 && !(back["int"] is Bool))
        // A binary file is read directly (BinaryPropertyList): a real with an integral
        // value stays a real (through Codable it came back as the integer 2).
        #expect(back["real"] as? Double == 2.0 && !(back["real"] is Int))
        #expect(back["half"] as? Double == 0.5)
        #expect(back["yes"] as? Bool == true && !(back["yes"] is Int))
        #expect(back["no"] as? Bool == false)
        #expect(back["big"] as? Int == Int.max)
        #expect(back["negative"] as? Int == -7)
    }

    @Test func containersDataAndDatesNest() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let value: [String: Any] = ["list": ["x", 1, ["y": [true]]], "data": Data([0, 1, 255]),
                                    "date": date, "empty": [String: Any](), "none": [Any]()]
        let back = try #require(try roundTrip(value) as? [String: Any])
        let list = try #require(back["list"] as? [Any])
        #expect(list[0] as? String == "x")
        #expect(list[1] as? Int == 1)
        #expect(((list[2] as? [String: Any])?["y"] as? [Bool]) == [true])
        #expect(back["data"] as? Data == Data([0, 1, 255]))
        #expect(back["date"] as? Date == date)
        #expect((back["empty"] as? [String: Any])?.isEmpty == true)
        #expect((back["none"] as? [Any])?.isEmpty == true)
    }

    /// A history's worth: 1,000 entries of two strings each, as the window saves them.
    @Test func aFullHistoryComesBack() throws {
        let history = (0..<1000).map { ["description": "123.45 × 6.7 = \($0)", "value": "165423/200"] }
        let back = try #require(try roundTrip(["history": history, "version": 1]) as? [String: Any])
        #expect((back["history"] as? [[String: String]]) == history)
        #expect(back["version"] as? Int == 1)
    }
}

import CalculatorBrain
import Foundation
import Testing

/// docs/behaviour.md §16's oracle: conversions between every pair of units of the same
/// quantity in the catalogue, with and without prefixes, checked against GNU units
/// (Debian's `units`, installed by `scripts/install-deps.sh test`) to 12 significant
/// digits. GNU units runs once for all of them, reading the pairs from standard input.
@Suite struct UnitOracleTests {
    struct Conversion {
        var formula: String
        var have: String
        var want: String
        var exact: Bool
    }

    /// The conversions: every ordered pair of a quantity's units, each with one of a few
    /// values, and prefixed forms of the units that take prefixes.
    static func conversions() -> [Conversion] {
        let catalog = UnitCatalog.shared
        let values = ["1", "2.5", "1000", "0.125", "37", "3.75e-3"]
        var groups: [String: [UnitDefinition]] = [:]
        var order: [String] = []
        for unit in catalog.units where !unit.gnuUnits.isEmpty && !unit.id.hasPrefix("delta-") {
            let key = unit.quantity
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(unit)
        }
        var list: [Conversion] = []
        var k = 0
        for key in order {
            let units = groups[key] ?? []
            for a in units {
                for b in units where a.id != b.id {
                    let v = values[k % values.count]
                    k += 1
                    list.append(conversion(v, a.symbol, b.symbol, gnu(a, v), gnuTarget(b),
                                           exact: !usesPi(a) && !usesPi(b)))
                    if k % 4 == 0, let name = a.names.last {
                        // Also by name (`miles`), with another value.
                        let w = values[(k + 3) % values.count]
                        list.append(conversion(w, name, b.symbol, gnu(a, w), gnuTarget(b),
                                               exact: !usesPi(a) && !usesPi(b)))
                    }
                }
            }
        }
        // Prefixes: symbol and name forms.
        let prefixed: [(String, String, String, String)] = [
            ("km", "m", "kilom", "m"), ("mm", "in", "millim", "inch"), ("µm", "mm", "microm", "millim"),
            ("nm", "m", "nanom", "m"), ("cm", "ft", "centim", "ft"), ("kg", "lb", "kg", "lb"),
            ("mg", "g", "millig", "g"), ("µg", "mg", "microg", "millig"), ("ms", "min", "millisec", "min"),
            ("µs", "ns", "microsec", "nanosec"), ("mL", "floz", "milliliter", "floz"), ("cL", "cup", "centiliter", "uscup"),
            ("kJ", "cal", "kiloJ", "thermcalorie"), ("MJ", "kWh", "megaJ", "kiloW hr"), ("kWh", "BTU", "kiloW hr", "(4.184 * 2267.96185 / 9) J"),
            ("GeV", "J", "gigaeV", "J"), ("keV", "eV", "kiloeV", "eV"), ("kW", "hp", "kiloW", "hp"), ("MW", "W", "megaW", "W"),
            ("kPa", "psi", "kiloPa", "psi"), ("hPa", "mmHg", "hectoPa", "mmHg"), ("MPa", "bar", "megaPa", "bar"),
            ("mbar", "Pa", "millibar", "Pa"), ("kN", "lbf", "kiloN", "lbf"), ("kHz", "Hz", "kiloHz", "Hz"),
            ("GHz", "MHz", "gigaHz", "megaHz"), ("kB", "B", "kilobyte", "byte"), ("MB", "KiB", "megabyte", "kibibyte"),
            ("GB", "GiB", "gigabyte", "gibibyte"), ("TB", "TiB", "terabyte", "tebibyte"), ("MiB", "kB", "mebibyte", "kilobyte"),
            ("Gbit", "MB", "gigabit", "megabyte"), ("Kibit", "bit", "kibibit", "bit"), ("mA", "A", "milliA", "A"),
            ("kV", "mV", "kiloV", "milliV"), ("kΩ", "Ω", "kiloohm", "ohm"), ("mmol", "mol", "millimol", "mol"),
            ("mrad", "°", "milliradian", "degree"), ("kmol", "mol", "kilomol", "mol"), ("mK", "K", "milliK", "K"),
            ("kpc", "ly", "kilo(648000 au / pi)", "lightyear"), ("Mpc", "km", "mega(648000 au / pi)", "kilom"),
        ]
        for (i, (a, b, gnuA, gnuB)) in prefixed.enumerated() {
            let v = values[i % values.count]
            list.append(conversion(v, a, b, "\(v) \(gnuA)", gnuB, exact: !a.hasSuffix("pc") && a != "mrad" && b != "°"))
        }
        // Compound units.
        let compound: [(String, String, String, String)] = [
            ("km/h", "m/s", "km/hr", "m/s"), ("mph", "km/h", "mph", "km/hr"), ("m/s", "knot", "m/s", "knot"),
            ("km/h", "knot", "km/hr", "knot"), ("ft/s", "mph", "ft/s", "mph"), ("m^2", "acre", "m^2", "acre"),
            ("km²", "ha", "km^2", "hectare"), ("ft²", "m²", "ft^2", "m^2"), ("m³", "gal", "m^3", "gallon"),
            ("in^3", "mL", "inch^3", "milliliter"), ("L/s", "gal/min", "liter/s", "gallon/min"), ("kg/m³", "lb/ft³", "kg/m^3", "lb/ft^3"),
            ("N*m", "J", "N m", "J"), ("kg*m/s²", "N", "kg m/s^2", "N"), ("W*h", "J", "W hr", "J"), ("J/s", "W", "J/s", "W"),
            ("MB/s", "Mbit/s", "megabyte/s", "megabit/s"), ("GiB/h", "MB/s", "gibibyte/hr", "megabyte/s"), ("lbf/in²", "kPa", "lb force/inch^2", "kiloPa"),
            ("rev/min", "rad/s", "revolution/min", "radian/s"), ("°/s", "rev/min", "degree/s", "revolution/min"), ("Hz", "1/min", "Hz", "1/min"),
        ]
        for (i, (a, b, gnuA, gnuB)) in compound.enumerated() {
            let v = values[(i + 1) % values.count]
            list.append(conversion(v, a, b, "\(v) (\(gnuA))", gnuB, exact: !a.contains("rad") && !b.contains("rad") && !a.contains("°")))
        }
        return list
    }

    private static func usesPi(_ unit: UnitDefinition) -> Bool {
        ["radian", "degree", "arc-minute", "arc-second", "revolution", "parsec"].contains(unit.id)
    }

    private static func conversion(_ v: String, _ a: String, _ b: String, _ have: String, _ want: String,
                                   exact: Bool) -> Conversion {
        Conversion(formula: "\(v) \(a) to \(b)", have: have, want: want, exact: exact)
    }

    /// GNU units' form of `v` of a unit: an absolute temperature as `tempC(v)`.
    private static func gnu(_ unit: UnitDefinition, _ v: String) -> String {
        unit.gnuUnits.hasPrefix("temp") ? "\(unit.gnuUnits)(\(v))" : "\(v) (\(unit.gnuUnits))"
    }

    private static func gnuTarget(_ unit: UnitDefinition) -> String { unit.gnuUnits }

    /// GNU units' answers, one line per conversion, from one run.
    static func gnuUnits(_ list: [Conversion]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/units")
        process.arguments = ["-t", "-d", "15"]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let text = list.map { "\($0.have)\n\($0.want)\n" }.joined()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func agreesWithGNUUnits() throws {
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/units"),
                "GNU units is missing: scripts/install-deps.sh test installs it")
        let list = Self.conversions()
        #expect(list.count >= 500)
        let answers = try Self.gnuUnits(list)
        try #require(answers.count == list.count, "GNU units answered \(answers.count) lines for \(list.count) conversions: \(answers.filter { Double($0) == nil }.prefix(5))")
        var checked = 0
        for (conversion, answer) in zip(list, answers) {
            let expected = try #require(Double(answer), "\(conversion.have) → \(conversion.want): \(answer)")
            var brain = CalculatorBrain()
            try brain.perform(formula: conversion.formula)
            let value = try brain.value.get()
            let got = value.doubleValue
            let scale = max(abs(expected), abs(got))
            #expect(abs(got - expected) <= 1e-12 * scale, "\(conversion.formula): \(got), GNU units \(answer)")
            if conversion.exact { #expect(value.isExact, "\(conversion.formula) is not exact") }
            checked += 1
        }
        #expect(checked == list.count)
    }
}

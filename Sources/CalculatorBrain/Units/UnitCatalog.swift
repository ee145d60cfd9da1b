import BigInt

/// One unit of the catalogue (docs/behaviour.md §16): how it is written and what it is in
/// base units. The factor is exact (a fraction times a power of π: only the angles have
/// one); an absolute temperature also has an offset.
public struct UnitDefinition: Sendable {
    /// CLDR's identifier (`kilometer` is `meter` with a prefix), or a currency's code.
    public let id: String
    /// What it measures, as CLDR names it (`length`, `pressure`), for `--list-units`.
    public let quantity: String
    /// The symbol results are written with (`m`, `°C`, `USD`).
    public let symbol: String
    /// Other symbols (`degC`, `l`).
    public let otherSymbols: [String]
    /// The names people type (`metre`, `meters`), each a whole word.
    public let names: [String]
    /// Which prefixes the unit takes.
    let prefixes: PrefixSet
    let dimension: Dimension
    /// The value of one unit in base units: `factor × π^piPower`.
    let factor: Rational
    let piPower: Int
    /// Absolute temperatures: the base value of 0 of this unit (273.15 K for °C).
    let offset: Rational
    /// The same unit in GNU units' notation (the oracle test's), empty if none.
    public let gnuUnits: String

    /// Which prefixes it takes, for `--list-units`: `SI prefixes`, nil for none.
    public var prefixDescription: String? {
        switch prefixes {
        case .none: nil
        case .all: "SI prefixes (µ, m, k, M, …)"
        case .large: "k, M, G, T, P, E and Ki, Mi, Gi, Ti, Pi, Ei"
        case .kilo: "k"
        case .energy: "k, M, G, T"
        }
    }

    /// True for an absolute temperature scale with an offset (°C, °F).
    var hasOffset: Bool { !offset.isZero }
}

/// Which SI or binary prefixes a unit takes.
enum PrefixSet: String, Sendable {
    /// None: `mi` is a mile, never a milli-i.
    case none = ""
    /// Every SI prefix, quecto to quetta (`mm`, `km`, `µs`, `GHz`).
    case all
    /// Multiples only, decimal and binary (`kB`, `MiB`, `Tbit`).
    case large
    /// `k` alone (`kcal`).
    case kilo
    /// `k M G T` (`kWh`).
    case energy
}

/// A unit with its prefix, as a formula names it: `km` is (meter, kilo).
public struct UnitReference: Hashable, Sendable {
    /// An index into `UnitCatalog.shared.units`.
    let unit: Int32
    /// An index into `UnitPrefix.all`, or -1 for none.
    let prefix: Int8
}

/// An SI or binary prefix.
struct UnitPrefix: Sendable {
    let symbol: String
    let name: String
    /// 10^exponent, or 2^binaryExponent for a binary one.
    let exponent: Int
    let binary: Bool

    static let all: [UnitPrefix] = {
        let decimal: [(String, String, Int)] = [
            ("q", "quecto", -30), ("r", "ronto", -27), ("y", "yocto", -24), ("z", "zepto", -21),
            ("a", "atto", -18), ("f", "femto", -15), ("p", "pico", -12), ("n", "nano", -9),
            ("µ", "micro", -6), ("m", "milli", -3), ("c", "centi", -2), ("d", "deci", -1),
            ("da", "deca", 1), ("h", "hecto", 2), ("k", "kilo", 3), ("M", "mega", 6),
            ("G", "giga", 9), ("T", "tera", 12), ("P", "peta", 15), ("E", "exa", 18),
            ("Z", "zetta", 21), ("Y", "yotta", 24), ("R", "ronna", 27), ("Q", "quetta", 30),
        ]
        let binary: [(String, String, Int)] = [
            ("Ki", "kibi", 10), ("Mi", "mebi", 20), ("Gi", "gibi", 30), ("Ti", "tebi", 40),
            ("Pi", "pebi", 50), ("Ei", "exbi", 60),
        ]
        return decimal.map { UnitPrefix(symbol: $0.0, name: $0.1, exponent: $0.2, binary: false) }
            + binary.map { UnitPrefix(symbol: $0.0, name: $0.1, exponent: $0.2, binary: true) }
    }()

    /// The prefix's value.
    var factor: Rational {
        if binary { return Rational(BigInt(1) << exponent) }
        let power = BigInt(10).power(abs(exponent))
        return exponent >= 0 ? Rational(power) : Rational(BigInt(1), power)
    }

    /// Whether a unit with `set` takes this prefix.
    func applies(to set: PrefixSet) -> Bool {
        switch set {
        case .none: false
        case .all: !binary
        case .large: exponent >= 3
        case .kilo: symbol == "k"
        case .energy: ["k", "M", "G", "T"].contains(symbol)
        }
    }
}

/// Every unit a formula may name (docs/behaviour.md §16): the table generated from CLDR
/// (`UnitCatalog+Table.swift`) and the currencies, read at first use so that a start
/// that uses no unit pays nothing for them.
public final class UnitCatalog: Sendable {
    /// The catalogue, built when first asked for.
    public static let shared = UnitCatalog()

    /// Every unit, in the table's order (grouped by quantity), the currencies last.
    public let units: [UnitDefinition]
    /// Symbols to units, without prefixes.
    private let bySymbol: [String: Int32]
    /// Names to units, without prefixes.
    private let byName: [String: Int32]

    private init() {
        var units: [UnitDefinition] = []
        for line in Self.table.split(separator: "\n") {
            let f = line.trimmingPrefixSpaces().split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 11 else { continue }
            let exponents = f[6].split(separator: ",").compactMap { Int8($0) }
            units.append(UnitDefinition(
                id: f[0], quantity: f[1], symbol: f[2],
                otherSymbols: f[3].split(separator: ",").map(String.init),
                names: f[4].split(separator: ",").map(String.init),
                prefixes: PrefixSet(rawValue: f[5]) ?? .none,
                dimension: Dimension(exponents),
                factor: Self.fraction(f[7]), piPower: Int(f[8]) ?? 0, offset: Self.fraction(f[9]),
                gnuUnits: f[10]))
        }
        for currency in Currency.all {
            units.append(UnitDefinition(
                id: currency.code, quantity: "currency", symbol: currency.code, otherSymbols: currency.symbols, names: [],
                prefixes: .none, dimension: .base(Dimension.money), factor: .one, piPower: 0,
                offset: .zero, gnuUnits: ""))
        }
        var bySymbol: [String: Int32] = [:], byName: [String: Int32] = [:]
        for (i, unit) in units.enumerated() {
            for symbol in [unit.symbol] + unit.otherSymbols where bySymbol[symbol] == nil { bySymbol[symbol] = Int32(i) }
            for name in unit.names where byName[name] == nil { byName[name] = Int32(i) }
        }
        self.units = units
        self.bySymbol = bySymbol
        self.byName = byName
    }

    private static func fraction(_ text: String) -> Rational {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let n = BigInt(String(parts[0])), let d = BigInt(String(parts[1])), d != 0 else { return .zero }
        return Rational(n, d)
    }

    /// The unit a whole word names (`km`, `miles`, `kilometres`, `MiB`), or nil.
    /// Symbols are case-sensitive (`mB` is nothing, `MB` a megabyte); a name also
    /// matches in lower case (`Miles`).
    public func lookUp(_ word: String) -> UnitReference? {
        if let i = bySymbol[word] ?? byName[word] { return UnitReference(unit: i, prefix: -1) }
        // A symbol takes a symbol prefix (`km`, `µs`), a name a name prefix (`kilometres`).
        for (p, prefix) in UnitPrefix.all.enumerated() {
            for (head, table) in [(prefix.symbol, bySymbol), (prefix.name, byName)]
            where word.count > head.count && word.hasPrefix(head) {
                if let i = table[String(word.dropFirst(head.count))], prefix.applies(to: units[Int(i)].prefixes) {
                    return UnitReference(unit: i, prefix: Int8(p))
                }
            }
        }
        if word.hasPrefix("μ") {  // Greek mu for the micro sign
            return lookUp("µ" + word.dropFirst())
        }
        // A capitalized name (`Miles`, `Kilometres`); short words are symbols, which keep case.
        let lower = word.lowercased()
        guard lower != word, word.count > 3, let found = lookUp(lower) else { return nil }
        return units[Int(found.unit)].names.isEmpty ? nil : found
    }

    /// The definition of a unit with its prefix.
    public func definition(_ ref: UnitReference) -> UnitDefinition { units[Int(ref.unit)] }

    /// The symbol a result is written with: `km`, `MiB`, `°C`.
    public func symbol(_ ref: UnitReference) -> String {
        let base = units[Int(ref.unit)].symbol
        return ref.prefix >= 0 ? UnitPrefix.all[Int(ref.prefix)].symbol + base : base
    }

    /// The exact part of one unit's value in base units, with the prefix.
    func factor(_ ref: UnitReference) -> Rational {
        let unit = units[Int(ref.unit)]
        guard ref.prefix >= 0 else { return unit.factor }
        return unit.factor * UnitPrefix.all[Int(ref.prefix)].factor
    }
}

extension Substring {
    fileprivate func trimmingPrefixSpaces() -> Substring {
        drop { $0 == " " }
    }
}

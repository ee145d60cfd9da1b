import Localization

/// A number with a unit (docs/behaviour.md §16): the value is in `unit`, so `1.3 km` is
/// 1.3 and km, and exact values stay exact until a conversion's factor is irrational.
struct Quantity: Sendable {
    var value: Number
    var unit: UnitProduct
    /// A difference of temperatures (`30 °C − 20 °C`), which converts without offsets;
    /// a temperature otherwise is absolute.
    var isDifference = false
    /// A unit written alone (`°C` in `to °C`, `km` in `km/h`): a number times it is that
    /// many of the unit, so `20 °C` is an absolute temperature.
    var isBareUnit = false
    /// A compound conversion's parts (`5 ft 6 inch` for `5.5 ft to ft + inch`), all but
    /// the last whole, each of the same sign; nil otherwise. `value` and `unit` are then
    /// the whole quantity in the first part's unit.
    var parts: [(value: Number, unit: UnitReference)]?

    init(value: Number, unit: UnitProduct = .none, isDifference: Bool = false, isBareUnit: Bool = false) {
        self.value = value
        self.unit = unit
        self.isDifference = isDifference
        self.isBareUnit = isBareUnit
    }
}

/// Where an operator stands in the formula, for a dimension error's column.
struct FormulaPlace: Sendable {
    var position: Int
    var length: Int

    func mismatch(_ detail: String) -> CalculatorError {
        .dimensionMismatch(detail: detail, position: position, length: length)
    }
}

/// The arithmetic of quantities: the rules of docs/behaviour.md §16.
struct QuantityMath {
    let catalog: UnitCatalog
    /// The exchange rates, asked for only when a currency is met.
    let rates: () -> Result<ExchangeRates.Table, CalculatorError>
    let angle: AngleUnit

    // MARK: - Factors

    /// One unit product's value in base units, as an exact fraction and a power of π.
    func factor(of product: UnitProduct) throws(CalculatorError) -> (Rational, Int) {
        var r = Rational.one
        var pi = 0
        for term in product.terms {
            let unit = catalog.definition(term.unit)
            var f = catalog.factor(term.unit)
            if unit.dimension == .base(Dimension.money), unit.id != "EUR" {
                // One unit of a currency is 1/rate euros.
                guard let rate = try rates().get().rates[unit.id] else { throw .ratesUnavailable }
                f = Rational.one / rate
            }
            r = r * Self.power(f, term.exponent)
            pi += unit.piPower * term.exponent
        }
        return (r, pi)
    }

    private static func power(_ r: Rational, _ n: Int) -> Rational {
        var result = Rational.one
        for _ in 0..<n.magnitude { result = result * r }
        return n < 0 ? Rational.one / result : result
    }

    /// `value × ratio × π^pi`.
    private func scale(_ value: Number, by ratio: Rational, pi: Int) throws(CalculatorError) -> Number {
        var v = try value.applying(.multiply, .exact(ratio)).get()
        if pi != 0 {
            let p = try Number.constant(.pi).applying(.power, Number(pi)).get()
            v = try v.applying(.multiply, p).get()
        }
        return v
    }

    /// `q`'s value in `target`'s unit (the dimensions must agree).
    func value(of q: Quantity, in target: UnitProduct) throws(CalculatorError) -> Number {
        let (from, fromPi) = try factor(of: q.unit)
        let (to, toPi) = try factor(of: target)
        return try scale(q.value, by: from / to, pi: fromPi - toPi)
    }

    func dimension(_ q: Quantity) throws(CalculatorError) -> Dimension {
        guard let d = q.unit.dimension(in: catalog) else { throw .resultTooLarge }
        return d
    }

    /// The offset temperature unit a quantity is an absolute temperature in (°C, °F).
    func offsetUnit(_ q: Quantity) -> UnitDefinition? {
        guard !q.isDifference, let single = q.unit.single else { return nil }
        let unit = catalog.definition(single)
        return unit.hasOffset ? unit : nil
    }

    /// An absolute temperature in K (`20 °C` is 293.15 K); other quantities unchanged.
    func kelvin(_ q: Quantity) throws(CalculatorError) -> Quantity {
        guard let unit = offsetUnit(q), let k = catalog.lookUp("K") else { return q }
        let v = try q.value.applying(.multiply, .exact(unit.factor)).get().applying(.add, .exact(unit.offset)).get()
        return Quantity(value: v, unit: UnitProduct(k))
    }

    /// A temperature difference's unit for an absolute temperature's: K for K and °C's
    /// differences is Δ°C, °F's Δ°F.
    private func differenceUnit(of unit: UnitProduct) -> UnitProduct {
        guard let single = unit.single else { return unit }
        switch catalog.definition(single).id {
        case "celsius": return catalog.lookUp("Δ°C").map(UnitProduct.init) ?? unit
        case "fahrenheit": return catalog.lookUp("Δ°F").map(UnitProduct.init) ?? unit
        default: return unit
        }
    }

    // MARK: - Operations

    func describe(_ q: Quantity) -> String {
        q.unit.isNone ? tr("a plain number") : q.unit.text(in: catalog)
    }

    /// `a + b` or `a − b`: the right operand in the left's unit; temperatures as §16 says.
    func add(_ a: Quantity, _ b: Quantity, subtract: Bool, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        let op: BinaryOperation = subtract ? .subtract : .add
        guard try dimension(a) == dimension(b) else {
            throw place.mismatch(tr("%1$s and %2$s cannot be added or subtracted").filled(describe(a), describe(b)))
        }
        if a.unit.isNone { return Quantity(value: try a.value.applying(op, b.value).get()) }
        let aAbsolute = offsetUnit(a), bAbsolute = offsetUnit(b)
        if try dimension(a) == .base(Dimension.temperature), aAbsolute != nil || bAbsolute != nil {
            if aAbsolute != nil, bAbsolute != nil {
                guard subtract else {
                    throw place.mismatch(tr("two temperatures in °C or °F cannot be added: add a difference in K"))
                }
                // The difference of two absolute temperatures, in the left's scale's degrees.
                let ka = try kelvin(a), kb = try kelvin(b)
                let unit = differenceUnit(of: a.unit)
                let diff = Quantity(value: try ka.value.applying(.subtract, kb.value).get(), unit: ka.unit, isDifference: true)
                return Quantity(value: try value(of: diff, in: unit), unit: unit, isDifference: true)
            }
            if aAbsolute != nil {
                // An absolute temperature plus or minus a difference: absolute, in its scale.
                var d = b
                d.isDifference = true
                let shift = try value(of: d, in: differenceUnit(of: a.unit))
                return Quantity(value: try a.value.applying(op, shift).get(), unit: a.unit)
            }
            guard !subtract else {
                throw place.mismatch(tr("a temperature in °C or °F cannot be subtracted from a difference"))
            }
            return try add(b, a, subtract: false, at: place)
        }
        let right = try value(of: b, in: a.unit)
        return Quantity(value: try a.value.applying(op, right).get(), unit: a.unit,
                        isDifference: a.isDifference && b.isDifference)
    }

    /// `a × b` or `a ÷ b`: units multiply, a unit of the same dimension as one already
    /// there is converted into it (`3 km × 200 m` is 0.6 km²), units that cancel go.
    func multiply(_ a: Quantity, _ b: Quantity, divide: Bool, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        if !divide, b.isBareUnit, a.unit.isNone, catalog.definition(b.unit.terms[0].unit).hasOffset {
            return Quantity(value: a.value, unit: b.unit)  // `20 °C`: an absolute temperature
        }
        let a = try kelvin(a), b = try kelvin(b)
        var value = try a.value.applying(divide ? .divide : .multiply, b.value).get()
        var terms = a.unit.terms
        for term in b.unit.terms {
            let exponent = divide ? -term.exponent : term.exponent
            if let i = terms.firstIndex(where: { $0.unit == term.unit }) {
                terms[i].exponent += exponent
                continue
            }
            let d = catalog.definition(term.unit).dimension
            if d != .base(Dimension.money),
               let (i, sign) = sameDimension(d, in: terms) {
                // The same dimension in another unit, or its inverse (`Hz · s`): convert
                // this one into it.
                let from = UnitProduct(terms: [UnitProduct.Term(unit: term.unit, exponent: exponent)])
                let to = UnitProduct(terms: [UnitProduct.Term(unit: terms[i].unit, exponent: sign * exponent)])
                value = try self.value(of: Quantity(value: value, unit: from), in: to)
                terms[i].exponent += sign * exponent
                continue
            }
            terms.append(UnitProduct.Term(unit: term.unit, exponent: exponent))
        }
        terms.removeAll { $0.exponent == 0 }
        return Quantity(value: value, unit: UnitProduct(terms: terms), isDifference: a.isDifference || b.isDifference)
    }

    /// The term of `terms` whose unit measures `d` (sign 1) or its inverse (sign −1).
    private func sameDimension(_ d: Dimension, in terms: [UnitProduct.Term]) -> (Int, Int)? {
        for (i, term) in terms.enumerated() where term.exponent != 0 {
            let other = catalog.definition(term.unit).dimension
            if other == d { return (i, 1) }
            if other.power(-1) == d { return (i, -1) }
        }
        return nil
    }

    /// `a ^ b`: a plain exponent; with a unit, a whole one.
    func power(_ a: Quantity, _ b: Quantity, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        guard b.unit.isNone else {
            throw place.mismatch(tr("an exponent must be a plain number, not %s").filled(describe(b)))
        }
        if a.unit.isNone { return Quantity(value: try a.value.applying(.power, b.value).get()) }
        guard case .exact(let r) = b.value, r.isInteger, let n = Int(exactly: r.numerator), n.magnitude <= 64 else {
            throw place.mismatch(tr("%s can only be raised to a whole power").filled(describe(a)))
        }
        let k = try kelvin(a)
        return Quantity(value: try k.value.applying(.power, b.value).get(), unit: k.unit.power(n), isDifference: k.isDifference)
    }

    /// `mod`, `gcd`, `lcm`, `ncr`, `npr`, a logarithm to a base (docs/behaviour.md §15): of
    /// plain numbers only, as `sin` of a length is refused.
    func plain(_ op: BinaryOperation, _ a: Quantity, _ b: Quantity, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        for q in [a, b] where try dimension(q) != .none {
            throw place.mismatch(tr("%1$s needs a plain number, not %2$s").filled(op.symbol, describe(q)))
        }
        let x = a.unit.isNone ? a.value : try value(of: a, in: .none)
        let y = b.unit.isNone ? b.value : try value(of: b, in: .none)
        return Quantity(value: try x.applying(op, y).get())
    }

    /// A root of a quantity: every exponent must divide.
    func root(_ a: Quantity, _ n: Int, op: UnaryOperation, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        let k = try kelvin(a)
        guard k.unit.terms.allSatisfy({ $0.exponent % n == 0 }) else {
            throw place.mismatch(tr("%1$s of %2$s has no unit").filled(op.functionName, describe(a)))
        }
        let unit = UnitProduct(terms: k.unit.terms.map { UnitProduct.Term(unit: $0.unit, exponent: $0.exponent / n) })
        return Quantity(value: try k.value.applying(op, angle: angle).get(), unit: unit)
    }

    /// A function of one operand.
    func apply(_ op: UnaryOperation, _ a: Quantity, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        switch op.entry.units {
        case .keeps:
            return Quantity(value: try a.value.applying(op, angle: angle).get(), unit: a.unit, isDifference: a.isDifference)
        case .squares:
            return try power(a, Quantity(value: Number(2)), at: place)
        case .inverts:
            return try multiply(Quantity(value: Number(1)), a, divide: true, at: place)
        case .root(let n):
            return try root(a, n, op: op, at: place)
        case .angle:
            if try dimension(a) == .base(Dimension.angle) {
                // An angle with its unit, whatever the mode: radians as radians, any other
                // in degrees (exact factors: `sin(30°)` is exactly 0.5).
                if let single = a.unit.single, catalog.definition(single).id == "radian", single.prefix < 0 {
                    return Quantity(value: try a.value.applying(op, angle: .radians).get())
                }
                guard let degree = catalog.lookUp("°") else { throw .notPreciseEnough }
                let degrees = try value(of: a, in: UnitProduct(degree))
                return Quantity(value: try degrees.applying(op, angle: .degrees).get())
            }
            fallthrough
        case .plainNumber:
            guard try dimension(a) == .none else {
                throw place.mismatch(tr("%1$s needs a plain number, not %2$s").filled(op.functionName, describe(a)))
            }
            let plain = a.unit.isNone ? a.value : try value(of: a, in: .none)
            return Quantity(value: try plain.applying(op, angle: angle).get())
        }
    }

    /// `a to target`: `a` in the target's unit, with offsets for absolute temperatures.
    func convert(_ a: Quantity, to target: Quantity, at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        guard target.value == Number(1), !target.unit.isNone else {
            throw place.mismatch(tr("only units can follow `to`, `in` or `→`"))
        }
        let targetUnit = target.unit
        guard try dimension(a) == dimension(Quantity(value: Number(1), unit: targetUnit)) else {
            throw place.mismatch(tr("%1$s cannot be converted to %2$s").filled(describe(a), targetUnit.text(in: catalog)))
        }
        if try dimension(a) == .base(Dimension.temperature), let single = targetUnit.single {
            let to = catalog.definition(single)
            if a.isDifference {
                // A difference converts without offsets, into the target scale's degrees.
                let unit = differenceUnit(of: targetUnit)
                return Quantity(value: try value(of: a, in: unit), unit: unit, isDifference: true)
            }
            // In kelvins (mK, °F, …), then (K − offset) ÷ factor.
            let k = try kelvin(a)
            let inKelvin = try value(of: k, in: .none)  // the base unit, K
            let v = try inKelvin.applying(.subtract, .exact(to.offset)).get().applying(.divide, .exact(catalog.factor(single))).get()
            return Quantity(value: v, unit: targetUnit)
        }
        return Quantity(value: try value(of: a, in: targetUnit), unit: targetUnit, isDifference: a.isDifference)
    }

    /// `a to u₁ + u₂ + …` (docs/behaviour.md §16): whole numbers of each unit but the
    /// last, the rest in the last (`5.5 ft to ft + inch` is 5 ft 6 inch). Absolute
    /// temperatures have no parts.
    func convert(_ a: Quantity, toParts units: [UnitReference], at place: FormulaPlace) throws(CalculatorError) -> Quantity {
        for unit in units {
            let product = UnitProduct(unit)
            guard try dimension(a) == dimension(Quantity(value: Number(1), unit: product)) else {
                throw place.mismatch(tr("%1$s cannot be converted to %2$s").filled(describe(a), product.text(in: catalog)))
            }
            if offsetUnit(Quantity(value: Number(1), unit: product)) != nil || offsetUnit(a) != nil {
                throw place.mismatch(tr("a temperature cannot be split into parts"))
            }
        }
        let first = UnitProduct(units[0])
        let whole = try value(of: a, in: first)
        let negative = try whole.applying(.sgn, angle: angle).get() == Number(-1)
        var rest = Quantity(value: negative ? try whole.applying(.negate, angle: angle).get() : whole, unit: first)
        var parts: [(value: Number, unit: UnitReference)] = []
        for (i, unit) in units.enumerated() {
            let product = UnitProduct(unit)
            var v = try value(of: rest, in: product)
            if i < units.count - 1 {
                let integer = try v.applying(.trunc, angle: angle).get()
                rest = Quantity(value: try v.applying(.subtract, integer).get(), unit: product)
                v = integer
            }
            parts.append((negative ? try v.applying(.negate, angle: angle).get() : v, unit))
        }
        var result = Quantity(value: whole, unit: first, isDifference: a.isDifference)
        result.parts = parts
        return result
    }
}

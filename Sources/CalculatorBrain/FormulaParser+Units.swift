import Localization

/// Units in the formula parser (docs/behaviour.md §16). A unit right after an operand is
/// that many of the unit, binding looser than `^` and a sign (`−2^2 m` is −4 m, `−40 °C`
/// an absolute temperature). After a product or quotient of plain numbers it applies to
/// all of it (`π/6 rad`, `100/3 m`); once the formula has a unit, to the operand just
/// before it, tighter than `×` and `÷` (`10 km / 2 h` is (10 km) ÷ (2 h)). A unit's own
/// power follows it (`m²`). `to`, `→` and `in` convert the whole formula before them to
/// the unit after them.
extension FormulaParser {
    /// Attaches a unit read after an operand.
    mutating func attach(_ unit: UnitReference, _ lexeme: FormulaLexeme) throws(FormulaError) {
        let firstUnit = !nodes.contains { if case .unit = $0.kind { true } else { false } }
        while let top = pending.last {
            if case .negate = top {
                reduceTop()
            } else if case .binary(let op) = top, op == .power || firstUnit && op.precedence == .multiplicative {
                reduceTop()
            } else {
                break
            }
        }
        push(.unit(unit))
        try readUnitPower()
        let right = operands.removeLast()
        let left = operands.removeLast()
        operands.append(add(.binary(.multiply), left, right, at: (Int32(lexeme.position), Int32(lexeme.length))))
    }

    /// A power written right after a unit: a superscript, or `^` and a whole number
    /// (`in^3` is a cubic inch, not the cube of what came before).
    private mutating func readUnitPower() throws(FormulaError) {
        var exponent: Number?
        let next = try lexer.peek()
        if case .superscript(let p) = next.token {
            _ = try lexer.next()
            exponent = p
        } else if next.token == .power, let (negative, digits) = wholeNumber(after: next.position + 1) {
            _ = try lexer.next()
            if negative { _ = try lexer.next() }
            _ = try lexer.next()
            exponent = Number(negative ? -digits : digits)
        }
        guard let exponent else { return }
        let base = operands.removeLast()
        let power = add(.number(exponent))
        operands.append(add(.binary(.power), base, power, at: (Int32(next.position), Int32(next.length))))
    }

    /// A whole number (optionally after `-` or `−`) starting at `index` past spaces, with
    /// nothing after it that would make it more than that (`.`, `e`, a letter).
    private func wholeNumber(after index: Int) -> (Bool, Int)? {
        var i = index
        while lexer.character(at: i) == " " { i += 1 }
        var negative = false
        if lexer.character(at: i) == "-" || lexer.character(at: i) == "−" {
            negative = true
            i += 1
        }
        var digits = ""
        while let c = lexer.character(at: i), c.isASCII, c.isNumber {
            digits.append(c)
            i += 1
        }
        if let c = lexer.character(at: i), c == "." || c == "," || c.isLetter || c == "^" || c == "!" { return nil }
        guard !digits.isEmpty, digits.count <= 3, let n = Int(digits) else { return nil }
        return (negative, n)
    }

    /// Whether the operand just read is a currency written alone (`$`, `€`, `USD`), which
    /// a number after it multiplies (`$5`).
    var signBeforeAmount: Bool {
        guard let top = operands.last, case .unit(let ref) = nodes[Int(top)].kind else { return false }
        return UnitCatalog.shared.definition(ref).dimension == .base(Dimension.money)
    }

    /// Whether an `in` read after an operand is the conversion word, not the inch: at
    /// the top level, in a formula not yet converting, before a unit or `(`.
    mutating func readsAsConversion(_ lexeme: FormulaLexeme) throws(FormulaError) -> Bool {
        guard lexer.text(at: lexeme.position, length: lexeme.length) == "in", conversion == nil else { return false }
        switch try lexer.peek().token {
        case .name, .open: return true
        default: return false
        }
    }

    /// `to`: the formula so far (or the group so far, inside parentheses: the window's
    /// line opens with one) is the operand converted; the rest of it is the unit.
    mutating func startConversion(_ word: FormulaLexeme) throws(FormulaError) {
        closeArguments()
        reduce(downTo: 1)
        guard conversion == nil else {
            throw FormulaError(position: word.position, length: word.length, message: tr("a second conversion"))
        }
        conversion = (operands.removeLast(), word, openCount)
    }

    private var openCount: Int {
        pending.reduce(0) { if case .open = $1 { $0 + 1 } else { $0 } }
    }

    /// At the end of the formula or of the group it began in, the conversion's node.
    mutating func finishConversion(inGroup: Bool) {
        guard let conversion, conversion.depth == (inGroup ? openCount : 0) else { return }
        let target = operands.removeLast()
        operands.append(add(.convert, conversion.operand, target,
                            at: (Int32(conversion.word.position), Int32(conversion.word.length))))
        self.conversion = nil
    }
}

extension FormulaParser {
    /// After `to`: a base (`255 to hex`, docs/behaviour.md §18) is the conversion's
    /// target, and the formula (or its group) must end there; false when a unit follows.
    mutating func readBaseTarget() throws(FormulaError) -> Bool {
        guard let (base, position, length) = lexer.readBaseName() else { return false }
        push(.base(base))
        let next = try lexer.peek()
        guard next.token == .end || next.token == .close else {
            throw FormulaError(position: position, length: length,
                               // TRANSLATORS: %s is hex, bin, oct or dec.
                               message: tr("`to %s` ends the formula: write the calculation before it").filled(base.conversionName))
        }
        return true
    }
}

import CalculatorBrain
import Localization

/// Programmer mode in the controller (docs/behaviour.md §18): the third entry mode. Its
/// keys and typed characters build a formula of `ProgrammerFormula` (`F0 and 3C`), which
/// `=` computes in the word; the value is then shown in the input base. The brain is left
/// as it was (its variables are programmer mode's x, y, z and M).
extension CalculatorController {
    /// The three entry modes: the brain's two and programmer mode.
    public enum EntryMode: String, CaseIterable, Sendable {
        case algebraic, rpn, programmer
    }

    /// The mode in use.
    public var entryMode: EntryMode {
        programmer.isOn ? .programmer : mode == .rpn ? .rpn : .algebraic
    }

    /// Switches to `newMode`. Into programmer mode the displayed value comes along when it
    /// is a whole number (wrapped to the word); out of it, the value starts the new
    /// calculation, as a switch between algebraic and RPN does.
    public func setEntryMode(_ newMode: EntryMode) {
        guard newMode != entryMode else { return }
        forgetRestores()
        programmerUndone.removeAll()
        if newMode == .programmer {
            // Its keys and typing are its own: the formula line closes, as Escape closes it.
            if line != nil { cancelLine() }
            escapedLine = nil
            if !brain.isEmpty || typing != nil, case .exact(let r)? = displayedNumber, r.isInteger {
                programmer.value = programmer.word.pattern(r.numerator)
                programmer.entry = ""
                programmer.description = ""
            }
            programmer.isOn = true
            return
        }
        if programmer.isOn {
            let start = programmer.number(shownProgrammerValue)
            programmer.isOn = false
            programmer.entry = ""
            typing = nil
            brain = CalculatorBrain(mode: newMode == .rpn ? .rpn : .algebraic, angle: angle,
                                    variables: brain.variableValues, units: brain.variableUnits)
            brain.perform(.operand(start))
            return
        }
        press(.mode(newMode == .rpn ? .rpn : .algebraic))
    }

    /// Ctrl+R: algebraic → RPN → programmer → algebraic.
    public func cycleEntryMode() {
        let all = EntryMode.allCases
        setEntryMode(all[(all.firstIndex(of: entryMode)! + 1) % all.count])
    }

    /// The value the base lines and the bit panel show: the formula's while it reads as
    /// one, else the last value.
    public var shownProgrammerValue: UInt64 {
        programmer.preview(variables: brain.variableValues, units: brain.variableUnits) ?? programmer.value
    }

    /// What the display shows in programmer mode: the formula being typed, else the value
    /// in the input base.
    public var programmerDisplay: String {
        programmer.entry.isEmpty ? programmer.text(programmer.value) : programmer.entry
    }

    /// A key in programmer mode: digits, `+ − × ÷ ^ mod`, `x²`, `±`, `=`, `C`, `⌫`, the
    /// variables and memory. A key with no whole-number meaning (`sin`, `π`, `.`) does
    /// nothing but say so; it returns that message.
    @discardableResult
    public func pressProgrammer(_ key: Key) -> String? {
        switch key {
        case .digit(let d):
            guard d < programmer.base.rawValue else { return nil }
            insertProgrammer(String(d))
        case .binary(let op):
            switch op {
            case .add, .subtract, .multiply, .divide, .modulo:
                insertProgrammer(" \(op.rawValue) ")  // `mod` is its own token
            case .power: insertProgrammer("^")
            default: return Self.noWholeMeaning(op.rawValue)
            }
        case .unary(.square): insertProgrammer("²")
        case .unary(.negate) where programmer.entry.isEmpty:
            rememberProgrammer()
            programmer.value = IntegerOperation.negate(programmer.value, in: programmer.word)
        case .unary(.negate): insertProgrammer("−")
        case .unary(let op): return Self.noWholeMeaning(op.rawValue)
        case .constant(let c): return Self.noWholeMeaning(c.rawValue)
        case .point, .random: return Self.noWholeMeaning(key == .point ? "." : "rand")
        case .variable(let name): insertProgrammer(name)
        case .store(let name):
            guard let value = finishProgrammerEntry() else { return nil }
            brain.setVariable(name, to: programmer.number(value))
        case .memoryAdd:
            if let unit = brain.variableUnits["M"] {
                // TRANSLATORS: %s is a unit (km).
                return tr("M holds a value in %s: programmer mode adds only to a whole number").filled(unit)
            }
            guard let value = finishProgrammerEntry() else { return nil }
            let sum = (brain.variableValues["M"] ?? .zero).applying(.add, programmer.number(value))
            if case .success(let total) = sum { brain.setVariable("M", to: total) }
        case .memoryClear: brain.setVariable("M", to: nil)
        case .equals: return programmerEquals()
        case .clear, .clearCalculation:
            rememberProgrammer(brain: key == .clear ? brain : nil)
            programmer.entry = ""
            programmer.value = 0
            programmer.description = ""
            if key == .clear { brain = CalculatorBrain(mode: mode, angle: angle) }
        case .backspace:
            if programmer.entry.isEmpty {
                guard let earlier = programmerUndone.popLast() else { return nil }
                let isOn = programmer.isOn
                programmer = earlier.state
                programmer.isOn = isOn
                // `C` cleared the variables too: they come back with it.
                if let cleared = earlier.brain { brain = cleared }
            } else {
                programmer.entry.removeLast()
                while programmer.entry.last == " " { programmer.entry.removeLast() }
            }
        case .swap, .drop, .openFormula: return nil
        case .angle(let unit): brain.angle = unit
        case .mode(let newMode): setEntryMode(newMode == .rpn ? .rpn : .algebraic)
        }
        return nil
    }

    /// Text typed or pasted in programmer mode, or a key of its keypad (`A`, ` and `,
    /// `<<`): added to the formula. An operator first continues from the value shown
    /// (`and 3C` after F0 is `F0 and 3C`), unless `continuing` is false: a value put in
    /// whole (a history entry's, `−16`) is an operand, never a subtraction from the value.
    public func insertProgrammer(_ text: String, continuing: Bool = true) {
        guard !text.isEmpty, programmer.entry.count + text.count <= ProgrammerState.entryLimit else { return }
        forgetRestores()
        if continuing, programmer.entry.isEmpty {
            let first = text.drop { $0 == " " }.first
            let continues = first.map { "+−*×/÷^²&|<>)".contains($0) } ?? false
                || ProgrammerState.operatorWords.contains(where: { text.lowercased().drop { $0 == " " }.hasPrefix($0 + " ") })
            if continues { programmer.entry = programmer.word.digits(programmer.value, base: programmer.base) }
        }
        if text.hasPrefix(" "), programmer.entry.last == " " {
            programmer.entry += text.dropFirst()
        } else {
            programmer.entry += text
        }
    }

    /// Characters typed on the keyboard in programmer mode (docs/behaviour.md §18): added
    /// as they are (`a`–`f` are digits in base 16, `&` `|` `~` `<<` `>>` operators); a
    /// control character is ignored, and a space only between two parts.
    public func typeProgrammer(_ text: String) {
        for c in text {
            if c.asciiValue.map({ $0 < 0x20 || $0 == 0x7F }) ?? false { continue }
            if c.isWhitespace {
                if !programmer.entry.isEmpty, programmer.entry.last != " " { insertProgrammer(" ") }
                continue
            }
            insertProgrammer(String(c))
        }
    }

    /// `=`: the formula computed in the word, recorded in the history; the message of
    /// the error when it does not read or compute (the formula stays, to be corrected).
    @discardableResult
    public func programmerEquals() -> String? {
        do {
            try computeProgrammer()
        } catch let error as FormulaError {
            return error.message
        } catch let error as CalculatorError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// `=`, throwing what went wrong: a `FormulaError` when the formula does not read, a
    /// `CalculatorError` when it does not compute (`--keys` tells them apart).
    public func computeProgrammer() throws {
        guard !programmer.entry.isEmpty else { return }
        let formula = try ProgrammerFormula(programmer.formulaText, base: programmer.base)
        let result = try formula.value(in: programmer.word, variables: brain.variableValues, units: brain.variableUnits,
                                        previous: programmer.value)
        rememberProgrammer()
        let description = programmer.formulaText.split(whereSeparator: \.isWhitespace).joined(separator: " ") + " ="
        programmer.description = description.count > History.descriptionLimit
            ? "…" + description.suffix(History.descriptionLimit - 1) : description
        programmer.value = result
        programmer.entry = ""
        if recordsHistory { history.append(.init(description: description, value: programmer.number(result))) }
    }

    /// The input base (docs/behaviour.md §18): a formula being typed that reads is
    /// computed first, as its bare numbers were in the old base.
    public func setProgrammerBase(_ base: IntegerBase) {
        guard base != programmer.base else { return }
        _ = finishProgrammerEntry()
        programmer.base = base
    }

    /// The word size and signedness: the value is read in the old word and wrapped to the
    /// new (a signed value keeps its sign when the word grows; a narrower word keeps the
    /// low bits).
    public func setProgrammerWord(_ word: IntegerWord) {
        guard word != programmer.word else { return }
        rememberProgrammer()
        programmer.value = word.pattern(programmer.word.value(programmer.value))
        programmer.word = word
    }

    /// Flips bit `bit` of the value shown (0 the lowest); a formula being typed that reads
    /// is computed first. Bits beyond the word do nothing.
    public func flipProgrammerBit(_ bit: Int) {
        guard (0..<programmer.word.bits).contains(bit), let value = finishProgrammerEntry() else { return }
        rememberProgrammer()
        programmer.value = value ^ (1 << UInt64(bit))
        // The value is no longer the last calculation's: its description goes.
        programmer.description = ""
    }

    /// What Ctrl+C copies in programmer mode: the value in the input base with its prefix
    /// (`0x30`, `0b110000`; decimal plain, `-16`), so it pastes back as the same number.
    public var programmerCopyText: String {
        let value = shownProgrammerValue
        let digits = programmer.word.digits(value, base: programmer.base)
        return programmer.base == .decimal ? String(digits.map { $0 == "−" ? "-" : $0 }) : programmer.base.prefix + digits
    }

    /// A history entry chosen in programmer mode: its value, when whole, typed in the input base.
    func useProgrammerHistoryValue(_ value: Number) -> Bool {
        guard case .exact(let r) = value, r.isInteger else { return false }
        let pattern = programmer.word.pattern(r.numerator)
        if programmer.entry.isEmpty || programmer.entry.last == " " {
            insertProgrammer(programmer.word.digits(pattern, base: programmer.base), continuing: false)
        } else {
            rememberProgrammer()
            programmer.entry = ""
            programmer.value = pattern
        }
        return true
    }

    /// The formula being typed computed (it leaves the display), or the value when none
    /// is typed; nil when it does not read, the formula kept.
    private func finishProgrammerEntry() -> UInt64? {
        guard !programmer.entry.isEmpty else { return programmer.value }
        guard let value = programmer.preview(variables: brain.variableValues, units: brain.variableUnits) else { return nil }
        rememberProgrammer()
        programmer.value = value
        programmer.entry = ""
        return value
    }

    /// Keeps the state as it is for `⌫` with nothing typed (undo), at most `redoLimit` deep;
    /// with the brain when a `C` is about to clear its variables.
    private func rememberProgrammer(brain: CalculatorBrain? = nil) {
        programmerUndone.append((programmer, brain))
        if programmerUndone.count > Self.redoLimit { programmerUndone.removeFirst() }
    }

    private static func noWholeMeaning(_ name: String) -> String {
        // TRANSLATORS: %s is a function or constant such as sin or π.
        tr("`%s` has no whole-number meaning: programmer mode computes with whole numbers").filled(name)
    }
}

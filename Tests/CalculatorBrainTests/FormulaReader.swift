import CalculatorBrain

/// Reads a description back as an ordinary formula (usual precedence, `^` right to
/// left, prefix `−` looser than `^` and the postfixes but tighter than `× ÷`, superscripts
/// as exponents) and
/// evaluates it with the same number rules, so tests can check that the description
/// means the value. A test helper, deliberately separate from the brain's printer.
struct FormulaReader {
    enum Failure: Error { case syntax(String) }

    private let chars: [Character]
    private var at = 0
    private let variables: [String: Number]
    private let angle: AngleUnit
    /// Set when a trigonometric function met an argument so large that one unit in the
    /// last place changes its result completely: such a formula cannot be compared.
    private(set) var illConditioned = false

    /// Evaluates `text`; a syntax error throws, a maths error is the failure value.
    static func evaluate(_ text: String, variables: [String: Number] = [:],
                         angle: AngleUnit = .radians) throws -> Value {
        try read(text, variables: variables, angle: angle).value
    }

    /// Evaluates `text` and tells whether the result is well-conditioned.
    static func read(_ text: String, variables: [String: Number] = [:],
                     angle: AngleUnit = .radians) throws -> (value: Value, illConditioned: Bool) {
        var reader = FormulaReader(chars: Array(text), variables: variables, angle: angle)
        let value = try reader.sum()
        reader.skipSpaces()
        guard reader.at == reader.chars.count else { throw Failure.syntax("trailing text at \(reader.at) in \(text)") }
        return (value, reader.illConditioned)
    }

    private init(chars: [Character], variables: [String: Number], angle: AngleUnit) {
        self.chars = chars
        self.variables = variables
        self.angle = angle
    }

    // MARK: - Grammar

    private mutating func sum() throws -> Value {
        var value = try product()
        while let op = peekOperator(["+": .add, "−": .subtract]) {
            let rhs = try product()
            value = combine(value, op, rhs)
        }
        return value
    }

    private mutating func product() throws -> Value {
        var value = try negation()
        while let op = peekOperator(["×": .multiply, "÷": .divide]) {
            let rhs = try negation()
            value = combine(value, op, rhs)
        }
        return value
    }

    private mutating func negation() throws -> Value {
        skipSpaces()
        if peek == "−" {
            at += 1
            return try negation().flatMap { $0.applying(.negate, angle: angle) }
        }
        return try power()
    }

    private mutating func power() throws -> Value {
        skipSpaces()
        let baseIsE = matches("e ^ ")  // `e ^ x` is how `eˣ` prints: read it as exp
        let start = at
        let (base, hasPostfix) = try postfix()
        if peekOperator(["^": .power]) != nil {
            // `2² ^ 3` could be (2²)³ or 2^(2^3): a printer must not leave it to the reader.
            if hasPostfix { throw Failure.syntax("postfix as the base of ^ at \(start)") }
            let exponent = try negation()  // right to left; a negative exponent comes in parentheses
            return baseIsE ? exponent.flatMap { $0.applying(.exp, angle: angle) } : combine(base, .power, exponent)
        }
        return base
    }

    /// An atom and at most one postfix, read as mathematics reads them: a run of
    /// superscript digits is one exponent (`2²²` is 2 to the 22nd), `!!` is a double
    /// factorial (not supported, so a syntax error), and a postfix after a postfix or after
    /// a number in scientific notation (`2²!`, `1.5e20²`) is ambiguous, also an error.
    private mutating func postfix() throws -> (value: Value, hasPostfix: Bool) {
        let start = at
        var (value, isScientific) = try atom()
        guard let c = peek, c == "!" || Self.superscripts[c] != nil else { return (value, false) }
        if isScientific { throw Failure.syntax("postfix after scientific notation at \(start)") }
        if c == "!" {
            at += 1
            if peek == "!" { throw Failure.syntax("double factorial at \(at)") }
            value = value.flatMap { $0.applying(.factorial, angle: angle) }
        } else {
            var exponent = 0
            while let d = peek.flatMap({ Self.superscripts[$0] }) {
                exponent = exponent * 10 + d
                at += 1
            }
            value = exponent == 2
                ? value.flatMap { $0.applying(.square, angle: angle) }
                : combine(value, .power, .success(Number(exponent)))
        }
        if let c = peek, c == "!" || Self.superscripts[c] != nil {
            throw Failure.syntax("postfix after a postfix at \(at)")
        }
        return (value, true)
    }

    /// Superscript digits and their values.
    private static let superscripts: [Character: Int] = [
        "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9,
    ]

    private mutating func atom() throws -> (value: Value, isScientific: Bool) {
        skipSpaces()
        if peek == "(" {
            at += 1
            let value = try sum()
            try expect(")")
            return (value, false)
        }
        if let c = peek, c.isASCIIDigit { return try number() }
        return (try namedAtom(), false)
    }

    /// A function call, a constant, a variable or a missing operand.
    private mutating func namedAtom() throws -> Value {
        for (name, op) in Self.functions where matches(name + "(") {
            at += name.count + 1
            let argument = try sum()
            try expect(")")
            if op.takesAngle, case .success(let x) = argument, abs(x.doubleValue) > 1e6 { illConditioned = true }
            if case .success(let x) = argument, abs(x.doubleValue) > 1e100 { illConditioned = true }
            return argument.flatMap { $0.applying(op, angle: angle) }
        }
        if matches("π") { at += 1; return .success(.constant(.pi)) }
        if matches("?") { at += 1; return .failure(.notEnoughOperands) }
        if let c = peek, c.isLetter {
            at += 1
            let name = String(c)
            if name == "e" { return .success(.constant(.e)) }
            return variables[name].map(Value.success) ?? .failure(.variableNotSet(name))
        }
        throw Failure.syntax("unexpected \(peek.map(String.init) ?? "end") at \(at)")
    }

    private mutating func number() throws -> (value: Value, isScientific: Bool) {
        var text = ""
        var isScientific = false
        while let c = peek, c.isASCIIDigit || c == "." { text.append(c); at += 1 }
        if peek == "e", at + 1 < chars.count, chars[at + 1].isASCIIDigit || chars[at + 1] == "−" {
            isScientific = true
            text.append("e"); at += 1
            if peek == "−" { text.append("-"); at += 1 }
            while let c = peek, c.isASCIIDigit { text.append(c); at += 1 }
        }
        guard let n = Number(decimal: text) else { throw Failure.syntax("bad number \(text)") }
        return (.success(n), isScientific)
    }

    // MARK: - Helpers

    private static let functions: [(String, UnaryOperation)] = [
        ("sin⁻¹", .asin), ("cos⁻¹", .acos), ("tan⁻¹", .atan), ("sin", .sin), ("cos", .cos),
        ("tan", .tan), ("ln", .ln), ("log", .log), ("√", .squareRoot),
    ]

    private var peek: Character? { at < chars.count ? chars[at] : nil }

    private mutating func skipSpaces() { while peek == " " { at += 1 } }

    private func matches(_ s: String) -> Bool {
        let s = Array(s)
        return at + s.count <= chars.count && Array(chars[at..<at + s.count]) == s
    }

    /// Consumes ` op ` if one of `ops` comes next.
    private mutating func peekOperator(_ ops: [Character: BinaryOperation]) -> BinaryOperation? {
        let save = at
        skipSpaces()
        if let c = peek, let op = ops[c], at + 1 < chars.count, chars[at + 1] == " " {
            at += 2
            return op
        }
        at = save
        return nil
    }

    private mutating func expect(_ c: Character) throws {
        skipSpaces()
        guard peek == c else { throw Failure.syntax("expected \(c) at \(at)") }
        at += 1
    }

    private func combine(_ a: Value, _ op: BinaryOperation, _ b: Value) -> Value {
        a.flatMap { l in b.flatMap { r in l.applying(op, r) } }
    }
}

extension Character {
    /// `0`…`9` only: `²` counts as a number for `isNumber`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

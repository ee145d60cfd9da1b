import Localization

/// Reads formula text into a flat expression tree (docs/behaviour.md §11) with an operator-precedence
/// parser: an explicit stack of pending operators and one of finished operands, so that
/// nesting costs heap, not call stack — a formula 100,000 parentheses deep parses like a
/// flat one.
///
/// Levels, loosest first: `+ −`; `× ÷` and implicit multiplication, left to right; prefix
/// `−` and `+`; `^`, right to left, whose exponent may carry a sign; postfix `!` and
/// superscripts. A function name or `√` without parentheses takes the one operand that
/// follows, with its signs and trailing `!`s, and nothing more (`sin 30 ^ 4` is
/// `(sin 30) ^ 4`): it stays on the stack until the next token that is not `!` arrives.
struct FormulaParser {
    /// An operator waiting for its operands.
    enum Pending {
        /// A `(` and where it stands.
        case open
        /// Prefix `−`.
        case negate
        case binary(BinaryOperation)
        /// A function (or `√`) waiting for its operand; `power` is a superscript written
        /// after the name (`sin²`), applied to the function's value. A `call` is written
        /// with its parentheses (`sin(30)`): it takes just them, and a `!` after them
        /// applies to its value (`sin(30)!` is `(sin 30)!`, as `sin(x)!` prints).
        /// `takesBase`: `log` written so, which takes a base after `;`; `log10`, whose
        /// name says its base, does not (`log10(8; 2)` is an error, not log(8; 2)).
        case function(UnaryOperation, power: Number?, call: Bool, takesBase: Bool)
        /// A function of two arguments (`gcd`), before its `(`; `power` as for `function`.
        case function2(BinaryOperation, power: Number?)
        /// The parentheses of a call with two arguments after its `;` (`gcd(12; 18`,
        /// `log(8; 2`): a `(` that applies the function when it closes.
        case arguments(BinaryOperation, power: Number?)

        /// How tightly it binds; an operator on the stack is carried out before a new one
        /// of lower (or, left to right, equal) level is pushed.
        var level: Int {
            switch self {
            case .open, .function2, .arguments: 0
            case .binary(let op): op.precedence.rawValue
            case .negate: Precedence.negation.rawValue
            case .function: Precedence.postfix.rawValue  // applied like a postfix
            }
        }
    }

    var lexer: FormulaLexer
    var pending: [Pending] = []
    var operands: [Int32] = []
    var nodes: [Formula.Node] = []
    /// Percentages written in parentheses (`200 + (15%)`): plain hundredths.
    private var parenthesized: Set<Int32> = []
    /// Where each pending binary operator stands, in the order they wait (a unit error's
    /// column, docs/behaviour.md §16).
    var binaryPlaces: [(Int32, Int32)] = []
    /// The converted operand and the `to` of a conversion read so far.
    var conversion: (operand: Int32, word: FormulaLexeme, depth: Int)?

    /// The text read, its numbers written plainly (`FormulaLexer.plainText`).
    var plainText: String { lexer.plainText }

    init(_ text: String, format: NumberFormat = .plain) {
        lexer = FormulaLexer(text, format: format)
    }

    /// The tree's nodes and its root, or the first error.
    mutating func parse() throws(FormulaError) -> (nodes: [Formula.Node], root: Int32) {
        var expectOperand = true
        var previous: FormulaLexeme?
        var afterSignPlus = false  // the last token was a prefix `+`
        while true {
            let signPlusBefore = afterSignPlus
            afterSignPlus = false
            let lexeme = try lexer.peek()
            if expectOperand {
                _ = try lexer.next()
                switch lexeme.token {
                case .number(let n):
                    push(.number(n))
                    expectOperand = false
                case .name(.constant(let c)):
                    push(.constant(c))
                    expectOperand = false
                case .name(.variable(let name)):
                    push(.variable(name))
                    expectOperand = false
                case .name(.previous):
                    push(.previous)
                    expectOperand = false
                case .name(.unit(let unit)):
                    push(.unit(unit))
                    expectOperand = false
                case .name(.physicalConstant(let i)):
                    push(.physicalConstant(i))
                    expectOperand = false
                case .name(.function(let op)):
                    try pushFunction(op, lexeme)
                case .prefix(let op):
                    try pushFunction(op, lexeme)
                case .name(.function2(let op)):
                    try pushFunction2(op, lexeme)
                case .open:
                    pending.append(.open)
                case .minus:
                    pending.append(.negate)
                case .plus:
                    // `1++1` is 1 + (+1), as in GNOME Calculator; a second sign `+` is not.
                    if signPlusBefore {
                        throw FormulaError(position: lexeme.position, length: 1, message: tr("two `+` signs in a row"))
                    }
                    afterSignPlus = true
                    previous = lexeme
                    continue
                default:
                    throw missingOperand(lexeme, after: previous)
                }
            } else {
                switch lexeme.token {
                case .factorial:
                    _ = try lexer.next()
                    apply(.factorial)
                case .percent:
                    _ = try lexer.next()
                    try applyPercent(lexeme, after: previous)
                case .superscript(let power):
                    _ = try lexer.next()
                    closeArguments()
                    applyPower(power)
                case .power:
                    _ = try lexer.next()
                    closeArguments()  // right to left: nothing else is carried out yet
                    pending.append(.binary(.power))
                    binaryPlaces.append((Int32(lexeme.position), 1))
                    expectOperand = true
                case .name(.unit(let unit)):
                    _ = try lexer.next()
                    if try readsAsConversion(lexeme) {
                        try startConversion(lexeme)
                        expectOperand = true
                    } else {
                        try attach(unit, lexeme)
                    }
                case .convert:
                    _ = try lexer.next()
                    try startConversion(lexeme)
                    expectOperand = try !readBaseTarget()
                case .plus, .minus, .times, .divide, .modulo:
                    _ = try lexer.next()
                    let op: BinaryOperation = switch lexeme.token {
                    case .plus: .add
                    case .minus: .subtract
                    case .times: .multiply
                    case .modulo: .modulo
                    default: .divide
                    }
                    pushBinary(op, at: lexeme)
                    expectOperand = true
                case .close:
                    _ = try lexer.next()
                    closeArguments()
                    reduce(downTo: 1)
                    finishConversion(inGroup: true)
                    if case .arguments(let op, let power)? = pending.last {
                        pending.removeLast()
                        let second = operands.removeLast(), first = operands.removeLast()
                        operands.append(add(.binary(op), first, second))
                        if let power { applyPower(power) }
                        previous = lexeme
                        continue
                    }
                    guard case .open? = pending.popLast() else {
                        throw FormulaError(position: lexeme.position, length: 1, message: tr("`)` without a matching `(`"))
                    }
                    if case .function2(let op, _)? = pending.last {
                        throw FormulaError(position: lexeme.position, length: 1,
                                           message: tr("`%1$s` takes two arguments: write `%1$s(a; b)`").filled(op.symbol))
                    }
                    if let group = operands.last, nodes[Int(group)].kind == .unary(.percent) {
                        parenthesized.insert(group)
                    }
                    if case .function(_, _, call: true, _)? = pending.last { reduceTop() }
                case .separator:
                    _ = try lexer.next()
                    try separateArguments(lexeme)
                    expectOperand = true
                case .end:
                    closeArguments()
                    reduce(downTo: 1)
                    if !pending.isEmpty {
                        throw FormulaError(position: lexeme.position, length: 0, message: tr("missing `)`"))
                    }
                    finishConversion(inGroup: false)
                    return (nodes, operands[0])
                case .number:
                    if case .name(.unit)? = previous?.token {
                        // `5 ft 3 in`, `1 h 30 min`: a sum of units; `$5`, `€ 3`: a
                        // currency's sign before its amount (docs/behaviour.md §16).
                        pushBinary(signBeforeAmount ? .multiply : .add, at: lexeme)
                        expectOperand = true
                        continue
                    }
                    if case .number? = previous?.token {
                        throw FormulaError(position: lexeme.position, length: lexeme.length,
                                           message: tr("two numbers in a row"))
                    }
                    if let previous, case .name = previous.token {
                        // `y 2` is refused as `y2` is (docs/behaviour.md §11): read as y × 2 it would
                        // be a guess.
                        throw FormulaError.numberAfterName(quote(previous), quote(lexeme),
                                                           position: previous.position,
                                                           length: lexeme.position + lexeme.length - previous.position)
                    }
                    pushBinary(.multiply, at: lexeme)  // `(2)3`, `x 2`
                    expectOperand = true
                    continue  // the number is read as the next operand
                default:
                    // `2π`, `2(3 + 4)`, `x y`, `2 sin 30`: implicit multiplication.
                    pushBinary(.multiply, at: lexeme)
                    expectOperand = true
                    continue
                }
            }
            previous = lexeme
        }
    }

    // MARK: - Building

    mutating func add(_ kind: Formula.Kind, _ first: Int32 = -1, _ second: Int32 = -1,
                              at place: (Int32, Int32) = (-1, 0)) -> Int32 {
        nodes.append(Formula.Node(kind: kind, first: first, second: second, position: place.0, length: place.1))
        return Int32(nodes.count - 1)
    }

    mutating func push(_ kind: Formula.Kind) {
        operands.append(add(kind))
    }

    /// Applies a unary operation to the operand on top.
    private mutating func apply(_ op: UnaryOperation) {
        let operand = operands.removeLast()
        operands.append(add(.unary(op), operand))
    }

    /// Raises the operand on top to a superscript power: `²` squares, `⁻¹` is the
    /// reciprocal, any other is `^`.
    private mutating func applyPower(_ power: Number) {
        if power == Number(2) {
            apply(.square)
        } else if power == Number(-1) {
            apply(.reciprocal)
        } else {
            let exponent = add(.number(power))
            let base = operands.removeLast()
            operands.append(add(.binary(.power), base, exponent))
        }
    }

    /// `%` after an operand (docs/behaviour.md §13): a hundredth of it. As the whole right operand of
    /// `+` or `−` it is that share of the left operand instead, which `reduceTop` builds.
    /// A sign between (`200 + −15%`) would make that a guess, and two `%` in a row a
    /// puzzle: both are refused.
    private mutating func applyPercent(_ lexeme: FormulaLexeme, after previous: FormulaLexeme?) throws(FormulaError) {
        if previous?.token == .percent {
            throw FormulaError(position: lexeme.position, length: 1, message: tr("two `%` in a row"))
        }
        var i = pending.count - 1
        var signed = false
        while i >= 0, case .negate = pending[i] {
            i -= 1
            signed = true
        }
        if signed, i >= 0, case .binary(let op) = pending[i], op.isPercentOfLeft {
            throw FormulaError(position: lexeme.position, length: 1,
                               message: tr("a signed percentage after `+` or `−`: leave out the sign, or put the percentage in parentheses"))
        }
        apply(.percent)
    }

    /// A function name, with a superscript right after it: `⁻¹` names the inverse
    /// (`sin⁻¹`), any other powers the function's value (`sin²45`).
    private mutating func pushFunction(_ op: UnaryOperation, _ lexeme: FormulaLexeme) throws(FormulaError) {
        var op = op
        var power: Number?
        if case .superscript(let exponent) = try lexer.peek().token {
            let superscript = try lexer.next()
            if exponent == Number(-1) {
                let inverses: [UnaryOperation: UnaryOperation] = [.sin: .asin, .cos: .acos, .tan: .atan]
                guard let inverse = inverses[op] else {
                    let name = lexer.text(at: lexeme.position, length: lexeme.length)
                    throw FormulaError(position: lexeme.position,
                                       length: superscript.position + superscript.length - lexeme.position,
                                       message: tr("`%s⁻¹` is not a function: only sin, cos and tan have an inverse written `⁻¹`")
                                           .filled(name))
                }
                op = inverse
            } else {
                power = exponent
            }
        }
        let call = try lexer.peek().token == .open
        pending.append(.function(op, power: power, call: call, takesBase: op == .log && lexeme.length == 3))
    }

    /// A function of two arguments: its name, a superscript power as for one argument,
    /// and then its `(`, which must follow.
    private mutating func pushFunction2(_ op: BinaryOperation, _ lexeme: FormulaLexeme) throws(FormulaError) {
        var power: Number?
        if case .superscript(let exponent) = try lexer.peek().token {
            _ = try lexer.next()
            power = exponent
        }
        guard try lexer.peek().token == .open else {
            throw FormulaError(position: lexeme.position, length: lexeme.length,
                               message: tr("`%1$s` takes two arguments: write `%1$s(a; b)`").filled(op.symbol))
        }
        pending.append(.function2(op, power: power))
    }

    /// `;` after a call's first argument: `gcd(12;` and `log(8;` (the logarithm to a
    /// base) go on to the second argument; anywhere else it is an error.
    private mutating func separateArguments(_ lexeme: FormulaLexeme) throws(FormulaError) {
        closeArguments()
        reduce(downTo: 1)
        let text = lexer.text(at: lexeme.position, length: 1)
        if case .arguments(let op, _)? = pending.last {
            throw FormulaError(position: lexeme.position, length: 1,
                               message: tr("a third argument: `%s` takes two").filled(op.symbol))
        }
        if pending.count >= 2, case .open = pending[pending.count - 1] {
            let function = pending[pending.count - 2]
            var twoArguments: (BinaryOperation, Number?)?
            switch function {
            case .function2(let op, let power): twoArguments = (op, power)
            case .function(.log, let power, call: true, takesBase: true): twoArguments = (.logBase, power)
            case .function(let op, _, call: true, _):
                throw FormulaError(position: lexeme.position, length: 1,
                                   message: tr("`%s` takes one argument").filled(op == .log ? "log10" : op.functionName))
            default: break
            }
            if let (op, power) = twoArguments {
                pending.removeLast(2)
                pending.append(.arguments(op, power: power))
                return
            }
        }
        throw FormulaError(position: lexeme.position, length: 1,
                           // TRANSLATORS: %1$s is the separator typed, `;` or `,` (twice).
                           message: tr("`%1$s` outside a function's parentheses: it separates arguments, as in gcd(12%1$s 18)")
                               .filled(text))
    }

    /// Carries out what binds at least as tightly as `op` (left to right), then pushes it.
    private mutating func pushBinary(_ op: BinaryOperation, at lexeme: FormulaLexeme? = nil) {
        closeArguments()
        reduce(downTo: op.precedence.rawValue)
        pending.append(.binary(op))
        binaryPlaces.append(lexeme.map { (Int32($0.position), Int32($0.length)) } ?? (-1, 0))
    }

    /// Completes every function whose operand is complete: the ones on top of the stack
    /// with nothing but prefix signs above them.
    mutating func closeArguments() {
        while true {
            var i = pending.count - 1
            while i >= 0, case .negate = pending[i] { i -= 1 }
            guard i >= 0, case .function = pending[i] else { return }
            while pending.count > i { reduceTop() }
        }
    }

    /// Carries out pending operators of at least `level`, stopping at a `(`.
    mutating func reduce(downTo level: Int) {
        while let top = pending.last, top.level >= level { reduceTop() }
    }

    /// Carries out the operator on top of the stack.
    mutating func reduceTop() {
        switch pending.removeLast() {
        case .open, .function2, .arguments:
            break  // closed by `)` (the `.close` case of `parse`)
        case .negate:
            apply(.negate)
        case .function(let op, let power, _, _):
            apply(op)
            if let power { applyPower(power) }
        case .binary(let op):
            let place = binaryPlaces.popLast() ?? (-1, 0)
            var right = operands.removeLast()
            let left = operands.removeLast()
            if op.isPercentOfLeft, nodes[Int(right)].kind == .unary(.percent), !parenthesized.contains(right) {
                // `a + b%` is a + a × b% (docs/behaviour.md §13): `a`'s node is shared, so the
                // description prints `a + b%` again. `a + (b%)` is a plain hundredth.
                right = add(.binary(.multiply), left, right)
            }
            if op == .power, nodes[Int(left)].kind == .constant(.e) {
                // `e ^ x` is how `eˣ` prints; read it back as the same, exact-er, function.
                operands.append(add(.unary(.exp), right))
            } else {
                operands.append(add(.binary(op), left, right, at: place))
            }
        }
    }

    // MARK: - Messages

    private func missingOperand(_ lexeme: FormulaLexeme, after previous: FormulaLexeme?) -> FormulaError {
        guard let previous else {
            if lexeme.token == .end { return FormulaError(position: 0, length: 0, message: tr("empty formula")) }
            return FormulaError(position: lexeme.position, length: lexeme.length,
                                message: tr("expected a number, a name or `(` before `%s`").filled(quote(lexeme)))
        }
        if lexeme.token == .end {
            return FormulaError(position: lexeme.position, length: 0, message: tr("missing operand after `%s`").filled(quote(previous)))
        }
        if lexeme.token == .close, previous.token == .open {
            return FormulaError(position: previous.position, length: lexeme.position + 1 - previous.position,
                                message: tr("empty parentheses"))
        }
        return FormulaError(position: lexeme.position, length: lexeme.length,
                            message: tr("expected a number, a name or `(` after `%1$s`, not `%2$s`")
                                .filled(quote(previous), quote(lexeme)))
    }

    private func quote(_ lexeme: FormulaLexeme) -> String {
        QuotedInput.printable(lexer.text(at: lexeme.position, length: lexeme.length), limit: 40)
    }
}

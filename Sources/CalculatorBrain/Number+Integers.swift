import BigInt

/// `x mod y`, `gcd`, `lcm`, `ncr`, `npr` (docs/behaviour.md §15).
extension Number {
    /// `gcd`, `lcm`, `ncr` or `npr` of two whole numbers; any other operand is outside
    /// the domain.
    func wholeFunction(_ op: BinaryOperation, _ rhs: Number) -> Value {
        Number.wholeNumbers(self, rhs, op).flatMap { a, b in
            op == .gcd || op == .lcm ? Number.divisor(op, a, b) : Number.arrangements(op, n: a, k: b)
        }
    }

    /// Floored modulo: `x − y·⌊x ÷ y⌋`, with y's sign (`−7 mod 3` is 2, `7 mod −3` is −2).
    /// Exact for exact operands; otherwise ⌊x ÷ y⌋ is decided on the true value
    /// (`integerPart`) and the rest computed from the true values.
    func modulo(_ y: Number) -> Value {
        if y.isZero { return .failure(.outsideDomain(function: BinaryOperation.modulo.symbol)) }
        if case .exact(let a) = self, case .exact(let b) = y {
            let n = Number.integerPart(.floor, a / b)
            return Number.checked(a - b * Rational(n))
        }
        return applying(.divide, y).flatMap { $0.integerPart(.floor) }.flatMap { n in
            if n.isZero { return .success(self) }
            return y.applying(.multiply, .exact(Rational(n))).flatMap { applying(.subtract, $0) }
        }
    }

    /// Both operands as whole numbers, or the error of `op` for anything else. An inexact
    /// operand counts only when it is a `Double` exactly (a saved value) that is whole.
    private static func wholeNumbers(_ a: Number, _ b: Number, _ op: BinaryOperation) -> Result<(BigInt, BigInt), CalculatorError> {
        func whole(_ x: Number) -> BigInt? {
            switch x {
            case .exact(let r): return r.isInteger ? r.numerator : nil
            case .approximate(let real):
                guard real.node == nil, let r = Rational(exactly: real.double), r.isInteger else { return nil }
                return r.numerator
            }
        }
        guard let x = whole(a), let y = whole(b) else { return .failure(.outsideDomain(function: op.symbol)) }
        return .success((x, y))
    }

    /// The greatest common divisor or least common multiple, never negative; gcd(0; 0)
    /// and lcm(x; 0) are 0.
    private static func divisor(_ op: BinaryOperation, _ a: BigInt, _ b: BigInt) -> Value {
        let g = GMP.gcd(a.magnitude, b.magnitude)
        if op == .gcd { return .success(.exact(Rational(BigInt(g)))) }
        if g.isZero { return .success(.zero) }
        if let refused = ExactRange.refusal(log2: Double(a.magnitude.bitWidth + b.magnitude.bitWidth - g.bitWidth - 1)) {
            return .failure(refused)
        }
        return checked(Rational(BigInt(a.magnitude / g * b.magnitude)))
    }

    /// `ncr(n; k)` = n! ÷ (k!·(n − k)!) and `npr(n; k)` = n! ÷ (n − k)!, for whole
    /// n ≥ 0 and k ≥ 0; 0 when k > n. The size is bounded from below before anything is
    /// multiplied, so `ncr(10^9; 5·10^8)` is refused at once.
    private static func arrangements(_ op: BinaryOperation, n: BigInt, k: BigInt) -> Value {
        guard n.signum() >= 0, k.signum() >= 0 else { return .failure(.outsideDomain(function: op.symbol)) }
        if k > n { return .success(.zero) }
        var k = k
        if op == .combinations, 2 * k > n { k = n - k }
        if k.isZero { return .success(Number(1)) }
        // The result is at least ((n − k + 1) ÷ k)^k for ncr, (n − k + 1)^k for npr, and
        // at least 2^(k − 1) either way (k ≤ n ÷ 2 for ncr).
        let log2Low = Rational(n - k + 1).log2Magnitude - (op == .combinations ? Rational(k).log2Magnitude : 0)
        let kd = k.magnitude.bitWidth > 60 ? Double.infinity : Double(k)
        let perTerm = Swift.max(log2Low, 0)
        let bound = Swift.max(perTerm == 0 ? 0 : kd * perTerm, op == .combinations ? kd : kd - 1)
        if let refused = ExactRange.refusal(log2: bound) { return .failure(refused) }
        var result = BigInt(1)
        var i = BigInt(1)
        while i <= k {
            result *= n - k + i
            if op == .combinations { result /= i }  // exact: a product of i consecutive numbers
            i += 1
        }
        return checked(Rational(result))
    }
}

extension ExactRange {
    /// Too large when a whole number of at least 2^`log2` is beyond the exact range
    /// (docs/behaviour.md §6); nil when it may be inside.
    static func refusal(log2: Double) -> CalculatorError? {
        if log2.isNaN { return nil }
        if case .above? = place(estimatedLog2: log2) { return .resultTooLarge }
        return nil
    }
}

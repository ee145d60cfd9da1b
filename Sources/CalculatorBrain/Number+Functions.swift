import BigInt
import CMPFR

/// Unary operations (docs/behaviour.md §6, §10).
extension Number {
    /// `op(self)`, reading and writing angles in `angle`.
    ///
    /// Exact for `±`, `x²`, `1/x`, `x!`, `√` of a fraction of perfect squares, `∛` of one of perfect cubes, `log` of a
    /// power of ten, `ln(1)` and `eˣ` of 0; a certain `Real` otherwise (`Real.make`).
    /// Errors follow `CalculatorError`; a domain is decided on the true value.
    ///
    /// Trigonometry (docs/behaviour.md §6): in degrees the angle is reduced modulo 360° exactly, and
    /// sin, cos, tan are exact where the answer is rational (`sin 30° = 1/2`,
    /// `tan 45° = 1`), `tan(90° + 180°·k)` is outside the domain, and the inverses give
    /// exact degrees at 0, ±1/2, ±1. In radians, a sin, cos or tan result smaller than
    /// 2⁻⁵⁰·|x| (for |x| < 2³⁰) is 0: it is only the rounding error of `x`.
    public func applying(_ op: UnaryOperation, angle: AngleUnit) -> Result<Number, CalculatorError> {
        if let error = Number.nonFinite(self, op.functionName) { return .failure(error) }
        return op.entry.exact(self, angle)
    }

    /// `−x`: an inexact value keeps its recipe and its shown digits.
    func negated() -> Value {
        switch self {
        case .exact(let r): return .success(.exact(-r))
        case .approximate(let a):
            guard let node = a.node else { return .success(.approximate(Real(-a.double))) }
            let negated = RealNode(.unary(.negate, .radians, .node(node)))
            negated.shown = node.shown
            return .success(.approximate(Real(-a.double, node: negated)))
        }
    }

    /// `eˣ`: exact at 0.
    func exponential() -> Value {
        if case .exact(let r) = self, r.isZero { return .success(Number(1)) }
        return Real.make(.unary(.exp, .radians, realOperand), function: UnaryOperation.exp.functionName)
    }

    /// The largest whole number whose factorial is in the exact range (`3248!` is about
    /// 1.97e9997; `3249!` would be 6.4e10000).
    static let largestExactFactorial = 3248

    /// `n!` for whole `n ≥ 0`, exactly up to `3248!` and "result too large" beyond,
    /// decided before any multiplication; a negative whole number is outside the domain.
    /// Any other operand (a fraction, an inexact value) is Γ(x + 1) (docs/behaviour.md
    /// §15), a certain `Real` whose poles at the negative whole numbers `Real.make` decides.
    func factorial() -> Result<Number, CalculatorError> {
        guard case .exact(let r) = self, r.isInteger else {
            return Real.make(.unary(.factorial, .radians, realOperand), function: "!")
        }
        guard r.signum >= 0 else { return .failure(.outsideDomain(function: "!")) }
        guard let n = r.intValue, n <= Number.largestExactFactorial else {
            return .failure(.resultTooLarge)
        }
        // Multiply in machine words until they would overflow: a quarter as many big steps.
        var product = BigUInt(1)
        var chunk: UInt = 1
        if n > 1 {
            for k in 2...n {
                let (next, overflow) = chunk.multipliedReportingOverflow(by: UInt(k))
                if overflow {
                    product.multiply(byWord: chunk)
                    chunk = UInt(k)
                } else {
                    chunk = next
                }
            }
        }
        product.multiply(byWord: chunk)
        return .success(.exact(Rational(BigInt(product))))
    }

    /// `√x`: exact when numerator and denominator are perfect squares, else a `Real`.
    func squareRoot() -> Result<Number, CalculatorError> {
        guard case .exact(let r) = self else {
            return Real.make(.unary(.squareRoot, .radians, realOperand), function: "√")
        }
        if r.signum < 0 { return .failure(.squareRootOfNegative) }
        if r.isZero { return .success(.zero) }
        let n = r.numerator.magnitude
        let d = r.denominator.magnitude
        let rootN = n.squareRoot()
        let rootD = d.squareRoot()
        if rootN * rootN == n && rootD * rootD == d {
            return .success(.exact(Rational(BigInt(rootN), BigInt(rootD))))
        }
        return Real.make(.unary(.squareRoot, .radians, realOperand), function: "√")
    }

    /// `∛x`: exact when numerator and denominator are perfect cubes, else a `Real`.
    /// Defined for negatives: `∛(−8)` is `−2`.
    func cubeRoot() -> Result<Number, CalculatorError> {
        if case .exact(let r) = self {
            if r.isZero { return .success(.zero) }
            let n = r.numerator.magnitude
            let d = r.denominator.magnitude
            let rootN = Number.integerCubeRoot(n)
            let rootD = Number.integerCubeRoot(d)
            if rootN * rootN * rootN == n && rootD * rootD * rootD == d {
                let root = Rational(BigInt(rootN), BigInt(rootD))
                return .success(.exact(r.signum < 0 ? -root : root))
            }
        }
        return Real.make(.unary(.cubeRoot, .radians, realOperand), function: UnaryOperation.cubeRoot.functionName)
    }

    /// The largest whole number whose cube is at most `n`: Newton's method from a start
    /// above the root, which decreases until it reaches it.
    private static func integerCubeRoot(_ n: BigUInt) -> BigUInt {
        if n < 8 { return n.isZero ? 0 : 1 }
        var x = BigUInt(1) << ((n.bitWidth + 2) / 3)
        while true {
            let next = (2 * x + n / (x * x)) / 3
            if next >= x { return x }
            x = next
        }
    }

    /// `ln x` or `log₁₀ x`; exact for `ln 1` and for `log` of an exact power of ten.
    func logarithm(base10: Bool) -> Result<Number, CalculatorError> {
        if case .exact(let r) = self {
            if r.signum <= 0 { return .failure(.logarithmOfNonPositive) }
            if r == .one { return .success(.zero) }
            if base10, let p = Number.powerOfTen(r) { return .success(Number(p)) }
        }
        return Real.make(.unary(base10 ? .log : .ln, .radians, realOperand), function: base10 ? "log" : "ln")
    }

    /// `p` when `r` is exactly `10^p`, else nil.
    private static func powerOfTen(_ r: Rational) -> Int? {
        let (whole, sign) = r.isInteger ? (r.numerator, 1) : (r.denominator, -1)
        guard r.isInteger || r.numerator == 1 else { return nil }
        let digits = whole.description
        guard digits.first == "1", digits.dropFirst().allSatisfy({ $0 == "0" }) else { return nil }
        return sign * (digits.count - 1)
    }
}

/// The hyperbolic functions and their inverses (docs/behaviour.md §15): exact at the
/// points where the answer is rational (`sinh 0`, `cosh 0`, `acosh 1`…), a certain `Real`
/// otherwise; `acosh` below 1 and `atanh` outside (−1, 1) are outside the domain, decided
/// on the true value (`Real.make`).
extension Number {
    func hyperbolic(_ op: UnaryOperation) -> Value {
        if case .exact(let r) = self {
            switch op {
            case .cosh where r.isZero: return .success(Number(1))
            case .acosh where r == .one: return .success(.zero)
            case .acosh where r < .one: return .failure(.outsideDomain(function: op.functionName))
            case .atanh where !(r.magnitude < .one): return .failure(.outsideDomain(function: op.functionName))
            case .sinh, .tanh, .asinh, .atanh: if r.isZero { return .success(.zero) }
            default: break
            }
        }
        return Real.make(.unary(op, .radians, realOperand), function: op.functionName)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The functions of two operands of docs/behaviour.md §15 in `Double`, as the brain
/// defines them: NaN where the brain gives an error. `x mod 3` jumps at multiples of 3,
/// which the sampler finds as jumps (its bisection down to neighbouring `Double`s), so it
/// is drawn as a sawtooth, never joined across. (The functions of one operand are
/// their table rows', `UnaryOperation.Entry.double`.)
extension CompiledFunction {
    /// `code(u, w)` for a step of §15.
    static func function(_ code: Step.Code, _ u: Double, _ w: Double) -> Double {
        switch code {
        case .modulo:
            // fmod is exact; floored, the result takes w's sign.
            guard w != 0 else { return .nan }
            let r = fmod(u, w)
            return r != 0 && (r < 0) != (w < 0) ? r + w : r
        case .gcd, .lcm: return divisor(code, u, w)
        case .combinations, .permutations: return arrangements(code, u, w)
        case .logBase: return u > 0 && w > 0 && w != 1 ? log(u) / log(w) : .nan
        default: return .nan
        }
    }

    /// The derivative of a step of §15: NaN for the functions of whole numbers.
    static func slope(_ code: Step.Code, _ u: Double, _ du: Double, _ w: Double, _ dw: Double, _ v: Double) -> Double {
        switch code {
        case .modulo: return du - (u / w).rounded(.down) * dw
        case .logBase: return (du / u - v * dw / w) / log(w)
        default: return .nan
        }
    }

    /// Whole numbers below 2^53 only (beyond, a `Double` is not every whole number).
    private static func whole(_ x: Double) -> Int64? {
        guard x.rounded(.towardZero) == x, Swift.abs(x) < 9_007_199_254_740_992 else { return nil }
        return Int64(x)
    }

    private static func divisor(_ code: Step.Code, _ u: Double, _ w: Double) -> Double {
        guard var a = whole(u)?.magnitude, var b = whole(w)?.magnitude else { return .nan }
        let (x, y) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        if code == .gcd { return Double(a) }
        return a == 0 ? 0 : Double(x / a) * Double(y)
    }

    private static func arrangements(_ code: Step.Code, _ u: Double, _ w: Double) -> Double {
        guard let n = whole(u), let k = whole(w), n >= 0, k >= 0 else { return .nan }
        if k > n { return 0 }
        let terms = code == .combinations ? Swift.min(k, n - k) : k
        var result = 1.0
        var i: Int64 = 1
        while i <= terms, result.isFinite {
            result *= Double(n - terms + i)
            if code == .combinations { result /= Double(i) }
            i += 1
        }
        return code == .combinations ? result.rounded() : result
    }
}

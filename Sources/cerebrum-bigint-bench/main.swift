import BigInt
import CMPFR
import CalculatorBrain
#if canImport(Glibc)
import Glibc
#endif

// `cerebrum-bigint-bench`: the brain's exact arithmetic (`Rational`: attaswift's BigInt
// for storage, GMP for big sums, products and gcds, `GMP.swift`) against GNU GMP's mpz/mpq
// alone, on the exact range's large cases (docs/performance.md, "Exact arithmetic"). Each case computes the same value both ways; the two are
// checked equal (their decimal digits), then each is timed, the median of the runs.
// Run the release build: `swift build -c release --product cerebrum-bigint-bench`.

/// The median of `runs` timings of `body`, in milliseconds.
func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
}

/// An mpz set from a BigInt (through its 64-bit words), for inputs both sides share.
final class GMPInteger {
    var value = __mpz_struct()
    init() { cmpfr_z_init(&value) }
    init(_ x: BigInt) {
        cmpfr_z_init(&value)
        let words = x.magnitude.words.map { UInt($0) }
        words.withUnsafeBufferPointer { cmpfr_z_set_words(&value, $0.baseAddress, $0.count, x.sign == .minus ? 1 : 0) }
    }
    deinit { cmpfr_z_clear(&value) }
    var decimal: String {
        let size = __gmpz_sizeinbase(&value, 10) + 2
        var buffer = [CChar](repeating: 0, count: size)
        __gmpz_get_str(&buffer, 10, &value)
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}

/// An mpq (its own init and clear: GMP's are macros for these names).
final class GMPRational {
    var value = __mpq_struct()
    init() { __gmpq_init(&value) }
    deinit { __gmpq_clear(&value) }
    var decimal: String {
        let size = __gmpz_sizeinbase(&value._mp_num, 10) + __gmpz_sizeinbase(&value._mp_den, 10) + 3
        var buffer = [CChar](repeating: 0, count: size)
        __gmpq_get_str(&buffer, 10, &value)
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}

/// A number of `digits` decimal digits from a fixed seed, so runs compare.
func number(digits: Int, seed: UInt64) -> BigInt {
    var state = seed
    var text = ""
    for index in 0..<digits {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let digit = Int(state >> 60) % 10
        text.append(Character(String(index == 0 ? max(digit, 1) : digit)))
    }
    return BigInt(text)!
}

func rationalText(_ x: Rational) -> String {
    x.denominator == 1 ? "\(x.numerator)" : "\(x.numerator)/\(x.denominator)"
}

/// One value computed both ways: `swift` and `gmp` compute it (timed), `swiftText` and
/// `gmpText` compute it and write its digits (checked equal, untimed: BigInt's decimal
/// writing is quadratic and would swamp the arithmetic).
struct Case {
    let name: String
    let runs: Int
    let swift: () -> Void
    let gmp: () -> Void
    let swiftText: () -> String
    let gmpText: () -> String
}

let a = number(digits: 1000, seed: 1), b = number(digits: 1000, seed: 2)
let ga = GMPInteger(a), gb = GMPInteger(b)

let ra = Rational(a), rb = Rational(b)
@MainActor func swiftProduct() -> Rational { ra * rb }
@MainActor func gmpProduct() -> GMPInteger { let p = GMPInteger(); __gmpz_mul(&p.value, &ga.value, &gb.value); return p }
/// 3248! as the brain's `x!` key computes it (`Number.factorial`), the largest it keeps exact.
func swiftFactorial() -> Rational { (try? Number(3248).applying(.factorial, angle: .radians).get())?.exactValue ?? .zero }
func gmpFactorial() -> GMPInteger { let p = GMPInteger(); __gmpz_fac_ui(&p.value, 3248); return p }
/// a/b reduced: `Rational`'s constructor, `mpq_canonicalize`.
@MainActor func swiftReduced() -> Rational { Rational(a, b) }
@MainActor func gmpReduced() -> GMPRational {
    let q = GMPRational()
    __gmpz_set(&q.value._mp_num, &ga.value)
    __gmpz_set(&q.value._mp_den, &gb.value)
    __gmpq_canonicalize(&q.value)
    return q
}
/// 1/1 + 1/2 + … + 1/1000, one exact addition at a time, as the `+` key does.
func swiftSum() -> Rational {
    var s = Rational.zero
    for k in 1...1000 { s = s + Rational(1, k) }
    return s
}
func gmpSum() -> GMPRational {
    let s = GMPRational(), term = GMPRational()
    for k in 1...1000 {
        __gmpq_set_ui(&term.value, 1, UInt(k))
        withUnsafeMutablePointer(to: &s.value) { __gmpq_add($0, $0, &term.value) }
    }
    return s
}

/// Two fractions at the exact range's edge (`Number.maximumExactBits`, 34,000 bits: about
/// 10,000 digits each side) added: the costliest single exact step a key can take.
let c = number(digits: 10_000, seed: 3), d = number(digits: 10_000, seed: 4)
let e = number(digits: 10_000, seed: 5), f = number(digits: 10_000, seed: 6)
let gc = GMPInteger(c), gd = GMPInteger(d), ge = GMPInteger(e), gf = GMPInteger(f)
let left = Rational(c, d), right = Rational(e, f)
@MainActor func swiftEdgeSum() -> Rational { left + right }
@MainActor func gmpEdgeSum() -> GMPRational {
    let x = GMPRational(), y = GMPRational(), sum = GMPRational()
    __gmpz_set(&x.value._mp_num, &gc.value); __gmpz_set(&x.value._mp_den, &gd.value)
    __gmpz_set(&y.value._mp_num, &ge.value); __gmpz_set(&y.value._mp_den, &gf.value)
    __gmpq_canonicalize(&x.value); __gmpq_canonicalize(&y.value)
    __gmpq_add(&sum.value, &x.value, &y.value)
    return sum
}

let cases: [Case] = [
    Case(name: "1,000-digit × 1,000-digit", runs: 2001, swift: { _ = swiftProduct() }, gmp: { _ = gmpProduct() },
         swiftText: { rationalText(swiftProduct()) }, gmpText: { gmpProduct().decimal }),
    Case(name: "3248! (the x! key)", runs: 51, swift: { _ = swiftFactorial() }, gmp: { _ = gmpFactorial() },
         swiftText: { rationalText(swiftFactorial()) }, gmpText: { gmpFactorial().decimal }),
    Case(name: "1,000-digit ÷ 1,000-digit reduced (gcd)", runs: 501, swift: { _ = swiftReduced() },
         gmp: { _ = gmpReduced() }, swiftText: { rationalText(swiftReduced()) }, gmpText: { gmpReduced().decimal }),
    Case(name: "1/1 + 1/2 + … + 1/1000 (a long exact sum)", runs: 21, swift: { _ = swiftSum() },
         gmp: { _ = gmpSum() }, swiftText: { rationalText(swiftSum()) }, gmpText: { gmpSum().decimal }),
    // GMP's side also reduces its two operands (Rational holds them reduced already).
    Case(name: "10,000-digit fractions added (the exact range's edge)", runs: 21, swift: { _ = swiftEdgeSum() },
         gmp: { _ = gmpEdgeSum() }, swiftText: { rationalText(swiftEdgeSum()) }, gmpText: { gmpEdgeSum().decimal }),
]

/// `x` to three decimals (no Foundation here).
func ms(_ x: Double) -> String { "\((x * 1000).rounded() / 1000)" }

print("case | the brain's Rational (ms) | GMP alone (ms) | ratio")
for c in cases {
    guard c.swiftText() == c.gmpText() else {
        print("\(c.name): the two differ")
        exit(1)
    }
    let swift = medianMilliseconds(runs: c.runs) { _ = c.swift() }
    let gmp = medianMilliseconds(runs: c.runs) { _ = c.gmp() }
    print("\(c.name) | \(ms(swift)) | \(ms(gmp)) | \((swift / gmp * 10).rounded() / 10)×")
}

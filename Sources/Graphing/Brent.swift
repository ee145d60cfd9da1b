/// Brent's method (1973): a root of a continuous function in a bracket where it changes
/// sign, to the last bit a `Double` can give — bisection's safety with the speed of
/// secant and inverse quadratic steps.
enum Brent {
    /// A root of `f` in `[a, b]`, where `f(a)` and `f(b)` have opposite signs (or one is 0).
    static func root(_ f: (Double) -> Double, _ a: Double, _ b: Double, fa: Double, fb: Double) -> Double {
        var (a, b, fa, fb) = (a, b, fa, fb)
        if fa == 0 { return a }
        if fb == 0 { return b }
        var (c, fc) = (a, fa)
        var d = b - a, e = d
        for _ in 0..<200 {
            if (fb > 0) == (fc > 0) {
                (c, fc) = (a, fa)
                d = b - a
                e = d
            }
            if abs(fc) < abs(fb) {
                (a, b, c) = (b, c, b)
                (fa, fb, fc) = (fb, fc, fb)
            }
            let tolerance = 2 * Double.ulpOfOne * abs(b) + Double.leastNormalMagnitude
            let m = (c - b) / 2
            if abs(m) <= tolerance || fb == 0 { return b }
            if abs(e) >= tolerance && abs(fa) > abs(fb) {
                // Inverse quadratic interpolation, or the secant step with two points.
                let s = fb / fa
                var p: Double, q: Double
                if a == c {
                    p = 2 * m * s
                    q = 1 - s
                } else {
                    let qa = fa / fc, r = fb / fc
                    p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1))
                    q = (qa - 1) * (r - 1) * (s - 1)
                }
                if p > 0 { q = -q } else { p = -p }
                if 2 * p < min(3 * m * q - abs(tolerance * q), abs(e * q)) {
                    e = d
                    d = p / q
                } else {
                    d = m
                    e = m
                }
            } else {
                d = m
                e = m
            }
            (a, fa) = (b, fb)
            b += abs(d) > tolerance ? d : (m > 0 ? tolerance : -tolerance)
            fb = f(b)
            if fb.isNaN { return a }
        }
        return b
    }
}

import CalculatorBrain
#if canImport(Glibc)
import Glibc
#endif

/// One labelled value on an axis.
public struct Tick: Sendable, Hashable {
    public var value: Double
    /// As the display writes numbers (`0.5`, `−2`, `1e−10`), or a multiple of π (`3π/2`).
    public var label: String
}

/// Tick values for the axes (docs/behaviour.md §14): nice numbers, 1, 2 or 5 × 10ⁿ, chosen
/// by the extended Wilkinson search of Talbot, Lin and Hanrahan (2010) for simplicity,
/// coverage and density, among the choices whose labels do not overlap; on the x axis of
/// a trigonometric function in radians, multiples of π when the view is a few periods wide.
public enum Ticks {
    /// The nice steps, most preferred first.
    static let niceSteps: [Double] = [1, 5, 2]
    /// Weights of simplicity, coverage, density and legibility (Talbot et al.).
    static let weights = (simplicity: 0.25, coverage: 0.2, density: 0.5, legibility: 0.05)

    /// The estimated width of a label in pixels at `fontSize` (digits and signs are
    /// about 0.65 em wide in the sans-serif faces the graph uses).
    public static func labelWidth(_ label: String, fontSize: Double) -> Double {
        Double(label.count) * 0.65 * fontSize
    }

    /// Ticks for the x axis: labels at least one em apart.
    public static func xTicks(_ view: Viewport, fontSize: Double, decimalMark: Character = ".",
                              piMultiples: Bool = false) -> [Tick] {
        let fits: ([Tick], Double) -> Bool = { ticks, stepPixels in
            let widest = ticks.map { labelWidth($0.label, fontSize: fontSize) }.max() ?? 0
            return stepPixels >= widest + fontSize
        }
        let target = max(2.0, Double(view.width) / (8 * fontSize))
        if piMultiples, let ticks = piTicks(view.xMin, view.xMax, pixels: Double(view.width),
                                             target: target, fits: fits) {
            return ticks
        }
        return search(view.xMin, view.xMax, pixels: Double(view.width), target: target, decimalMark: decimalMark, fits: fits)
    }

    /// Ticks for the y axis: labels at least one line apart (they are stacked).
    public static func yTicks(_ view: Viewport, fontSize: Double, decimalMark: Character = ".") -> [Tick] {
        let target = max(2.0, Double(view.height) / (4 * fontSize))
        return search(view.yMin, view.yMax, pixels: Double(view.height), target: target, decimalMark: decimalMark) { _, step in
            step >= 2 * fontSize
        }
    }

    /// `value` as the display writes it, with the locale's decimal mark.
    public static func label(_ value: Double, decimalMark: Character = ".") -> String {
        NumberFormat.text(DisplayFormatter.string(for: .approximate(value)), withMark: decimalMark)
    }

    /// The best labelling of `[low, high]` whose labels `fits` (given the step in pixels).
    static func search(_ low: Double, _ high: Double, pixels: Double, target m: Double, decimalMark: Character,
                       fits: ([Tick], Double) -> Bool) -> [Tick] {
        guard low.isFinite, high.isFinite, high > low else { return [] }
        let w = weights
        var best = -Double.infinity
        var bestTicks: [Tick] = []
        // The labelled values depend on the step only: each step's labels are written once.
        var labelled: [Double: [Tick]] = [:]
        let n = Double(niceSteps.count)
        // Talbot's skipping (j > 1) makes steps like 3 or 15: the issue allows 1, 2, 5 × 10ⁿ.
        for j in 1...1 {
            for (i, q) in niceSteps.enumerated() {
                let simplicityMax = 1 - Double(i) / (n - 1) - Double(j) + 1
                if w.simplicity * simplicityMax + w.coverage + w.density + w.legibility < best { break }
                for k in 2...max(2, Int(m * 3)) {
                    let densityMax = Double(k) >= m ? 2 - Double(k - 1) / (m - 1) : 1
                    if w.simplicity * simplicityMax + w.coverage + w.density * densityMax + w.legibility < best { break }
                    let delta = (high - low) / Double(k + 1) / Double(j) / q
                    var z = Int(log10(delta).rounded(.up))
                    for _ in 0..<4 {
                        defer { z += 1 }
                        let step = Double(j) * q * pow(10, Double(z))
                        let coverageMax = coverageMaximum(low, high, span: step * Double(k - 1))
                        if w.simplicity * simplicityMax + w.coverage * coverageMax + w.density * densityMax
                            + w.legibility < best { break }
                        guard abs(high / step) < 1e15, abs(low / step) < 1e15 else { continue }
                        let minStart = Int((high / step).rounded(.down)) * j - (k - 1) * j
                        let maxStart = Int((low / step).rounded(.up)) * j
                        guard minStart <= maxStart, maxStart - minStart < 1_000 else { continue }
                        for start in minStart...maxStart {
                            let first = Double(start) * step / Double(j)
                            let last = first + step * Double(k - 1)
                            let zeroIncluded = first <= 0 && last >= 0
                                && (abs(first.truncatingRemainder(dividingBy: step)) < 1e-10 * step)
                            let simplicity = 1 - Double(i) / (n - 1) - Double(j) + (zeroIncluded ? 1 : 0)
                            let coverage = 1 - 0.5 * (pow(high - last, 2) + pow(low - first, 2))
                                / pow(0.1 * (high - low), 2)
                            let r = Double(k - 1) / (last - first)
                            let rt = (m - 1) / (max(last, high) - min(low, first))
                            let density = 2 - max(r / rt, rt / r)
                            let score = w.simplicity * simplicity + w.coverage * coverage + w.density * density
                                + w.legibility
                            guard score > best else { continue }
                            // The values labelled: the multiples of the step inside the view.
                            let unit = q * pow(10, Double(z))
                            let ticks = labelled[step] ?? multiples(of: Double(j), unit: unit, in: low, high,
                                                                    decimalMark: decimalMark)
                            labelled[step] = ticks
                            guard ticks.count >= 2 || (k == 2 && ticks.count == 1), fits(ticks, step * pixels / (high - low)) else { continue }
                            best = score
                            bestTicks = ticks
                        }
                    }
                }
            }
        }
        return bestTicks
    }

    /// The values `count·j·unit` in `[low, high]`, each computed from its whole multiple
    /// (so `3 × 0.1` is labelled `0.3` and 0 is exactly 0).
    static func multiples(of j: Double, unit: Double, in low: Double, _ high: Double, decimalMark: Character) -> [Tick] {
        let step = j * unit
        let first = (low / step).rounded(.up), last = (high / step).rounded(.down)
        guard first <= last, last - first < 1_000 else { return [] }
        return stride(from: first, through: last, by: 1).map {
            let value = $0 * j * unit
            return Tick(value: value, label: label(value, decimalMark: decimalMark))
        }
    }

    private static func coverageMaximum(_ low: Double, _ high: Double, span: Double) -> Double {
        let range = high - low
        guard span > range else { return 1 }
        let half = (span - range) / 2
        return 1 - 0.5 * (2 * half * half) / pow(0.1 * range, 2)
    }

    /// Multiples of π/2, π, 2π, 5π or 10π when one of them gives about `target` ticks
    /// that fit; nil when the view is not a few periods wide.
    static func piTicks(_ low: Double, _ high: Double, pixels: Double, target: Double,
                       fits: ([Tick], Double) -> Bool) -> [Tick]? {
        let span = high - low
        guard span >= Double.pi, span <= 100 * Double.pi else { return nil }
        for (numerator, denominator) in [(1, 2), (1, 1), (2, 1), (5, 1), (10, 1)] {
            let step = Double.pi * Double(numerator) / Double(denominator)
            let first = (low / step).rounded(.up), last = (high / step).rounded(.down)
            guard last - first + 1 <= target * 1.5 else { continue }
            let ticks = stride(from: first, through: last, by: 1).map { k -> Tick in
                let halves = Int(k) * numerator * (2 / denominator)   // the value in π/2
                return Tick(value: Double(halves) * Double.pi / 2, label: piLabel(halves: halves))
            }
            if ticks.count >= 2, fits(ticks, step * pixels / span) { return ticks }
        }
        return nil
    }

    /// `halves`·π/2 written as `0`, `π/2`, `π`, `3π/2`, `−2π`.
    static func piLabel(halves: Int) -> String {
        if halves == 0 { return "0" }
        let sign = halves < 0 ? "\u{2212}" : ""
        let h = halves.magnitude
        if h % 2 == 0 { return sign + (h == 2 ? "π" : "\(h / 2)π") }
        return sign + (h == 1 ? "π/2" : "\(h)π/2")
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import CommandLineInterface

/// `cerebrum --plot … --json` (docs/behaviour.md §14, issue 25 "must show" 1): what the
/// sampler draws, read from the data a script gets.
@Suite struct PlotRunTests {
    struct Plot: Decodable {
        struct Curve: Decodable {
            var description: String
            var polylines: [[[Double]]]
            var points: [[Double]]
            var ends: [[Double]]
        }
        struct Ticks: Decodable { var x: [Double]; var y: [Double] }
        struct Key: Decodable { var curve: Int; var kind: String; var x: Double; var y: Double }
        struct Size: Decodable { var width: Int; var height: Int }
        var x_range: [Double]
        var y_range: [Double]
        var size: Size
        var curves: [Curve]
        var ticks: Ticks
        var key_points: [Key]
    }

    static func plot(_ arguments: [String]) throws -> Plot {
        // Radians unless the row says (the command line's own default is degrees).
        let angle = arguments.contains("--angle") ? [] : ["--angle", "rad"]
        guard case .finished(let output) = HeadlessRun.run(arguments: arguments + angle + ["--json"], readInput: { "" }) else {
            throw CancellationError()
        }
        #expect(output.status == 0, "\(output.standardError)")
        return try JSONDecoder().decode(Plot.self, from: Data(output.standardOutput.utf8))
    }

    /// The ends of `floor x`'s steps (issue 34): filled at (2, 2), hollow at (2, 1).
    @Test func stepEnds() throws {
        let plot = try Self.plot(["--plot", "floor x", "--x-range", "-5:5", "--y-range", "-4:4"])
        let atTwo = plot.curves[0].ends.filter { abs($0[0] - 2) < 1e-9 }.sorted { $0[1] < $1[1] }
        #expect(atTwo.map { ($0[1] * 1e4).rounded() / 1e4 } == [1, 2])
        #expect(atTwo.map { $0[2] } == [0, 1])
        #expect(try Self.plot(["--plot", "1/x"]).curves[0].ends.isEmpty)
    }

    @Test(arguments: [
        ("tan x", [-3.0, -1, 1, 3].map { $0 * Double.pi / 2 }),
        ("1/x", [0.0]),
        ("1/((x−1)(x+2))", [1.0, -2.0]),
    ])
    func noPolylineCrossesAPole(formula: String, poles: [Double]) throws {
        let plot = try Self.plot(["--plot", formula, "--x-range", "-10:10", "--y-range", "-5:5"])
        for line in plot.curves[0].polylines {
            for (p, q) in zip(line, line.dropFirst()) {
                #expect(!poles.contains { p[0] <= $0 && $0 <= q[0] }, "\(formula): \(p) to \(q)")
            }
        }
    }

    @Test func squareRootHasNoVertexLeftOfZeroAndReachesIt() throws {
        let plot = try Self.plot(["--plot", "√x", "--size", "800x600"])
        let xs = plot.curves[0].polylines.flatMap { $0.map { $0[0] } }
        #expect(xs.allSatisfy { $0 >= 0 })
        #expect(xs.min()! <= 20.0 / 800 / 2)
    }

    @Test func sineOverXHasNoGapAtZero() throws {
        let plot = try Self.plot(["--plot", "sin(x)/x", "--size", "800x600"])
        let pixel = (plot.x_range[1] - plot.x_range[0]) / 800
        let line = plot.curves[0].polylines.first { $0.first![0] < 0 && $0.last![0] > 0 }
        #expect(line != nil)
        // Where the drawing is broken near 0 (it is not), the gap would be wider than a pixel.
        let ends = plot.curves[0].polylines.flatMap { [$0.first![0], $0.last![0]] }.filter { abs($0) < 1 }
        #expect(ends.isEmpty || ends.allSatisfy { abs($0) < pixel })
    }

    @Test func wholeNumberFunctionsArePointsAtWholeNumbers() throws {
        let plot = try Self.plot(["--plot", "npr(x; x)", "--x-range", "-3.5:6.5", "--y-range", "0:800"])
        #expect(plot.curves[0].polylines.isEmpty)
        #expect(plot.curves[0].points.map { $0[0] } == [0, 1, 2, 3, 4, 5, 6])
        #expect(plot.curves[0].points.map { $0[1] } == [1, 1, 2, 6, 24, 120, 720])
    }

    /// `x!` is Γ(x + 1) (docs/behaviour.md §15): a curve through the factorials, broken at
    /// the poles −1, −2, −3.
    @Test func factorialIsGamma() throws {
        let plot = try Self.plot(["--plot", "x!", "--x-range", "-3.5:6.5", "--y-range", "0:800"])
        #expect(plot.curves[0].points.isEmpty)
        let lines = plot.curves[0].polylines
        for pole in [-1.0, -2, -3] {
            #expect(!lines.contains { $0.first![0] < pole && $0.last![0] > pole }, "joined across \(pole)")
        }
        #expect(lines.flatMap { $0 }.contains { $0[0] == 5 && $0[1] == 120 })
    }

    @Test func wildOscillationFinishesWithBoundedVertices() throws {
        let plot = try Self.plot(["--plot", "sin(1/x)", "--x-range", "-1:1", "--size", "1920x1080"])
        let vertices = plot.curves[0].polylines.reduce(0) { $0 + $1.count }
        #expect(vertices > 100 && vertices < 64 * 1920)
        // Near 0 the band it fills is drawn from −1 to 1.
        let near = plot.curves[0].polylines.flatMap { $0 }.filter { abs($0[0]) < 0.01 }.map { $0[1] }
        #expect(near.max()! > 0.99 && near.min()! < -0.99)
    }

    @Test func keyPointsOfAParabola() throws {
        let plot = try Self.plot(["--plot", "x² − 2"])
        let roots = plot.key_points.filter { $0.kind == "root" }.map(\.x)
        #expect(roots.count == 2)
        #expect(roots.map { String($0.description.prefix(15)) } == ["-1.414213562373", "1.4142135623730"])
        #expect(roots.allSatisfy { abs(abs($0) - 2.0.squareRoot()) <= 2.0.squareRoot().ulp })
        let minimum = plot.key_points.filter { $0.kind == "minimum" }
        #expect(minimum.map(\.x) == [0] && minimum.map(\.y) == [-2])
        #expect(plot.key_points.contains { $0.kind == "y_intercept" && $0.x == 0 && $0.y == -2 })
    }

    @Test func defaultViewAndTicks() throws {
        let plot = try Self.plot(["--plot", "sin x"])
        #expect(plot.x_range == [-10, 10])
        #expect(plot.size.width == 800 && plot.size.height == 600)
        #expect(plot.curves[0].description == "sin(x)")
        #expect(plot.ticks.x.contains(Double.pi) || plot.ticks.x.contains(5))
        #expect(plot.ticks.y.contains(1))
    }

    @Test func severalCurvesAndRangesWithConstants() throws {
        let plot = try Self.plot(["--plot", "sin x", "--plot", "cos x", "--x-range", "-2pi:2pi", "--y-range", "-1e-7:1e-7"])
        #expect(plot.curves.map(\.description) == ["sin(x)", "cos(x)"])
        #expect(abs(plot.x_range[1] - 2 * Double.pi) < 1e-15 && plot.y_range == [-1e-7, 1e-7])
    }

    @Test func errors() {
        check(Case(["--plot", "sin(", "--json"], 2, err: "column 5"))
        check(Case(["--plot", "x + y", "--json"], 1, err: "y is not set"))
        check(Case(["--plot", "x + y", "--set", "y=2", "--json"], 0, out: HeadlessRunOutput.of(["--plot", "x + y", "--set", "y=2", "--json"])))
        check(Case(["--plot", "x", "--output", "graph.txt"], 2, err: ".svg or .png"))
        check(Case(["--plot", "x"], 2, err: "--output"))
        check(Case(["--plot", "x", "--x-range", "3:1", "--json"], 2, err: "-10:10"))
        check(Case(["--x-range", "-1:1"], 2, err: "--plot"))
    }

    /// Issue 32 item 8: both extrema of x³ − 3x (and of −x³ + 3x), which fall on grid
    /// points over −10 … 10; the y range frames the key points (item 13).
    @Test(arguments: [("x^3-3x", "maximum", "minimum"), ("-x^3+3x", "minimum", "maximum")])
    func bothExtremaOfACubic(formula: String, left: String, right: String) throws {
        let plot = try Self.plot(["--plot", formula, "--x-range", "-10:10"])
        let extrema = plot.key_points.filter { $0.kind == "minimum" || $0.kind == "maximum" }
        #expect(extrema.map(\.kind) == [left, right])
        #expect(extrema.map(\.x) == [-1, 1])
        #expect(extrema.map(\.y) == (left == "maximum" ? [2, -2] : [-2, 2]))
        #expect(plot.key_points.filter { $0.kind == "root" }.count == 3)
        #expect(plot.y_range == [-4, 4])
    }

    /// Issue 32 item 7: in degrees (the command line's default) sin x is drawn over a
    /// full period each side, not as a flat line over −10° … 10°.
    @Test func sineInDegreesShowsItsPeriods() throws {
        let plot = try Self.plot(["--plot", "sin x", "--angle", "deg"])
        #expect(plot.x_range == [-360, 360])
        let ys = plot.curves[0].polylines.flatMap { $0.map { $0[1] } }
        #expect(ys.max()! > 0.999 && ys.min()! < -0.999)
        #expect(plot.key_points.filter { $0.kind == "root" }.map(\.x) == [-360, -180, 0, 180, 360])
    }

    /// The examples of `--help` draw what they say: run as written (the command line's
    /// own angle unit), with `--json` for `--output`, no curve is a flat line (its values
    /// span at least a tenth of the height; sin x in degrees over −2π … 2π spans 4 %).
    @Test func helpExamplesDrawWhatTheySay() throws {
        let examples = CommandLineOptions.helpDiscussion.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("cerebrum --plot") }
        #expect(examples.count >= 2)
        for example in examples {
            var arguments = Self.words(String(example.dropFirst("cerebrum ".count)))
            if let output = arguments.firstIndex(of: "--output") { arguments.removeSubrange(output...(output + 1)) }
            if !arguments.contains("--json") { arguments.append("--json") }
            guard case .finished(let output) = HeadlessRun.run(arguments: arguments, readInput: { "" }) else {
                Issue.record("\(example) did not finish")
                continue
            }
            #expect(output.status == 0, "\(example): \(output.standardError)")
            let plot = try JSONDecoder().decode(Plot.self, from: Data(output.standardOutput.utf8))
            let height = plot.y_range[1] - plot.y_range[0]
            for curve in plot.curves {
                let ys = curve.polylines.flatMap { $0.map { $0[1] } }.filter { $0 >= plot.y_range[0] && $0 <= plot.y_range[1] }
                #expect((ys.max() ?? 0) - (ys.min() ?? 0) >= height / 10, "\(example): \(curve.description) is flat")
            }
        }
    }

    /// A command line's words: spaces separate them, double quotes group them.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false
        for c in line {
            if c == "\"" { quoted.toggle() } else if c == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else { word.append(c) }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    @Test func writesSVGAndPNG() {
        for suffix in ["svg", "png"] {
            let path = "/tmp/cerebrum-plot-test-\(getpid())." + suffix
            check(Case(["--plot", "sin x", "--output", path], 0))
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            #expect(suffix == "svg" ? String(decoding: bytes, as: UTF8.self).contains("<svg") : bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            unlink(path)
        }
    }
}

/// The standard output of a run, for a row that only checks it succeeds.
enum HeadlessRunOutput {
    static func of(_ arguments: [String]) -> String {
        guard case .finished(let output) = HeadlessRun.run(arguments: arguments, readInput: { "" }) else { return "" }
        return output.standardOutput
    }
}

import CalculatorBrain
import CalculatorController
import Graphing
import Testing
import WindowDescription
@testable import WindowPresenter

/// The graph in the window (docs/behaviour.md §14): what it draws after each event, its
/// view, trace, key points and pins, through the presenter as the shim drives it.
@Suite struct GraphPresenterTests {
    /// A window in radians with the graph open at 600 × 400 (FakeWindow's size).
    func openWindow(_ keys: String = "") throws -> FakeWindow {
        let window = FakeWindow()
        try window.press("rad " + keys)
        window.send(.toggleGraph)
        return window
    }

    @Test func closedAtStartAndToggled() throws {
        let window = FakeWindow()
        #expect(!window.presenter.graph.isOpen)
        #expect(window.graphDrawings == 0)
        window.send(.toggleGraph)
        #expect(window.graphIsOpen)
        #expect(window.graphDrawings >= 1)
        window.send(.toggleGraph)
        #expect(!window.graphIsOpen)
        #expect(window.actions == [.showGraph(true), .showGraph(false)])
    }

    /// The graph follows the calculation key by key: `x sin`, then `× 2 =`; a key typed
    /// while the graph is open is drawn before the next one.
    @Test func everyKeyRedraws() throws {
        let window = try openWindow()
        for (key, curve) in [("x", "x"), ("sin", "sin(x)"), ("*", "sin(x)"), ("2", "sin(x)"), ("=", "sin(x) × 2")] {
            let drawn = window.graphDrawings
            try window.press(key)
            #expect(window.graphDrawings > drawn, "\(key)")
            #expect(window.graph?.graph.curves.map(\.description) == [curve], "\(key)")
        }
    }

    /// RPN: the top of the stack.
    @Test func rpnDrawsTheTopOfTheStack() throws {
        let window = try openWindow()
        try window.press("rad")
        window.send(.toggleMode)
        try window.press("2 enter x sq")
        #expect(window.graph?.graph.curves.map(\.description) == ["x²"])
    }

    /// A constant draws a line and says once (to the screen reader too) that x draws a curve.
    @Test func aConstantSaysOnceThatXDrawsACurve() throws {
        let window = try openWindow("5 =")
        let note = try #require(window.graph?.note)
        #expect(window.graph?.accessibleDescription.hasSuffix("; " + note) == true)
        #expect(window.graph?.graph.curves.first?.sampled.polylines.first?.allSatisfy { $0.y == 5 } == true)
        try window.press("esc x")
        #expect(window.graph?.note == nil)
        try window.press("esc 7")
        #expect(window.graph?.note == nil)
    }

    /// A variable without a value: the note says why nothing is drawn.
    @Test func anUnsetVariableIsSaid() throws {
        let window = try openWindow()
        window.send(.key(.variable("y")))
        let note = try #require(window.graph?.note)
        #expect(note.contains("y"))
        #expect(window.graph?.accessibleDescription.hasSuffix("; " + note) == true)   // heard too
    }

    @Test func dragPansByThePixelsMoved() throws {
        let window = try openWindow("x")
        let before = try #require(window.graph?.graph.view)
        window.send(.graphPan, numbers: [60, -40])
        let after = try #require(window.graph?.graph.view)
        #expect(abs((before.xMin - after.xMin) - 60 / before.xScale) < 1e-9)
        #expect(abs((before.yMin - after.yMin) - 40 / before.yScale) < 1e-9)
        #expect(after.width == before.width && after.height == before.height)
    }

    /// Zooming about a pixel keeps the point under it; `0` (Home) restores the default view.
    @Test func zoomKeepsThePointUnderThePointer() throws {
        let window = try openWindow("x")
        let before = try #require(window.graph?.graph.view)
        let x = before.x(atColumn: 150), y = before.y(atRow: 100)
        window.send(.graphZoom, numbers: [0.5, 150, 100])
        let after = try #require(window.graph?.graph.view)
        #expect(abs(after.x(atColumn: 150) - x) < 1e-9 && abs(after.y(atRow: 100) - y) < 1e-9)
        #expect(abs((after.xMax - after.xMin) - (before.xMax - before.xMin) / 2) < 1e-9)
        window.send(.graphKey(.defaultView))
        #expect(window.graph?.graph.view == before)
    }

    /// A zoom too deep for a `Double` to tell the pixels apart is refused, not drawn as noise.
    @Test func zoomStopsWhereDoublesRunOut() throws {
        let window = try openWindow("x")
        for _ in 0..<80 { window.send(.graphZoom, numbers: [0.1, 300, 200]) }
        let view = try #require(window.graph?.graph.view)
        #expect(view.isUsable)
    }

    /// Numbers the shim never sends (a bug there: another count, one not finite, a size
    /// not whole) move nothing and crash nothing.
    @Test(arguments: [
        (WindowCommand.graphPan, [10]), (.graphPan, [10, 10, 10]), (.graphPan, [.nan, 10]),
        (.graphZoom, [0.5, 150]), (.graphZoom, [.infinity, 150, 100]), (.graphCentre, []),
        (.graphCentre, [450]), (.graphResized, [900]), (.graphResized, [900.5, 400]),
    ] as [(WindowCommand, [Double])])
    func numbersTheEventDoesNotTakeMoveNothing(command: WindowCommand, numbers: [Double]) throws {
        let window = try openWindow("x")
        let before = try #require(window.graph?.graph.view)
        window.send(command, numbers: numbers)
        #expect(window.graph?.graph.view == before)
    }

    @Test func doubleClickCentres() throws {
        let window = try openWindow("x")
        let before = try #require(window.graph?.graph.view)
        let x = before.x(atColumn: 450)
        window.send(.graphCentre, numbers: [450, 200])
        let after = try #require(window.graph?.graph.view)
        #expect(abs(after.x(atColumn: 300) - x) < 1e-9)
    }

    /// The readout writes the brain's value at the decimal x, as the display does.
    @Test func traceReadsTheBrainsValue() throws {
        let window = try openWindow("x sin")
        // Zoomed in, so that 1.5 is not caught by the maximum at π/2.
        window.send(.graphZoom, numbers: [0.25, 300, 200])
        let view = try #require(window.graph?.graph.view)
        window.send(.graphTrace, numbers: [view.column(1.5), view.row(1)])
        #expect(window.graph?.trace?.readout == "x = 1.5  y = 0.997494986604054")
        #expect(window.graph?.accessibleDescription.hasSuffix("trace at x = 1.5  y = 0.997494986604054") == true)
        window.send(.graphTrace)
        #expect(window.graph?.trace == nil)
    }

    /// Tab steps through the key points: the roots of x² − 2 to 15 digits, the minimum
    /// exactly; the pointer leaving does not end a trace the keys moved.
    @Test func tabStepsThroughKeyPoints() throws {
        let window = try openWindow("x sq - 2 =")
        window.send(.graphKey(.nextKeyPoint))
        #expect(window.graph?.trace?.readout.hasPrefix("x = −1.4142135623731") == true)
        window.send(.graphKey(.nextKeyPoint))
        #expect(window.graph?.trace?.readout == "x = 0  y = −2")
        window.send(.graphTrace)
        #expect(window.graph?.trace?.readout == "x = 0  y = −2")
        window.send(.graphKey(.nextKeyPoint))
        #expect(window.graph?.trace?.readout.hasPrefix("x = 1.4142135623731") == true)
        window.send(.graphKey(.previousKeyPoint))
        #expect(window.graph?.trace?.readout == "x = 0  y = −2")
        let description = try #require(window.graph?.accessibleDescription)
        #expect(description.hasPrefix("Graph of x² − 2 for x from −10 to 10"))
        #expect(description.contains("roots at −1.4142135623731"))
        #expect(description.contains("minima at (0, −2)"))
    }

    /// A long calculation (over the nodes the key points check exactly): the screen reader
    /// hears the brain's value at a key point, not the compiled Double's last digits
    /// (0.1 added 500 times is 50.00000000000044 in Doubles).
    @Test func longCalculationsSayTheBrainsValue() throws {
        let window = try openWindow("x" + String(repeating: " + 0.1", count: 500) + " =")
        let nodes = window.presenter.controller.brain.displayedFunction.nodes.count
        #expect(nodes > 400)
        let description = try #require(window.graph?.accessibleDescription)
        #expect(description.contains("crosses the y axis at (0, 50)"))
    }

    /// ↑ ↓ show a tenth of the height higher or lower; `+` `−` zoom by 1.5 about the middle.
    @Test func arrowsPanAndPlusMinusZoom() throws {
        let window = try openWindow("x")
        let view = try #require(window.graph?.graph.view)
        window.send(.graphKey(.up))
        let up = try #require(window.graph?.graph.view)
        #expect(abs((up.yMin - view.yMin) * view.yScale - 40) < 1e-9)     // 400 px high: ↑ shows 40 px higher
        window.send(.graphKey(.down))
        #expect(window.graph?.graph.view == view)
        let middle = (x: view.x(atColumn: 300), y: view.y(atRow: 200))
        window.send(.graphKey(.zoomIn))
        let zoomed = try #require(window.graph?.graph.view)
        #expect(abs((zoomed.xMax - zoomed.xMin) * 1.5 - (view.xMax - view.xMin)) < 1e-9)
        #expect(abs((zoomed.yMax - zoomed.yMin) * 1.5 - (view.yMax - view.yMin)) < 1e-9)
        #expect(abs(zoomed.x(atColumn: 300) - middle.x) < 1e-9 && abs(zoomed.y(atRow: 200) - middle.y) < 1e-9)
        window.send(.graphKey(.zoomOut))
        let back = try #require(window.graph?.graph.view)
        #expect(abs(back.xMin - view.xMin) < 1e-9 && abs(back.yMax - view.yMax) < 1e-9)
    }

    /// Escape and F6 hand the keyboard back to the calculator: the window does it.
    @Test func handingBackTheKeyboardIsTheWindows() throws {
        let window = try openWindow("x")
        let drawn = window.graphDrawings
        window.send(.graphKey(.handBack))
        #expect(window.actions.last == .handBackKeyboard)
        #expect(window.graphDrawings == drawn)
    }

    /// ← and → move a trace by two pixels; without one they pan.
    @Test func arrowsMoveTheTraceOrPan() throws {
        let window = try openWindow("x")
        let view = try #require(window.graph?.graph.view)
        window.send(.graphKey(.right))
        let panned = try #require(window.graph?.graph.view)
        #expect(panned.xMin > view.xMin)
        window.send(.graphKey(.nextKeyPoint))
        let traced = try #require(window.graph?.trace?.point.x)
        window.send(.graphKey(.right))
        let moved = try #require(window.graph?.trace?.point.x)
        #expect(abs((moved - traced) * panned.xScale - 2) < 0.5)
        #expect(window.graph?.graph.view == panned)
    }

    /// Up to six pins, each in its own colour; the newest can be removed.
    @Test func pins() throws {
        let window = try openWindow("x")
        for _ in 0..<6 { window.send(.pinCurve) }
        #expect(window.graph?.colours == [0, 1, 2, 3, 4, 5, 6])
        window.send(.pinCurve)
        #expect(window.message != nil)
        #expect(window.presenter.graph.pins.count == 6)
        window.send(.unpinCurve)
        #expect(window.graph?.colours == [0, 1, 2, 3, 4, 5])
        window.send(.pinCurve)
        #expect(window.graph?.colours == [0, 1, 2, 3, 4, 5, 6])
    }

    /// Pinning keeps the curve while the next calculation is built, and opens the graph.
    @Test func aPinnedCurveStays() throws {
        let window = FakeWindow()
        try window.press("rad x sin")
        window.send(.pinCurve)
        #expect(window.graphIsOpen)
        try window.press("esc x cos")
        #expect(window.graph?.graph.curves.map(\.description) == ["cos(x)", "sin(x)"])
    }

    /// The pointer traces the curve drawn nearest it; Tab goes on to the pins' key points;
    /// removing a pin removes the one traced.
    @Test func traceOnAPinAndRemoveIt() throws {
        let window = try openWindow("x sq")
        window.send(.pinCurve)                     // x², colour 1
        try window.press("esc x")
        window.send(.pinCurve)                     // x, colour 2
        try window.press("esc x sin")              // current: sin(x)
        let view = try #require(window.graph?.graph.view)
        // At x = 3: sin 3 ≈ 0.14, x = 3, x² = 9; the pointer on the row of 9.
        window.send(.graphTrace, numbers: [view.column(3), view.row(9)])
        #expect(window.graph?.trace?.curve == 1)
        #expect(window.graph?.trace?.readout == "x²: x = 3  y = 9")
        window.send(.unpinCurve)
        #expect(window.graph?.graph.curves.map(\.description) == ["sin(x)", "x"])
        #expect(window.graph?.colours == [0, 2])
        #expect(window.graph?.trace == nil)
        // Tab: the current curve's key points, then the pin's (x: its root and y intercept at 0).
        // A root and the crossing of the y axis at one x are one stop.
        let count = Set(try #require(window.graph?.keyPoints).map { "\($0.curve) \($0.point.x)" }).count
        var curves: [Int] = []
        for _ in 0..<count {
            window.send(.graphKey(.nextKeyPoint))
            curves.append(try #require(window.graph?.trace?.curve))
        }
        #expect(curves == curves.sorted() && curves.first == 0 && curves.last == 1)
        #expect(window.graph?.trace?.readout.hasPrefix("x: x = 0") == true)
        window.send(.graphKey(.nextKeyPoint))
        #expect(window.graph?.trace?.curve == 0)   // round
    }

    /// A trace that ended (the pointer left, Home, the graph closed) no longer picks the
    /// pin removed: the newest goes.
    @Test(arguments: [GraphEnd.pointerLeft, .home, .closed])
    func removingAfterTheTraceEndedRemovesTheNewest(end: GraphEnd) throws {
        let window = try openWindow("x sq")
        window.send(.pinCurve)                     // x², colour 1
        try window.press("esc x")
        window.send(.pinCurve)                     // x, colour 2
        try window.press("esc x sin")
        let view = try #require(window.graph?.graph.view)
        window.send(.graphTrace, numbers: [view.column(3), view.row(9)])
        #expect(window.graph?.trace?.curve == 1)
        switch end {
        case .pointerLeft: window.send(.graphTrace)
        case .home: window.send(.graphKey(.defaultView))
        case .closed: window.send(.toggleGraph); window.send(.toggleGraph)
        }
        #expect(window.graph?.trace == nil)
        window.send(.unpinCurve)
        #expect(window.presenter.graph.pins.map(\.colour) == [1])
    }

    enum GraphEnd: Sendable { case pointerLeft, home, closed }

    /// Saving asks for a name (in the Pictures folder, then where the last save went),
    /// and writes SVG or PNG at the size chosen, the suffix fixed from the file type.
    @Test func savingTakesSvgOrPng() throws {
        let window = try openWindow("x")
        window.send(.saveGraph)
        #expect(window.actions.last == .chooseGraphFile(folder: nil))
        window.send(.saveGraphTo, "png\t1600x1200\t/tmp/plots/graph.txt")
        #expect(window.actions.last == .writeGraph(GraphExport(
            path: "/tmp/plots/graph.txt.png", format: .png, width: 1600, height: 1200, renamed: true)))
        window.send(.saveGraph)
        #expect(window.actions.last == .chooseGraphFile(folder: "/tmp/plots"))
        window.send(.saveGraphTo, "png\tshown\t/tmp/graph.SVG")
        #expect(window.actions.last == .writeGraph(GraphExport(
            path: "/tmp/graph.SVG", format: .svg, width: 600, height: 400, renamed: false)))
        let count = window.actions.count
        window.send(.saveGraphTo, "/tmp/graph.svg")   // not the dialog's answer: nothing
        #expect(window.actions.count == count)
        window.send(.copyGraph)
        #expect(window.actions.last == .copyGraphImage)
    }

    /// The file is drawn at the export's size, showing the part of the plane on screen.
    @Test func exportIsDrawnAtItsSize() throws {
        let window = try openWindow("x sin")
        let shown = window.presenter.graphFrame.graph.view
        let export = GraphExport(path: "/tmp/g.png", format: .png, width: 1600, height: 1200, renamed: false)
        let big = window.presenter.graphFrame(for: export).graph.view
        #expect((big.width, big.height) == (1600, 1200))
        #expect((big.xMin, big.xMax, big.yMin, big.yMax) == (shown.xMin, shown.xMax, shown.yMin, shown.yMax))
        #expect((window.presenter.graphFrame.graph.view.width, window.presenter.graphFrame.graph.view.height) == (600, 400))
    }

    /// A saved view is restored when a window could have shown it; an earlier version's
    /// pin is read back from its formula; a formula that no longer reads is left out.
    @Test(arguments: [([-2.0, 3, -1, 1], true), ([-1e308, 1e308, -1, 1], false), ([1, 1.0000000000000002, 0, 1], false),
                      ([3, 2, 0, 1], false), ([0, .nan, 0, 1], false)])
    func restoresAViewItCouldShow(view: [Double], taken: Bool) throws {
        let window = FakeWindow()
        let effects = window.presenter.restoreGraph(
            isOpen: true, view: view,
            pins: [(colour: 3, radians: true, formula: "sin(x) × 2", program: nil),
                   (colour: 4, radians: true, formula: "2 +", program: nil)])
        #expect(effects == [.showGraph(true)])
        #expect((window.presenter.graph.range != nil) == taken)
        #expect(window.presenter.graph.pins.map(\.colour) == [3])
        #expect(window.presenter.graph.pins.first?.function.description == "sin(x) × 2")
    }

    /// Pins come back at the next start as they were pinned (issue 33): as programs, with
    /// the values the variables had when they were pinned, a long one whose legend was cut
    /// short too; a damaged program is read from its formula, and left out when that does
    /// not read either.
    @Test func pinsComeBackAsTheyWerePinned() throws {
        let window = try openWindow("3 →y esc y × x =")
        window.send(.pinCurve)                     // 3 × x, colour 1
        try window.press("esc 4 →y esc x" + String(repeating: " + 1", count: 40) + " =")
        window.send(.pinCurve)                     // x + 1 + … + 1, colour 2
        let state = window.presenter.graphState
        #expect(state.pins.map(\.colour) == [1, 2])
        #expect(state.pins.allSatisfy { $0.program != nil })
        #expect(state.pins[1].formula.hasPrefix("…"))
        let next = FakeWindow()
        try next.press("5 →y")
        let damaged = [(colour: 3, radians: true, formula: "x × 2", program: Optional("b + 0 1")),
                       (colour: 4, radians: true, formula: "2 +", program: Optional("b + 0 1"))]
        _ = next.presenter.restoreGraph(isOpen: true, view: state.view, pins: state.pins + damaged)
        let pins = next.presenter.graph.pins
        #expect(pins.map(\.colour) == [1, 2, 3])
        #expect(pins.last?.function.value(at: Number(2)) == .success(Number(4)))
        #expect(pins.dropLast().map(\.function.description) == state.pins.map(\.formula))
        #expect(pins.first?.function.value(at: Number(2)) == .success(Number(6)))
        #expect(pins[1].function.value(at: Number(2)) == .success(Number(42)))
    }

    /// A resize keeps the centre and the scale of a moved view.
    @Test func resizeKeepsCentreAndScale() throws {
        let window = try openWindow("x")
        window.send(.graphPan, numbers: [10, 10])
        let before = try #require(window.graph?.graph.view)
        window.send(.graphResized, numbers: [900, 400])
        let after = try #require(window.graph?.graph.view)
        #expect(abs(after.xScale - before.xScale) < 1e-9)
        #expect(abs((after.xMin + after.xMax) - (before.xMin + before.xMax)) < 1e-9)
    }

    /// Issue 32 item 7: a new window is in degrees; its first graph of sin x shows a full
    /// period each side (−360 … 360), not a flat line over −10 … 10.
    @Test func aNewWindowDrawsSineInDegreesWhole() throws {
        let window = FakeWindow()
        window.send(.toggleGraph)
        try window.press("x sin")
        let view = try #require(window.graph?.graph.view)
        #expect(view.xMin == -360 && view.xMax == 360)
        let ys = try #require(window.graph?.graph.curves.first?.sampled.polylines.flatMap { $0.map(\.y) })
        #expect(ys.max()! > 0.999 && ys.min()! < -0.999)
    }

    /// Issue 32 item 9: at a root the readout is y = 0 with x to 15 digits, not the brain's
    /// value at the decimal nearest the root (−5.6e−16 for x³ − 3x at √3); elsewhere the
    /// brain's value.
    @Test func aRootReadsZero() throws {
        let window = try openWindow()
        window.typeOnKeyboard("x^3-3x\n")
        var readouts: [String] = []
        for _ in 0..<6 {
            window.send(.graphKey(.nextKeyPoint))
            readouts.append(try #require(window.graph?.trace?.readout))
        }
        #expect(readouts == ["x = −1.73205080756888  y = 0", "x = −1  y = 2", "x = 0  y = 0", "x = 1  y = −2",
                             "x = 1.73205080756888  y = 0", "x = −1.73205080756888  y = 0"])
        #expect(window.graph?.trace?.point.y == 0)
        let view = try #require(window.graph?.graph.view)
        window.send(.graphTrace, numbers: [view.column(0.5), view.row(-1.375)])
        #expect(window.graph?.trace?.readout == "x = 0.5  y = −1.375")
    }

    /// Issue 32 item 11: while the graph is open, a calculation in x with x not set shows
    /// itself in the display (not a red "x is not set"), and its value at the trace's x
    /// while a trace is on it; closed, the display says the error again.
    @Test func theDisplayShowsWhatIsGraphed() throws {
        let window = FakeWindow()
        try window.press("rad x sin")
        #expect(window.display == "x is not set" && window.view?.error == true)
        window.send(.toggleGraph)
        #expect(window.display == "sin(x)" && window.view?.error == false)
        let view = try #require(window.graph?.graph.view)
        window.send(.graphZoom, numbers: [0.25, 300, 200])
        let zoomed = try #require(window.graph?.graph.view)
        #expect(zoomed != view)
        window.send(.graphTrace, numbers: [zoomed.column(1.5), zoomed.row(1)])
        #expect(window.display == "0.997494986604054" && window.view?.error == false)
        #expect(window.view?.description == "sin(x) at x = 1.5")
        window.send(.graphTrace)
        #expect(window.display == "sin(x)")
        window.send(.toggleGraph)
        #expect(window.display == "x is not set" && window.view?.error == true)
        // With x set the display shows the value at x, graph or not.
        let set = FakeWindow()
        set.send(.editVariable("x"), "2")
        try set.press("rad x sq")
        set.send(.toggleGraph)
        #expect(set.display == "4")
        // A number being typed is shown as typed.
        try window.press("esc x sin * 2")
        window.send(.toggleGraph)
        #expect(window.display == "2")
    }

    /// The pixel-precise decimal the trace reads at.
    @Test(arguments: [(1.4987, 0.05, "1.5"), (1.4987, 0.005, "1.499"), (1.4987, 0.0005, "1.4987"), (-0.003, 0.05, "0"),
                            (1234.5, 20, "1230")])
    func tracedX(x: Double, pixel: Double, text: String) throws {
        let number = try #require(GraphPresenter.rounded(x, pixel: pixel))
        #expect(DisplayFormatter.asciiString(for: number) == text)
    }
}

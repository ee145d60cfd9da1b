import CalculatorBrain
import CalculatorController
import Foundation

// `cerebrum-bench`: the cost of one key and one undo on top of 100,000-step programs,
// without a window. A key is timed as the window does it: the controller
// handles it and the view state is read (the description capped as the window caps it).
// The saved state's encoding runs on the saver's thread; it is timed apart.
// Run the release build: `swift build -c release --product cerebrum-bench`.
//
// `cerebrum-bench --write-state FILE [CALCULATIONS]` instead writes the state file a
// returning user has after CALCULATIONS (default 1,100) finished `123.45 × 6.7 =`, a full
// history, to start the window on as a returning user would.
// Without arguments it also times what a returning start does with that file: reading
// it and rebuilding the controller from it (StateFile.load, as the window does).

/// The median of `runs` timings of `body`, in milliseconds; `before` and `after` run
/// untimed around each one.
func medianMilliseconds(runs: Int, before: () -> Void = {}, _ body: () -> Void, after: () -> Void = {}) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        before()
        let elapsed = clock.measure(body)
        after()
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
}

func format(_ milliseconds: Double) -> String { String(format: "%.3f ms", milliseconds) }

let calculation: [Key] = [.digit(1), .digit(2), .digit(3), .point, .digit(4), .digit(5), .binary(.multiply),
                          .digit(6), .point, .digit(7), .equals]

/// Writes to `path` the state a returning user has after `count` finished calculations (a
/// full history from 1,000 on) and returns that controller; on failure says why and exits
/// with status 1 (running `cleanUp` first).
func writeState(afterCalculations count: Int, to path: String, cleanUp: () -> Void = {}) -> CalculatorController {
    let c = CalculatorController()
    for _ in 0..<count { calculation.forEach(c.press) }
    do {
        try StateFile(path: path).write(try c.savedStateSnapshot.binaryPropertyList())
    } catch {
        FileHandle.standardError.write(Data("cerebrum-bench: \(path): \(error)\n".utf8))
        cleanUp()
        exit(1)
    }
    return c
}

/// Says how to call the program on standard error and exits with status 2.
func usage() -> Never {
    FileHandle.standardError.write(Data("usage: cerebrum-bench [--write-state FILE [CALCULATIONS]]\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
if let first = arguments.first {
    let rest = Array(arguments.dropFirst())
    guard first == "--write-state", let path = rest.first, rest.count <= 2,
          let count = rest.count == 2 ? Int(rest[1]) : 1_100, count >= 0 else { usage() }
    let c = writeState(afterCalculations: count, to: path)
    print("cerebrum-bench: \(path): \(count) calculations, \(c.history.entries.count) in the history")
    exit(0)
}

let runs = 501
let programSteps = 100_000
print("cerebrum-bench: median of \(runs) runs on top of \(programSteps) program steps")
for (name, mode, short) in [("algebraic, one long calculation 1 + 1 + …", CalculatorMode.algebraic, false),
                            ("RPN, one long calculation 1 ↵ 1 + 1 + …", .rpn, false),
                            ("algebraic, 25,000 calculations 123.45 × 6.7 =", .algebraic, true)] {
    let c = CalculatorController(mode: mode)
    c.descriptionLimit = History.descriptionLimit
    if mode == .rpn {
        c.press(.digit(1))
        c.press(.equals)
    }
    var steps = 0
    while steps < programSteps {
        if short {
            calculation.forEach(c.press)
            steps += 4
        } else {
            c.press(.digit(1))
            c.press(.binary(.add))
            steps += 2
        }
    }
    _ = c.viewState
    // A key that adds a step: the operation after a typed 7 (undone untimed afterwards).
    let key = medianMilliseconds(runs: runs, before: { c.press(.digit(7)) }, {
        c.press(.binary(.add))
        _ = c.viewState
    }, after: { c.press(.backspace) })
    // Undo of that step (put back untimed before each run).
    let undo = medianMilliseconds(runs: runs, before: { c.press(.digit(7)); c.press(.binary(.add)) }, {
        c.press(.backspace)
        _ = c.viewState
    })
    let snapshot = c.savedStateSnapshot
    var bytes = 0
    let save = medianMilliseconds(runs: 21) {
        bytes = (try? snapshot.binaryPropertyList())?.count ?? -1
    }
    print("\(name): key \(format(key)), undo \(format(undo)); "
          + "state \(bytes) bytes, built and encoded in \(format(save)) (saver thread)")
}

// A returning user's start: the state file after 1,100 calculations read and the
// controller rebuilt from it, as WindowApp.restoredController does.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cerebrum-bench-\(getpid())")
let stateFile = StateFile(path: folder.appendingPathComponent("state.plist").path)
try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
_ = writeState(afterCalculations: 1_100, to: stateFile.path) { try? FileManager.default.removeItem(at: folder) }
var restoredHistory = 0
let restore = medianMilliseconds(runs: 101) {
    _ = stateFile.load { plist in
        restoredHistory = (try? CalculatorController(savedState: plist))?.history.entries.count ?? -1
        return nil
    }
}
print("returning start, state after 1,100 calculations (\(restoredHistory) in the history): "
      + "read and restored in \(format(restore))")
try? FileManager.default.removeItem(at: folder)

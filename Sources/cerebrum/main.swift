#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Localization

// The user's language for every message, the window's and the command line's (§12).
Localization.setUp()

// `cerebrum --keys …` and `--solve …` run headless (SPEC §9); without them it opens the window.
let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if CommandLineOptions.exitCode(for: error) == .success {
        print(CommandLineOptions.fullMessage(for: error))
        exit(0)
    }
    HeadlessRun.fail(HeadlessRun.withPosition(CommandLineOptions.message(for: error)))
}
if options.json && options.keys == nil && options.solve == nil {
    // Without --keys or --solve the window would open and the flag do nothing: say so instead.
    HeadlessRun.fail("--json needs --keys or --solve (it prints the result of a key sequence or a formula)")
}
if let formula = options.solve {
    do {
        let (text, error) = try HeadlessRun.solve(options, formula: HeadlessRun.keys(from: formula))
        StandardStream.output(text)
        if let error {
            // With --json the message is in the object's `error`; scripts read that.
            if !options.json { StandardStream.error("cerebrum: \(error)\n") }
            exit(1)
        }
    } catch {
        HeadlessRun.fail(error.message)
    }
} else if let keys = options.keys {
    do {
        let text = try HeadlessRun.output(for: options, keys: HeadlessRun.keys(from: keys))
        StandardStream.output(text)
    } catch {
        HeadlessRun.fail(error.message)
    }
} else {
    exit(WindowApp.run(options: options))
}

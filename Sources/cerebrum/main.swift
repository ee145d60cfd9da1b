import Foundation

// `cerebrum --keys …` runs headless (SPEC §9); with no `--keys` it opens the window.
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
if options.json && options.keys == nil {
    // Without --keys the window would open and the flag do nothing: say so instead.
    HeadlessRun.fail("--json needs --keys (it prints the result of a key sequence)")
}
if let keys = options.keys {
    do {
        let text = try HeadlessRun.output(for: options, keys: HeadlessRun.keys(from: keys))
        FileHandle.standardOutput.write(Data(text.utf8))
    } catch {
        HeadlessRun.fail(error.message)
    }
} else {
    exit(WindowApp.run(options: options))
}

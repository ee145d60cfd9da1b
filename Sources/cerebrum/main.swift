#if canImport(Glibc)
import Glibc
#endif
import CommandLineInterface
import Localization

// The user's language for every message, the window's and the command line's (§12).
Localization.setUp(localeDirectory: Resource.translations.path)

// `cerebrum --keys …`, `--solve …` and `--list-keys` run headless (docs/behaviour.md §9);
// without them it opens the window.
switch HeadlessRun.run(arguments: Array(CommandLine.arguments.dropFirst()), readInput: StandardStream.readInput) {
case .finished(let output):
    StandardStream.output(output.standardOutput)
    StandardStream.error(output.standardError)
    exit(output.status)
case .window(let options):
    exit(WindowApp.run(options: options))
}

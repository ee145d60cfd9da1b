import ArgumentParser

/// Where a command line goes wrong, found without reading ArgumentParser's messages
/// (their wording is not an interface): the arguments are parsed again, prefix by
/// prefix, and the culprit is the first argument from which no longer prefix parses.
///
/// A prefix that ends in an option waiting for its value fails too (`--mode` alone), but
/// a longer one that gives the value parses again, so such a failure does not count:
/// `--mode rpn --bogus` points at `--bogus` (3), `--mode hex` at `--mode` (1), whose
/// value it is. Checks made by `CommandLineOptions.validate()` fail from the argument
/// that completes the combination (`--keys 1 --solve 2` points at `--solve`).
enum ArgumentPosition {
    /// Arguments beyond this are not searched (each step parses a prefix again): such a
    /// command line comes from a script, whose author has the message itself.
    static let searchLimit = 256

    /// The 1-based place of the argument where `arguments` stops parsing for good, or
    /// nil when they parse (or are too many to search).
    static func firstFailing(_ arguments: [String]) -> Int? {
        guard arguments.count <= searchLimit else { return nil }
        var culprit: Int?
        // From the full line down: the longest prefix that still parses ends just
        // before the culprit (the empty prefix always parses).
        for length in stride(from: arguments.count, through: 0, by: -1) {
            if parses(Array(arguments.prefix(length))) { break }
            culprit = length
        }
        return culprit
    }

    private static func parses(_ arguments: [String]) -> Bool {
        do {
            _ = try CommandLineOptions.parse(arguments)
            return true
        } catch {
            return false
        }
    }
}

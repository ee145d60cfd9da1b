import CalculatorController
#if canImport(Glibc)
import Glibc
#endif

/// Standard output, error and input through plain file descriptors: `FileHandle` lives
/// only in full Foundation, which would link ICU into the binary and load it at every start.
enum StandardStream {
    /// Writes all of `text` to standard output.
    static func output(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes all of `text` to standard error.
    static func error(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Everything on standard input up to its end, as UTF-8 (invalid bytes repaired).
    /// A read error ends the input where it happened.
    static func readInput() -> String {
        String(decoding: FileDescriptor.readToEnd(STDIN_FILENO).bytes, as: UTF8.self)
    }

    /// A write error (a closed pipe) drops the rest: there is nowhere left to say so.
    private static func write(_ text: String, to fd: Int32) {
        var text = text
        _ = text.withUTF8 { FileDescriptor.writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
}

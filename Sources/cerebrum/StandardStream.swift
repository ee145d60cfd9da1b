#if canImport(Glibc)
import Glibc
#endif

/// Standard output, error and input through plain file descriptors: `FileHandle` lives
/// only in full Foundation, which would load ICU at every start (issue 8).
enum StandardStream {
    /// Writes all of `text` to standard output.
    static func output(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes all of `text` to standard error.
    static func error(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Everything on standard input up to its end, as UTF-8 (invalid bytes repaired).
    static func readInput() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes.append(contentsOf: chunk[..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                offset += n
            }
        }
    }
}

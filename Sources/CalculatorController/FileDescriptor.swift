#if canImport(Glibc)
import Glibc
#endif

/// Whole reads and writes on a file descriptor, as the C library's `read` and `write` do
/// them in parts: retried after a signal (EINTR), stopped at the first error. Shared by
/// the state file and the command line's standard streams.
public enum FileDescriptor {
    /// Everything `fd` gives up to its end, and 0; or what was read before an error, and
    /// that error's number (EFBIG past `limit` bytes: a file that grew after its size was
    /// checked is not read on).
    public static func readToEnd(_ fd: Int32, limit: Int = .max) -> (bytes: [UInt8], errno: Int32) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return (bytes, errno)
            }
            if n == 0 { return (bytes, 0) }
            guard n <= limit - bytes.count else { return (bytes, EFBIG) }
            bytes += chunk[..<n]
        }
    }

    /// Writes all of `buffer` to `fd`: 0, or the number of the error that stopped it (EIO
    /// when a write wrote nothing, which would otherwise repeat forever).
    public static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return 0
    }
}

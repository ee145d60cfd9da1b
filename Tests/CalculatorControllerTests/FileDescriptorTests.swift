import CalculatorController
import Glibc
import Testing

/// Whole reads and writes through a pipe, and the error numbers when they cannot be done.
@Suite struct FileDescriptorTests {
    /// A pipe's read and write ends.
    func pipeEnds() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
    func writtenBytesAreReadBack(count: Int) throws {
        let ends = try pipeEnds()
        defer { close(ends.read) }
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // More than a pipe holds: the writer runs beside the reader.
        var written: Int32 = -1
        let writer = Thread { written = bytes.withUnsafeBytes { FileDescriptor.writeAll(ends.write, $0) }; close(ends.write) }
        writer.start()
        let read = FileDescriptor.readToEnd(ends.read)
        writer.join()
        #expect(written == 0)
        #expect(read.errno == 0)
        #expect(read.bytes == bytes)
    }

    /// -1 is never a descriptor. (A closed pipe's numbers were used before: tests run in
    /// parallel, and another test's open reused a number now and then, so the read worked.)
    @Test func errorsComeBackAsNumbers() throws {
        #expect(FileDescriptor.readToEnd(-1).errno == EBADF)
        #expect(FileDescriptor.readToEnd(-1).bytes.isEmpty)
        #expect([UInt8(1)].withUnsafeBytes { FileDescriptor.writeAll(-1, $0) } == EBADF)
    }

    /// A write into a pipe nobody reads fails with EPIPE (SIGPIPE ignored, as a shell's
    /// closed pipe would be).
    @Test func writeToAClosedPipeFails() throws {
        let ends = try pipeEnds()
        close(ends.read)
        defer { close(ends.write) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        #expect([UInt8(1), 2].withUnsafeBytes { FileDescriptor.writeAll(ends.write, $0) } == EPIPE)
    }
}

/// A thread for the writer side: Glibc's pthreads, no Foundation.
private final class Thread: @unchecked Sendable {
    private let body: () -> Void
    private var id = pthread_t()

    init(_ body: @escaping () -> Void) { self.body = body }

    func start() {
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&id, nil, { raw in
            let thread = Unmanaged<Thread>.fromOpaque(raw!).takeRetainedValue()
            thread.body()
            return nil
        }, box)
    }

    func join() { pthread_join(id, nil) }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Everything `dial` writes to standard output goes here, straight to file descriptor 1, so that a lost write is
/// noticed and reported (`dial … > /dev/full` must not exit 0). Not through C's stdio: a write it makes when its buffer
/// fills fails silently and leaves `errno` to whatever runs next, so the reason could no longer be told; and not
/// through `FileHandle.write(_:)`, which traps on a write error.
enum StandardOutput {
    private static let state = State()

    /// Commands may print from several threads (export's workers report progress).
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        /// The first failed write's `errno`. Once a write has failed nothing more is written: the output is already
        /// incomplete, and the command's exit status will say so.
        var failure: Int32?
    }

    static func write(_ bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        state.lock.withLock {
            guard state.failure == nil else { return }
            state.failure = writeAll(bytes, to: 1)
        }
    }

    static func write(_ text: String) { write(text.utf8) }

    /// Writes all of `bytes` to `descriptor`, through partial and interrupted writes; the `errno` of a failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { writeToDescriptor(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Why standard output lost something, as `strerror` says it; nil if everything written reached it. Anything a
    /// library left in C's stdio buffer is flushed first.
    static func failure() -> String? {
        let flushed = fflush(nil) == 0
        let code = flushed ? nil : errno
        return state.lock.withLock { (state.failure ?? code).map { String(cString: strerror($0)) } }
    }
}

/// `write(2)`, under a name `StandardOutput.write` does not hide.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// `print` for the whole of DialCLI: it shadows the standard library's, which writes through C's stdio (see
/// `StandardOutput`), so that every command's output, wherever it is printed, has its write errors caught.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    StandardOutput.write(items.map { String(describing: $0) }.joined(separator: separator) + terminator)
}

import Foundation

/// A file written piece by piece into its temporary file (as `AtomicFile` names it) and renamed into place by
/// `commit()`: a large file is never whole in memory, and never seen half-written. Not committed, it is removed.
/// Not synced, like `AtomicFile.write` by default: it writes an export's manifest and contact sheet.
public final class AtomicFileWriter {
    public let url: URL
    private let temporary: URL
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    public init(url: URL) throws(FileError) {
        self.url = url
        temporary = url.deletingLastPathComponent().appendingPathComponent(AtomicFile.temporaryName(for: url.lastPathComponent))
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(url) }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporary.path)
        }
    }

    public func append(_ bytes: some Sequence<UInt8>) throws(FileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes what is buffered, closes the file and renames it over the target.
    public func commit() throws(FileError) {
        try flush()
        let closed = close(descriptor) == 0
        descriptor = -1
        guard closed, rename(temporary.path, url.path) == 0 else {
            let error = Self.error(url)
            unlink(temporary.path)
            throw error
        }
    }

    private func flush() throws(FileError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Self.error(url) }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func error(_ url: URL) -> FileError {
        .cannotWrite(path: url.relativePath, reason: String(cString: strerror(errno)))
    }
}

import Foundation

/// The package's one way of writing a file: into a temporary file beside it (as `AtomicFile` names it), renamed over
/// the target by `commit()`. A reader, or a process killed halfway, sees the old file or the new one, never part of
/// one; a full disk, a file size limit or a read-only folder leaves no temporary file behind. Written piece by piece
/// (`append`), a large file is never whole in memory; `AtomicFile.write` is the one-piece form.
///
/// It lives in a target of its own below `Dial` and `DialGolden`, which both write files, rather than in a stage
/// module: "only backends and the command line do I/O" keeps decode → paint free of files, and this target is the
/// I/O those layers share.
public final class AtomicFileWriter {
    /// The file that `commit()` puts in place.
    public let url: URL
    private let temporary: URL
    private let syncing: Bool
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    /// Opens the temporary file, making the target's folder first if it is missing. `syncing` flushes the file to
    /// the disk before the rename, which guards against a power cut as well as a kill and costs milliseconds a file
    /// on a disk: goldens and reports, few and kept in git, are synced; exports and renders, thousands of files that
    /// can be made again, are not.
    public init(url: URL, syncing: Bool = false) throws(FileError) {
        self.url = url
        self.syncing = syncing
        temporary = url.deletingLastPathComponent().appendingPathComponent(AtomicFile.temporaryName(for: url.lastPathComponent),
                                                                           isDirectory: false)
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // Most writes go into a folder that exists: make it only when the first open says it is missing.
            do throws(POSIXError) {
                try AtomicFile.makeFolder(temporary.deletingLastPathComponent().path)
            } catch {
                throw .cannotWrite(path: url.relativePath, reason: String(cString: strerror(error.code.rawValue)))
            }
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw Self.error(url) }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporary.path)
        }
    }

    /// Buffered: small pieces cost no system call each.
    public func append(_ bytes: some Sequence<UInt8>) throws(FileError) {
        if buffer.isEmpty { buffer.reserveCapacity(Self.bufferSize) }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// One large piece, straight to the file after whatever is buffered: no copy into the buffer.
    public func write(_ bytes: [UInt8]) throws(FileError) {
        try flush()
        try writeAll(bytes)
    }

    /// Writes what is buffered, syncs if asked, closes the file and renames it over the target.
    public func commit() throws(FileError) {
        try flush()
        if syncing, fsync(descriptor) != 0 { throw Self.error(url) }
        let closed = close(descriptor) == 0
        descriptor = -1
        guard closed, rename(temporary.path, url.path) == 0 else {
            let error = Self.error(url)
            unlink(temporary.path)
            throw error
        }
    }

    private func flush() throws(FileError) {
        guard !buffer.isEmpty else { return }
        try writeAll(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: [UInt8]) throws(FileError) {
        let failed: Bool = bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return true }
                written += count
            }
            return false
        }
        if failed { throw Self.error(url) }
    }

    /// What `errno` says now, naming the target as the caller gave it.
    private static func error(_ url: URL) -> FileError {
        .cannotWrite(path: url.relativePath, reason: String(cString: strerror(errno)))
    }
}

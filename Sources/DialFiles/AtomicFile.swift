import Foundation

/// Writes a file whole or not at all: into a temporary file in the same folder, then renamed over the target.
/// A reader, or a process killed halfway, sees the old file or the new one, never part of one; a full disk, a file
/// size limit or a read-only folder leaves no temporary file behind.
///
/// This is the package's one writer of files (exports, renders, goldens, reports). It lives in a target of its own
/// below `Dial` and `DialGolden`, which both write, rather than in a stage module: "only backends and the command line
/// do I/O" keeps decode → paint free of files, and this target is the I/O those layers share.
public enum AtomicFile {
    /// `syncing` flushes the file to the disk before the rename, which guards against a power cut as well as a kill
    /// and costs milliseconds a file on a disk: goldens and reports, which are few and kept in git, are synced;
    /// exports and renders, thousands of files that can be made again, are not.
    public static func write(_ bytes: [UInt8], to url: URL, syncing: Bool = false) throws(FileError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent),
                                                                               isDirectory: false)
        do throws(POSIXError) {
            try write(bytes, toNew: temporary.path, syncing: syncing)
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError.current }
        } catch {
            unlink(temporary.path)
            throw .cannotWrite(path: url.relativePath, reason: String(cString: strerror(error.code.rawValue)))
        }
    }

    /// Creates (or empties) the file at `path` and writes `bytes` into it, making its folder first if need be.
    private static func write(_ bytes: [UInt8], toNew path: String, syncing: Bool) throws(POSIXError) {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // Most writes go into a folder that exists: make it only when the first open says it is missing.
            try makeFolder((path as NSString).deletingLastPathComponent)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError.current }
        var failure: POSIXError? = bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return POSIXError.current }
                written += count
            }
            return nil
        }
        if failure == nil, syncing, fsync(descriptor) != 0 { failure = POSIXError.current }
        let closed = close(descriptor) == 0 ? nil : POSIXError.current
        if let error = failure ?? closed { throw error }
    }

    /// Makes `folder` and any missing parents. Unlike FileManager, it keeps the reason a folder could not be made
    /// (a read-only file system, a full disk, a file in the way), so the error says it.
    static func makeFolder(_ folder: String) throws(POSIXError) {
        if folder.isEmpty || mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw POSIXError.current }
        let parent = (folder as NSString).deletingLastPathComponent
        guard parent != folder else { throw POSIXError.current }
        try makeFolder(parent)
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw POSIXError.current }
    }

    /// `.NAME.PID-N.tmp`: hidden, and unique to the writing process and to the write within it, so that writers of
    /// different files never meet, nor two threads of one process writing the same file (two tests recording one
    /// golden). `N` counts this process's writes.
    public static func temporaryName(for name: String) -> String {
        ".\(name).\(ProcessInfo.processInfo.processIdentifier)-\(WriteCounter.shared.next()).tmp"
    }

    /// The name of the file that `file` was going to become, if `file` is a temporary file that some process,
    /// perhaps one that was killed, made while writing it; nil for any other file.
    public static func target(ofTemporary file: String) -> String? {
        guard file.hasPrefix("."), file.hasSuffix(".tmp") else { return nil }
        let middle = file.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: "."), dot > middle.startIndex else { return nil }
        let tag = middle[middle.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
        // `PID` alone is what Dial wrote before the counter: a run killed then is cleaned up too.
        guard tag.count <= 2, tag.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return String(middle[..<dot])
    }

    /// The numbers that keep one process's temporary names apart.
    private final class WriteCounter: @unchecked Sendable {
        static let shared = WriteCounter()
        private let lock = NSLock()
        private var count = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }
}

extension POSIXError {
    /// The error `errno` names now.
    static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

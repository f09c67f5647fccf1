import Foundation

/// A file written whole or not at all, in one piece (`AtomicFileWriter` does the work), and the names of the
/// temporary files that writing leaves while it runs.
public enum AtomicFile {
    /// See `AtomicFileWriter.init(url:syncing:)` for `syncing`.
    public static func write(_ bytes: [UInt8], to url: URL, syncing: Bool = false) throws(FileError) {
        let writer = try AtomicFileWriter(url: url, syncing: syncing)
        try writer.write(bytes)
        try writer.commit()
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

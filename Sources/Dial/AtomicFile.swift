import Foundation

/// Writes a file whole or not at all: into a temporary file in the same folder, then renamed over the target.
/// A reader, or a process killed halfway, sees the old file or the new one, never part of one. There is no fsync:
/// that would guard against a power cut, not a kill, and costs milliseconds a file on a disk (Foundation's
/// `Data.write` does one, which made exports disk-bound).
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to url: URL) throws(DialError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent),
                                                                               isDirectory: false)
        do throws(POSIXError) {
            try write(bytes, toNew: temporary.path)
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError.current }
        } catch {
            unlink(temporary.path)
            throw .io(path: url.relativePath, problem: "cannot write: \(String(cString: strerror(error.code.rawValue)))")
        }
    }

    /// Creates (or empties) the file at `path` and writes `bytes` into it, making its folder first if need be.
    private static func write(_ bytes: [UInt8], toNew path: String) throws(POSIXError) {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // Most writes go into a folder that exists: make it only when the first open says it is missing.
            try makeFolder((path as NSString).deletingLastPathComponent)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError.current }
        var written = 0
        let failure: POSIXError? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return POSIXError.current }
                written += count
            }
            return nil
        }
        let closed = close(descriptor) == 0 ? nil : POSIXError.current
        if let error = failure ?? closed { throw error }
    }

    /// Makes `folder` and any missing parents. Unlike FileManager, it keeps the reason a folder could not be made
    /// (a read-only file system, a full disk, a file in the way), so the error says it.
    private static func makeFolder(_ folder: String) throws(POSIXError) {
        if folder.isEmpty || mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw POSIXError.current }
        let parent = (folder as NSString).deletingLastPathComponent
        guard parent != folder else { throw POSIXError.current }
        try makeFolder(parent)
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw POSIXError.current }
    }

    /// `.NAME.PID.tmp`: hidden, and unique to the writing process, so that writers of different files never meet.
    static func temporaryName(for name: String) -> String {
        ".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
    }

    /// The name of the file that `file` was going to become, if `file` is a temporary file that some process,
    /// perhaps one that was killed, made while writing it; nil for any other file.
    static func target(ofTemporary file: String) -> String? {
        guard file.hasPrefix("."), file.hasSuffix(".tmp") else { return nil }
        let middle = file.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: "."), dot > middle.startIndex else { return nil }
        let pid = middle[middle.index(after: dot)...]
        guard !pid.isEmpty, pid.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(middle[..<dot])
    }
}

extension POSIXError {
    /// The error `errno` names now.
    fileprivate static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

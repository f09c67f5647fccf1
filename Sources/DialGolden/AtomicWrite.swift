import Foundation

/// Writes a file whole or not at all: into a temporary file in the same folder, then renamed over the target, so a
/// golden or a report is never seen half written, even by a test running at the same time.
enum AtomicWrite {
    static func write(_ bytes: [UInt8], to url: URL) throws(GoldenError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: url.path, problem: "cannot write: \(error.localizedDescription)")
        }
    }

    /// The file's bytes, or nil when there is no such file.
    static func read(_ url: URL) throws(GoldenError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw .io(path: url.path, problem: "cannot read: \(error.localizedDescription)")
        }
    }
}

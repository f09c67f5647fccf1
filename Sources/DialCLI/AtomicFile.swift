import Dial
import DialModel
import Foundation

/// Writes a file whole or not at all: into a temporary file in the same folder, then renamed over the target.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to url: URL) throws(DialError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: url.relativePath, problem: "cannot write: \((error as NSError).localizedDescription)")
        }
    }
}

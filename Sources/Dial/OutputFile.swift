import DialFiles
import Foundation

/// Writing an output file the way every command writes one: whole or not at all, through a temporary file renamed
/// over it, the folder made if missing.
package enum OutputFile {
    /// Writes `bytes` to `url` whole, or leaves what was there.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - url: Where to write them; missing folders on the way are made.
    /// - Throws: `DialError.file` with the path and the system's reason.
    package static func write(_ bytes: [UInt8], to url: URL) throws(DialError) {
        do throws(FileError) {
            try AtomicFile.write(bytes, to: url)
        } catch {
            throw .file(error)
        }
    }
}

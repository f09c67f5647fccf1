import DialModel
import DialText
import Foundation

/// A face file of an export, read and decoded, or the reason it could not be.
public struct ExportFace: Sendable {
    /// The file as given.
    public let path: String
    /// The folder its outputs go into.
    public let slug: String
    /// SHA-256 of the file's bytes; nil when they could not be read.
    public let sha256: String?
    public let loaded: Result<Face, DialError>

    /// No face needs more; a larger file is refused before it is read whole.
    static let maximumBytes = FaceLimits.maxFileBytes

    /// Reads, hashes and decodes the file at `path`.
    init(path: String) {
        self.path = path
        slug = Face.slug(forFile: path)
        do {
            let bytes = try Self.read(path)
            sha256 = bytes.withUnsafeBytes(SHA256.hexDigest)
            loaded = Result { () throws(DialError) in try Face.decode(bytes, file: path, location: URL(fileURLWithPath: path)) }
        } catch {
            sha256 = nil
            loaded = .failure(error)
        }
    }

    var manifestFace: ManifestFace {
        ManifestFace(file: path, slug: slug, name: try? loaded.get().displayName, sha256: sha256)
    }

    private static func read(_ path: String) throws(DialError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .io(path: path, problem: "cannot read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .io(path: path, problem: "cannot read: \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= maximumBytes else {
                throw .io(path: path, problem: "is larger than \(maximumBytes >> 20) MiB; no face file needs that much")
            }
        }
    }
}

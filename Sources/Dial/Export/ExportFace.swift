import DialModel
import DialText
import Foundation
import DialHash

/// A face file of an export: what planning needs of it, or the reason it could not be read or decoded.
///
/// The decoded face itself is not kept: an export of thousands of faces (some with pictures of up to 16 MB decoded)
/// would hold them all. Workers decode a face again when they render it (see `load()`).
public struct ExportFace: Sendable {
    /// Where the file is read from: as the input named it, perhaps absolute. Never written into an artefact.
    public let path: String
    /// How every artefact (manifest, contact sheet, events, failures) names the face: relative to the input that
    /// named it, never absolute (`ExportPlan.faceFiles`).
    public let name: String
    /// The folder its outputs go into.
    public let slug: String
    /// SHA-256 of the file's bytes, nil when they could not be read: only to see, in memory, that the file did not
    /// change between the plan and its rendering. Written nowhere: it would give a short secret away.
    let sha256: String?
    /// What planning needs of the decoded face, or why it could not be read or decoded.
    public let outline: Result<Outline, DialError>

    /// What the plan and the manifest need of a decoded face.
    public struct Outline: Sendable {
        /// The name reports show: the face's own `name`, else its slug.
        public let displayName: String
        /// The face's own screen, which a matrix without devices renders on.
        public let device: DeviceID?
    }

    /// Reads, hashes and decodes the file at `path`, which artefacts call `name`.
    init(path: String, name: String) {
        self.path = path
        self.name = name
        slug = Face.slug(forFile: name)
        let bytes = Result { () throws(DialError) in try FaceFile.bytes(at: path, name: name) }
        sha256 = try? bytes.get().withUnsafeBytes(SHA256.hexDigest)
        outline = Result { () throws(DialError) in
            let face = try Face.decode(try bytes.get(), file: name, location: URL(fileURLWithPath: path))
            return Outline(displayName: face.displayName, device: face.document.device)
        }
    }

    /// Reads and decodes the file again, for rendering. Its bytes must still be those the plan hashed, or the
    /// manifest would name one face and show another.
    func load() throws(DialError) -> Face {
        let bytes = try FaceFile.bytes(at: path, name: name)
        guard bytes.withUnsafeBytes(SHA256.hexDigest) == sha256 else {
            throw .io(path: name, problem: "changed while the export ran; run the export again")
        }
        return try Face.decode(bytes, file: name, location: URL(fileURLWithPath: path))
    }

    var manifestFace: ManifestFace {
        ManifestFace(file: name, slug: slug, name: try? outline.get().displayName)
    }
}

import DialModel
import DialText
import Foundation
import DialHash
import Synchronization

/// A face file of an export: what planning needs of it, or the reason it could not be read or decoded.
///
/// The plan keeps the faces it decoded, within `ExportPlan.keptFaceBytes` of their files, for the workers that render
/// them (`load()`): reading a face costs what its entries cost, hidden ones too, and reading it a second time to render
/// it doubled what an export's time tells of them (docs/privacy.md, "Timing"). Not every face is kept: an export of
/// thousands of faces would hold them all. A face past the budget is read again by the worker that renders it.
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
    /// The face as the plan decoded it, until the plan lets go of it (`keep(forJobs:)`); nil where it did not decode.
    private let kept: KeptFace?
    /// How many bytes its file holds (0 when it could not be read): what the plan's budget counts, a size and no
    /// content, so that which faces are kept tells nothing the file's size does not.
    let byteCount: Int

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
        byteCount = (try? bytes.get().count) ?? 0
        let face = Result { () throws(DialError) in
            try Face.decode(try bytes.get(), file: name, location: URL(fileURLWithPath: path))
        }
        kept = (try? face.get()).map(KeptFace.init)
        outline = face.map { Outline(displayName: $0.displayName, device: $0.document.device) }
    }

    /// Keeps the decoded face for the workers until `jobs` jobs of it are done; with none, lets go of it now.
    func keep(forJobs jobs: Int) {
        kept?.keep(forJobs: jobs)
    }

    /// The face, for rendering: the plan's, while it keeps it; otherwise read and decoded again, and then its bytes
    /// must still be those the plan hashed, or the manifest would name one face and show another.
    func load() throws(DialError) -> Face {
        if let face = kept?.face() { return face }
        let bytes = try FaceFile.bytes(at: path, name: name)
        guard bytes.withUnsafeBytes(SHA256.hexDigest) == sha256 else {
            throw .io(path: name, problem: "changed while the export ran; run the export again")
        }
        return try Face.decode(bytes, file: name, location: URL(fileURLWithPath: path))
    }

    /// Notes that a job of this face is done: the plan lets go of the face with its last, so that an export's faces,
    /// and the pictures their frames decoded, are not all held to its end.
    func jobDone() {
        kept?.jobDone()
    }

    var manifestFace: ManifestFace {
        ManifestFace(file: name, slug: slug, name: try? outline.get().displayName)
    }
}

/// A face the plan decoded, shared by the workers that render its jobs and let go of when the last is done.
private final class KeptFace: Sendable {
    private let state: Mutex<(face: Face?, jobs: Int)>

    init(_ face: Face) {
        state = Mutex((face, 0))
    }

    func keep(forJobs jobs: Int) {
        state.withLock { state in
            state.jobs = jobs
            if jobs <= 0 { state.face = nil }
        }
    }

    /// The face, while one of its jobs is not done.
    func face() -> Face? {
        state.withLock { $0.face }
    }

    func jobDone() {
        state.withLock { state in
            state.jobs -= 1
            if state.jobs <= 0 { state.face = nil }
        }
    }
}

import DialCore
import DialModel
import DialText
import Foundation
import DialHash

/// An export worked out before anything is rendered: the face files its inputs name, the faces of this shard
/// (read and decoded once, to know their screens and names), and this shard's jobs with their output names.
///
/// Jobs are numbered over the whole export (faces sorted by name, then each face's contexts in matrix order)
/// before the shard takes its part, so every shard of `n` computes the same numbering from the same arguments.
public struct ExportPlan: Sendable {
    /// What the export was asked for.
    public let request: ExportRequest
    /// The faces with at least one job in this shard, sorted by name.
    public let faces: [ExportFace]
    /// This shard's jobs, in the order they are numbered.
    public let jobs: ExportJobs
    /// SHA-256 of the faces' names and the matrix: what the shards of one export have in common.
    public let fingerprint: String
    /// The output folder of every face of the export, this shard's or not: the folders its shards write into.
    let allSlugs: [String]

    /// Finds the face files, reads each one's screen and name, and numbers the jobs; refuses, before anything is
    /// rendered, inputs that name no face and two faces whose outputs would share a folder.
    public init(_ request: ExportRequest) throws(DialError) {
        try self.init(request, keeping: Self.keptFaceBytes)
    }

    /// The plan of `request`, keeping decoded faces whose files hold `keptBytes` bytes at most in all.
    init(_ request: ExportRequest, keeping keptBytes: Int) throws(DialError) {
        let files = try Self.faceFiles(matching: request.inputs)
        var slugs: [String: String] = [:]
        for file in files {
            let slug = Face.slug(forFile: file.name)
            if let other = slugs.updateValue(file.path, forKey: slug) {
                throw .outputCollision(file: slug + "/", first: other, second: file.path)
            }
        }
        let matrix = request.matrix
        // Names differ only by device when two contexts collide, so one device shows every collision.
        var stems: [String: ExportContext] = [:]
        for context in matrix.contexts(ownDevice: Resolver.defaultDevice) {
            if let other = stems.updateValue(context, forKey: context.stem) {
                throw .outputCollision(file: "FACE/\(context.stem).EXT", first: Self.describe(other), second: Self.describe(context))
            }
        }

        let perFace = matrix.contextsPerFace
        let shard = request.shard
        var faces: [ExportFace] = []
        var runs: [ExportJobs.FaceRun] = []
        var contextsByDevice: [DeviceID: [ExportContext]] = [:]
        var jobCount = 0
        var keepable = keptBytes
        for (index, file) in files.enumerated() where shard.ownsAny(of: index * perFace ..< (index + 1) * perFace) {
            let face = ExportFace(path: file.path, name: file.name)
            var jobs = 0
            if case .success(let outline) = face.outline {
                let device = outline.device ?? Resolver.defaultDevice
                let contexts = contextsByDevice[device] ?? matrix.contexts(ownDevice: device)
                contextsByDevice[device] = contexts
                let base = index * perFace
                let owned = (0..<perFace).count { shard.owns(base + $0) }
                if owned > 0 {
                    runs.append(.init(face: faces.count, slug: face.slug, base: base, contexts: contexts, start: jobCount, count: owned))
                    jobCount += owned
                    jobs = owned
                }
            }
            // Faces in the order of their names, each while the files kept so far leave room for it.
            let kept = jobs > 0 && face.byteCount <= keepable
            if kept { keepable -= face.byteCount }
            face.keep(forJobs: kept ? jobs : 0)
            faces.append(face)
        }
        self.request = request
        self.faces = faces
        self.jobs = ExportJobs(runs: runs, shard: shard)
        allSlugs = files.map { Face.slug(forFile: $0.name) }
        // Names, not paths: the shards of one export run on machines that keep the faces in different folders.
        let canonical = (["dial export plan 2"] + files.map(\.name) + [matrix.canonicalText]).joined(separator: "\n")
        fingerprint = Array(canonical.utf8).withUnsafeBytes(SHA256.hexDigest)
    }

    /// How many bytes of face files a plan keeps decoded for its workers (`ExportFace`): every face of an export of a
    /// few hundred as people write them, or four of the largest a face may be; the faces after are read again to be
    /// rendered.
    static let keptFaceBytes = 16 << 20

    /// How many files this shard writes if nothing fails.
    public var outputCount: Int { jobs.count * request.matrix.formats.count }

    /// The faces of this shard that could not be read or decoded.
    public var failures: [ExportFailure] {
        faces.compactMap { face in
            guard case .failure(let error) = face.outline else { return nil }
            return ExportFailure(face: face.name, files: [], error: error.description)
        }
    }

    private static func describe(_ context: ExportContext) -> String {
        "--hide-sensitive \(context.privacy?.token ?? "face") --lock \(context.lock?.rawValue ?? "face") --time \(context.time?.token ?? "face")"
    }

    /// The face files `inputs` name, each once, sorted by name: a file as given, a folder's `*.json` files (not
    /// recursively: a folder may hold other JSON below), a glob pattern's matches (for shells that did not expand it).
    ///
    /// `path` is where to read it; `name` is how every artefact names it, relative to the input: a folder's faces by
    /// their file names, a file or a pattern's match as given, but never an absolute path of this machine (then by
    /// its last component), which would tell whoever receives the export where its author keeps files.
    static func faceFiles(matching inputs: [String]) throws(DialError) -> [(path: String, name: String)] {
        var names: [String: String] = [:]
        func add(_ path: String, name: String) {
            // A file named by two inputs (its folder, and itself) keeps the shorter name, whatever the inputs' order.
            if let other = names[path], (other.count, other) <= (name.count, name) { return }
            names[path] = name
        }
        for input in inputs {
            var found: [(path: String, name: String)]
            var isFolder: ObjCBool = false
            if input.contains(where: { "*?[".contains($0) }) {
                found = glob(input).filter { !$0.hasSuffix("/") }.map { ($0, relativeName($0)) }
            } else if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) {
                // An input named like a face file is one, and is refused as every command refuses a folder there.
                if isFolder.boolValue && FaceFile.isFaceFile(named: input) { throw FaceFile.folder(input) }
                found = isFolder.boolValue ? FaceFile.files(in: input).map { ($0, ($0 as NSString).lastPathComponent) } : [(input, relativeName(input))]
            } else if FaceFile.isFaceFile(named: input) {
                throw FaceFile.unreadable(input, ENOENT)
            } else {
                throw .io(path: input, problem: "no such file or folder")
            }
            guard !found.isEmpty else { throw .noFaceFiles(input: input) }
            for file in found { add(file.path, name: file.name) }
        }
        guard !names.isEmpty else { throw .noFaceFiles(input: "(no inputs)") }
        return names.map { (path: $0.key, name: $0.value) }.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
    }

    /// A path as given when it is relative, its last component when it is absolute.
    private static func relativeName(_ path: String) -> String {
        path.hasPrefix("/") ? (path as NSString).lastPathComponent : path
    }

    private static func glob(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard Foundation.glob(pattern, GLOB_MARK, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { matches.gl_pathv[$0].map { String(cString: $0) } }
    }
}

import DialCore
import DialModel
import DialText
import Foundation

/// An export worked out before anything is rendered: the face files its inputs name, the faces of this shard
/// (read and decoded once, to know their screens and names), and this shard's jobs with their output names.
///
/// Jobs are numbered over the whole export (faces sorted by path, then each face's contexts in matrix order)
/// before the shard takes its part, so every shard of `n` computes the same numbering from the same arguments.
public struct ExportPlan: Sendable {
    public let request: ExportRequest
    /// The faces with at least one job in this shard, sorted by path.
    public let faces: [ExportFace]
    public let jobs: ExportJobs
    /// SHA-256 of the face paths and the matrix: what the shards of one export have in common.
    public let fingerprint: String

    public init(_ request: ExportRequest) throws(DialError) {
        let paths = try Self.faceFiles(matching: request.inputs)
        var slugs: [String: String] = [:]
        for path in paths {
            if let other = slugs.updateValue(path, forKey: Face.slug(forFile: path)) {
                throw .outputCollision(file: Face.slug(forFile: path) + "/", first: other, second: path)
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
        for (index, path) in paths.enumerated() where shard.ownsAny(of: index * perFace ..< (index + 1) * perFace) {
            let face = ExportFace(path: path)
            if case .success(let outline) = face.outline {
                let device = outline.device ?? Resolver.defaultDevice
                let contexts = contextsByDevice[device] ?? matrix.contexts(ownDevice: device)
                contextsByDevice[device] = contexts
                let base = index * perFace
                let owned = (0..<perFace).count { shard.owns(base + $0) }
                if owned > 0 {
                    runs.append(.init(face: faces.count, slug: face.slug, base: base, contexts: contexts, start: jobCount, count: owned))
                    jobCount += owned
                }
            }
            faces.append(face)
        }
        self.request = request
        self.faces = faces
        self.jobs = ExportJobs(runs: runs, shard: shard)
        let canonical = (["dial export plan 1"] + paths + [matrix.canonicalText]).joined(separator: "\n")
        fingerprint = Array(canonical.utf8).withUnsafeBytes(SHA256.hexDigest)
    }

    /// How many files this shard writes if nothing fails.
    public var outputCount: Int { jobs.count * request.matrix.formats.count }

    /// The faces of this shard that could not be read or decoded.
    public var failures: [ExportFailure] {
        faces.compactMap { face in
            guard case .failure(let error) = face.outline else { return nil }
            return ExportFailure(face: face.path, files: [], error: error.description)
        }
    }

    private static func describe(_ context: ExportContext) -> String {
        "--hide-sensitive \(context.privacy?.token ?? "face") --lock \(context.lock?.rawValue ?? "face") --time \(context.time?.token ?? "face")"
    }

    /// The face files `inputs` name, sorted and each once: a file as given, a folder's `*.json` files (not
    /// recursively: a folder may hold other JSON below), a glob pattern's matches (for shells that did not expand it).
    static func faceFiles(matching inputs: [String]) throws(DialError) -> [String] {
        var files = Set<String>()
        for input in inputs {
            var found: [String]
            var isFolder: ObjCBool = false
            if input.contains(where: { "*?[".contains($0) }) {
                found = glob(input).filter { !$0.hasSuffix("/") }
            } else if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) {
                found = isFolder.boolValue ? jsonFiles(in: input) : [input]
            } else {
                throw .io(path: input, problem: "no such file or folder")
            }
            guard !found.isEmpty else { throw .noFaceFiles(input: input) }
            files.formUnion(found)
        }
        guard !files.isEmpty else { throw .noFaceFiles(input: "(no inputs)") }
        return files.sorted()
    }

    private static func jsonFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter(Face.isFaceFile(named:)).map { prefix + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    private static func glob(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard Foundation.glob(pattern, GLOB_MARK, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { matches.gl_pathv[$0].map { String(cString: $0) } }
    }
}

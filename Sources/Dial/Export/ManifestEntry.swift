/// One written file of an export, as `manifest.json` lists it.
public struct ManifestEntry: Codable, Hashable, Sendable {
    /// The path inside the export folder: `FACE/CONTEXT.EXT`.
    public var file: String
    /// The number of the job (a face in one context) that made it, counted over the whole export from 0: the
    /// manifest's order, so that shards merge into exactly the manifest of the export run whole.
    public var job: Int
    /// The face file, named relative to the input that named it (`ExportFace.name`).
    public var face: String
    /// SHA-256 of the job's display list in a fixed binary form (`DisplayList.digest`): what was rendered, which in
    /// a redacted context holds no hidden value. Never a digest of the face file, from which a short secret could be
    /// brute-forced.
    public var displayListSHA256: String
    /// The context the file was drawn in.
    public var context: ExportContext
    /// The file's format.
    public var format: OutputFormat
    /// The file's size.
    public var bytes: Int
    /// SHA-256 of the file's bytes.
    public var sha256: String

    /// An entry as a worker records the file it wrote.
    package init(file: String, job: Int, face: String, displayListSHA256: String, context: ExportContext, format: OutputFormat, bytes: Int, sha256: String) {
        self.file = file
        self.job = job
        self.face = face
        self.displayListSHA256 = displayListSHA256
        self.context = context
        self.format = format
        self.bytes = bytes
        self.sha256 = sha256
    }

    /// Whether this entry records the same output of the same display list: then, if the file still has `sha256`,
    /// encoding it again would give the same bytes, and `--resume` keeps it (whatever its job number was).
    func describesSameOutput(as other: ManifestEntry) -> Bool {
        file == other.file && face == other.face && displayListSHA256 == other.displayListSHA256 && context == other.context
            && format == other.format
    }
}

extension OutputFormat: Codable {}

extension ManifestEntry {
    /// The manifest's order: by job, then by file (the formats of one job differ only in extension).
    static func inManifestOrder(_ lhs: ManifestEntry, _ rhs: ManifestEntry) -> Bool {
        (lhs.job, lhs.file) < (rhs.job, rhs.file)
    }
}

/// What an export did, for its summary. The files themselves are listed in the manifest it wrote.
public struct ExportReport: Sendable {
    /// Files in the manifest.
    public var outputs: Int
    /// Faces in the manifest, readable or not.
    public var faces: Int
    /// Files rendered and written in this run.
    public var written: Int
    /// Files `--resume` kept.
    public var reused: Int
    /// As the manifest lists them.
    public var failures: [ExportFailure]
    /// The manifest and, unless sharded, the contact sheet, as paths.
    public var summaryFiles: [String]

    /// Whether everything asked for was made.
    public var succeeded: Bool { failures.isEmpty }
}

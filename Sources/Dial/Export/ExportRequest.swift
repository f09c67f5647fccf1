import Foundation

/// Everything `dial export` was asked for.
public struct ExportRequest: Sendable {
    /// Face files, folders (their `*.json` files, not recursively) and glob patterns.
    public var inputs: [String]
    /// The contexts and formats every face is rendered in.
    public var matrix: ExportMatrix
    /// The folder the outputs, `manifest.json` and `index.html` are written into; made if missing.
    public var folder: URL
    /// The part of the export this run renders; the whole export by default.
    public var shard: ExportShard
    /// How many faces are rendered at once, each worker with its own fonts, shaping caches and Cairo surfaces.
    public var workers: Int
    /// Keep every output whose manifest entry (from `manifest.json` or the journal of an interrupted run) still
    /// matches its display list, context and bytes on disk.
    public var resume: Bool
    /// Remove what Dial wrote into the folder that this export will not list, rather than refuse the folder
    /// (`ExportFolder`).
    public var clean: Bool

    /// An export of `inputs` into `folder`, by default unsharded, on one worker per core, neither resuming nor
    /// cleaning.
    public init(inputs: [String], matrix: ExportMatrix, folder: URL, shard: ExportShard = .whole,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount, resume: Bool = false, clean: Bool = false) {
        self.inputs = inputs
        self.matrix = matrix
        self.folder = folder
        self.shard = shard
        self.workers = workers
        self.resume = resume
        self.clean = clean
    }
}

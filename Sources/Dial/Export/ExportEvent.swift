/// What an export reports while it runs, on the thread that called `Exporter.run`, in the order things happened.
public enum ExportEvent: Sendable {
    /// Work begins: how many files this shard writes if nothing fails, and how many workers render them.
    case started(outputs: Int, workers: Int)
    /// A file was rendered and written.
    case wrote(ManifestEntry)
    /// `--resume` kept a file whose manifest entry still matched.
    case reused(ManifestEntry)
    /// A face could not be loaded, or a context's files could not be rendered or written; the rest goes on.
    case failed(ExportFailure)
}

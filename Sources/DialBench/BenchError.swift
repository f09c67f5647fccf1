/// Why the benchmark stopped: one of its own runs failed, so its figures would mean nothing.
public struct BenchError: Error, CustomStringConvertible {
    /// What failed.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

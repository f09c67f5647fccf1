/// Why the benchmark stopped: one of its own runs failed, so its figures would mean nothing.
package struct BenchError: Error, CustomStringConvertible {
    /// What failed.
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// How a value becomes a golden: the format it is stored in, and how that format is compared.
/// After swift-snapshot-testing's `Snapshotting`, named apart so that a file importing both needs no qualification;
/// strategies are static members, so a call reads
/// `assertGolden(of: face, as: .png(.alwaysOn))`.
public struct GoldenStrategy<Value, Format>: Sendable {
    /// The golden file's extension, without the dot.
    public var pathExtension: String
    /// How the stored format is read, written and compared.
    public var format: GoldenFormat<Format>
    /// Turns the value into its stored format (renders it).
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy of your own: the golden's extension, how its format is compared, and how a value is rendered to it.
    public init(pathExtension: String, format: GoldenFormat<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.format = format
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value, turned into this one first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> GoldenStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return GoldenStrategy<NewValue, Format>(pathExtension: pathExtension, format: format) { value in
            try snapshot(transform(value))
        }
    }
}

/// How a value becomes a golden: the format it is stored in, and how that format is compared.
/// After swift-snapshot-testing's `Snapshotting`; strategies are static members, so a call reads
/// `assertGolden(of: face, as: .png(.alwaysOn))`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The golden file's extension, without the dot.
    public var pathExtension: String
    /// How the stored format is read, written and compared.
    public var diffing: Diffing<Format>
    /// Turns the value into its stored format (renders it).
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy of your own: the golden's extension, how its format is compared, and how a value is rendered to it.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value, turned into this one first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

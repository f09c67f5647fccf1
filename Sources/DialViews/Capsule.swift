import DialModel

/// A rectangle with fully rounded ends (SwiftUI's `Capsule`).
public struct Capsule: DocumentShape {
    /// A capsule.
    public init() {}
    var shape: ShapeDocument { .capsule }
}

import DialModel

/// All it is offered (SwiftUI's `Rectangle`).
public struct Rectangle: DocumentShape {
    /// A rectangle.
    public init() {}
    var shape: ShapeDocument { .rectangle }
}

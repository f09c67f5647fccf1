import DialModel

/// The largest circle that fits what it is offered, centred (SwiftUI's `Circle`).
public struct Circle: DocumentShape {
    /// A circle.
    public init() {}
    var shape: ShapeDocument { .circle }
}

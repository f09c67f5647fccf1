import DialModel

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle(cornerRadius:)`).
public struct RoundedRectangle: DocumentShape {
    let cornerRadius: Double

    /// A rectangle whose corners are rounded by `cornerRadius` points.
    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }

    var shape: ShapeDocument { .roundedRectangle(cornerRadius: cornerRadius) }
}

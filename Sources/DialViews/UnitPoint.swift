import DialModel

/// SwiftUI's `UnitPoint`: a point of a view's frame as fractions of its width and height, (0, 0) its top leading corner.
public struct UnitPoint: Sendable, Equatable {
    /// The fraction of the frame's width from its leading edge.
    public var x: Double
    /// The fraction of the frame's height from its top.
    public var y: Double

    /// The point at `x` of the width and `y` of the height.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var document: UnitPointDocument { UnitPointDocument(x: x, y: y) }
}

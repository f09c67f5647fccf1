import DialModel

/// SwiftUI's `UnitPoint`: a point of a view's frame as fractions of its width and height, (0, 0) its top leading corner.
public struct UnitPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    /// The point at `x` of the width and `y` of the height.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0), top = UnitPoint(x: 0.5, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5), center = UnitPoint(x: 0.5, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottom = UnitPoint(x: 0.5, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)

    var document: UnitPointDocument { UnitPointDocument(x: x, y: y) }
}

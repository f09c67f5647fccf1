/// The box round a glyph's outline at one size, in pixels from its origin on the baseline, y growing downwards (so
/// `top` is negative for ink above the baseline).
public struct GlyphInkBox: Hashable, Sendable {
    /// Leftmost ink, from the origin.
    public var left: Double
    /// Highest ink: negative above the baseline.
    public var top: Double
    /// Rightmost ink, from the origin.
    public var right: Double
    /// Lowest ink: positive below the baseline.
    public var bottom: Double

    /// A box from its four edges.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }
}

/// The box round a glyph's outline at one size, in pixels from its origin on the baseline, y growing downwards (so
/// `top` is negative for ink above the baseline).
package struct GlyphInkBox: Hashable, Sendable {
    /// Leftmost ink, from the origin.
    package var left: Double
    /// Highest ink: negative above the baseline.
    package var top: Double
    /// Rightmost ink, from the origin.
    package var right: Double
    /// Lowest ink: positive below the baseline.
    package var bottom: Double

    /// A box from its four edges.
    package init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }
}

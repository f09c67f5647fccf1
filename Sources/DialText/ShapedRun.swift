/// Consecutive glyphs shaped with one font, in visual order (right-to-left text comes out already reversed).
package struct ShapedRun: Sendable, Equatable {
    /// The font the glyph ids belong to.
    package var font: PinnedFont
    /// The em size in pixels the glyphs were positioned for: the requested size (for `TextShaper.fit`, the size it
    /// chose), quantised to 1/64 px.
    package var size: Double
    /// The glyphs, positioned in line coordinates.
    package var glyphs: [ShapedGlyph]

    /// A run of glyphs in one font and size.
    package init(font: PinnedFont, size: Double, glyphs: [ShapedGlyph]) {
        self.font = font
        self.size = size
        self.glyphs = glyphs
    }
}

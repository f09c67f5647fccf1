/// A glyph's outline in font design units, y growing upwards, as the font file holds it (no scaling, no hinting).
/// TrueType fonts give quadratic curves, CFF fonts (Inter's OTF files) cubic ones. Every contour ends with `.close`.
package struct GlyphOutline: Hashable, Sendable {
    /// One step of the pen, in design units: the same steps a PostScript or SVG path takes.
    package enum Element: Hashable, Sendable {
        /// Starts a contour at the point.
        case move(x: Int, y: Int)
        /// A straight line to the point.
        case line(x: Int, y: Int)
        /// A quadratic Bézier with one control point.
        case quadratic(x1: Int, y1: Int, x: Int, y: Int)
        /// A cubic Bézier with two control points.
        case cubic(x1: Int, y1: Int, x2: Int, y2: Int, x: Int, y: Int)
        /// Closes the contour back to its start.
        case close
    }

    /// The font's design units per em: scale by `size / unitsPerEm` for an em of `size` pixels.
    package var unitsPerEm: Int
    /// The contours, one after the other, each ending with ``Element/close``.
    package var elements: [Element]

    /// An outline from its steps, in the font's design units.
    package init(unitsPerEm: Int, elements: [Element]) {
        self.unitsPerEm = unitsPerEm
        self.elements = elements
    }

    /// Whether nothing would be drawn: a space, or a glyph the font cannot give as an outline.
    package var isEmpty: Bool { elements.isEmpty }
}

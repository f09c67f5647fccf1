/// A glyph's outline in font design units, y growing upwards, as the font file holds it (no scaling, no hinting).
/// TrueType fonts give quadratic curves, CFF fonts (Inter's OTF files) cubic ones. Every contour ends with `.close`.
public struct GlyphOutline: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(x: Int, y: Int)
        case line(x: Int, y: Int)
        /// A quadratic Bézier with one control point.
        case quadratic(x1: Int, y1: Int, x: Int, y: Int)
        case cubic(x1: Int, y1: Int, x2: Int, y2: Int, x: Int, y: Int)
        case close
    }

    /// The font's design units per em: scale by `size / unitsPerEm` for an em of `size` pixels.
    public var unitsPerEm: Int
    public var elements: [Element]

    public init(unitsPerEm: Int, elements: [Element]) {
        self.unitsPerEm = unitsPerEm
        self.elements = elements
    }

    /// Whether nothing would be drawn: a space, or a glyph the font cannot give as an outline.
    public var isEmpty: Bool { elements.isEmpty }
}

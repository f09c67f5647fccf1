/// A shaped single line.
///
/// Glyph x positions continue across runs: every glyph is placed relative to the start of the line.
package struct ShapedLine: Sendable, Equatable {
    /// The text the line shows: the input, or its truncated prefix followed by "…". Glyph clusters index into it.
    package var text: String
    /// The line's runs, left to right in visual order: a new run wherever the font changes, and wherever
    /// bidirectional reordering puts text of one font side by side that is not side by side in `text`.
    package var runs: [ShapedRun]
    /// The line's advance width in pixels.
    package var width: Double
    /// Whether text was cut to fit a maximum width.
    package var isTruncated: Bool
    /// Whether the paragraph reads right to left (its first strong character is Hebrew, Arabic...): its natural
    /// alignment is then on the right.
    package var isRightToLeft: Bool

    /// A line from what shaping produced.
    package init(text: String, runs: [ShapedRun], width: Double, isTruncated: Bool, isRightToLeft: Bool = false) {
        self.text = text
        self.runs = runs
        self.width = width
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }
}

extension ShapedLine {
    /// Bounds on the width this line's text has when shaped the same way at `size` px, read off this line without
    /// shaping it again. Fitting asks at many sizes whether a text fits; where these bounds answer, no shaping is
    /// needed (a HarfBuzz call is most of what measuring a line costs), and where they do not, shaping does.
    ///
    /// Unhinted, the glyphs and their design-unit values are the same at every size, and HarfBuzz scales each of those
    /// values (a glyph's advance, each kerning or attachment adjustment, a fallback space's part of the em) to 1/64 px
    /// on its own: the width is the size times a constant but for those roundings, under 1/64 px each. The bounds allow
    /// `roundedValuesPerGlyph` of them for every glyph at each of the two sizes. Nil for a line not shaped at one size.
    package func widthBounds(atSize size: Double) -> ClosedRange<Double>? {
        guard let shapedSize = runs.first?.size, runs.allSatisfy({ $0.size == shapedSize }) else {
            return runs.isEmpty && width == 0 ? 0...0 : nil
        }
        guard shapedSize > 0 else { return nil }
        let target = Double(HarfBuzzFont.scale(forSize: size)) / Double(HarfBuzzFont.unitsPerPixel)
        let ratio = target / shapedSize
        let glyphs = Double(runs.reduce(0) { $0 + $1.glyphs.count })
        let error = glyphs * Self.roundedValuesPerGlyph * Self.roundingPerValue * (1 + ratio) / Double(HarfBuzzFont.unitsPerPixel)
        let estimate = width * ratio
        return max(0, estimate - error)...(estimate + error)
    }

    /// (Dial) How many scaled values may make up one glyph's advance: its own and the adjustments of up to three
    /// positioning lookups. A bound, not a count: the pinned fonts' Latin kerns a glyph once at most.
    static let roundedValuesPerGlyph = 4.0

    /// How far from its exact scaled value HarfBuzz may put one value, in 1/64 px: half a unit for rounding, and its
    /// 16.16 scale's truncation, under 1/16 for a value of up to 4,096 design units (HarfBuzz reads 16-bit ones).
    static let roundingPerValue = 0.5 + 1.0 / 16
}

/// A glyph positioned relative to the start of its line, on the baseline (y = 0), y growing downwards. Pixels.
package struct ShapedGlyph: Sendable, Equatable {
    /// The glyph index in its run's font (0 is .notdef, drawn for characters neither font has).
    package var id: UInt32
    /// Where the glyph's origin is, from the line's start.
    package var x: Double
    /// Where the glyph's origin is, from the baseline; positive moves the glyph down.
    package var y: Double
    /// How far the pen moves after this glyph.
    package var advance: Double
    /// The UTF-8 byte offset, in the line's text (in logical order, whatever the direction), of the first character
    /// this glyph represents.
    package var cluster: Int

    /// A glyph placed on its line.
    package init(id: UInt32, x: Double, y: Double, advance: Double, cluster: Int) {
        self.id = id
        self.x = x
        self.y = y
        self.advance = advance
        self.cluster = cluster
    }
}

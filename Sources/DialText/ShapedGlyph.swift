/// A glyph positioned relative to the start of its line, on the baseline (y = 0), y growing downwards. Pixels.
public struct ShapedGlyph: Sendable, Equatable {
    /// The glyph index in its run's font (0 is .notdef, drawn for characters neither font has).
    public var id: UInt32
    /// Where the glyph's origin is, from the line's start.
    public var x: Double
    /// Where the glyph's origin is, from the baseline; positive moves the glyph down.
    public var y: Double
    /// How far the pen moves after this glyph.
    public var advance: Double
    /// The UTF-8 byte offset, in the line's text (in logical order, whatever the direction), of the first character
    /// this glyph represents.
    public var cluster: Int

    /// A glyph placed on its line.
    public init(id: UInt32, x: Double, y: Double, advance: Double, cluster: Int) {
        self.id = id
        self.x = x
        self.y = y
        self.advance = advance
        self.cluster = cluster
    }
}

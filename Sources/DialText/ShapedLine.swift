/// A shaped single line.
///
/// Glyph x positions continue across runs: every glyph is placed relative to the start of the line.
public struct ShapedLine: Sendable, Equatable {
    /// The text the line shows: the input, or its truncated prefix followed by "…". Glyph clusters index into it.
    public var text: String
    /// The line's runs, one per change of font, left to right.
    public var runs: [ShapedRun]
    /// The line's advance width in pixels.
    public var width: Double
    /// Whether text was cut to fit a maximum width.
    public var isTruncated: Bool

    public init(text: String, runs: [ShapedRun], width: Double, isTruncated: Bool) {
        self.text = text
        self.runs = runs
        self.width = width
        self.isTruncated = isTruncated
    }
}

/// A shaped single line.
///
/// Glyph x positions continue across runs: every glyph is placed relative to the start of the line.
public struct ShapedLine: Sendable, Equatable {
    /// The text the line shows: the input, or its truncated prefix followed by "…". Glyph clusters index into it.
    public var text: String
    /// The line's runs, left to right in visual order: a new run wherever the font changes, and wherever
    /// bidirectional reordering puts text of one font side by side that is not side by side in `text`.
    public var runs: [ShapedRun]
    /// The line's advance width in pixels.
    public var width: Double
    /// Whether text was cut to fit a maximum width.
    public var isTruncated: Bool
    /// Whether the paragraph reads right to left (its first strong character is Hebrew, Arabic...): its natural
    /// alignment is then on the right.
    public var isRightToLeft: Bool

    /// A line from what shaping produced.
    public init(text: String, runs: [ShapedRun], width: Double, isTruncated: Bool, isRightToLeft: Bool = false) {
        self.text = text
        self.runs = runs
        self.width = width
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }
}

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

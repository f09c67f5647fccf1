/// A stretch of a line's text to be shaped with one font.
struct FontSegment: Equatable {
    var font: PinnedFont
    /// UTF-8 byte offsets into the line's text.
    var bytes: Range<Int>
}

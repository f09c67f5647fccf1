/// A colour glyph as a bitmap font stores it, at one of its fixed sizes: premultiplied `0xAARRGGBB` words, rows top
/// to bottom, placed from the glyph's origin (x right, y up, as FreeType gives it).
struct StrikeBitmap: Equatable {
    var width: Int
    var height: Int
    var pixels: [UInt32]
    /// From the origin to the bitmap's left edge, in the strike's pixels.
    var left: Int
    /// From the baseline up to the bitmap's top edge, in the strike's pixels.
    var top: Int
}

import CFreeType

extension FreeTypeFace {
    /// Glyph `id`'s colour bitmap at the font's largest strike, and that strike's size in pixels per em; nil when the
    /// font has no strikes or the glyph no colour bitmap there.
    ///
    /// Bitmap fonts such as Noto Color Emoji (CBDT) come at fixed sizes only: FreeType 2.12 will not scale them, so the
    /// caller scales (`ColorGlyph`). The largest strike is taken so that scaling only ever shrinks, which keeps detail.
    func colorBitmap(of id: UInt32) -> (strike: StrikeBitmap, pixelsPerEm: Double)? {
        let face = handle.pointee
        guard face.num_fixed_sizes > 0, let sizes = face.available_sizes else { return nil }
        var largest = 0
        for index in 1..<Int(face.num_fixed_sizes) where sizes[index].y_ppem > sizes[largest].y_ppem {
            largest = index
        }
        // Selecting a strike sets this face's size; shaping does not depend on it (HarfBuzz scales on its own), and
        // outlines and metrics are read unscaled.
        guard FT_Select_Size(handle, FT_Int(largest)) == 0,
              FT_Load_Glyph(handle, id, FT_Int32(FT_LOAD_COLOR)) == 0,
              let slot = handle.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        // FreeType gives colour bitmaps top row first (a positive pitch); anything else is not one.
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0, pitch >= width * 4,
              let buffer = bitmap.buffer
        else { return nil }
        // FreeType's BGRA is premultiplied, blue first in memory; words are built from bytes so no byte order leaks in.
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let line = buffer + row * pitch
            for column in 0..<width {
                let pixel = line + column * 4
                pixels[row * width + column] = UInt32(pixel[3]) << 24 | UInt32(pixel[2]) << 16
                    | UInt32(pixel[1]) << 8 | UInt32(pixel[0])
            }
        }
        let strike = StrikeBitmap(width: width, height: height, pixels: pixels,
                                  left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
        return (strike, Double(sizes[largest].y_ppem) / 64)
    }
}

import CHarfBuzz

/// A HarfBuzz font built from a font file's bytes in memory, using HarfBuzz's own OpenType functions.
///
/// HarfBuzz reads the same bytes FreeType does, but not through FreeType: hb-ft takes its advances from the
/// FT_Face's current size, which would tie shaping to whatever size the face was last set to. HarfBuzz's own
/// functions scale design units directly and never hint, so results depend only on the text, font and size.
///
/// Positions are fixed point with 64 units per pixel (the 26.6 convention of FreeType and hb-ft): the scale is
/// set to `size × 64`, and every HarfBuzz position divided by 64 is the value in pixels, exactly.
final class HarfBuzzFont {
    /// Fixed-point units per pixel in every position HarfBuzz returns.
    static let unitsPerPixel = 64

    /// The HarfBuzz this process runs with, as "8.3.0".
    static var libraryVersion: String { String(cString: hb_version_string()) }

    private let handle: OpaquePointer
    // HarfBuzz reads glyph tables lazily from this memory for as long as the font lives.
    private let data: FontData

    init(data: FontData) {
        let blob = hb_blob_create(
            data.bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
            UInt32(data.bytes.count),
            HB_MEMORY_MODE_READONLY,
            nil,
            nil
        )
        let face = hb_face_create(blob, 0)
        // The font holds its own references to face and blob.
        handle = hb_font_create(face)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
        self.data = data
    }

    deinit {
        hb_font_destroy(handle)
    }

    /// HarfBuzz's scale for an em size in pixels. Sizes are quantised to 1/64 px.
    static func scale(forSize size: Double) -> Int32 {
        Int32((size * Double(unitsPerPixel)).rounded())
    }

    /// Shapes the UTF-8 bytes `range` of `text`, with the rest of `text` as context, at `scale` (see `scale(forSize:)`),
    /// in `direction` and `script` (`HB_SCRIPT_INVALID` to let HarfBuzz take the first script it finds in `range`).
    ///
    /// Glyphs come out in visual order, placed from `pen` onwards (fixed point, 64 per pixel), which they advance.
    /// Clusters are byte offsets into the whole of `text`.
    /// `tnum` on, from the line's start to its end.
    private static var tabularFigures: hb_feature_t { hb_feature_t(tag: hb_tag_from_string("tnum", 4), value: 1, start: 0, end: UInt32.max) }

    /// Whether the UTF-8 character starting at `offset` of `text` is private-use (`MissingGlyphs.isPrivateUse`), read
    /// from its first two bytes: U+E000–U+F8FF start EE, or EF 80–A3; planes 15 and 16 start F3 B0–BF, or F4. A byte
    /// compare per glyph, the first false for nearly every text.
    private static func isPrivateUse(_ text: UnsafeBufferPointer<CChar>, at offset: Int) -> Bool {
        guard offset < text.count else { return false }
        let lead = UInt8(bitPattern: text[offset])
        guard lead >= 0xEE else { return false }
        let next = offset + 1 < text.count ? UInt8(bitPattern: text[offset + 1]) : 0
        switch lead {
        case 0xEE, 0xF4: return true
        case 0xEF: return next < 0xA4
        case 0xF3: return next >= 0xB0
        default: return false
        }
    }

    func shape(
        _ text: UnsafeBufferPointer<CChar>,
        range: Range<Int>,
        direction: hb_direction_t,
        script: hb_script_t,
        scale: Int32,
        pen: inout Int,
        buffer: HarfBuzzBuffer,
        tabularDigits: Bool = false
    ) -> [ShapedGlyph] {
        let buffer = buffer.handle
        hb_buffer_clear_contents(buffer)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_add_utf8(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        // The bidi level decides the direction, not the script: digits and Latin inside Hebrew run left to right.
        hb_buffer_set_direction(buffer, direction)
        hb_buffer_set_script(buffer, script)
        // Left unset, the language would come from the process locale and shaping would vary between machines.
        hb_buffer_set_language(buffer, hb_language_from_string("und", -1))
        hb_buffer_guess_segment_properties(buffer)

        hb_font_set_scale(handle, scale, scale)
        if tabularDigits {
            // OpenType's tabular figures (`tnum`) over the whole line: SwiftUI's `monospacedDigit()`.
            var feature = Self.tabularFigures
            hb_shape(handle, buffer, &feature, 1)
        } else {
            hb_shape(handle, buffer, nil, 0)
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }

        let unit = Double(Self.unitsPerPixel)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            var info = infos[index]
            var position = positions[index]
            if Self.isPrivateUse(text, at: Int(info.cluster)) {
                // The font's own private glyph is not the app's character: drawn as a missing one, the empty box.
                info.codepoint = 0
                position.x_advance = hb_font_get_glyph_h_advance(handle, 0)
            }
            glyphs.append(ShapedGlyph(
                id: info.codepoint,
                x: Double(pen + Int(position.x_offset)) / unit,
                // HarfBuzz's y grows upwards; Dial's grows downwards.
                y: Double(-Int(position.y_offset)) / unit,
                advance: Double(position.x_advance) / unit,
                cluster: Int(info.cluster)
            ))
            pen += Int(position.x_advance)
        }
        return glyphs
    }
}

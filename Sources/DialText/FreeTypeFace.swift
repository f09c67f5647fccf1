import CFreeType

/// One FreeType face, opened from a font file's bytes in memory. Answers coverage and metric questions;
/// shaping goes through HarfBuzz.
final class FreeTypeFace {
    let handle: FT_Face
    // Both must outlive the face: FreeType reads `data` lazily and frees the face through `library`.
    private let library: FreeTypeLibrary
    private let data: FontData

    init(data: FontData, library: FreeTypeLibrary, path: String) throws(TextError) {
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library.handle,
            data.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(data.bytes.count),
            0,
            &face
        )
        guard error == 0, let face else {
            throw .fontUnreadable(path: path, code: error)
        }
        // FreeType usually picks the Unicode cmap itself; asking makes code-point lookups independent of that guess.
        let charmapError = FT_Select_Charmap(face, FT_ENCODING_UNICODE)
        guard charmapError == 0 else {
            FT_Done_Face(face)
            throw .fontUnreadable(path: path, code: charmapError)
        }
        handle = face
        self.library = library
        self.data = data
    }

    deinit {
        FT_Done_Face(handle)
    }

    /// The font's own revision (the `head` table's fontRevision, as "4.000"), nil without the table. Shown beside
    /// the hashes in golden records because "Inter 4.000 → 4.100" says more to a person than two digests.
    var revision: String? {
        guard let table = FT_Get_Sfnt_Table(handle, FT_SFNT_HEAD) else { return nil }
        let revision = Double(table.assumingMemoryBound(to: TT_Header.self).pointee.Font_Revision) / 65536
        // Revisions are written with three decimals by convention (1.000, 4.001); rounding hides 16.16 noise.
        let thousandths = Int((revision * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Whether the font maps `scalar` to a real glyph (not .notdef).
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(handle, FT_ULong(scalar.value)) != 0
    }

    /// The glyph the font maps `scalar` to, nil for .notdef.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let id = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
        return id == 0 ? nil : UInt32(id)
    }

    /// The font's metrics for an em of one pixel, read from the unscaled design units, so they are unhinted
    /// and scale linearly to any size.
    func unitMetrics() -> FontMetrics {
        let face = handle.pointee
        let unitsPerEm = Double(face.units_per_EM)
        var capHeight = 0.0
        var xHeight = 0.0
        // sCapHeight and sxHeight exist from OS/2 version 2 on; older tables (DejaVu's) leave them out.
        if let table = FT_Get_Sfnt_Table(handle, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 {
                capHeight = Double(os2.sCapHeight)
                xHeight = Double(os2.sxHeight)
            }
        }
        if capHeight <= 0 { capHeight = glyphTop(of: "H") }
        if xHeight <= 0 { xHeight = glyphTop(of: "x") }
        return FontMetrics(
            ascender: Double(face.ascender) / unitsPerEm,
            descender: -Double(face.descender) / unitsPerEm,
            capHeight: capHeight / unitsPerEm,
            xHeight: xHeight / unitsPerEm,
            lineHeight: Double(face.height) / unitsPerEm
        )
    }

    /// The box round glyph `id`'s outline, in design units with y up (left, bottom, right, top); nil for a glyph without
    /// one (a space) or that cannot be loaded.
    func outlineBox(of id: UInt32) -> (left: Double, bottom: Double, right: Double, top: Double)? {
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(handle, id, flags) == 0 else { return nil }
        let metrics = handle.pointee.glyph.pointee.metrics
        guard metrics.width > 0, metrics.height > 0 else { return nil }
        let left = Double(metrics.horiBearingX)
        let top = Double(metrics.horiBearingY)
        return (left, top - Double(metrics.height), left + Double(metrics.width), top)
    }

    /// How far the outline of `scalar`'s glyph rises above the baseline, in design units (0 if the font lacks it).
    private func glyphTop(of scalar: Unicode.Scalar) -> Double {
        let index = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
        guard index != 0 else { return 0 }
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(handle, index, flags) == 0 else { return 0 }
        return Double(handle.pointee.glyph.pointee.metrics.horiBearingY)
    }
}

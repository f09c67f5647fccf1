/// Glyph outlines of the pinned fonts, in design units, for backends that draw text as paths: the SVG writer, and the
/// PNG backend for text along the bezel. A renderer gives both the same outliner, so each font is opened once.
///
/// Not thread-safe, because FreeType isn't: use one per thread, like `TextShaper`. Each font file is opened on first
/// use, from the same paths `TextShaper` reads, so glyph ids from its shaped runs index the same glyphs. Outlines are
/// kept once read.
package final class GlyphOutliner {
    private struct Key: Hashable {
        var font: PinnedFont
        var id: UInt32
    }

    private let files: FontFiles
    private let library = FreeTypeLibrary()
    private var faces: [PinnedFont: FreeTypeFace] = [:]
    private var outlines: [Key: GlyphOutline] = [:]
    /// Past this many glyphs the cache starts again rather than grow without end.
    static let cacheLimit = 16_384

    /// An outliner over the pinned fonts at `files`; a font is opened when its first glyph is asked for.
    package init(files: FontFiles = .system) {
        self.files = files
    }

    /// The outline of glyph `id` of `font`; empty for a glyph without contours (a space) or an id the font lacks.
    ///
    /// - Throws: `TextError.fontMissing` or `.fontUnreadable` when the font's file cannot be opened.
    package func outline(of id: UInt32, in font: PinnedFont) throws(TextError) -> GlyphOutline {
        let key = Key(font: font, id: id)
        if let outline = outlines[key] { return outline }
        if outlines.count >= Self.cacheLimit { outlines.removeAll(keepingCapacity: true) }
        let outline = try face(font).outline(of: id)
        outlines[key] = outline
        return outline
    }

    /// The outline of the glyph `font` maps `scalar` to: how a symbol finds its icon in the icon font.
    ///
    /// - Throws: `TextError.fontMissing` or `.fontUnreadable` when the font's file cannot be opened, and
    ///   `.fontUnreadable` with FreeType's "invalid glyph index" when the file lacks the glyph: another version of the
    ///   font than the one Dial's tables were made for, to reinstall rather than draw as a blank.
    package func outline(of scalar: Unicode.Scalar, in font: PinnedFont) throws(TextError) -> GlyphOutline {
        guard let id = try face(font).glyph(for: scalar) else {
            throw .fontUnreadable(path: files.path(of: font), code: Self.invalidGlyphIndex)
        }
        return try outline(of: id, in: font)
    }

    /// FreeType's `FT_Err_Invalid_Glyph_Index`.
    static let invalidGlyphIndex: Int32 = 0x10

    /// The design units per em of `font`.
    package func unitsPerEm(of font: PinnedFont) throws(TextError) -> Int {
        Int(try face(font).handle.pointee.units_per_EM)
    }

    private func face(_ font: PinnedFont) throws(TextError) -> FreeTypeFace {
        if let face = faces[font] { return face }
        let path = files.path(of: font)
        // The Noto files are mapped, as `TextShaper` maps them: Noto Sans CJK is 20 MB a weight.
        let data = font.isOptional ? try FontData.map(path: path) : try FontData.read(path: path)
        let face = try FreeTypeFace(data: data, library: library, path: path)
        faces[font] = face
        return face
    }
}

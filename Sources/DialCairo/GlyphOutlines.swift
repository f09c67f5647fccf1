import DialText

/// Glyph outlines for text along the bezel, kept per backend. Every glyph there is turned by its own angle, and cairo
/// would make (and cache, and soon evict) a scaled font for each angle; an outline is turned here instead and filled
/// with the rest of its run at once. They are DialText's outlines, the very ones the SVG writer places.
final class GlyphOutlines {
    private struct Key: Hashable {
        var font: PinnedFont
        var glyph: UInt32
    }

    private let outliner: GlyphOutliner
    private var outlines: [Key: GlyphOutline] = [:]
    /// Past this many glyphs the cache starts again rather than grow without end.
    private static let capacity = 4096

    init(files: FontFiles) {
        outliner = GlyphOutliner(files: files)
    }

    /// The outline of `glyph` in `font`, in design units with y up.
    func outline(of glyph: UInt32, in font: PinnedFont) throws(CairoError) -> GlyphOutline {
        let key = Key(font: font, glyph: glyph)
        if let outline = outlines[key] { return outline }
        if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
        let outline: GlyphOutline
        do {
            outline = try outliner.outline(of: glyph, in: font)
        } catch {
            switch error {
            case .fontMissing(let path): throw .fontUnreadable(path: path, code: 0)
            case .fontUnreadable(let path, let code): throw .fontUnreadable(path: path, code: code)
            }
        }
        outlines[key] = outline
        return outline
    }
}

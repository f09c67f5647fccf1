import CCairo
import DialCore
import DialModel
import DialPNG
import DialText

/// Draws a `FilmstripSheet`: many frames scaled into one contact-sheet PNG, each over its labels. Labels are
/// shaped by `TextShaper` and drawn as glyphs from the pinned fonts, like every other text of Dial, so the sheet
/// is the same bytes on every machine with the same libraries. Holds fonts: make one per thread.
package final class Filmstrip {
    /// Cairo's image surfaces stop here on either side.
    package static let maximumSide = 32_767

    private let fonts: CairoFonts
    private let outliner: GlyphOutliner
    private let shaper: TextShaper

    /// A filmstrip writer with the pinned fonts at `files`; `shaper` shapes its labels, and may be the renderer's own.
    package init(fonts files: FontFiles = .system, shaper: TextShaper) {
        fonts = CairoFonts(files: files)
        outliner = GlyphOutliner(files: files)
        self.shaper = shaper
    }

    /// The sheet as an 8-bit RGBA PNG.
    package func png(_ sheet: FilmstripSheet) throws(CairoError) -> [UInt8] {
        let layout = FilmstripLayout(sheet)
        guard layout.width <= Self.maximumSide, layout.height <= Self.maximumSide else {
            throw .cairo(operation: "create a \(layout.width)×\(layout.height) filmstrip",
                         status: "larger than \(Self.maximumSide) pixels on a side; draw fewer frames or more columns")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height))!
        let context = try CairoContext(surface: surface, fonts: fonts, outliner: outliner, coverage: CoverageCache(budget: CairoBackend.defaultKeptCoverage))
        let cr = context.cr
        set(cr, FilmstripLayout.background)
        cairo_paint(cr)

        var y = FilmstripLayout.margin
        for label in sheet.title {
            y = try draw(label, in: cr, x: FilmstripLayout.margin, top: y, maxWidth: Double(layout.width) - 2 * FilmstripLayout.margin)
        }
        for (index, cell) in sheet.cells.enumerated() {
            for (position, list) in cell.frames.enumerated() {
                let origin = layout.frameOrigin(cell: index, frame: position)
                cairo_save(cr)
                cairo_translate(cr, origin.x, origin.y)
                cairo_scale(cr, layout.frameWidth / Double(list.width), layout.frameHeight / Double(list.height))
                // A frame clears its corners: drawn in a group of its own size, they show the sheet through.
                cairo_rectangle(cr, 0, 0, Double(list.width), Double(list.height))
                cairo_clip(cr)
                cairo_push_group(cr)
                try context.draw(list)
                cairo_pop_group_to_source(cr)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            let origin = layout.cellOrigin(index)
            var top = origin.y + layout.frameHeight + FilmstripLayout.labelTop
            for label in cell.labels {
                top = try draw(label, in: cr, x: origin.x, top: top, maxWidth: layout.cellWidth)
            }
        }
        try CairoContext.check(cairo_status(cr), "draw filmstrip")

        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * layout.height)
        let bytes: [UInt8]
        do {
            bytes = try PNGEncoder.encode(premultipliedARGB32: data, width: layout.width, height: layout.height, bytesPerRow: stride)
        } catch {
            throw .png(error)
        }
        // The surface belongs to the context: it must outlive the encoding of its pixels.
        withExtendedLifetime(context) {}
        return bytes
    }

    /// Draws one line at `x` below `top`; returns the top of the next line.
    private func draw(_ label: FilmstripSheet.Label, in cr: OpaquePointer, x: Double, top: Double, maxWidth: Double) throws(CairoError) -> Double {
        let style = FilmstripLayout.font(label.style)
        let line = shaper.shape(label.text, font: style.font, size: style.size, maxWidth: maxWidth)
        let baseline = top + shaper.metrics(style.font, size: style.size).ascender
        set(cr, style.color)
        for run in line.runs where !run.glyphs.isEmpty {
            cairo_set_font_face(cr, try fonts.face(run.font))
            cairo_set_font_size(cr, run.size)
            let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: x + $0.x, y: baseline + $0.y) }
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
        }
        return top + style.lineHeight
    }

    private func set(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255)
    }
}

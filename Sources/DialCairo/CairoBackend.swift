import CCairo
import CPixman
import DialCore
import DialPNG
import DialText

/// Turns display lists into PNG bytes and pixels (SVG is written without Cairo, by DialSVG's `SVGWriter`).
/// Holds font faces: make one per thread and reuse it.
package final class CairoBackend {
    /// The drawing libraries this process runs with, asked of the libraries (not the headers built against): cairo,
    /// and pixman, whose rasteriser decides a golden's pixels as much as cairo's does.
    package static var libraryVersions: [String: String] {
        ["cairo": String(cString: cairo_version_string()), "pixman": String(cString: pixman_version_string())]
    }

    private let fonts: CairoFonts
    private let outliner: GlyphOutliner
    private let coverage: CoverageCache
    /// The image surface frames are drawn on, kept from one frame to the next.
    private var canvas: OpaquePointer?

    /// Room for the shapes a face keeps drawing on one screen, several times over. Exports go screen by screen, so
    /// a larger budget only holds masks longer, while each worker's memory grows by as much (measured: 2 MiB keeps
    /// a 10,000-frame export as fast as 8 MiB, and its peak memory that of a 1,000-frame one).
    package static let defaultKeptCoverage = 2 << 20

    /// `outliner` gives the outlines of text along the bezel; pass the one the same thread's SVG writer uses, so the
    /// fonts are opened once (by default the backend opens its own). `keptCoverage` is how many bytes of shape masks
    /// the backend keeps for later frames (see `CoverageCache`); 0 draws every frame as if it were the first. It
    /// changes speed and memory, never pixels.
    package init(fonts files: FontFiles = .system, outliner: GlyphOutliner? = nil, keptCoverage: Int = defaultKeptCoverage) {
        fonts = CairoFonts(files: files)
        self.outliner = outliner ?? GlyphOutliner(files: files)
        coverage = CoverageCache(budget: keptCoverage)
    }

    deinit {
        if let canvas { cairo_surface_destroy(canvas) }
    }

    /// The frame as an 8-bit RGBA PNG (see `PNGEncoder`). Same list, same bytes.
    package func png(_ list: DisplayList) throws(CairoError) -> [UInt8] {
        let encoded = try pixels(of: list) { data, stride in
            Result { () throws(PNGError) in
                try PNGEncoder.encode(premultipliedARGB32: data, width: list.width, height: list.height, bytesPerRow: stride)
            }
        }
        do {
            return try encoded.get()
        } catch {
            throw .png(error)
        }
    }

    /// Draws the frame and lends its premultiplied ARGB32 pixels and row stride to `body`, while they live.
    func pixels<T>(of list: DisplayList, _ body: (UnsafeRawBufferPointer, Int) -> T) throws(CairoError) -> T {
        let context = try raster(list)
        cairo_surface_flush(context.surface)
        let stride = Int(cairo_image_surface_get_stride(context.surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(context.surface), count: stride * list.height)
        return withExtendedLifetime(context) { body(data, stride) }
    }

    /// The frame drawn on the backend's image surface, kept as a context so the caller can read its pixels. The
    /// surface is made again only when the size changes: a fresh 0.8 MB surface for every frame costs more in page
    /// faults than clearing the old one.
    func raster(_ list: DisplayList) throws(CairoError) -> CairoContext {
        let surface: OpaquePointer
        if let canvas, Int(cairo_image_surface_get_width(canvas)) == list.width, Int(cairo_image_surface_get_height(canvas)) == list.height {
            // No clearing: every frame begins by painting the whole surface opaque black.
            surface = canvas
        } else {
            if let canvas { cairo_surface_destroy(canvas) }
            canvas = nil
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(list.width), Int32(list.height))!
            try CairoContext.check(cairo_surface_status(surface), "create surface")
            canvas = surface
        }
        let context = try CairoContext(surface: cairo_surface_reference(surface), fonts: fonts, outliner: outliner, coverage: coverage)
        try context.draw(list)
        return context
    }
}


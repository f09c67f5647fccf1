import CCairo
import DialCore
import DialPNG
import DialText

/// Turns display lists into PNG bytes and pixels (SVG is written without Cairo, by DialSVG's `SVGWriter`).
/// Holds font faces: make one per thread and reuse it.
public final class CairoBackend {
    private let fonts: CairoFonts

    public init(fonts files: FontFiles = .system) {
        fonts = CairoFonts(files: files)
    }

    /// The frame as an 8-bit RGBA PNG, compressed fast (libpng level 1, no filter). Same list, same bytes.
    public func png(_ list: DisplayList) throws(CairoError) -> [UInt8] {
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

    /// The frame drawn on an image surface, kept as a context so the caller can read its pixels.
    func raster(_ list: DisplayList) throws(CairoError) -> CairoContext {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(list.width), Int32(list.height))!
        let context = try CairoContext(surface: surface, fonts: fonts)
        try context.draw(list)
        return context
    }
}


import CCairo
import DialCore
import DialPNG

extension CairoBackend {
    /// The frame as the screen shows it: composited over black, every pixel opaque. Cairo's premultiplied
    /// channels are exactly that composite, so they are copied as they are. For measuring lit pixels.
    public func composite(_ list: DisplayList) throws(CairoError) -> RGBAImage {
        let context = try raster(list)
        let surface = context.surface
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * list.height)
        var pixels = [UInt8](repeating: 255, count: list.width * list.height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<list.height {
                let row = data.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<list.width {
                    let word = row[x]
                    let index = (y * list.width + x) * 4
                    out[index] = UInt8(truncatingIfNeeded: word >> 16)
                    out[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    out[index + 2] = UInt8(truncatingIfNeeded: word)
                }
            }
        }
        return RGBAImage(width: list.width, height: list.height, pixels: pixels)
    }
}

extension CairoBackend {
    /// The frame's pixels with straight alpha, exactly as decoding its PNG would give them, without compressing:
    /// for comparing a render against a golden.
    public func rgba(_ list: DisplayList) throws(CairoError) -> RGBAImage {
        let context = try raster(list)
        let surface = context.surface
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * list.height)
        return RGBAImage(premultipliedARGB32: data, width: list.width, height: list.height, bytesPerRow: stride)
    }
}

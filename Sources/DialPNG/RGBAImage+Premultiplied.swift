internal import CPNGCodec

extension RGBAImage {
    /// The straight-alpha image of Cairo `CAIRO_FORMAT_ARGB32` data (premultiplied, native-endian `0xAARRGGBB`
    /// words, rows `bytesPerRow` apart), undone by the very code ``PNGEncoder`` undoes it with, so that the image
    /// equals what decoding that encoder's PNG of the same data gives.
    public init(premultipliedARGB32 data: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && data.count >= bytesPerRow * height,
                     "premultiplied data of \(data.count) bytes does not hold \(width)×\(height) pixels at \(bytesPerRow) bytes a row")
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 {
                dial_unpremultiply_argb32(data.baseAddress!, UInt32(width), UInt32(height), bytesPerRow, buffer.baseAddress!)
            }
            initialized = count
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension RGBAImage {
    /// The same size and the same bytes, compared as memory: the element-wise `==` of two frames' arrays is many
    /// times slower, and checking goldens does it for every frame.
    public func hasSamePixels(as other: RGBAImage) -> Bool {
        guard width == other.width, height == other.height, pixels.count == other.pixels.count else { return false }
        guard !pixels.isEmpty else { return true }
        return pixels.withUnsafeBytes { a in other.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

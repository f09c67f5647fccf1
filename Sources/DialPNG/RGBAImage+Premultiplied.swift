extension RGBAImage {
    /// The straight-alpha image of Cairo `CAIRO_FORMAT_ARGB32` data (premultiplied, native-endian `0xAARRGGBB`
    /// words, rows `bytesPerRow` apart), undone exactly as ``PNGEncoder`` undoes it, so that the image equals what
    /// decoding that encoder's PNG of the same data gives.
    public init(premultipliedARGB32 data: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && data.count >= bytesPerRow * height,
                     "premultiplied data of \(data.count) bytes does not hold \(width)×\(height) pixels at \(bytesPerRow) bytes a row")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = data.baseAddress!.advanced(by: y * bytesPerRow)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = word >> 24
                    let index = (y * width + x) * 4
                    // Opaque and empty pixels, most of a frame, need no division.
                    guard alpha != 0 else { continue }
                    let (red, green, blue) = ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
                    if alpha == 255 {
                        (out[index], out[index + 1], out[index + 2]) = (UInt8(red), UInt8(green), UInt8(blue))
                    } else {
                        out[index] = UInt8(min(255, (red * 255 + alpha / 2) / alpha))
                        out[index + 1] = UInt8(min(255, (green * 255 + alpha / 2) / alpha))
                        out[index + 2] = UInt8(min(255, (blue * 255 + alpha / 2) / alpha))
                    }
                    out[index + 3] = UInt8(alpha)
                }
            }
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

import DialText
import DialHash

/// A picture in Cairo's `CAIRO_FORMAT_ARGB32`: one `0xAARRGGBB` word a pixel with premultiplied alpha, rows top to
/// bottom without padding. Compared and hashed by size and SHA-256 of its pixels, so that display lists holding
/// pictures stay cheap to compare, and so that the text dump can name a picture without printing it.
package struct Bitmap: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height` premultiplied words: each colour channel is at most the alpha.
    package let pixels: [UInt32]
    /// SHA-256 of the pixels as little-endian words (the bytes Cairo holds on every machine Dial runs on), in hex.
    package let digest: String

    /// Wraps premultiplied `0xAARRGGBB` words.
    /// - Precondition: `pixels.count == width × height`, both sides positive, no channel above its alpha.
    package init(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height,
                     "a \(width)×\(height) bitmap needs \(width * height) pixels, got \(pixels.count)")
        precondition(pixels.allSatisfy(Self.isPremultiplied), "bitmap pixels must be premultiplied")
        self.init(trusted: pixels, width: width, height: height)
    }

    /// For pixels premultiplied by this module, which need no second look: pictures run to millions of pixels.
    init(trusted pixels: [UInt32], width: Int, height: Int) {
        self.width = width
        self.height = height
        self.pixels = pixels
        digest = SHA256.hexDigest(ofLittleEndianWords: pixels)
    }

    /// A colour glyph's picture as DialText made it: premultiplied by construction, its digest computed there with the
    /// same hash, so a frame with emoji hashes none of their pixels again.
    init(_ glyph: ColorGlyph) {
        width = glyph.width
        height = glyph.height
        pixels = glyph.pixels
        digest = glyph.digest
    }

    /// Premultiplies 8-bit straight RGBA (`R, G, B, A` bytes per pixel, as PNG decoders give), rounding to nearest.
    /// - Precondition: `rgba.count == width × height × 4`, both sides positive.
    package init(width: Int, height: Int, straightRGBA rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4,
                     "a \(width)×\(height) bitmap needs \(width * height * 4) RGBA bytes, got \(rgba.count)")
        let words = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            rgba.withUnsafeBufferPointer { bytes in
                for index in 0..<width * height {
                    let alpha = UInt32(bytes[index * 4 + 3])
                    buffer[index] = alpha << 24 | Self.premultiply(bytes[index * 4], alpha) << 16
                        | Self.premultiply(bytes[index * 4 + 1], alpha) << 8 | Self.premultiply(bytes[index * 4 + 2], alpha)
                }
            }
            count = width * height
        }
        self.init(trusted: words, width: width, height: height)
    }

    /// The straight (un-premultiplied) colour of pixel `index`, undone as `RGBAImage(premultipliedARGB32:)` undoes it.
    package func straightColor(at index: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        Self.unpremultiply(pixels[index])
    }

    /// "Bitmap 64x48 sha256:0123456789ab": a failing test or a log names the picture without printing its pixels.
    package var description: String { "Bitmap \(width)x\(height) sha256:\(digest.prefix(12))" }

    /// Equal when size and pixel digest are: no pixel-by-pixel comparison.
    package static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.digest == b.digest
    }

    /// Hashes the size and the pixel digest, as `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(digest)
    }

    /// `value × alpha / 255`, rounded half up.
    static func premultiply(_ value: UInt8, _ alpha: UInt32) -> UInt32 {
        (UInt32(value) * alpha * 2 + 255) / 510
    }

    static func unpremultiply(_ word: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = word >> 24
        guard alpha != 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (word >> shift) & 0xFF
            return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        return (channel(16), channel(8), channel(0), UInt8(alpha))
    }

    static func word(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        let a = UInt32(alpha)
        return a << 24 | premultiply(red, a) << 16 | premultiply(green, a) << 8 | premultiply(blue, a)
    }

    private static func isPremultiplied(_ word: UInt32) -> Bool {
        let alpha = word >> 24
        return (word >> 16) & 0xFF <= alpha && (word >> 8) & 0xFF <= alpha && word & 0xFF <= alpha
    }
}

import DialHash
/// A colour glyph (an emoji) as a picture at one text size: premultiplied `0xAARRGGBB` words, rows top to bottom,
/// the layout `Bitmap` of DialCore takes as they are.
///
/// Text is drawn as outlines everywhere else, but colour glyphs have none, so layout places them as pictures; the
/// picture comes scaled to its size here, once, so that backends draw it pixel for pixel (no resampling blur at
/// text sizes) and an SVG embeds a few hundred bytes rather than the 136 × 128 strike.
package struct ColorGlyph: Sendable, Equatable {
    /// Width in pixels, at the text's size.
    package let width: Int
    /// Height in pixels, at the text's size.
    package let height: Int
    /// `width × height` premultiplied words.
    package let pixels: [UInt32]
    /// SHA-256 of `pixels` as little-endian words, in hex: what DialCore's `Bitmap` would compute, given once.
    package let digest: String
    /// From the glyph's origin to the picture's left edge, in pixels.
    package let left: Double
    /// From the baseline up to the picture's top edge, in pixels.
    package let top: Double

    /// `strike`, drawn at `pixelsPerEm`, scaled to an em of `size` pixels.
    ///
    /// Each new pixel is the average of the strike pixels under it, weighted by how much of each it covers (a box
    /// filter, on premultiplied values, so transparent edges do not darken): emoji are mostly shrunk, from 109 px
    /// to 20–40, where a bilinear filter would skip pixels and alias. Plain arithmetic in a fixed order, so the
    /// same pixels on every machine.
    init(_ strike: StrikeBitmap, pixelsPerEm: Double, size: Double) {
        let factor = size / pixelsPerEm
        let width = max(1, Int((Double(strike.width) * factor).rounded()))
        let height = max(1, Int((Double(strike.height) * factor).rounded()))
        let columns = Self.weights(from: strike.width, to: width)
        let rows = Self.weights(from: strike.height, to: height)

        // Across first: each strike row to `width` pixels, four channels each.
        var across = [Double](repeating: 0, count: strike.height * width * 4)
        for row in 0..<strike.height {
            for column in 0..<width {
                var sums = (0.0, 0.0, 0.0, 0.0)
                for (index, weight) in columns[column] {
                    let word = strike.pixels[row * strike.width + index]
                    sums.0 += Double(word >> 24) * weight
                    sums.1 += Double((word >> 16) & 0xFF) * weight
                    sums.2 += Double((word >> 8) & 0xFF) * weight
                    sums.3 += Double(word & 0xFF) * weight
                }
                let base = (row * width + column) * 4
                (across[base], across[base + 1], across[base + 2], across[base + 3]) = sums
            }
        }
        // Then down.
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                var sums = (0.0, 0.0, 0.0, 0.0)
                for (index, weight) in rows[row] {
                    let base = (index * width + column) * 4
                    sums.0 += across[base] * weight
                    sums.1 += across[base + 1] * weight
                    sums.2 += across[base + 2] * weight
                    sums.3 += across[base + 3] * weight
                }
                let alpha = Self.channel(sums.0, limit: 255)
                // Rounding can lift a colour channel a step above its alpha; premultiplied words must not have that.
                pixels[row * width + column] = alpha << 24 | Self.channel(sums.1, limit: alpha) << 16
                    | Self.channel(sums.2, limit: alpha) << 8 | Self.channel(sums.3, limit: alpha)
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
        digest = SHA256.hexDigest(ofLittleEndianWords: pixels)
        left = Double(strike.left) * factor
        top = Double(strike.top) * factor
    }

    /// For each of `target` pixels, the `source` pixels it covers and the share of it each covers (summing to 1).
    static func weights(from source: Int, to target: Int) -> [[(index: Int, weight: Double)]] {
        let ratio = Double(source) / Double(target)
        return (0..<target).map { pixel in
            let start = Double(pixel) * ratio
            let end = Double(pixel + 1) * ratio
            var covered: [(index: Int, weight: Double)] = []
            var index = Int(start)
            while index < source, Double(index) < end {
                let overlap = min(end, Double(index + 1)) - max(start, Double(index))
                if overlap > 0 { covered.append((index, overlap / ratio)) }
                index += 1
            }
            return covered
        }
    }

    private static func channel(_ value: Double, limit: UInt32) -> UInt32 {
        min(UInt32(max(0, min(255, value.rounded()))), limit)
    }
}

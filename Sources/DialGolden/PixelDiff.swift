import DialModel
import DialPNG

/// A pixel comparison that counts and draws exactly what pixelmatch v7.2.0 does (written from its published
/// algorithm; the conformance test holds it to pixelmatch's own fixtures; docs/goldens.md).
///
/// Pixels are compared by their perceived difference in the YIQ colour space (Kotsarenko and Ramos), and a pixel
/// that differs only because an edge was anti-aliased differently is told apart by its neighbourhood (Vyšniauskas):
/// such pixels are drawn in their own colour and not counted.
public enum PixelDiff {
    /// The largest possible squared YIQ distance, between black and white; the threshold scales it.
    static let maximumDelta = 35215.0

    /// Compares two images of the same size.
    ///
    /// - Throws: ``GoldenError/sizeMismatch(expected:actual:)`` when the sizes differ.
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions = PixelDiffOptions(),
                               drawsDiff: Bool = true) throws(GoldenError) -> PixelDiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw .sizeMismatch(expected: ImageSize(of: expected), actual: ImageSize(of: actual))
        }
        var output = drawsDiff ? [UInt8](repeating: 0, count: expected.pixels.count) : []
        let mismatched = expected.pixels.withUnsafeBufferPointer { first in
            actual.pixels.withUnsafeBufferPointer { second in
                output.withUnsafeMutableBufferPointer { diff in
                    Comparison(first: first, second: second, width: expected.width, height: expected.height,
                               options: options).run(drawingInto: drawsDiff ? diff : nil)
                }
            }
        }
        let image = drawsDiff ? RGBAImage(width: expected.width, height: expected.height, pixels: output) : nil
        return PixelDiffResult(mismatchedPixels: mismatched, diffImage: image)
    }
}

/// One comparison's inputs, so the per-pixel helpers need not pass them around. Reads the images through pointers:
/// this loop runs for every pixel of every differing golden.
private struct Comparison {
    let first: UnsafeBufferPointer<UInt8>
    let second: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int
    let options: PixelDiffOptions

    func run(drawingInto output: UnsafeMutableBufferPointer<UInt8>?) -> Int {
        let count = width * height
        var identical = true
        for index in 0..<count where word(first, index) != word(second, index) {
            identical = false
            break
        }
        if identical {
            if let output, !options.diffMask {
                for index in 0..<count { drawGrey(index, into: output) }
            }
            return 0
        }

        let maximumDelta = PixelDiff.maximumDelta * options.threshold * options.threshold
        var mismatched = 0
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let delta = word(first, index) == word(second, index)
                    ? 0 : colorDelta(first, second, index * 4, index * 4, brightnessOnly: false)
                if abs(delta) > maximumDelta {
                    let antiAliased = !options.includesAntiAliased
                        && (isAntiAliased(first, x, y, this: first, other: second)
                            || isAntiAliased(second, x, y, this: second, other: first))
                    if antiAliased {
                        if let output, !options.diffMask { draw(options.antiAliasedColor, at: index, into: output) }
                    } else {
                        if let output {
                            // pixelmatch's sign: negative when the second image is darker here.
                            let color = delta < 0 ? options.alternateDiffColor ?? options.diffColor : options.diffColor
                            draw(color, at: index, into: output)
                        }
                        mismatched += 1
                    }
                } else if let output, !options.diffMask {
                    drawGrey(index, into: output)
                }
            }
        }
        return mismatched
    }

    /// A pixel's four bytes as one value, for equality tests only.
    func word(_ image: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(image.baseAddress!).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
    }

    /// The squared YIQ distance between the pixel at byte `k` of `one` and at byte `m` of `two`, negative when the
    /// second is brighter; with `brightnessOnly`, the signed difference in Y alone.
    ///
    /// Translucent pixels are blended over a background chosen by `k` (pixelmatch's checkerboard, or white). The
    /// arithmetic follows pixelmatch's order of operations, so results agree to the last bit at the threshold.
    func colorDelta(_ one: UnsafeBufferPointer<UInt8>, _ two: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
                    brightnessOnly: Bool) -> Double {
        let r1 = Double(one[k]), g1 = Double(one[k + 1]), b1 = Double(one[k + 2]), a1 = Double(one[k + 3])
        let r2 = Double(two[m]), g2 = Double(two[m + 1]), b2 = Double(two[m + 2]), a2 = Double(two[m + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }

        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if brightnessOnly { return y }
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The colour translucent pixels are seen against at byte offset `k`: a fixed pseudo-random mix of 48 and 207
    /// per channel (golden-ratio strides, so neighbouring pixels differ), or white without the checkerboard.
    func background(_ k: Int) -> (Double, Double, Double) {
        guard options.checkerboard else { return (255, 255, 255) }
        let offset = Double(k)
        return (48 + 159 * Double(k % 2),
                48 + 159 * Double(Int(offset / 1.618033988749895) % 2),
                48 + 159 * Double(Int(offset / 2.618033988749895) % 2))
    }

    /// Whether the pixel at (`x1`, `y1`) of `image` looks like anti-aliasing: among its eight neighbours it has both a
    /// darker and a brighter one, at most two of them equal to it, and the darkest or the brightest sits inside a
    /// flat area (three or more equal neighbours) in both images.
    func isAntiAliased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int,
                       this: UnsafeBufferPointer<UInt8>, other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        // Column by column, as pixelmatch walks them: on ties the first neighbour found wins.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(image, image, center, (y * width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (x, y)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (x, y)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(this, darkestAt) && hasManySiblings(other, darkestAt))
            || (hasManySiblings(this, brightestAt) && hasManySiblings(other, brightestAt))
    }

    /// Whether the pixel at `point` has three or more neighbours of exactly its colour (image edges count as one).
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ point: (Int, Int)) -> Bool {
        let (x1, y1) = point
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = word(image, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if value == word(image, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    func draw(_ color: Color, at index: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        output[index * 4] = color.red
        output[index * 4 + 1] = color.green
        output[index * 4 + 2] = color.blue
        output[index * 4 + 3] = 255
    }

    /// The expected pixel as faint grey: its brightness blended towards white by `alpha` and its own opacity,
    /// truncated to a byte as a JavaScript `Uint8Array` stores it.
    func drawGrey(_ index: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        let k = index * 4
        let brightness = Double(first[k]) * 0.29889531 + Double(first[k + 1]) * 0.58662247
            + Double(first[k + 2]) * 0.11448223
        let value = 255 + (brightness - 255) * options.alpha * Double(first[k + 3]) / 255
        let byte = UInt8(min(max(value, 0), 255))
        output[k] = byte
        output[k + 1] = byte
        output[k + 2] = byte
        output[k + 3] = 255
    }
}

/// An 8-bit RGBA image with straight (not premultiplied) alpha.
///
/// Pixels are stored row by row, top to bottom, four bytes per pixel in the order
/// red, green, blue, alpha, with no padding between rows.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps existing pixel bytes.
    ///
    /// - Precondition: `width` and `height` are not negative and
    ///   `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage size must not be negative, got \(width)×\(height)")
        precondition(
            pixels.count == width * height * 4,
            "RGBAImage of \(width)×\(height) needs \(width * height * 4) bytes, got \(pixels.count)"
        )
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel in column `x` and row `y`, counted from the top-left corner.
    ///
    /// - Precondition: `0 <= x < width` and `0 <= y < height`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(
            (0..<width).contains(x) && (0..<height).contains(y),
            "pixel (\(x), \(y)) lies outside the \(width)×\(height) image"
        )
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
}

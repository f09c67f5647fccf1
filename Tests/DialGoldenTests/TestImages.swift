import DialPNG
import Foundation

/// Small synthetic images and folders for the golden tests.
enum TestImages {
    /// A `width`×`height` image of soft horizontal bands, opaque.
    static func bands(width: Int = 40, height: Int = 30) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += [UInt8(40 + y * 4 % 200), UInt8(80 + x * 3 % 150), 160, 255] }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` with the square of side `side` at (`x`, `y`) painted `color`.
    static func painting(_ image: RGBAImage, x: Int, y: Int, side: Int, color: [UInt8] = [250, 250, 20, 255]) -> RGBAImage {
        var copy = image
        for row in y..<y + side {
            for column in x..<x + side {
                copy.pixels.replaceSubrange((row * image.width + column) * 4..<(row * image.width + column) * 4 + 4, with: color)
            }
        }
        return copy
    }

    static func png(_ image: RGBAImage) throws -> [UInt8] { try PNGEncoder.encode(image) }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dial-golden-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

import DialPNG

/// What a frame lights, measured on its pixels as the screen shows them (composited over black).
public struct FrameMetrics: Sendable, Hashable, Codable {
    /// Share of pixels whose brightest channel is above `FrameMetrics.litLevel`.
    public var litPixels: Double
    /// Mean relative luminance (linear light, Rec. 709), 0 when all black and 1 when all white.
    public var luminance: Double
    /// Lit pixels nearer the screen's rounded edge than the margin.
    public var litNearEdge: Int
    /// Share of the screen in 8 × 8 blocks whose every pixel is near white.
    public var solidWhite: Double

    /// Below this a channel counts as black: anti-aliasing leaves faint fringes that no panel lights visibly.
    package static let litLevel: UInt8 = 3
    /// At or above this in every channel a pixel counts as white.
    static let whiteLevel: UInt8 = 230

    /// Measures `image`, a screen of `cornerRadius` px corners, with `margin` px kept dark along its edge.
    package init(_ image: RGBAImage, cornerRadius: Double, margin: Double) {
        let (width, height) = (image.width, image.height)
        var lit = 0, nearEdge = 0
        var luminance = 0.0
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let index = (y * width + x) * 4
                    let (r, g, b) = (pixels[index], pixels[index + 1], pixels[index + 2])
                    guard max(r, g, b) > Self.litLevel else { continue }
                    lit += 1
                    luminance += Luminance.table[Int(r)] * 0.2126 + Luminance.table[Int(g)] * 0.7152 + Luminance.table[Int(b)] * 0.0722
                    if Self.distanceToEdge(x: Double(x) + 0.5, y: Double(y) + 0.5, width: Double(width), height: Double(height),
                                           radius: cornerRadius) < margin {
                        nearEdge += 1
                    }
                }
            }
        }
        var whiteBlocks = 0
        for blockY in stride(from: 0, through: height - 8, by: 8) {
            for blockX in stride(from: 0, through: width - 8, by: 8) where Self.isWhite(image, x: blockX, y: blockY) {
                whiteBlocks += 1
            }
        }
        let count = Double(width * height)
        litPixels = Double(lit) / count
        self.luminance = luminance / count
        litNearEdge = nearEdge
        solidWhite = Double(whiteBlocks * 64) / count
    }

    /// Distance from a point inside the screen to its rounded-rectangle outline.
    static func distanceToEdge(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
        let dx = max(radius - x, x - (width - radius), 0)
        let dy = max(radius - y, y - (height - radius), 0)
        if dx > 0 && dy > 0 { return radius - (dx * dx + dy * dy).squareRoot() }
        return min(x, y, width - x, height - y)
    }

    private static func isWhite(_ image: RGBAImage, x: Int, y: Int) -> Bool {
        for row in y..<y + 8 {
            for column in x..<x + 8 {
                let index = (row * image.width + column) * 4
                if min(image.pixels[index], image.pixels[index + 1], image.pixels[index + 2]) < whiteLevel { return false }
            }
        }
        return true
    }
}

/// sRGB 8-bit to linear light, once.
enum Luminance {
    static let table: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

import Foundation

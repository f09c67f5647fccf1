import DialPNG

/// An image's width and height in pixels, as messages and reports show it ("396×484").
public struct ImageSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size in pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of an image.
    public init(of image: RGBAImage) {
        self.init(width: image.width, height: image.height)
    }

    /// How many pixels an image of this size has.
    public var pixelCount: Int { width * height }

    /// `396×484`.
    public var description: String { "\(width)×\(height)" }
}

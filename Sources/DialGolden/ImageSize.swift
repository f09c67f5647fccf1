import DialPNG

/// An image's width and height in pixels, as messages and reports show it ("396×484").
public struct ImageSize: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public init(of image: RGBAImage) {
        self.init(width: image.width, height: image.height)
    }

    public var pixelCount: Int { width * height }

    public var description: String { "\(width)×\(height)" }
}

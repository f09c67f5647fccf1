import DialModel

/// The device's screen and the sizes of the families on it, in pixels (spec/geometry.md).
public struct FaceFrame: Hashable, Sendable {
    /// Screen width in pixels.
    public let width: Double
    /// Screen height in pixels.
    public let height: Double
    /// The screen's centre: the analog dial's.
    public let center: Point
    /// The analog dial's outer radius: the ticks end here.
    public let dialRadius: Double
    /// The column of Apple's size tables the screen reads from.
    public let sizeClass: SizeClass
    /// The screen's corner radius.
    public let cornerRadius: Double

    /// The frame of a device's screen.
    public init(device: Device) {
        width = Double(device.pixelWidth)
        height = Double(device.pixelHeight)
        center = Point(x: width / 2, y: height / 2)
        // Inset from the sides so the corners have a band outside the ticks for their arcs and text.
        dialRadius = width * 0.46
        sizeClass = device.sizeClass
        cornerRadius = device.cornerRadiusPoints * Device.scale
    }

    /// The lowest a centred rectangle of `width` with corners of `radius` may reach and stay `inset` inside the
    /// screen's rounded corners.
    public func lowestBottom(width: Double, radius: Double, inset: Double) -> Double {
        let cornerX = (self.width - width) / 2 + radius
        guard cornerX < cornerRadius else { return height - inset }
        let reach = max(0, cornerRadius - inset - radius)
        let dx = cornerRadius - cornerX
        let dy = (max(0, reach * reach - dx * dx)).squareRoot()
        return min(height - inset, height - cornerRadius + dy + radius)
    }

    /// Pixels per pixel of the 45mm screen, for the few sizes Apple publishes only as pictures.
    public var unit: Double { width / 396 }

    /// A circular complication's diameter.
    public var circularDiameter: Double { sizeClass.pick(42, 44.5, 47, 50) * Device.scale }

    /// The graphic extra large image's size: the complication's content area.
    public var extraLargeDiameter: Double { sizeClass.pick(120, 127, 132, 143) * Device.scale }

    /// The large rectangular without title (Apple's "rectangular large image, no title").
    public var rectangularSize: (width: Double, height: Double) {
        let points = sizeClass.pick((162.0, 69.0), (171.5, 73.0), (184.0, 78.0), (193.0, 82.0))
        return (points.0 * Device.scale, points.1 * Device.scale)
    }

    /// A rectangular large image under a title.
    public var rectangularImageWithTitle: (width: Double, height: Double) {
        let points = sizeClass.pick((150.0, 47.0), (159.0, 50.0), (171.0, 54.0), (178.5, 56.0))
        return (points.0 * Device.scale, points.1 * Device.scale)
    }

    /// The image in a corner's circle, and the small image beside corner text.
    public var cornerImageDiameter: Double { sizeClass.pick(32, 34, 36, 38) * Device.scale }
    /// The small image beside a corner's text.
    public var cornerTextImage: Double { sizeClass.pick(20, 21, 22, 24) * Device.scale }
    /// A circular closed gauge's image, and an open gauge's.
    public var closedGaugeImage: Double { sizeClass.pick(27, 28.5, 31, 32) * Device.scale }
    /// An open gauge's image.
    public var openGaugeImage: Double { sizeClass.pick(11, 11.5, 12, 13) * Device.scale }
    /// The icon beside rectangular body text and in inline text.
    public var bodyIcon: Double { sizeClass.pick(12, 12.5, 13.5, 14.5) * Device.scale }

    /// The whole screen.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}

import DialModel

/// The device's screen and the sizes of the families on it, in pixels (docs/geometry.md).
package struct FaceFrame: Hashable, Sendable {
    /// Screen width in pixels.
    package let width: Double
    /// Screen height in pixels.
    package let height: Double
    /// The screen's centre: the analog dial's.
    package let center: Point
    /// The analog dial's outer radius: the ticks end here.
    package let dialRadius: Double
    /// The column of Apple's size tables the screen reads from.
    package let sizeClass: SizeClass
    /// The screen's corner radius.
    package let cornerRadius: Double

    /// The frame of a device's screen.
    package init(device: Device) {
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
    package func lowestBottom(width: Double, radius: Double, inset: Double) -> Double {
        let cornerX = (self.width - width) / 2 + radius
        guard cornerX < cornerRadius else { return height - inset }
        let reach = max(0, cornerRadius - inset - radius)
        let dx = cornerRadius - cornerX
        let dy = (max(0, reach * reach - dx * dx)).squareRoot()
        return min(height - inset, height - cornerRadius + dy + radius)
    }

    /// How far `point`, inside the screen, lies from the screen's edge, its rounded corners included.
    package func distanceToEdge(_ point: Point) -> Double {
        let arc = Point(x: min(max(point.x, cornerRadius), width - cornerRadius),
                        y: min(max(point.y, cornerRadius), height - cornerRadius))
        if arc.x != point.x, arc.y != point.y {
            let (dx, dy) = (point.x - arc.x, point.y - arc.y)
            return cornerRadius - (dx * dx + dy * dy).squareRoot()
        }
        return min(point.x, width - point.x, point.y, height - point.y)
    }

    /// Pixels per pixel of the 45mm screen, for the few sizes Apple publishes only as pictures.
    package var unit: Double { Self.unit(width: width) }

    /// The unit of a screen `width` pixels wide, for what knows a layout's width and not its frame (`dial lint`).
    package static func unit(width: Double) -> Double { width / 396 }

    /// A circular complication's diameter (HIG Complications, "Circular": image 42 / 44.5 / 47 / 50 pt).
    package var circularDiameter: Double { sizeClass.pick(42, 44.5, 47, 50) * Device.scale }

    /// The graphic extra large complication's diameter (HIG Complications, "Extra large": 120 / 127 / 132 / 143 pt;
    /// ClockKit's CLKComplicationTemplateGraphicExtraLargeCircularImage, 240 / 254 / 264 / 286 px).
    package var extraLargeDiameter: Double { sizeClass.pick(120, 127, 132, 143) * Device.scale }

    /// The pictures a round family draws inside its circle, at its own diameter.
    package struct RoundPictures: Hashable, Sendable {
        /// The diameter the sizes are for.
        package var diameter: Double
        /// A closed gauge's picture, in the ring.
        package var closedGauge: Double
        /// An open gauge's picture, small, in the gap at the bottom of the ring.
        package var openGauge: Double
        /// The box of a stack's picture, twice as wide as high: a square icon takes its height, a wide picture its width.
        package var stack: Rect.Size

        /// Every size scaled by `factor`: a slot drawn larger or smaller than the family's own diameter.
        func scaled(_ factor: Double) -> RoundPictures {
            RoundPictures(diameter: diameter * factor, closedGauge: closedGauge * factor, openGauge: openGauge * factor,
                          stack: Rect.Size(width: stack.width * factor, height: stack.height * factor))
        }
    }

    /// The pictures of a round `family` (accessoryCircular, or graphicExtraLarge), drawn in a circle of `diameter`.
    package func roundPictures(_ family: Family, diameter: Double) -> RoundPictures {
        let own: RoundPictures = if family == .graphicExtraLarge {
            // ClockKit's graphic extra large templates: ...CircularClosedGaugeImage 154 / 163 / 174 / 183 px,
            // ...CircularOpenGaugeImage 62 / 66 / 66 / 74 px, ...CircularStackImage 160 × 80 / 170 × 84 / 174 × 88 / 190 × 96 px.
            RoundPictures(diameter: extraLargeDiameter, closedGauge: sizeClass.pick(77, 81.5, 87, 91.5) * Device.scale,
                          openGauge: sizeClass.pick(31, 33, 33, 37) * Device.scale,
                          stack: size(sizeClass.pick((80, 40), (85, 42), (87, 44), (95, 48))))
        } else {
            // HIG Complications, "Circular": closed-gauge image, open-gauge image, stack image (not text).
            RoundPictures(diameter: circularDiameter, closedGauge: sizeClass.pick(27, 28.5, 31, 32) * Device.scale,
                          openGauge: sizeClass.pick(11, 11.5, 12, 13) * Device.scale,
                          stack: size(sizeClass.pick((28, 14), (29.5, 15), (31, 16), (33.5, 16.5))))
        }
        return own.scaled(diameter / own.diameter)
    }

    /// The large rectangular's size, and its picture's without a title (HIG Complications, "Rectangular": large image,
    /// no title; ClockKit's CLKComplicationTemplateGraphicRectangularFullView). On 40 and 44 mm it is the screen's width.
    package var rectangularSize: (width: Double, height: Double) {
        points(sizeClass.pick((162, 69), (171.5, 73), (184, 78), (193, 82)))
    }

    /// Where a rectangular's content goes inside it: ClockKit's safe area of the full view (CLKComplicationTemplate-
    /// GraphicRectangularFullView: 150 × 57 / 158.5 × 60 / 171 × 65 / 179 × 68 pt), as an inset on each side, so that
    /// a slot of another size keeps the same margins.
    package var rectangularInset: Double {
        let size = rectangularSize
        let safe = points(sizeClass.pick((150, 57), (158.5, 60), (171, 65), (179, 68)))
        // Apple's two differences agree: 12 / 13 / 13 / 14 pt across and down.
        return (size.width - safe.width) / 2
    }

    /// A rectangular large image under a title (HIG Complications, "Rectangular": large image, with title; ClockKit's
    /// CLKComplicationTemplateGraphicRectangularLargeImage, 300 × 94 / 318 × 100 / 342 × 108 / 357 × 112 px).
    package var rectangularImageWithTitle: (width: Double, height: Double) {
        points(sizeClass.pick((150, 47), (159, 50), (171, 54), (178.5, 56)))
    }

    /// The corner radius of the rectangular platter and of its pictures: ClockKit masks the rectangular's pictures and
    /// views to "a rounded rectangle with a 8-pixel corner radius", the HIG to 4 pt.
    package var rectangularCornerRadius: Double { 4 * Device.scale }

    /// The narrowest line a complication draws, a chart's line among them: "line widths of two points or greater"
    /// (HIG Complications, "Visual design").
    package var minimumLineWidth: Double { 2 * Device.scale }

    /// The image in a corner's circle (HIG Complications, "Corner": circular image).
    package var cornerImageDiameter: Double { sizeClass.pick(32, 34, 36, 38) * Device.scale }
    /// The small image beside a corner's text (HIG Complications, "Corner": gauge image, text image).
    package var cornerTextImage: Double { sizeClass.pick(20, 21, 22, 24) * Device.scale }
    /// The icon beside rectangular body text and in inline text (HIG Complications, "Rectangular": standard body and
    /// text gauge image; ClockKit's CLKComplicationTemplateGraphicRectangularStandardBody, 24 / 25 / 27 / 29 px).
    package var bodyIcon: Double { sizeClass.pick(12, 12.5, 13.5, 14.5) * Device.scale }

    /// Sizes in points as pixels.
    private func points(_ size: (Double, Double)) -> (width: Double, height: Double) {
        (size.0 * Device.scale, size.1 * Device.scale)
    }

    /// A size in points as pixels.
    private func size(_ points: (Double, Double)) -> Rect.Size {
        Rect.Size(width: points.0 * Device.scale, height: points.1 * Device.scale)
    }

    /// The whole screen.
    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}

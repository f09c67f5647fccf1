import DialModel

/// A built-in style placed on a device: its slots, and where its clock goes (docs/face-format.md, "Face styles").
/// `custom` has no built-in slots: the Resolver builds them from the face's own `slots`.
package struct StyleLayout: Hashable, Sendable {
    /// The style's slots on this device.
    package var slots: [StyleSlot]
    /// Where the clock goes.
    package var clock: ClockPlacement
    /// Hands or digits.
    package var clockKind: ResolvedClock.Kind

    /// A built-in style placed on a device's screen.
    package init(_ style: FaceStyle, on frame: FaceFrame) {
        switch style {
        case .infograph: self = Self.infograph(frame)
        case .modular: self = Self.modular(frame)
        case .modularCompact: self = Self.modularCompact(frame)
        case .digital: self = Self.digital(frame)
        case .extraLarge: self = Self.extraLarge(frame)
        case .custom: self = StyleLayout(slots: [], clock: .dial(center: frame.center, radius: frame.dialRadius), clockKind: .analog)
        }
    }

    init(slots: [StyleSlot], clock: ClockPlacement, clockKind: ResolvedClock.Kind) {
        self.slots = slots
        self.clock = clock
        self.clockKind = clockKind
    }

    /// Analog dial filling the width: four corners, four subdials (the top one may be a bezel), an inline slot above.
    static func infograph(_ frame: FaceFrame) -> StyleLayout {
        let offset = frame.dialRadius * 0.5
        let diameter = frame.circularDiameter
        func subdial(_ name: SlotID, _ dx: Double, _ dy: Double) -> StyleSlot {
            StyleSlot(name, (.accessoryCircular, .circle(center: frame.center + Point(x: dx, y: dy), diameter: diameter)))
        }
        let topCenter = frame.center + Point(x: 0, y: -offset)
        // The bezel's text sits in the ring of the ticks, which make way for it.
        let ring = BezelRing(center: frame.center, radius: frame.dialRadius, maxSpan: 175 * .pi / 180)
        let band = frame.center.y - frame.dialRadius
        return StyleLayout(
            slots: [
                StyleSlot(.topLeft, (.accessoryCorner, .corner(.topLeft))),
                StyleSlot(.topRight, (.accessoryCorner, .corner(.topRight))),
                StyleSlot(.bottomLeft, (.accessoryCorner, .corner(.bottomLeft))),
                StyleSlot(.bottomRight, (.accessoryCorner, .corner(.bottomRight))),
                StyleSlot(.subdialTop, (.accessoryCircular, .circle(center: topCenter, diameter: diameter)),
                          (.graphicBezel, .bezel(center: topCenter, diameter: diameter, ring: ring))),
                subdial(.subdialLeft, -offset, 0), subdial(.subdialRight, offset, 0), subdial(.subdialBottom, 0, offset),
                // The band above the dial, across the screen: the inline takes the width between what the two top
                // corners draw, as the wide inline spans the screen on Apple's faces (LayoutEngine.inline).
                StyleSlot(.top, (.accessoryInline, .inline(Rect(x: 0, y: 0, width: frame.width, height: band)))),
            ],
            clock: .dial(center: frame.center, radius: frame.dialRadius), clockKind: .analog)
    }

    /// The margin, the top row's centre line and the large rectangular of the modular styles.
    private struct ModularGrid {
        let margin: Double
        let diameter: Double
        let topLeft: Point
        var rect: Rect
        let bottomY: Double

        init(_ frame: FaceFrame, topRowHeight: Double) {
            margin = (frame.width * 0.04).rounded()
            diameter = frame.circularDiameter
            // The top row as far up and to the left as the margin puts it, and the rounded corner and the dark rim
            // Always On keeps allow (the top left circular of a 41 mm screen would reach within 5 px of its corner).
            let top = max(margin * 0.75, Self.rim) + topRowHeight / 2
            topLeft = Self.kept(Point(x: margin + diameter / 2, y: top), radius: diameter / 2, in: frame)
            // Apple's size: the screen's whole width on 40 and 44 mm.
            let size = frame.rectangularSize
            let width = min(size.width, frame.width)
            rect = Rect(x: (frame.width - width) / 2, y: topLeft.y + topRowHeight / 2 + margin * 0.75, width: width, height: size.height)
            bottomY = frame.height - margin - diameter / 2
        }

        /// (Dial) How far from the screen's edge what the grid places keeps: the 10 px Always On keeps dark against
        /// burn-in (docs/always-on.md, "Compliance checks"), and 2 px for the antialiased edge of what is drawn there.
        static let rim = 12.0

        /// `center` moved inwards as little as keeps a circle of `radius` `rim` px inside the screen's rounded edge.
        static func kept(_ center: Point, radius: Double, in frame: FaceFrame) -> Point {
            let inset = rim + radius
            var point = Point(x: min(max(center.x, inset), frame.width - inset), y: min(max(center.y, inset), frame.height - inset))
            let corner = frame.cornerRadius
            // The centre of the rounded corner the circle lies in, if it lies in one.
            let arc = Point(x: point.x < frame.width / 2 ? corner : frame.width - corner,
                            y: point.y < frame.height / 2 ? corner : frame.height - corner)
            let (dx, dy) = (point.x - arc.x, point.y - arc.y)
            let inCorner = (point.x < corner || point.x > frame.width - corner) && (point.y < corner || point.y > frame.height - corner)
            let distance = (dx * dx + dy * dy).squareRoot()
            let allowed = max(0, corner - rim - radius)
            if inCorner, distance > allowed {
                point = Point(x: arc.x + dx * allowed / distance, y: arc.y + dy * allowed / distance)
            }
            return point
        }

        /// How far up a row of circles of `radius` along the bottom at `y`, from `xs`, must move to keep `rim` px
        /// inside the screen's rounded bottom corners: the row moves as one, so that it stays a row.
        static func rise(_ xs: [Double], y: Double, radius: Double, in frame: FaceFrame) -> Double {
            let corner = frame.cornerRadius
            let allowed = corner - rim - radius
            return xs.map { x in
                var lowest = frame.height - rim - radius
                let dx = abs(x - (x < frame.width / 2 ? corner : frame.width - corner))
                if x < corner || x > frame.width - corner {
                    // Up the rounded corner until the circle is `rim` inside it; where no height does, as `kept` moves it.
                    lowest = dx <= allowed ? min(lowest, frame.height - corner + (allowed * allowed - dx * dx).squareRoot())
                        : kept(Point(x: x, y: y), radius: radius, in: frame).y
                }
                return max(0, y - lowest)
            }.max() ?? 0
        }
    }

    /// Digital time top right, a circular top left, the large rectangular, three circulars along the bottom.
    static func modular(_ frame: FaceFrame) -> StyleLayout {
        let grid = ModularGrid(frame, topRowHeight: frame.circularDiameter)
        let d = grid.diameter
        let gap = (frame.width - 2 * grid.margin - 3 * d) / 2
        let size = d * 0.62
        func circle(_ name: SlotID, _ x: Double, _ y: Double) -> StyleSlot {
            StyleSlot(name, (.accessoryCircular, .circle(center: Point(x: x, y: y), diameter: d)))
        }
        let bottomY = grid.bottomY - ModularGrid.rise([frame.center.x - d - gap, frame.center.x + d + gap], y: grid.bottomY,
                                                        radius: d / 2, in: frame)
        return StyleLayout(
            slots: [
                circle(.topLeft, grid.topLeft.x, grid.topLeft.y),
                StyleSlot(.center, (.accessoryRectangular, .rect(grid.rect))),
                circle(.bottomLeft, frame.center.x - d - gap, bottomY),
                circle(.bottomCenter, frame.center.x, bottomY),
                circle(.bottomRight, frame.center.x + d + gap, bottomY),
            ],
            clock: .digital(frame: Rect(x: 0, y: grid.topLeft.y - size / 2, width: frame.width - grid.margin, height: size), centered: false),
            clockKind: .digital)
    }

    /// A small analog dial top right, a circular top left, the large rectangular, two circulars along the bottom.
    static func modularCompact(_ frame: FaceFrame) -> StyleLayout {
        let radius = (frame.circularDiameter * 0.62).rounded()
        var grid = ModularGrid(frame, topRowHeight: 2 * radius)
        let d = grid.diameter
        let bottomY = grid.bottomY - ModularGrid.rise([frame.width * 0.3, frame.width * 0.7], y: grid.bottomY, radius: d / 2, in: frame)
        // The small dial's ticks keep the rim dark too (its 12 o'clock tick reached 9 px from the top of a 40 mm screen).
        let dial = ModularGrid.kept(Point(x: frame.width - grid.margin - radius, y: grid.topLeft.y), radius: radius, in: frame)
        // Two circulars leave the bottom row lighter than modular's: the rectangular sits midway down.
        let above = max(grid.topLeft.y + d / 2, dial.y + radius)
        let below = bottomY - d / 2
        grid.rect.y = ((above + below - grid.rect.height) / 2).rounded()
        func circle(_ name: SlotID, _ x: Double) -> StyleSlot {
            StyleSlot(name, (.accessoryCircular, .circle(center: Point(x: x, y: bottomY), diameter: d)))
        }
        return StyleLayout(
            slots: [
                StyleSlot(.topLeft, (.accessoryCircular, .circle(center: grid.topLeft, diameter: d))),
                StyleSlot(.center, (.accessoryRectangular, .rect(grid.rect))),
                circle(.bottomLeft, frame.width * 0.3),
                circle(.bottomRight, frame.width * 0.7),
            ],
            clock: .dial(center: dial, radius: radius),
            clockKind: .analog)
    }

    /// Large digital time in the middle, an inline slot above it and a rectangular slot below.
    static func digital(_ frame: FaceFrame) -> StyleLayout {
        let margin = (frame.width * 0.04).rounded()
        let size = frame.rectangularSize
        let width = min(size.width, frame.width)
        // Low, but clear of the screen's rounded corners.
        let bottom = min(frame.height - margin, frame.lowestBottom(width: width, radius: frame.rectangularCornerRadius, inset: 4))
        let rect = Rect(x: (frame.width - width) / 2, y: bottom - size.height, width: width, height: size.height)
        let inline = Rect(x: margin * 2, y: margin * 0.5, width: frame.width - margin * 4, height: frame.height * 0.1)
        let time = Rect(x: margin, y: inline.maxY, width: frame.width - 2 * margin, height: rect.y - inline.maxY - margin)
        return StyleLayout(
            slots: [StyleSlot(.top, (.accessoryInline, .inline(inline))), StyleSlot(.bottom, (.accessoryRectangular, .rect(rect)))],
            clock: .digital(frame: time, centered: true), clockKind: .digital)
    }

    /// One extra large complication filling the screen under the time.
    static func extraLarge(_ frame: FaceFrame) -> StyleLayout {
        let margin = (frame.width * 0.04).rounded()
        let timeHeight = (frame.circularDiameter * 0.62).rounded()
        let top = margin * 0.75 + timeHeight
        // Apple's size (HIG Complications, "Extra large"), where the screen has room for it under the time.
        let diameter = min(frame.extraLargeDiameter, frame.width - 2 * margin, frame.height - top - 2 * margin)
        return StyleLayout(
            slots: [StyleSlot(.center, (.graphicExtraLarge, .circle(center: Point(x: frame.center.x, y: top + (frame.height - top) / 2),
                                                                        diameter: diameter)))],
            clock: .digital(frame: Rect(x: 0, y: margin * 0.75, width: frame.width - margin * 2.5, height: timeHeight), centered: false),
            clockKind: .digital)
    }
}

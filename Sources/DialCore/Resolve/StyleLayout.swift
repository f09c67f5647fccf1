import DialModel

/// A built-in style placed on a device: its slots, and where its clock goes (docs/face-format.md, "Face styles").
/// `custom` has no built-in slots: the Resolver builds them from the face's own `slots`.
public struct StyleLayout: Hashable, Sendable {
    /// The style's slots on this device.
    public var slots: [StyleSlot]
    /// Where the clock goes.
    public var clock: ClockPlacement
    /// Hands or digits.
    public var clockKind: ResolvedClock.Kind

    /// A built-in style placed on a device's screen.
    public init(_ style: FaceStyle, on frame: FaceFrame) {
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
            topLeft = Point(x: margin + diameter / 2, y: margin * 0.75 + topRowHeight / 2)
            // Apple's size: the screen's whole width on 40 and 44 mm.
            let size = frame.rectangularSize
            let width = min(size.width, frame.width)
            rect = Rect(x: (frame.width - width) / 2, y: topLeft.y + topRowHeight / 2 + margin * 0.75, width: width, height: size.height)
            bottomY = frame.height - margin - diameter / 2
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
        return StyleLayout(
            slots: [
                circle(.topLeft, grid.topLeft.x, grid.topLeft.y),
                StyleSlot(.center, (.accessoryRectangular, .rect(grid.rect))),
                circle(.bottomLeft, frame.center.x - d - gap, grid.bottomY),
                circle(.bottomCenter, frame.center.x, grid.bottomY),
                circle(.bottomRight, frame.center.x + d + gap, grid.bottomY),
            ],
            clock: .digital(frame: Rect(x: 0, y: grid.topLeft.y - size / 2, width: frame.width - grid.margin, height: size), centered: false),
            clockKind: .digital)
    }

    /// A small analog dial top right, a circular top left, the large rectangular, two circulars along the bottom.
    static func modularCompact(_ frame: FaceFrame) -> StyleLayout {
        let radius = (frame.circularDiameter * 0.62).rounded()
        var grid = ModularGrid(frame, topRowHeight: 2 * radius)
        let d = grid.diameter
        // Two circulars leave the bottom row lighter than modular's: the rectangular sits midway down.
        let above = grid.topLeft.y + radius
        let below = grid.bottomY - d / 2
        grid.rect.y = ((above + below - grid.rect.height) / 2).rounded()
        func circle(_ name: SlotID, _ x: Double) -> StyleSlot {
            StyleSlot(name, (.accessoryCircular, .circle(center: Point(x: x, y: grid.bottomY), diameter: d)))
        }
        return StyleLayout(
            slots: [
                StyleSlot(.topLeft, (.accessoryCircular, .circle(center: grid.topLeft, diameter: d))),
                StyleSlot(.center, (.accessoryRectangular, .rect(grid.rect))),
                circle(.bottomLeft, frame.width * 0.3),
                circle(.bottomRight, frame.width * 0.7),
            ],
            clock: .dial(center: Point(x: frame.width - grid.margin - radius, y: grid.topLeft.y), radius: radius),
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

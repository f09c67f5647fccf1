import DialModel
import DialText
import Foundation

/// Stage 3: `RedactedFace` → `LayoutTree`. Places the clock and every complication for the device, shapes text
/// and turns redactions into bars. Reads only the redacted face, so nothing hidden can shape a frame.
public enum LayoutEngine {
    public static func layout(_ face: RedactedFace, shaper: TextShaper) -> LayoutTree {
        var canvas = LayoutCanvas(shaper: shaper)
        let frame = FaceFrame(device: face.device)
        switch face.style {
        case .infograph: infograph(face, frame: frame, on: &canvas)
        case .modular: modular(face, frame: frame, on: &canvas)
        }
        return LayoutTree(width: face.device.pixelWidth, height: face.device.pixelHeight,
                          screenCornerRadius: face.device.cornerRadiusPoints * Device.scale,
                          display: face.display, alwaysOn: face.alwaysOn, nodes: canvas.nodes)
    }

    /// Analog dial filling the width: ticks, complications, then the hands over them.
    static func infograph(_ face: RedactedFace, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        ticks(frame, on: &canvas)
        let offset = frame.dialRadius * 0.5
        for complication in face.complications {
            switch complication.slot {
            case .subdialTop: circular(complication, center: frame.center + Point(x: 0, y: -offset), frame: frame, on: &canvas)
            case .subdialBottom: circular(complication, center: frame.center + Point(x: 0, y: offset), frame: frame, on: &canvas)
            case .subdialLeft: circular(complication, center: frame.center + Point(x: -offset, y: 0), frame: frame, on: &canvas)
            case .subdialRight: circular(complication, center: frame.center + Point(x: offset, y: 0), frame: frame, on: &canvas)
            case .topLeft, .topRight, .bottomLeft, .bottomRight: corner(complication, frame: frame, on: &canvas)
            case .top:
                // The band above the dial, between the two top corners.
                let band = frame.center.y - frame.dialRadius
                inline(complication, x: frame.center.x, bandTop: 0, bandHeight: band, maxWidth: frame.width * 0.32, frame: frame, on: &canvas)
            case .center, .bottomCenter: break  // not infograph slots: Resolver refuses them
            }
        }
        hands(face.clock, frame: frame, on: &canvas)
    }

    /// Digital time top right, a circular top left, the large rectangular, three circulars along the bottom.
    static func modular(_ face: RedactedFace, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        let margin = (frame.width * 0.04).rounded()
        let diameter = frame.circularDiameter
        let topCenter = Point(x: margin + diameter / 2, y: margin * 0.75 + diameter / 2)
        let rectSize = frame.rectangularSize
        let rectWidth = min(rectSize.width, frame.width - margin)
        let rect = Rect(x: (frame.width - rectWidth) / 2, y: topCenter.y + diameter / 2 + margin * 0.75,
                        width: rectWidth, height: rectSize.height)
        let gap = (frame.width - 2 * margin - 3 * diameter) / 2
        let bottomY = frame.height - margin - diameter / 2

        digitalTime(face.clock, trailing: frame.width - margin, centerY: topCenter.y, size: diameter * 0.62, on: &canvas)
        for complication in face.complications {
            switch complication.slot {
            case .topLeft: circular(complication, center: topCenter, frame: frame, on: &canvas)
            case .center: rectangular(complication, in: rect, frame: frame, on: &canvas)
            case .bottomLeft: circular(complication, center: Point(x: frame.center.x - diameter - gap, y: bottomY), frame: frame, on: &canvas)
            case .bottomCenter: circular(complication, center: Point(x: frame.center.x, y: bottomY), frame: frame, on: &canvas)
            case .bottomRight: circular(complication, center: Point(x: frame.center.x + diameter + gap, y: bottomY), frame: frame, on: &canvas)
            default: break  // not modular slots: Resolver refuses them
            }
        }
    }
}

/// The device's screen and the sizes of the families on it, in pixels (spec/geometry.md).
struct FaceFrame {
    let width: Double
    let height: Double
    let center: Point
    /// The analog dial's outer radius: the ticks end here.
    let dialRadius: Double
    let sizeClass: SizeClass

    init(device: Device) {
        width = Double(device.pixelWidth)
        height = Double(device.pixelHeight)
        center = Point(x: width / 2, y: height / 2)
        // Inset from the sides so the corners have a band outside the ticks for their arcs and text.
        dialRadius = width * 0.46
        sizeClass = device.sizeClass
    }

    var circularDiameter: Double { sizeClass.pick(42, 44.5, 47, 50) * Device.scale }

    /// The large rectangular without title (Apple's "rectangular large image, no title").
    var rectangularSize: (width: Double, height: Double) {
        let points = sizeClass.pick((162.0, 69.0), (171.5, 73.0), (184.0, 78.0), (193.0, 82.0))
        return (points.0 * Device.scale, points.1 * Device.scale)
    }
}

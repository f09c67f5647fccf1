import DialModel
import DialText
import Foundation

/// Stage 3: `RedactedFace` → `LayoutTree`. Draws each complication's family into the placement its slot
/// resolved to, shapes text and turns redactions into bars. Reads only the redacted face, so nothing hidden can
/// shape a frame.
public enum LayoutEngine {
    /// Lays `face` out on its device's screen, shaping its text with `shaper`.
    public static func layout(_ face: RedactedFace, shaper: TextShaper) -> LayoutTree {
        let frame = FaceFrame(device: face.device)
        // Complications first, on their own canvas: a bezel's text tells the dial's ticks where to make way.
        var complications = LayoutCanvas(shaper: shaper)
        var bezelGaps: [(center: Point, angles: ClosedRange<Double>)] = []
        var shortened: [ShortenedText] = []
        for complication in face.complications {
            let before = complications.shortened.count
            complications.drawing(as: .complication(complication.id)) { canvas in
                if let gap = draw(complication, frame: frame, on: &canvas), case .bezel(_, _, let ring) = complication.placement {
                    bezelGaps.append((ring.center, gap))
                }
            }
            shortened += complications.shortened[before...].map { ShortenedText(owner: complication.id, text: $0.text, shown: $0.shown, kind: $0.kind) }
        }

        // The dial under the complications, its hands over them; digits never overlap them.
        var canvas = LayoutCanvas(shaper: shaper)
        switch face.clock.placement {
        case .dial(let center, let radius):
            // A bezel along the dial's edge makes its own gap in the ticks; one in a custom frame, about its own centre,
            // is an area the dial gives way to like any other.
            let footprint = Footprint(face.complications.map(\.placement), dialCenter: center, margin: 2 * Device.scale)
            let gaps = bezelGaps.filter { Footprint.isDialCenter($0.center, center) }.map(\.angles)
            dial(face.clock, center: center, radius: radius, gaps: gaps, footprint: footprint, on: &canvas)
            canvas.append(complications)
            canvas.drawing(as: .hands) { hands(face.clock, center: center, radius: radius, on: &$0) }
        case .digital(let rect, let centered):
            digitalTime(face.clock, in: rect, centered: centered, on: &canvas)
            canvas.append(complications)
        }
        return LayoutTree(width: face.device.pixelWidth, height: face.device.pixelHeight,
                          screenCornerRadius: face.device.cornerRadiusPoints * Device.scale,
                          display: face.display, alwaysOn: face.alwaysOn,
                          renderingMode: face.rendering.mode, tint: face.rendering.tint, nodes: canvas.nodes, shortened: shortened,
                          owners: canvas.owners)
    }

    /// Draws one complication where its slot put it; a bezel returns the angles its text takes along the dial.
    static func draw(_ complication: RedactedComplication, frame: FaceFrame, on canvas: inout LayoutCanvas) -> ClosedRange<Double>? {
        switch complication.placement {
        case .circle(let center, let diameter):
            circular(complication.content, family: complication.family, center: center, diameter: diameter, frame: frame, on: &canvas)
        case .bezel(let center, let diameter, let ring):
            return bezel(complication.content, center: center, diameter: diameter, ring: ring, frame: frame, on: &canvas)
        case .corner(let corner):
            self.corner(complication.content, corner: corner, frame: frame, on: &canvas)
        case .rect(let rect):
            rectangular(complication.content, in: rect, frame: frame, on: &canvas)
        case .inline(let band):
            inline(complication.content, in: band, frame: frame, on: &canvas)
        }
        return nil
    }
}

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
        // Corners stop short of the middle of an inline slot's row: as much of it as the inline's whole line takes,
        // 60 % of the row at the most (its text is not fitted here: fitting it twice costs a frame more than the rest
        // of this), but never so much that a top corner is left less than its reading needs (`leastSpans`: a gauge
        // keeps its arc and end labels): the inline, which spans the screen, shortens first. Each side's room is decided on what the redacted face shows:
        // a hidden inline's bar, never its text, moves the corners (docs/privacy.md).
        var extents: [String: (width: Double, top: Double, bottom: Double)] = [:]
        let topCorners = face.complications.compactMap { complication -> (ScreenCorner, RedactedContent)? in
            guard case .corner(let corner) = complication.placement, corner == .topLeft || corner == .topRight else { return nil }
            return (corner, complication.content)
        }
        let keepOut = face.complications.compactMap { complication -> Rect? in
            guard case .inline(let band) = complication.placement, let (line, icon) = inlineLine(complication.content, frame: frame) else {
                return nil
            }
            let ink = complications.extent(of: line)
            extents[complication.id] = ink
            let baseline = band.y + (band.height + complications.capHeight(line.font)) / 2
            // Two gaps beyond the line's ink: the inline keeps one from what it gives way to, and a turned glyph's box
            // reaches a little past the ring its text runs in.
            let gap = 4 * Device.scale
            let rows = band.y...(baseline + ink.bottom + gap)
            let iconRoom = icon == nil ? 0 : frame.bodyIcon * 1.3
            let most = band.width * 0.6
            let wanted = complications.width(of: line, maxWidth: most - iconRoom) + iconRoom
            // How far each top corner lets the row's middle reach, keeping what its reading needs.
            let cornersAllow = topCorners.flatMap { corner, content in
                let geometry = CornerBand(corner, frame: frame, capHeight: complications.capHeight(
                    Typography.font(.body, family: .accessoryCorner, sizeClass: frame.sizeClass)))
                return leastSpans(content, corner: corner, frame: frame, canvas: complications).map { outer, span, kind in
                    // Text may move along its band towards the screen's side, as far as the rim allows (`corner`).
                    let inward = kind == .movingText ? max(0, span - geometry.rimReach(outer: outer, frame: frame)) : span / 2
                    // A pixel short of the edge: the corner finds its reach to a twentieth of a degree.
                    return CornerBand.clearance(of: geometry.midAngle + geometry.inwards * inward, from: frame.dialRadius, to: outer,
                                                centre: frame.center, rows: rows) - 1
                }
            }.min() ?? Double.infinity
            let half = max(0, min(wanted / 2 + gap, cornersAllow))
            return Rect(x: band.center.x - half, y: band.y, width: 2 * half, height: rows.upperBound - band.y)
        }
        // A bezel's text along the dial's top and the top corners' text beside it keep a gap between them (`bezelGap`),
        // so that the two never read as one line ("…551.07 $187.42 ▲12.84%"): the bezel has the angle the corners'
        // text leaves at the least (`leastSpans`, each moved along its band towards the screen's side as far as the
        // rim allows), and the corners, drawn after it, stop short of what it drew. Arcs and their end labels run
        // further out, where they do not continue its line.
        let cornerCap = complications.capHeight(Typography.font(.body, family: .accessoryCorner, sizeClass: frame.sizeClass))
        let bezelRoom = topCorners.flatMap { corner, content in
            let geometry = CornerBand(corner, frame: frame, capHeight: cornerCap)
            return leastSpans(content, corner: corner, frame: frame, canvas: complications).filter { $0.kind != .arc }.map { outer, span, kind in
                let inward = kind == .movingText ? max(0, span - geometry.rimReach(outer: outer, frame: frame)) : span / 2
                // The gap, and the 3° the dial's ticks keep from the bezel's text, which the angles it returns include.
                return abs((geometry.midAngle + .pi / 2).remainder(dividingBy: 2 * .pi)) - inward - bezelGap(frame: frame, radius: outer) - 3 * .pi / 180
            }
        }.min().map { 2 * max(0, $0) }
        // Bezels first, for the corners to stop short of; inline slots last: each takes the width its row leaves
        // between what the others drew.
        func rank(_ placement: SlotPlacement) -> Int {
            switch placement {
            case .bezel: 0
            case .inline: 2
            default: 1
            }
        }
        let ordered = face.complications.enumerated().sorted { (rank($0.element.placement), $0.offset) < (rank($1.element.placement), $1.offset) }
            .map(\.element)
        for complication in ordered {
            let before = complications.shortened.count
            // What the others drew, for an inline (a copy only then: the canvas grows as it draws).
            let drawn: LayoutCanvas? = if case .inline = complication.placement { complications } else { nil }
            complications.drawing(as: .complication(complication.id)) { canvas in
                if case .inline(let band) = complication.placement, let drawn {
                    inline(complication.content, in: band, frame: frame, around: drawn, extent: extents[complication.id], on: &canvas)
                } else if let gap = draw(complication, frame: frame, clearOf: keepOut,
                                         angles: bezelGaps.filter { Footprint.isDialCenter($0.center, frame.center) }.map(\.angles),
                                         bezelRoom: bezelRoom, on: &canvas),
                          case .bezel(_, _, let ring) = complication.placement {
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
            var footprint = Footprint(face.complications.map(\.placement), dialCenter: center, margin: 2 * Device.scale)
            for gap in bezelGaps where Footprint.isDialCenter(gap.center, center) { footprint.add(angles: gap.angles) }
            dial(face.clock, center: center, radius: radius, footprint: footprint, on: &canvas)
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

    /// Draws one complication where its slot put it, a corner clear of the areas `keepOut` and of the `angles` a bezel's
    /// text took about the dial's centre, a bezel's text in `bezelRoom` at the most (`bezelSpan`); a bezel returns the
    /// angles its text takes along the dial.
    static func draw(_ complication: RedactedComplication, frame: FaceFrame, clearOf keepOut: [Rect] = [],
                     angles: [ClosedRange<Double>] = [], bezelRoom: Double? = nil, on canvas: inout LayoutCanvas) -> ClosedRange<Double>? {
        switch complication.placement {
        case .circle(let center, let diameter):
            circular(complication.content, family: complication.family, center: center, diameter: diameter, frame: frame, on: &canvas)
        case .bezel(let center, let diameter, var ring):
            if let bezelRoom, Footprint.isDialCenter(ring.center, frame.center) {
                ring.maxSpan = bezelSpan(complication.content, ring: ring, room: bezelRoom, frame: frame, on: canvas)
            }
            return bezel(complication.content, center: center, diameter: diameter, ring: ring, frame: frame, on: &canvas)
        case .corner(let corner):
            self.corner(complication.content, corner: corner, frame: frame, clearOf: keepOut, angles: angles, on: &canvas)
        case .rect(let rect):
            rectangular(complication.content, in: rect, frame: frame, on: &canvas)
        case .inline(let band):
            inline(complication.content, in: band, frame: frame, around: LayoutCanvas(shaper: canvas.shaper), on: &canvas)
        }
        return nil
    }

    /// The gap a top corner's text keeps, at `radius`, beyond the angles a bezel's text returns (which hold the 3° the
    /// dial's ticks keep from it): 3° and a wide word space (8 pt at 45 mm) more.
    static func bezelGap(frame: FaceFrame, radius: Double) -> Double {
        8 * frame.unit / radius + 3 * .pi / 180
    }

    /// The angle a bezel's text may take: `room` (what the top corners' text leaves), never more than its ring allows.
    /// The corners' readings are kept before the bezel's: the bezel, the longer line, shortens first.
    static func bezelSpan(_ content: RedactedContent, ring: BezelRing, room: Double, frame: FaceFrame, on canvas: LayoutCanvas) -> Double {
        min(ring.maxSpan, room)
    }
}

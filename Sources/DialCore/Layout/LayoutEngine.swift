import DialModel
import DialText
import Foundation

/// Stage 3: `RedactedFace` → `LayoutTree`. Draws each complication's family into the placement its slot
/// resolved to, shapes text and turns redactions into bars. Reads only the redacted face, so nothing hidden can
/// shape a frame (docs/design.md, "The pipeline": why redaction comes first).
package enum LayoutEngine {
    /// Lays `face` out on its device's screen, shaping its text with `shaper`.
    package static func layout(_ face: RedactedFace, shaper: TextShaper) -> LayoutTree {
        let frame = FaceFrame(device: face.device)
        // What the shaper keeps of the lines it plans lasts one layout: fitting asks for the same lines many times.
        shaper.forgetLines()
        // Complications first, on their own canvas: a bezel's text tells the dial's ticks where to make way.
        var complications = LayoutCanvas(shaper: shaper, isRightToLeft: face.isRightToLeft)
        var bezelGaps: [(center: Point, angles: ClosedRange<Double>)] = []
        var shortened: [ShortenedText] = []
        // Corners stop short of the middle of an inline slot's row: as much of it as the inline's whole line takes,
        // 60 % of the row at the most (its text is not fitted here: fitting it twice costs a frame more than the rest
        // of this), but never so much that a top corner is left less than its reading needs (`leastSpans`: a gauge
        // keeps its arc and end labels): the inline, which spans the screen, shortens first. Each side's room is decided on what the redacted face shows:
        // a hidden inline's bar, never its text, moves the corners (docs/privacy.md).
        var extents: [String: (width: Double, top: Double, bottom: Double)] = [:]
        let cornerCap = complications.capHeight(Typography.font(.body, family: .accessoryCorner, sizeClass: frame.sizeClass))
        // Each top corner's band and the least it needs, measured once, and only where an inline needs them; `left` for
        // the corner on the left of the row's middle.
        let hasInline = face.complications.contains { if case .inline = $0.placement { true } else { false } }
        let topCorners = !hasInline ? [] : face.complications.compactMap {
            complication -> (left: Bool, CornerBand, [(outer: Double, most: Double, least: () -> Double, kept: () -> Double?)])? in
            guard case .corner(let corner) = complication.placement, corner == .topLeft || corner == .topRight else { return nil }
            return (corner == .topLeft, CornerBand(corner, frame: frame, capHeight: cornerCap),
                    leastSpans(complication.content, corner: corner, frame: frame, canvas: complications))
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
            let wanted = min(most, ink.width + iconRoom)
            // How far the top corners on one side let the row reach from its middle, keeping what their reading needs:
            // the wider a corner's span, the nearer its inner end comes to the row's middle, so where even the most
            // each corner's least can be leaves the inline what it wants, the least is not measured.
            func cornersAllow(left: Bool, _ span: (_ most: Double, _ least: () -> Double, _ kept: () -> Double?) -> Double?) -> Double {
                topCorners.filter { $0.left == left }.flatMap { _, geometry, spans in
                    spans.compactMap { outer, most, least, kept in
                        // A pixel short of the edge: the corner finds its span to a tenth of a degree.
                        span(most, least, kept).map {
                            CornerBand.clearance(of: geometry.innerEnd(span: $0), from: frame.dialRadius, to: outer, centre: frame.center, rows: rows) - 1
                        }
                    }
                }.min() ?? Double.infinity
            }
            func bothAllow(_ span: (_ most: Double, _ least: () -> Double, _ kept: () -> Double?) -> Double?) -> (Double, Double) {
                (cornersAllow(left: true, span), cornersAllow(left: false, span))
            }
            let wantedHalf = wanted / 2 + gap
            let mostAllowed = bothAllow { most, _, _ in most }
            // The row's middle, as far to each side as the other while the corners keep their least; only for the
            // least the inline needs to be read, where one side gives less, the other gives the rest, so an inline
            // beside one corner uses the free side rather than drop its number with half the row empty (stranger8 #4:
            // "Next prayer…" beside a gauge labelled "Suhur" and "Iftar", 60 pt free on its left).
            var reach = (left: wantedHalf, right: wantedHalf)
            if min(mostAllowed.0, mostAllowed.1) < wantedHalf {
                let allowed = bothAllow { _, least, _ in least() }
                let even = min(wantedHalf, allowed.0, allowed.1)
                reach = (even, even)
                if even < wantedHalf {
                    // The inline keeps the least it needs to be read (its shortest form at its legible 8 pt) against the
                    // corners' text, which is cut first (stranger7 #4: a Tamil inline drew only its icon on 41 mm beside a
                    // corner cut to "அரங்கு…" anyway), but not its numbers: a corner's text keeps room for them at ¾ of
                    // its legible size, as fitting draws a line rather than drop its number ("AWB…" for "AWB 176-84930271"
                    // beside an inline drawn at 10 pt, stranger12 #4); a corner gauge's arc and end labels keep their least.
                    let least = min(wanted, leastWidth(line, canvas: complications) + iconRoom) / 2 + gap
                    // The free side first: a corner that keeps its own least there gives the inline its room before the
                    // other corner's text is cut below its least (stranger18's azeri-football on 40 mm: "Qarabağ 2:1 Neftçi"
                    // took its room from both corners evenly, cutting "xG 1,84 – 0,92" to "xG 1,84…" where "Topa sahiblik"
                    // on the left had room to spare).
                    reach = InlineRow.grow(reach, to: 2 * least, within: allowed)
                    let kept = bothAllow { _, _, kept in kept() }
                    reach = InlineRow.grow(reach, to: 2 * least, within: (max(allowed.0, kept.0), max(allowed.1, kept.1)))
                }
            }
            return Rect(x: band.center.x - reach.left, y: band.y, width: reach.left + reach.right, height: rows.upperBound - band.y)
        }
        // Inline slots last: each takes the width its row leaves between what the others drew.
        let inlineLast = face.complications.filter { if case .inline = $0.placement { false } else { true } }
            + face.complications.filter { if case .inline = $0.placement { true } else { false } }
        for complication in inlineLast {
            let before = complications.shortened.count
            // What the others drew, for an inline (a copy only then: the canvas grows as it draws).
            let drawn: LayoutCanvas? = if case .inline = complication.placement { complications } else { nil }
            complications.drawing(as: .complication(complication.id)) { canvas in
                if case .inline(let band) = complication.placement, let drawn {
                    inline(complication.content, in: band, frame: frame, around: drawn, extent: extents[complication.id], on: &canvas)
                } else if let gap = draw(complication, frame: frame, clearOf: keepOut, on: &canvas),
                          case .bezel(_, _, let ring) = complication.placement {
                    bezelGaps.append((ring.center, gap))
                }
            }
            // A view's text drawn as a line (curved, or an inline's) is still the view's: named by its path.
            let view: RedactedView? = if case .view(let view) = complication.content { view } else { nil }
            shortened += complications.shortened[before...].map {
                ShortenedText(owner: complication.id, text: $0.text, shown: $0.shown, kind: $0.kind,
                              path: $0.path ?? view?.path(ofText: $0.text), detail: $0.detail)
            }
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
        case .digital(var rect, let centered):
            // Digits beside a slot in their band (modular's top left) start the dial's margin clear of it: wider digits
            // (seconds, Bold Text) shrink rather than reach what it draws.
            for complication in face.complications where !centered {
                let right: Double? = switch complication.placement {
                case .circle(let center, let diameter) where abs(center.y - rect.center.y) < (diameter + rect.height) / 2:
                    center.x + diameter / 2
                case .rect(let box) where box.y < rect.maxY && box.maxY > rect.y:
                    box.maxX
                default:
                    nil
                }
                if let right, right + 2 * Device.scale > rect.x, right < rect.maxX {
                    rect = Rect(x: right + 2 * Device.scale, y: rect.y, width: rect.maxX - right - 2 * Device.scale, height: rect.height)
                }
            }
            digitalTime(face.clock, in: rect, centered: centered, screen: frame, on: &canvas)
            canvas.append(complications)
        }
        return LayoutTree(width: face.device.pixelWidth, height: face.device.pixelHeight,
                          screenCornerRadius: face.device.cornerRadiusPoints * Device.scale,
                          display: face.display, alwaysOn: face.alwaysOn,
                          renderingMode: face.rendering.mode, tint: face.rendering.tint, nodes: canvas.nodes, shortened: shortened,
                          owners: canvas.owners)
    }

    /// Draws one complication where its slot put it, a corner clear of the areas `keepOut`; a bezel returns the angles
    /// its text takes along the dial (or may take: `RedactedComplication.givesDialWholeSlot`).
    static func draw(_ complication: RedactedComplication, frame: FaceFrame, clearOf keepOut: [Rect] = [],
                     on canvas: inout LayoutCanvas) -> ClosedRange<Double>? {
        switch complication.placement {
        case .circle(let center, let diameter):
            circular(complication.content, family: complication.family, center: center, diameter: diameter, frame: frame, on: &canvas)
        case .bezel(let center, let diameter, let ring):
            return bezel(complication.content, center: center, diameter: diameter, ring: ring, frame: frame,
                         wholeSlot: complication.givesDialWholeSlot, on: &canvas)
        case .corner(let corner):
            self.corner(complication.content, corner: corner, frame: frame, clearOf: keepOut, on: &canvas)
        case .rect(let rect):
            rectangular(complication.content, in: rect, frame: frame, on: &canvas)
        case .inline(let band):
            inline(complication.content, in: band, frame: frame, around: LayoutCanvas(shaper: canvas.shaper), on: &canvas)
        }
        return nil
    }
}

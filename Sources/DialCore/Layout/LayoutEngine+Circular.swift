import DialModel
import DialText
import Foundation

extension LayoutEngine {
    /// An accessoryCircular or graphicExtraLarge complication in a circle of `diameter`; sizes scale with it.
    static func circular(_ content: RedactedContent, family: Family, center: Point, diameter: Double, frame: FaceFrame,
                         on canvas: inout LayoutCanvas) {
        if case .image(let template) = content {
            // A picture fills the whole circle: no platter shows round it.
            let box = Rect(center: center, width: diameter, height: diameter)
            let mask = Shape.circle(center: center, radius: diameter / 2)
            if case .vector = template.image.content {
                canvas.fill(mask, .background(platter))
                canvas.image(template.image, in: box.insetBy(dx: diameter * 0.2, dy: diameter * 0.2), mask: mask)
            } else {
                canvas.image(template.image, in: box, mask: mask)
            }
            return
        }
        canvas.fill(.circle(center: center, radius: diameter / 2), .background(platter))
        let width = (diameter * 0.09).rounded()
        let radius = diameter / 2 - width / 2 - diameter * 0.04
        // The room inside a ring, for its text or icon.
        let inner = 2 * (radius - width / 2) - 6
        let scale = diameter / frame.circularDiameter
        switch content {
        case .gauge(let gauge):
            if gauge.isDrawn {
                ring(gauge, center: center, radius: radius, width: width, on: &canvas)
            }
            if let icon = gauge.icon {
                let size = min(frame.closedGaugeImage * scale, inner * 0.72)
                let box = Rect(center: center, width: size, height: size)
                canvas.image(icon, in: box, mask: .circle(center: center, radius: size / 2))
            }
            if let text = gauge.text {
                canvas.text(text, x: center.x, baseline: center.y + canvas.capHeight(text.font) / 2, alignment: .center, maxWidth: inner)
            }
            // An open ring's ends, labelled in its gap at the bottom: each label beside its end, towards the middle,
            // clear of the ring and of the value's marker (which reaches 0.8 of the ring's width from the end).
            // Both at one size: the smaller that lets each fit its half of the gap.
            let labels = [(gauge.leading, -1.0), (gauge.trailing, 1.0)].compactMap { label, side in label.map { ($0, side) } }
            let end = { (side: Double) in center.offset(radius: radius, angle: .pi / 2 - side * .pi / 4) }
            let room = max(0, abs(end(1).x - center.x) - width * 0.8 - 2)
            let scale = labels.map { label, _ in
                max(label.minimumScale, min(1, room / max(1, canvas.width(of: RedactedText(font: label.font, color: label.color, content: label.content), maxWidth: .infinity))))
            }.min() ?? 1
            for (var label, side) in labels {
                label.font.size = (label.font.size * scale * 4).rounded(.down) / 4
                label.minimumScale = 1
                let inward = end(side).x - side * (width * 0.8 + 1)
                canvas.text(label, x: inward, baseline: end(side).y + canvas.capHeight(label.font) * 0.5,
                            alignment: side < 0 ? .leading : .trailing, maxWidth: room)
            }
        case .rings(let rings):
            var ringRadius = radius
            for ring in rings.rings {
                canvas.stroke(.circle(center: center, radius: ringRadius), width: width,
                              .content(track(ring.color), accentable: rings.accentable))
                if case .shown(let turns) = ring.turns, turns > 0 {
                    let start = -Double.pi / 2
                    // Past the goal the ring goes round again, over itself, as Activity draws it.
                    let sweep = min(turns, 4) * 2 * .pi
                    fill(arcFrom: start, to: start + min(sweep, 2 * .pi), center: center, radius: ringRadius, width: width,
                         color: ring.color, outlined: false, accentable: rings.accentable, on: &canvas)
                    if sweep > 2 * .pi + 1e-9 {
                        let over = sweep.truncatingRemainder(dividingBy: 2 * .pi)
                        fill(arcFrom: start, to: start + (over < 1e-9 ? 2 * .pi : over), center: center, radius: ringRadius,
                             width: width, color: ring.color, outlined: false, accentable: rings.accentable, on: &canvas)
                    }
                }
                ringRadius -= width * 1.2
            }
            if let text = rings.text {
                let room = 2 * (ringRadius + width * 1.2 - width / 2) - 4
                canvas.text(text, x: center.x, baseline: center.y + canvas.capHeight(text.font) / 2, alignment: .center, maxWidth: room)
            }
        case .stack(let stack):
            let iconSize = frame.circularDiameter * 0.3 * scale
            // Near the middle the circle is almost as wide as its diameter.
            stackCentered(stack.lines, icon: stack.icon, iconSize: iconSize, center: center, maxWidth: diameter * 0.88, on: &canvas)
        case .systemPlaceholder:
            // A ring and a bar (spec/redaction.md).
            canvas.stroke(.circle(center: center, radius: radius), width: width, .content(track(.white)))
            let bar = placeholderBar(family, frame.sizeClass)
            canvas.text(bar, x: center.x, baseline: center.y + canvas.capHeight(bar.font) / 2, alignment: .center, maxWidth: diameter)
        case .curvedText, .chart, .image:
            break  // Resolver allows none of these in a circle (an image returned above)
        }
    }

    /// A circular gauge's ring: closed from the top, open at the bottom, or in segments round the whole circle.
    static func ring(_ gauge: RedactedGauge, center: Point, radius: Double, width: Double, on canvas: inout LayoutCanvas) {
        switch gauge.style {
        case .closed:
            canvas.stroke(.circle(center: center, radius: radius), width: width, .content(track(gauge.color), accentable: gauge.accentable))
            if case .shown(let value) = gauge.value, value > .zero {
                let start = -Double.pi / 2
                fill(arcFrom: start, to: start + value.value * 2 * .pi, center: center, radius: radius, width: width,
                     color: gauge.color, outlined: gauge.outlined, accentable: gauge.accentable, on: &canvas)
            }
        case .open:
            // Open at the bottom: from 135° round the top to 405°.
            let start = 0.75 * Double.pi
            let sweep = 1.5 * Double.pi
            canvas.stroke(.arc(center: center, radius: radius, start: start, end: start + sweep),
                          width: width, cap: .round, .content(track(gauge.color), accentable: gauge.accentable))
            if case .shown(let value) = gauge.value {
                marker(at: center.offset(radius: radius, angle: start + value.value * sweep), width: width,
                       color: gauge.color, accentable: gauge.accentable, on: &canvas)
            }
        case .segmented:
            // Open at the bottom like an open gauge, so its ends can be labelled.
            segments(gauge.segments, lit: litSegments(gauge.value, of: gauge.segments), start: 0.75 * .pi, sweep: 1.5 * .pi,
                     center: center, radius: radius, width: width, color: gauge.color, accentable: gauge.accentable, on: &canvas)
        }
    }

    /// A graphicBezel: its circular in the middle, its text along the ring above. Returns the angles the text
    /// covers, widened a little, for the dial's ticks to leave free.
    static func bezel(_ content: RedactedContent, center: Point, diameter: Double, ring: BezelRing, frame: FaceFrame,
                      on canvas: inout LayoutCanvas) -> ClosedRange<Double>? {
        let placeholder = placeholderBar(.graphicBezel, frame.sizeClass, ems: 6)
        let (text, inner): (RedactedText, RedactedContent?) = switch content {
        case .curvedText(let curved): (curved.text, curved.inner)
        default: (placeholder, content == .systemPlaceholder ? .systemPlaceholder : nil)
        }
        if let inner {
            circular(inner, family: .accessoryCircular, center: center, diameter: diameter, frame: frame, on: &canvas)
        }
        let cap = canvas.capHeight(text.font)
        let mid = -Double.pi / 2
        let span = canvas.curvedText(text, center: ring.center, baselineRadius: ring.radius - cap - 2 * frame.unit, midAngle: mid,
                                     clockwise: true, maxSpan: ring.maxSpan)
        guard span > 0 else { return nil }
        let margin = 3 * Double.pi / 180
        return (mid - span / 2 - margin)...(mid + span / 2 + margin)
    }
}

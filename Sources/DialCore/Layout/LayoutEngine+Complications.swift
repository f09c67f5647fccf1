import DialModel
import DialText
import Foundation

extension LayoutEngine {
    /// Apple's dark platter behind circular and rectangular complications (systemGray6, dark).
    static let platter = Color(red: 0x1C, green: 0x1C, blue: 0x1E)

    /// A trough colour: the gauge's own colour, faint.
    static func track(_ color: Color) -> Color { color.withAlpha(UInt8((Double(color.alpha) * 0.3).rounded())) }

    // MARK: accessoryCircular

    static func circular(_ complication: RedactedComplication, center: Point, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        let diameter = frame.circularDiameter
        canvas.fill(.circle(center: center, radius: diameter / 2), .background(platter))
        switch complication.content {
        case .gauge(let gauge):
            let width = (diameter * 0.09).rounded()
            let radius = diameter / 2 - width / 2 - diameter * 0.04
            if gauge.isDrawn {
                switch gauge.style {
                case .closed:
                    canvas.stroke(.circle(center: center, radius: radius), width: width, .content(track(gauge.color)))
                    if case .shown(let value) = gauge.value, value > .zero {
                        let start = -Double.pi / 2
                        fill(arcFrom: start, to: start + value.value * 2 * .pi, center: center, radius: radius, width: width,
                             color: gauge.color, outlined: gauge.outlined, on: &canvas)
                    }
                case .open:
                    // Open at the bottom: from 135° round the top to 405°.
                    let start = 0.75 * Double.pi
                    let sweep = 1.5 * Double.pi
                    canvas.stroke(.arc(center: center, radius: radius, start: start, end: start + sweep),
                                  width: width, cap: .round, .content(track(gauge.color)))
                    if case .shown(let value) = gauge.value {
                        marker(at: center.offset(radius: radius, angle: start + value.value * sweep), width: width,
                               color: gauge.color, on: &canvas)
                    }
                }
            }
            if let text = gauge.text {
                let inner = 2 * (radius - width / 2) - 6
                canvas.text(text, x: center.x, baseline: center.y + canvas.capHeight(text.font) / 2,
                            alignment: .center, maxWidth: inner)
            }
        case .stack(let lines):
            stackCentered(lines, center: center, maxWidth: diameter * 0.8, on: &canvas)
        case .systemPlaceholder:
            // A ring and a bar (spec/redaction.md).
            let width = (diameter * 0.09).rounded()
            canvas.stroke(.circle(center: center, radius: diameter / 2 - width / 2 - diameter * 0.04), width: width,
                          .content(track(.white)))
            let bar = placeholderBar(.accessoryCircular, frame.sizeClass)
            canvas.text(bar, x: center.x, baseline: center.y + canvas.capHeight(bar.font) / 2, alignment: .center, maxWidth: diameter)
        }
    }

    /// A neutral bar in the family's body text, for system placeholders.
    static func placeholderBar(_ family: Family, _ sizeClass: SizeClass, style: TextStyle = .body, ems: Double? = nil) -> RedactedText {
        RedactedText(font: Typography.font(style, family: family, sizeClass: sizeClass), color: .white,
                     content: .bar(.ems(ems ?? Redactor.barEms(family))))
    }

    /// A gauge's filled arc, or in Always On (when the gauge asks) only its outline, which lights far fewer pixels.
    static func fill(arcFrom start: Double, to end: Double, center: Point, radius: Double, width: Double, color: Color,
                     outlined: Bool, on canvas: inout LayoutCanvas) {
        let whole = end - start >= 2 * .pi - 1e-9
        guard outlined else {
            canvas.stroke(whole ? .circle(center: center, radius: radius) : .arc(center: center, radius: radius, start: start, end: end),
                          width: width, cap: .round, .content(color))
            return
        }
        let line = max(1.5, width / 5)
        for edge in [radius - width / 2 + line / 2, radius + width / 2 - line / 2] {
            canvas.stroke(whole ? .circle(center: center, radius: edge) : .arc(center: center, radius: edge, start: start, end: end),
                          width: line, .content(color))
        }
        if !whole {
            for angle in [start, end] {
                canvas.stroke(.line(from: center.offset(radius: radius - width / 2, angle: angle),
                                    to: center.offset(radius: radius + width / 2, angle: angle)), width: line, .content(color))
            }
        }
    }

    /// An open gauge's value: a dot in the gauge's colour, ringed in black so it reads over the track.
    static func marker(at point: Point, width: Double, color: Color, on canvas: inout LayoutCanvas) {
        canvas.fill(.circle(center: point, radius: width * 0.8), .content(.black))
        canvas.fill(.circle(center: point, radius: width * 0.55), .content(color))
    }

    /// Lines centred as a block on `center`, each centred horizontally.
    static func stackCentered(_ lines: [RedactedText], center: Point, maxWidth: Double, on canvas: inout LayoutCanvas) {
        let caps = lines.map { canvas.capHeight($0.font) }
        let spacing = lines.map { $0.font.size * 0.35 }
        let blockHeight = caps.reduce(0, +) + spacing.dropLast().reduce(0, +)
        var baseline = center.y - blockHeight / 2
        for (index, line) in lines.enumerated() {
            baseline += caps[index]
            canvas.text(line, x: center.x, baseline: baseline, alignment: .center, maxWidth: maxWidth)
            baseline += spacing[index]
        }
    }

    // MARK: accessoryRectangular

    static func rectangular(_ complication: RedactedComplication, in rect: Rect, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        canvas.fill(.roundedRect(rect, radius: (rect.height * 0.12).rounded()), .background(platter))
        let lines: [RedactedText] = switch complication.content {
        case .stack(let lines): lines
        // A title bar and two body bars.
        case .systemPlaceholder: [placeholderBar(.accessoryRectangular, frame.sizeClass, style: .headline, ems: 3),
                                  placeholderBar(.accessoryRectangular, frame.sizeClass, ems: 6),
                                  placeholderBar(.accessoryRectangular, frame.sizeClass, ems: 4.5)]
        case .gauge: []  // Resolver allows no gauge here
        }
        let padding = (rect.height * 0.1).rounded()
        let pitches = lines.map { $0.font.size * 1.22 }
        var top = rect.y + (rect.height - pitches.reduce(0, +)) / 2
        for (index, line) in lines.enumerated() {
            let baseline = top + (pitches[index] + canvas.capHeight(line.font)) / 2
            canvas.text(line, x: rect.x + padding, baseline: baseline, alignment: .leading, maxWidth: rect.width - 2 * padding)
            top += pitches[index]
        }
    }

    // MARK: accessoryInline

    static func inline(_ complication: RedactedComplication, x: Double, bandTop: Double, bandHeight: Double, maxWidth: Double,
                       frame: FaceFrame, on canvas: inout LayoutCanvas) {
        let line: RedactedText
        switch complication.content {
        case .stack(let lines): line = lines[0]
        case .systemPlaceholder: line = placeholderBar(.accessoryInline, frame.sizeClass)
        case .gauge: return  // Resolver allows no gauge here
        }
        canvas.text(line, x: x, baseline: bandTop + (bandHeight + canvas.capHeight(line.font)) / 2,
                    alignment: .center, maxWidth: maxWidth)
    }

    // MARK: accessoryCorner

    /// Curved text (and, for a gauge, an arc) along the dial's edge, centred on the diagonal to the screen corner.
    static func corner(_ complication: RedactedComplication, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        let (cornerX, top): (Double, Bool) = switch complication.slot {
        case .topLeft: (0, true)
        case .topRight: (frame.width, true)
        case .bottomLeft: (0, false)
        default: (frame.width, false)
        }
        let midAngle = atan2((top ? 0 : frame.height) - frame.center.y, cornerX - frame.center.x)
        let unit = frame.width / 396
        let band = frame.dialRadius + 10 * unit
        let arcWidth = (8 * unit).rounded()
        // Top corners stop short of the inline slot between them; bottom ones have room up to the 6 o'clock tick.
        let preferredSpan = (top ? 40.0 : 50.0) * .pi / 180

        /// The widest angle about the diagonal that keeps a ring of `outer` radius clear of the dark rim Always On
        /// keeps against burn-in (10 px from the sides, spec/always-on.md).
        func span(outer: Double, preferred: Double) -> Double {
            let fromDiagonalToRim = abs(midAngle.remainder(dividingBy: .pi)) - acos(min(1, (frame.center.x - 10 * unit) / outer))
            return min(preferred, 2 * max(0, fromDiagonalToRim))
        }

        func curved(_ line: RedactedText, from radius: Double, canvas: inout LayoutCanvas) {
            let cap = canvas.capHeight(line.font)
            // Bottom text has its tops inwards, so its baseline is the outer edge of the band.
            let baseline = top ? radius : radius + cap
            canvas.curvedText(line, center: frame.center, baselineRadius: baseline, midAngle: midAngle, clockwise: top,
                              maxSpan: span(outer: radius + cap, preferred: preferredSpan))
        }

        // Text takes the band along the dial, where it has the most room; a gauge's arc runs outside it.
        let cornerCap = canvas.capHeight(Typography.font(.body, family: .accessoryCorner, sizeClass: frame.sizeClass))
        let arcBand = band + cornerCap + 6 * unit
        switch complication.content {
        case .stack(let lines):
            if let line = lines.first { curved(line, from: band, canvas: &canvas) }
        case .gauge(let gauge):
            let width = arcWidth
            let radius = arcBand + width / 2
            // Round caps reach half the width past each end.
            let span = span(outer: arcBand + width, preferred: 36.0 * .pi / 180) - width / radius
            let start = midAngle - span / 2
            if gauge.isDrawn {
                canvas.stroke(.arc(center: frame.center, radius: radius, start: start, end: start + span),
                              width: width, cap: .round, .content(track(gauge.color)))
                if case .shown(let value) = gauge.value {
                    // Reading direction: clockwise along the top, counter-clockwise along the bottom.
                    let reach = value.value * span
                    switch gauge.style {
                    case .closed where value > .zero:
                        fill(arcFrom: top ? start : start + span - reach, to: top ? start + reach : start + span,
                             center: frame.center, radius: radius, width: width, color: gauge.color, outlined: gauge.outlined,
                             on: &canvas)
                    case .closed:
                        break
                    case .open:
                        marker(at: frame.center.offset(radius: radius, angle: top ? start + reach : start + span - reach),
                               width: width, color: gauge.color, on: &canvas)
                    }
                }
            }
            if let text = gauge.text { curved(text, from: band, canvas: &canvas) }
        case .systemPlaceholder:
            // An arc and a bar.
            let arc = span(outer: arcBand + arcWidth, preferred: 36.0 * .pi / 180) - arcWidth / (arcBand + arcWidth / 2)
            canvas.stroke(.arc(center: frame.center, radius: arcBand + arcWidth / 2, start: midAngle - arc / 2, end: midAngle + arc / 2),
                          width: arcWidth, cap: .round, .content(track(.white)))
            curved(placeholderBar(.accessoryCorner, frame.sizeClass), from: band, canvas: &canvas)
        }
    }
}

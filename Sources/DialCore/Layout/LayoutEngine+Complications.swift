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
            switch gauge.style {
            case .closed:
                canvas.stroke(.circle(center: center, radius: radius), width: width, .content(track(gauge.color)))
                if case .shown(let value) = gauge.value, value > .zero {
                    let start = -Double.pi / 2
                    canvas.stroke(value == .one ? .circle(center: center, radius: radius)
                                  : .arc(center: center, radius: radius, start: start, end: start + value.value * 2 * .pi),
                                  width: width, cap: .round, .content(gauge.color))
                }
            case .open:
                // Open at the bottom: from 135° round the top to 405°.
                let start = 0.75 * Double.pi
                let sweep = 1.5 * Double.pi
                canvas.stroke(.arc(center: center, radius: radius, start: start, end: start + sweep),
                              width: width, cap: .round, .content(track(gauge.color)))
                if case .shown(let value) = gauge.value {
                    let marker = center.offset(radius: radius, angle: start + value.value * sweep)
                    canvas.fill(.circle(center: marker, radius: width * 0.8), .content(.black))
                    canvas.fill(.circle(center: marker, radius: width * 0.55), .content(gauge.color))
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

        func curved(_ line: RedactedText, from radius: Double, canvas: inout LayoutCanvas) {
            let cap = canvas.capHeight(line.font)
            // Bottom text has its tops inwards, so its baseline is the outer edge of the band.
            let baseline = top ? radius : radius + cap
            // Nor may the text run off the sides of the screen: the band's outer edge leaves the screen where
            // its x reaches 0 or the width.
            let outer = radius + cap
            let fromDiagonalToSide = abs(midAngle.remainder(dividingBy: .pi)) - acos(min(1, frame.center.x / outer))
            let span = min(preferredSpan, 2 * max(0, fromDiagonalToSide - 1.5 * .pi / 180))
            canvas.curvedText(line, center: frame.center, baselineRadius: baseline, midAngle: midAngle, clockwise: top, maxSpan: span)
        }

        // A gauge's arc runs along the inner band and its text outside it; plain text takes the inner band.
        let textBand = band + arcWidth + 6 * unit
        switch complication.content {
        case .stack(let lines):
            if let line = lines.first { curved(line, from: band, canvas: &canvas) }
        case .gauge(let gauge):
            let width = arcWidth
            let radius = band + width / 2
            let span = 36.0 * .pi / 180
            let start = midAngle - span / 2
            canvas.stroke(.arc(center: frame.center, radius: radius, start: start, end: start + span),
                          width: width, cap: .round, .content(track(gauge.color)))
            if case .shown(let value) = gauge.value {
                // Reading direction: clockwise along the top, counter-clockwise along the bottom.
                let reach = value.value * span
                switch gauge.style {
                case .closed where value > .zero:
                    canvas.stroke(.arc(center: frame.center, radius: radius,
                                       start: top ? start : start + span - reach, end: top ? start + reach : start + span),
                                  width: width, cap: .round, .content(gauge.color))
                case .closed:
                    break
                case .open:
                    let marker = frame.center.offset(radius: radius, angle: top ? start + reach : start + span - reach)
                    canvas.fill(.circle(center: marker, radius: width * 0.8), .content(.black))
                    canvas.fill(.circle(center: marker, radius: width * 0.55), .content(gauge.color))
                }
            }
            if let text = gauge.text { curved(text, from: textBand, canvas: &canvas) }
        case .systemPlaceholder:
            // An arc and a bar.
            let start = midAngle - 18.0 * .pi / 180
            canvas.stroke(.arc(center: frame.center, radius: band + arcWidth / 2, start: start, end: start + 36.0 * .pi / 180),
                          width: arcWidth, cap: .round, .content(track(.white)))
            curved(placeholderBar(.accessoryCorner, frame.sizeClass), from: textBand, canvas: &canvas)
        }
    }
}

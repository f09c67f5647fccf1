import DialModel
import DialText
import Foundation

/// Collects layout nodes, and turns text and redaction bars into them. The only layout code that shapes text.
struct LayoutCanvas {
    let shaper: TextShaper
    private(set) var nodes: [LayoutNode] = []

    init(shaper: TextShaper) { self.shaper = shaper }

    enum Alignment { case leading, center, trailing }

    mutating func fill(_ shape: Shape, _ ink: Ink) { nodes.append(.fill(shape, ink)) }

    mutating func stroke(_ shape: Shape, width: Double, cap: LineCap = .butt, _ ink: Ink) {
        nodes.append(.stroke(shape, Stroke(width: width, cap: cap), ink))
    }

    func capHeight(_ font: TextFont) -> Double { shaper.metrics(font.font, size: font.size).capHeight }

    /// A straight line of text, or its redaction bar, on `baseline` aligned at `x`.
    mutating func text(_ line: RedactedText, x: Double, baseline: Double, alignment: Alignment, maxWidth: Double) {
        switch line.content {
        case .text(let text):
            let shaped = shaper.shape(text, font: line.font.font, size: line.font.size, maxWidth: maxWidth)
            let start = Self.start(x: x, width: shaped.width, alignment: alignment)
            for run in shaped.runs {
                let glyphs = run.glyphs.map {
                    PlacedGlyph(id: $0.id, origin: Point(x: start + $0.x, y: baseline + $0.y), rotation: 0)
                }
                nodes.append(.glyphs(GlyphRun(font: run.font, size: run.size, text: runText(run, in: shaped), glyphs: glyphs),
                                     .content(line.color)))
            }
        case .nothing:
            break
        case .bar(let width):
            let height = capHeight(line.font)
            let barWidth = min(self.width(of: width, font: line.font), maxWidth)
            let start = Self.start(x: x, width: barWidth, alignment: alignment)
            fill(.roundedRect(Rect(x: start, y: baseline - height, width: barWidth, height: height), radius: height / 5),
                 .content(Self.barColor(line.color)))
        }
    }

    /// A line of text along a circle about `center`, centred on `midAngle`. Clockwise text reads along the top of
    /// the screen with glyph tops pointing outwards; counter-clockwise text reads along the bottom, tops inwards.
    mutating func curvedText(_ line: RedactedText, center: Point, baselineRadius radius: Double, midAngle: Double,
                             clockwise: Bool, maxSpan: Double) {
        switch line.content {
        case .text(let text):
            let shaped = shaper.shape(text, font: line.font.font, size: line.font.size, maxWidth: maxSpan * radius)
            let direction = clockwise ? 1.0 : -1.0
            let start = midAngle - direction * shaped.width / radius / 2
            for run in shaped.runs {
                let glyphs = run.glyphs.map { glyph in
                    // Put the glyph's middle on the circle, so wide glyphs do not drift off it.
                    let middle = start + direction * (glyph.x + glyph.advance / 2) / radius
                    let rotation = middle + direction * .pi / 2
                    let onCircle = center.offset(radius: radius, angle: middle)
                    let origin = onCircle.offset(radius: -glyph.advance / 2, angle: rotation)
                        .offset(radius: glyph.y, angle: rotation + .pi / 2)
                    return PlacedGlyph(id: glyph.id, origin: origin, rotation: rotation)
                }
                nodes.append(.glyphs(GlyphRun(font: run.font, size: run.size, text: runText(run, in: shaped), glyphs: glyphs),
                                     .content(line.color)))
            }
        case .nothing:
            break
        case .bar(let width):
            let height = capHeight(line.font)
            let span = min(self.width(of: width, font: line.font) / radius, maxSpan)
            // The bar covers the band the text would: outside the baseline on top, inside it at the bottom.
            let middleRadius = clockwise ? radius + height / 2 : radius - height / 2
            stroke(.arc(center: center, radius: middleRadius, start: midAngle - span / 2, end: midAngle + span / 2),
                   width: height, cap: .butt, .content(Self.barColor(line.color)))
        }
    }

    /// The redaction colour: the element's colour at 35 % of its alpha (spec/redaction.md).
    static func barColor(_ color: Color) -> Color {
        color.withAlpha(UInt8((Double(color.alpha) * 0.35).rounded()))
    }

    private func width(of bar: BarWidth, font: TextFont) -> Double {
        switch bar {
        case .ems(let ems): ems * font.size
        case .widthOf(let text): shaper.shape(text, font: font.font, size: font.size).width
        case .textWidth(let width): width
        }
    }

    private static func start(x: Double, width: Double, alignment: Alignment) -> Double {
        switch alignment {
        case .leading: x
        case .center: x - width / 2
        case .trailing: x - width
        }
    }

    /// The characters of one run, from the clusters its glyphs came from.
    private func runText(_ run: ShapedRun, in line: ShapedLine) -> String {
        guard line.runs.count > 1 else { return line.text }
        let bytes = Array(line.text.utf8)
        let clusters = run.glyphs.map(\.cluster)
        guard let first = clusters.min(), let last = clusters.max() else { return "" }
        // The run ends where the next cluster after its last one begins.
        let end = line.runs.flatMap(\.glyphs).map(\.cluster).filter { $0 > last }.min() ?? bytes.count
        return String(decoding: bytes[first..<min(end, bytes.count)], as: UTF8.self)
    }
}

import DialModel
import Foundation

extension LayoutCanvas {
    /// Rectangles holding everything `node` may ink: a shape's outline with half its stroke (and round caps), a
    /// picture's frame, each glyph's outline box turned with it. Generous rather than exact (a turned box holds more than
    /// its glyph): what gives way to them (an inline slot's text) must never touch them.
    /// Only glyphs whose em square about their origin comes near `rows` are measured.
    func reaches(of node: LayoutNode, near rows: ClosedRange<Double>) -> [Rect] {
        switch node {
        case .fill(let shape, _):
            return Self.bounds(of: shape).map { [$0] } ?? []
        case .stroke(let shape, let stroke, _):
            return Self.bounds(of: shape).map { [$0.insetBy(dx: -stroke.width / 2, dy: -stroke.width / 2)] } ?? []
        case .image(let placed):
            return [placed.frame]
        case .clip(let shape, let nodes):
            // What the clip lets through: its nodes' reaches cut to the clip's bounds.
            guard let bounds = Self.bounds(of: shape) else { return [] }
            return nodes.flatMap { reaches(of: $0, near: rows) }.compactMap { $0.intersection(bounds) }
        case .mask(let nodes, _):
            // A mask lets through no more than the view it masks.
            return nodes.flatMap { reaches(of: $0, near: rows) }
        case .glyphs(let run, _):
            return run.glyphs.compactMap { glyph in
                guard glyph.origin.y + 1.5 * run.size > rows.lowerBound, glyph.origin.y - 1.5 * run.size < rows.upperBound,
                      let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { return nil }
                let (cos, sin) = (Foundation.cos(glyph.rotation), Foundation.sin(glyph.rotation))
                var box: Rect?
                for (along, down) in [(ink.left, ink.top), (ink.right, ink.top), (ink.left, ink.bottom), (ink.right, ink.bottom)] {
                    let point = Point(x: glyph.origin.x + along * cos - down * sin, y: glyph.origin.y + along * sin + down * cos)
                    box = Self.union(box, Rect(x: point.x, y: point.y, width: 0, height: 0))
                }
                return box
            }
        }
    }

    static func union(_ a: Rect?, _ b: Rect) -> Rect {
        guard let a else { return b }
        let (minX, minY) = (min(a.x, b.x), min(a.y, b.y))
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// The rectangle round a shape's outline.
    static func bounds(of shape: Shape) -> Rect? {
        switch shape {
        case .rect(let rect), .roundedRect(let rect, _):
            return rect
        case .circle(let center, let radius):
            return Rect(center: center, width: 2 * radius, height: 2 * radius)
        case .line(let from, let to):
            return union(Rect(x: from.x, y: from.y, width: 0, height: 0), Rect(x: to.x, y: to.y, width: 0, height: 0))
        case .path(let path):
            return path.bounds
        case .arc(let center, let radius, let start, let end):
            // Its ends, and each point due right, down, left or up that it passes.
            var box = union(nil, Rect(center: center.offset(radius: radius, angle: start), width: 0, height: 0))
            box = union(box, Rect(center: center.offset(radius: radius, angle: end), width: 0, height: 0))
            var quarter = (start / (.pi / 2)).rounded(.up) * .pi / 2
            while quarter < end {
                box = union(box, Rect(center: center.offset(radius: radius, angle: quarter), width: 0, height: 0))
                quarter += .pi / 2
            }
            return box
        }
    }

    /// How far a line's ink reaches above its baseline and below it, and its capitals' height, in ems of its size.
    struct InkReach {
        var rise: Double
        var depth: Double
        var cap: Double
    }

    /// How far `line`'s ink may reach, in the fonts it is drawn in: the most of its text and its shorter forms (what is
    /// drawn is one of them, or part of one ending in "…", which sits within the capitals), never less than its
    /// capitals. A bar reaches its capitals' height, as it is drawn, whatever it hides; a line drawn as nothing, nowhere.
    func inkReach(of line: RedactedText) -> InkReach {
        let size = line.font.size
        guard size > 0 else { return InkReach(rise: 0, depth: 0, cap: 0) }
        let cap = capHeight(line.font) / size
        switch line.content {
        case .nothing:
            return InkReach(rise: 0, depth: 0, cap: cap)
        case .bar:
            return InkReach(rise: cap, depth: 0, cap: cap)
        case .text(let text):
            var reach = InkReach(rise: cap, depth: 0, cap: cap)
            for form in [text] + line.shortForms {
                let ink = inkExtent(of: form, font: line.font)
                (reach.rise, reach.depth) = (max(reach.rise, ink.rise / size), max(reach.depth, ink.depth / size))
            }
            return reach
        }
    }

    /// How wide `line` is whole, at its own size, and how far its ink reaches above its baseline (negative) and below
    /// it: a redaction bar is cap high, an emoji as high as its font's line box.
    func extent(of line: RedactedText) -> (width: Double, top: Double, bottom: Double) {
        switch line.content {
        case .nothing:
            return (0, 0, 0)
        case .bar:
            return (width(of: line, maxWidth: .infinity), -capHeight(line.font), 0)
        case .text(let text):
            let shaped = shaper.shape(text, font: line.font.font, size: line.font.size)
            var rows = (top: 0.0, bottom: 0.0)
            for run in shaped.runs {
                if run.font.hasColorGlyphs {
                    let metrics = shaper.metrics(run.font, size: run.size)
                    rows = (min(rows.top, -metrics.ascender), max(rows.bottom, metrics.descender))
                    continue
                }
                for glyph in run.glyphs {
                    guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                    rows = (min(rows.top, glyph.y + ink.top), max(rows.bottom, glyph.y + ink.bottom))
                }
            }
            // Shortened, the line ends in "…", which sits within the capitals' height.
            return (shaped.width, min(rows.top, -capHeight(line.font)), rows.bottom)
        }
    }
}

import DialModel
import Foundation

/// A view's drawing effects, applied to what its leaves drew: `rotationEffect` turns it, a gradient foreground paints
/// its glyphs. Neither moves anything in the layout, and neither reads what the leaves show.
extension LayoutCanvas {
    /// Draws with `body`, what it adds turned `angle` radians clockwise about `center`, as SwiftUI's `rotationEffect`
    /// turns a view about its frame's centre. Pictures are drawn unturned: backends draw them upright.
    mutating func turning(about center: Point, by angle: Double, _ body: (inout LayoutCanvas) -> Void) {
        guard angle != 0 else { return body(&self) }
        let (sine, cosine) = (sin(angle), cos(angle))
        func turned(_ point: Point) -> Point {
            let (x, y) = (point.x - center.x, point.y - center.y)
            return Point(x: center.x + x * cosine - y * sine, y: center.y + x * sine + y * cosine)
        }
        func polygon(_ points: [Point]) -> Shape { .path(ViewShape.path(points.map(turned))) }
        func turned(_ shape: Shape) -> Shape {
            switch shape {
            case .rect(let rect): polygon(ViewShape.outline(.rectangle, in: rect))
            case .roundedRect(let rect, let radius): polygon(ViewShape.outline(.roundedRectangle(cornerRadius: radius), in: rect))
            case .circle(let middle, let radius): .circle(center: turned(middle), radius: radius)
            case .arc(let middle, let radius, let start, let end): .arc(center: turned(middle), radius: radius, start: start + angle, end: end + angle)
            case .line(let from, let to): .line(from: turned(from), to: turned(to))
            case .path(let path):
                .path(PathData(elements: path.elements.map { element in
                    switch element {
                    case .move(let x, let y): let p = turned(Point(x: x, y: y)); return .move(x: p.x, y: p.y)
                    case .line(let x, let y): let p = turned(Point(x: x, y: y)); return .line(x: p.x, y: p.y)
                    case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                        let (a, b, p) = (turned(Point(x: x1, y: y1)), turned(Point(x: x2, y: y2)), turned(Point(x: x, y: y)))
                        return .cubic(x1: a.x, y1: a.y, x2: b.x, y2: b.y, x: p.x, y: p.y)
                    case .close: return .close
                    }
                }))
            }
        }
        func turned(_ node: LayoutNode) -> LayoutNode {
            switch node {
            case .fill(let shape, let ink): return .fill(turned(shape), ink)
            case .stroke(let shape, let stroke, let ink): return .stroke(turned(shape), stroke, ink)
            case .glyphs(var run, let ink):
                run.glyphs = run.glyphs.map { PlacedGlyph(id: $0.id, origin: turned($0.origin), rotation: $0.rotation + angle) }
                return .glyphs(run, ink)
            case .image: return node
            case .clip(let shape, let nodes): return .clip(turned(shape), nodes.map(turned))
            }
        }
        transforming(body) { $0.map(turned) }
    }

    /// Draws with `body`, what it adds painted along `gradient` across `frame`: drawn once in each band of the gradient
    /// (`ViewGradient.bands`), cut to the band, in the band's colour, as SwiftUI fills a text's or symbol's glyphs with a
    /// gradient foreground style. Beyond the frame the gradient's end colours go on. Pictures keep their colours.
    mutating func painting(_ gradient: ViewGradient, across frame: Rect, _ body: (inout LayoutCanvas) -> Void) {
        let line = gradient.line(in: frame)
        // Room round the frame for ink that overflows it (a glyph's overhang, a stroke's outer half).
        let margin = Swift.max(frame.width, frame.height) + 8 * Device.scale
        let room = Rect(x: frame.x - margin, y: frame.y - margin, width: frame.width + 2 * margin, height: frame.height + 2 * margin)
        let corners = ViewShape.outline(.rectangle, in: room)
        let inner = ViewShape.outline(.rectangle, in: frame).map { line.direction.dot($0) }
        var bands = gradient.bands(line, from: inner.min() ?? 0, to: inner.max() ?? 0, step: ViewShape.stripWidth)
        guard !bands.isEmpty else { return body(&self) }
        let across = corners.map { line.direction.dot($0) }
        bands[0].from = across.min() ?? bands[0].from
        bands[bands.count - 1].to = across.max() ?? bands[bands.count - 1].to
        func painted(_ node: LayoutNode, _ color: Color) -> LayoutNode {
            switch node {
            case .fill(let shape, var ink): ink.color = color; return .fill(shape, ink)
            case .stroke(let shape, let stroke, var ink): ink.color = color; return .stroke(shape, stroke, ink)
            case .glyphs(let run, var ink): ink.color = color; return .glyphs(run, ink)
            case .image: return node
            case .clip(let shape, let nodes): return .clip(shape, nodes.map { painted($0, color) })
            }
        }
        transforming(body) { nodes in
            bands.compactMap { band in
                let piece = ViewShape.clipped(ViewShape.clipped(corners, along: line.direction, keeping: { $0 >= band.from }, at: band.from),
                                              along: line.direction, keeping: { $0 <= band.to }, at: band.to)
                guard piece.count > 2 else { return nil }
                return .clip(.path(ViewShape.path(piece)), nodes.map { painted($0, band.color) })
            }
        }
    }
}

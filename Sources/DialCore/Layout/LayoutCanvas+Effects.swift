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
            case .mask(let nodes, let mask): return .mask(nodes.map(turned), by: mask.map(turned))
            }
        }
        transforming(body) { $0.map(turned) }
    }

    /// Draws with `body`, what it adds scaled by `x` and `y` about `anchor`, as SwiftUI's `scaleEffect` scales a view:
    /// shapes, strokes, glyphs and pictures alike. Scaled unevenly, a text's glyphs become their outlines, stretched, and
    /// a stroke takes the geometric mean of the two scales.
    mutating func scaling(about anchor: Point, x: Double, y: Double, _ body: (inout LayoutCanvas) -> Void) {
        guard x != 1 || y != 1 else { return body(&self) }
        let even = x == y, mean = (x * y).squareRoot()
        func scaled(_ point: Point) -> Point { Point(x: anchor.x + (point.x - anchor.x) * x, y: anchor.y + (point.y - anchor.y) * y) }
        func scaled(_ rect: Rect) -> Rect {
            let (a, b) = (scaled(Point(x: rect.x, y: rect.y)), scaled(Point(x: rect.maxX, y: rect.maxY)))
            return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        }
        func scaled(_ path: PathData) -> PathData {
            PathData(elements: path.elements.map { element in
                switch element {
                case .move(let px, let py): let p = scaled(Point(x: px, y: py)); return .move(x: p.x, y: p.y)
                case .line(let px, let py): let p = scaled(Point(x: px, y: py)); return .line(x: p.x, y: p.y)
                case .cubic(let x1, let y1, let x2, let y2, let px, let py):
                    let (a, b, p) = (scaled(Point(x: x1, y: y1)), scaled(Point(x: x2, y: y2)), scaled(Point(x: px, y: py)))
                    return .cubic(x1: a.x, y1: a.y, x2: b.x, y2: b.y, x: p.x, y: p.y)
                case .close: return .close
                }
            })
        }
        func scaled(_ shape: Shape) -> Shape {
            switch shape {
            case .rect(let rect): return .rect(scaled(rect))
            case .roundedRect(let rect, let radius):
                return even ? .roundedRect(scaled(rect), radius: radius * x)
                    : .path(scaled(ViewShape.path(ViewShape.outline(.roundedRectangle(cornerRadius: radius), in: rect))))
            case .circle(let center, let radius):
                return even ? .circle(center: scaled(center), radius: radius * x)
                    : .path(scaled(ViewShape.path(ViewShape.outline(.circle, in: Rect(center: center, width: 2 * radius, height: 2 * radius)))))
            case .arc(let center, let radius, let start, let end):
                guard !even else { return .arc(center: scaled(center), radius: radius * x, start: start, end: end) }
                // An ellipse's arc, as short straight pieces (one per 2°), as open as the arc.
                let pieces = Swift.max(2, Int((abs(end - start) / (Double.pi / 90)).rounded(.up)))
                let points = (0...pieces).map { scaled(center.offset(radius: radius, angle: start + (end - start) * Double($0) / Double(pieces))) }
                return .path(PathData(elements: [.move(x: points[0].x, y: points[0].y)] + points.dropFirst().map { .line(x: $0.x, y: $0.y) }))
            case .line(let from, let to): return .line(from: scaled(from), to: scaled(to))
            case .path(let path): return .path(scaled(path))
            }
        }
        let shaper = self.shaper
        /// A run's glyphs as their outlines, each placed (turned about its origin) as it is drawn, then scaled.
        func stretched(_ run: GlyphRun) -> PathData {
            var elements: [PathData.Element] = []
            for glyph in run.glyphs {
                let outline = shaper.outline(of: glyph.id, font: run.font)
                let unit = run.size / Double(Swift.max(outline.unitsPerEm, 1))
                let (cosine, sine) = (cos(glyph.rotation), sin(glyph.rotation))
                outline.forEachPathElement(placing: { gx, gy in
                    let (px, py) = (gx * unit, -gy * unit)
                    let point = scaled(Point(x: glyph.origin.x + px * cosine - py * sine, y: glyph.origin.y + px * sine + py * cosine))
                    return (point.x, point.y)
                }) { elements.append($0) }
            }
            return PathData(elements: elements)
        }
        func scaled(_ node: LayoutNode) -> LayoutNode {
            switch node {
            case .fill(let shape, let ink): return .fill(scaled(shape), ink)
            case .stroke(let shape, let stroke, let ink): return .stroke(scaled(shape), Stroke(width: stroke.width * mean, cap: stroke.cap), ink)
            case .glyphs(var run, let ink):
                guard even else { return .fill(.path(stretched(run)), ink) }
                run.size *= x
                run.glyphs = run.glyphs.map { PlacedGlyph(id: $0.id, origin: scaled($0.origin), rotation: $0.rotation) }
                return .glyphs(run, ink)
            case .image(var image):
                image.frame = scaled(image.frame)
                image.mask = scaled(image.mask)
                return .image(image)
            case .clip(let shape, let nodes): return .clip(scaled(shape), nodes.map(scaled))
            case .mask(let nodes, let mask): return .mask(nodes.map(scaled), by: mask.map(scaled))
            }
        }
        transforming(body) { $0.map(scaled) }
    }

    /// `node` in `color`: its ink's colour, what a clip holds, a mask's view (not its mask, whose colours are not drawn).
    /// Pictures keep their colours.
    private static func painted(_ node: LayoutNode, _ color: Color) -> LayoutNode {
        switch node {
        case .fill(let shape, var ink): ink.color = color; return .fill(shape, ink)
        case .stroke(let shape, let stroke, var ink): ink.color = color; return .stroke(shape, stroke, ink)
        case .glyphs(let run, var ink): ink.color = color; return .glyphs(run, ink)
        case .image: return node
        case .clip(let shape, let nodes): return .clip(shape, nodes.map { painted($0, color) })
        case .mask(let nodes, let mask): return .mask(nodes.map { painted($0, color) }, by: mask)
        }
    }

    /// Draws with `body`, what it adds drawn only where what `mask` adds has ink, as much as its alpha, as SwiftUI's
    /// `mask` draws a view: one mask node, none where either adds nothing (an empty mask lets nothing through).
    /// Neither records owners: their nodes belong to the owner drawing.
    mutating func masking(_ body: (inout LayoutCanvas) -> Void, by mask: (inout LayoutCanvas) -> Void) {
        var masking: [LayoutNode] = []
        transforming(mask) { nodes in
            masking = nodes
            return []
        }
        transforming(body) { drawn in masking.isEmpty ? [] : [.mask(drawn, by: masking)] }
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
        if let turn = gradient.turn {
            // An angular gradient: the same once in each wedge about its centre.
            let wedges = gradient.wedges(of: corners, in: frame, turn: turn)
            transforming(body) { nodes in
                wedges.map { wedge in .clip(.path(ViewShape.path(wedge.polygon)), nodes.map { Self.painted($0, wedge.color) }) }
            }
            return
        }
        let inner = ViewShape.outline(.rectangle, in: frame).map { line.direction.dot($0) }
        var bands = gradient.bands(line, from: inner.min() ?? 0, to: inner.max() ?? 0, step: ViewShape.stripWidth)
        guard !bands.isEmpty else { return body(&self) }
        let across = corners.map { line.direction.dot($0) }
        bands[0].from = across.min() ?? bands[0].from
        bands[bands.count - 1].to = across.max() ?? bands[bands.count - 1].to
        transforming(body) { nodes in
            bands.compactMap { band in
                let piece = ViewShape.clipped(ViewShape.clipped(corners, along: line.direction, keeping: { $0 >= band.from }, at: band.from),
                                              along: line.direction, keeping: { $0 <= band.to }, at: band.to)
                guard piece.count > 2 else { return nil }
                return .clip(.path(ViewShape.path(piece)), nodes.map { Self.painted($0, band.color) })
            }
        }
    }
}

import DialModel
import Foundation

/// A `shape` view filled with a gradient, as SwiftUI's `LinearGradient` from its start point to its end point fills it.
/// Backends fill in one colour, so the shape is cut into narrow strips square to the gradient's line, each filled in
/// the gradient's colour at its middle: a strip is a pixel or two wide, narrower than the gradient's steps of colour.
extension ViewShape {
    /// (Dial) The strips' width in pixels: one point. Fewer strips draw visible bands; more cost time for no visible gain.
    static let stripWidth = Device.scale

    /// The shape's outline in `frame` as a convex polygon (curves as short straight pieces), as `ViewLayout` draws it.
    static func outline(_ kind: Kind, in frame: Rect) -> [Point] {
        let side = Swift.min(frame.width, frame.height)
        func rounded(_ radius: Double) -> [Point] {
            let r = Swift.min(radius, side / 2)
            guard r > 0 else {
                return [Point(x: frame.x, y: frame.y), Point(x: frame.maxX, y: frame.y), Point(x: frame.maxX, y: frame.maxY), Point(x: frame.x, y: frame.maxY)]
            }
            // The corners' centres, clockwise from the top right, each with its quarter turn.
            let corners = [(Point(x: frame.maxX - r, y: frame.y + r), -Double.pi / 2), (Point(x: frame.maxX - r, y: frame.maxY - r), 0),
                           (Point(x: frame.x + r, y: frame.maxY - r), Double.pi / 2), (Point(x: frame.x + r, y: frame.y + r), Double.pi)]
            return corners.flatMap { center, start in
                (0...8).map { center.offset(radius: r, angle: start + Double.pi / 2 * Double($0) / 8) }
            }
        }
        switch kind {
        case .circle:
            return (0..<64).map { frame.center.offset(radius: side / 2, angle: 2 * Double.pi * Double($0) / 64) }
        case .capsule: return rounded(side / 2)
        case .rectangle: return rounded(0)
        case .roundedRectangle(let radius): return rounded(radius)
        }
    }

    /// Fills the shape in `frame` along `gradient`, strip by strip, each strip square to the gradient's line. The
    /// gradient's unit points are of the shape's bounds (a circle's in a wide frame, its own square).
    static func fill(_ kind: Kind, gradient: ViewGradient, accentable: Bool, in frame: Rect, on canvas: inout LayoutCanvas) {
        let polygon = outline(kind, in: frame)
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        let left = xs.min() ?? frame.x, top = ys.min() ?? frame.y
        let bounds = Rect(x: left, y: top, width: (xs.max() ?? frame.maxX) - left, height: (ys.max() ?? frame.maxY) - top)
        if let turn = gradient.turn {
            for wedge in gradient.wedges(of: polygon, in: bounds, turn: turn) {
                canvas.fill(.path(path(wedge.polygon)), .content(wedge.color, accentable: accentable))
            }
            return
        }
        let line = gradient.line(in: bounds)
        let across = polygon.map { line.direction.dot($0) }
        for band in gradient.bands(line, from: across.min() ?? 0, to: across.max() ?? 0, step: stripWidth) {
            let piece = clipped(clipped(polygon, along: line.direction, keeping: { $0 >= band.from }, at: band.from),
                                along: line.direction, keeping: { $0 <= band.to }, at: band.to)
            guard piece.count > 2 else { continue }
            canvas.fill(.path(path(piece)), .content(band.color, accentable: accentable))
        }
    }

    /// A closed polygon as a path.
    static func path(_ polygon: [Point]) -> PathData {
        var elements: [PathData.Element] = [.move(x: polygon[0].x, y: polygon[0].y)]
        elements += polygon.dropFirst().map { .line(x: $0.x, y: $0.y) }
        elements.append(.close)
        return PathData(elements: elements)
    }

    /// The part of a convex polygon on one side of the line square to `direction` (a unit vector) at `value` of
    /// `direction.dot(point)` (Sutherland and Hodgman's clipping, one edge). Where the line is upright or level, the
    /// crossings lie on it exactly.
    static func clipped(_ polygon: [Point], along direction: Point, keeping inside: (Double) -> Bool, at value: Double) -> [Point] {
        guard !polygon.isEmpty else { return [] }
        var result: [Point] = []
        for (index, current) in polygon.enumerated() {
            let previous = polygon[(index + polygon.count - 1) % polygon.count]
            let (a, b) = (direction.dot(previous), direction.dot(current))
            func crossing() -> Point {
                let t = (value - a) / (b - a)
                var point = Point(x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t)
                if direction.y == 0 { point.x = value * direction.x }
                if direction.x == 0 { point.y = value * direction.y }
                return point
            }
            switch (inside(a), inside(b)) {
            case (true, true): result.append(current)
            case (true, false): result.append(crossing())
            case (false, true): result += [crossing(), current]
            case (false, false): break
            }
        }
        return result
    }
}

extension ViewGradient {
    /// A band of a gradient drawn in one colour: from `from` to `to` along the gradient's direction
    /// (`direction.dot(point)`), in pixels.
    struct Band {
        var from: Double
        var to: Double
        var color: Color
    }

    /// The bands covering `low` to `high` along `line`'s direction, each `step` wide and in the gradient's colour at its
    /// middle. They meet on multiples of `step` (whole pixels where the line is level or upright), so that they neither
    /// leave a seam between them nor overlap, where a translucent gradient would be painted twice, in stripes.
    /// Beyond the gradient's ends, where its colour no longer changes, the bands are one. Along a slanted line, an opaque
    /// gradient's bands overlap the next by half a step, so that no seam shows between them.
    func bands(_ line: (start: Point, direction: Point, length: Double), from low: Double, to high: Double, step: Double) -> [Band] {
        var edges = [low]
        var edge = ((low / step).rounded(.down) + 1) * step
        while edge < high - 1e-9 {
            edges.append(edge)
            edge += step
        }
        edges.append(high)
        let origin = line.direction.dot(line.start)
        var bands: [Band] = []
        for index in 0..<(edges.count - 1) {
            let from = edges[index], to = edges[index + 1]
            let fraction = ((from + to) / 2 - origin) / line.length
            let color = color(at: fraction)
            if let last = bands.last, last.color == color, fraction <= 0 || fraction >= 1 {
                bands[bands.count - 1].to = to
            } else {
                bands.append(Band(from: from, to: to, color: color))
            }
        }
        // Bands square to a slanted line meet along slanted edges, where each antialiased edge lets the background
        // through: seams. An opaque gradient's bands reach half a step into the next, which is drawn over them, so
        // its edge blends with the band below, not the background. (A translucent one's would be painted twice there.)
        let slanted = abs(line.direction.x) > 1e-9 && abs(line.direction.y) > 1e-9
        if slanted, colors.allSatisfy({ $0.alpha == 255 }) {
            for index in bands.indices.dropLast() { bands[index].to += step / 2 }
        }
        return bands
    }
}

extension ViewGradient {
    /// (Dial) An angular gradient's wedges: 2° each, a pixel and a half wide at the corner of a circular's frame.
    static let wedgeAngle = Double.pi / 90

    /// The pieces of the convex `polygon` an angular gradient paints, each in the gradient's colour at its middle:
    /// wedges about the turn's centre in `frame`, cut to the polygon, from the turn's start clockwise round. An opaque
    /// gradient's wedges reach half a wedge into the next, drawn over them, so that no seam shows between them, and lie
    /// over the whole polygon painted first in their mean colour.
    func wedges(of polygon: [Point], in frame: Rect, turn: Turn) -> [(polygon: [Point], color: Color)] {
        let center = Point(x: frame.x + turn.centerX * frame.width, y: frame.y + turn.centerY * frame.height)
        let count = Int((2 * Double.pi / Self.wedgeAngle).rounded())
        let opaque = colors.allSatisfy { $0.alpha == 255 }
        let pieces: [(polygon: [Point], color: Color)] = (0..<count).compactMap { index in
            let from = turn.start + Double(index) * Self.wedgeAngle
            // The last reaches over the first's edge too: where the turn starts, it meets the first.
            let to = from + Self.wedgeAngle * (opaque ? 1.5 : 1)
            // The side of each ray a wedge keeps: clockwise of its first, anticlockwise of its last (y runs down).
            func normal(_ angle: Double) -> Point { Point(x: -sin(angle), y: cos(angle)) }
            let (first, last) = (normal(from), normal(to))
            let piece = ViewShape.clipped(ViewShape.clipped(polygon, along: first, keeping: { $0 >= first.dot(center) - 1e-9 }, at: first.dot(center)),
                                          along: last, keeping: { $0 <= last.dot(center) + 1e-9 }, at: last.dot(center))
            guard piece.count > 2 else { return nil }
            return (piece, color(at: turn.fraction(at: from + Self.wedgeAngle / 2)))
        }
        // Within a few dozen pixels of the centre half a wedge is narrower than a pixel, and the antialiased edges of
        // many wedges meeting in one pixel let the background through: a dark patch and radial seams (ports5-final D3:
        // a one-colour turn came out 36 % its colour). Painted first, the mean colour is what shows through instead.
        guard opaque, !pieces.isEmpty else { return pieces }
        func mean(_ channel: (Color) -> UInt8) -> UInt8 {
            UInt8((Double(pieces.reduce(0) { $0 + Int(channel($1.color)) }) / Double(pieces.count)).rounded())
        }
        return [(polygon, Color(red: mean(\.red), green: mean(\.green), blue: mean(\.blue)))] + pieces
    }
}

extension Point {
    /// The dot product with `other`, both as vectors from the origin.
    func dot(_ other: Point) -> Double { x * other.x + y * other.y }
}

import DialModel

/// A `shape` view filled with a gradient, leading to trailing, as SwiftUI's `LinearGradient` from `.leading` to
/// `.trailing` fills it. Backends fill in one colour, so the shape is cut into narrow upright strips, each filled in
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

    /// Fills the shape in `frame` along `colors`, strip by strip.
    static func fill(_ kind: Kind, gradient colors: [Color], accentable: Bool, in frame: Rect, on canvas: inout LayoutCanvas) {
        let polygon = outline(kind, in: frame)
        let left = polygon.map(\.x).min() ?? frame.x, right = polygon.map(\.x).max() ?? frame.maxX
        // The strips meet on whole pixels: there neither leaves a seam of background between them nor overlaps the
        // next, where a translucent gradient would be painted twice, in stripes.
        var edges = [left]
        var edge = ((left / stripWidth).rounded(.down) + 1) * stripWidth
        while edge < right - 1e-9 {
            edges.append(edge)
            edge += stripWidth
        }
        edges.append(right)
        let paint = ViewPaint.gradient(colors)
        for strip in 0..<(edges.count - 1) {
            let from = edges[strip], to = edges[strip + 1]
            let middle = right > left ? ((from + to) / 2 - left) / (right - left) : 0.5
            let piece = clipped(clipped(polygon, keeping: { $0.x >= from }, at: from), keeping: { $0.x <= to }, at: to)
            guard piece.count > 2 else { continue }
            var elements: [PathData.Element] = [.move(x: piece[0].x, y: piece[0].y)]
            elements += piece.dropFirst().map { .line(x: $0.x, y: $0.y) }
            elements.append(.close)
            canvas.fill(.path(PathData(elements: elements)), .content(paint.color(at: middle), accentable: accentable))
        }
    }

    /// The part of a convex polygon on one side of the upright line at `x` (Sutherland and Hodgman's clipping, one edge).
    static func clipped(_ polygon: [Point], keeping inside: (Point) -> Bool, at x: Double) -> [Point] {
        guard !polygon.isEmpty else { return [] }
        var result: [Point] = []
        for (index, current) in polygon.enumerated() {
            let previous = polygon[(index + polygon.count - 1) % polygon.count]
            func crossing() -> Point {
                let t = (x - previous.x) / (current.x - previous.x)
                return Point(x: x, y: previous.y + (current.y - previous.y) * t)
            }
            switch (inside(previous), inside(current)) {
            case (true, true): result.append(current)
            case (true, false): result.append(crossing())
            case (false, true): result += [crossing(), current]
            case (false, false): break
            }
        }
        return result
    }
}

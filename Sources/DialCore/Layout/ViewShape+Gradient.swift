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
        let count = Swift.max(1, Int(((right - left) / stripWidth).rounded(.up)))
        let width = (right - left) / Double(count)
        let paint = ViewPaint.gradient(colors)
        for strip in 0..<count {
            // Each strip reaches a little into the next, so that no seam of background shows between them.
            let from = left + Double(strip) * width, to = Swift.min(right, from + width + 0.5)
            let piece = clipped(clipped(polygon, keeping: { $0.x >= from }, at: from), keeping: { $0.x <= to }, at: to)
            guard piece.count > 2 else { continue }
            var elements: [PathData.Element] = [.move(x: piece[0].x, y: piece[0].y)]
            elements += piece.dropFirst().map { .line(x: $0.x, y: $0.y) }
            elements.append(.close)
            canvas.fill(.path(PathData(elements: elements)), .content(paint.color(at: (Double(strip) + 0.5) / Double(count)), accentable: accentable))
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

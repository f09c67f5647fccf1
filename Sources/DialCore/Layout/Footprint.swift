/// The parts of the screen the face's complications take, as the dial sees them: numerals and ticks that would
/// reach into one are not drawn, as on Apple's faces with subdials, where the dial gives way instead of peeking out
/// from under a complication in slivers.
struct Footprint {
    private var circles: [(center: Point, radius: Double)] = []
    private var rects: [Rect] = []
    private let margin: Double

    /// What each placement takes: a circle's disc, a bezel's inner circle (a bezel along the dial's edge makes its own
    /// gap in the ticks; one elsewhere, in a custom frame, takes the whole circle its text runs around), a rectangle's
    /// or an inline's band. Corners lie outside the dial.
    init(_ placements: [SlotPlacement], dialCenter: Point, margin: Double) {
        self.margin = margin
        for placement in placements {
            switch placement {
            case .circle(let center, let diameter):
                circles.append((center, diameter / 2 + margin))
            case .bezel(let center, let diameter, let ring):
                circles.append((center, diameter / 2 + margin))
                if !Self.isDialCenter(ring.center, dialCenter) { circles.append((ring.center, ring.radius + margin)) }
            case .rect(let rect), .inline(let rect):
                rects.append(rect.insetBy(dx: -margin, dy: -margin))
            case .corner:
                break
            }
        }
    }

    /// Whether a bezel's ring is centred on the dial (within a pixel): it then runs along the dial's edge.
    static func isDialCenter(_ point: Point, _ center: Point) -> Bool { abs(point.x - center.x) <= 1 && abs(point.y - center.y) <= 1 }

    /// Another area the dial gives way to, with the same margin.
    mutating func add(_ area: Rect) { rects.append(area.insetBy(dx: -margin, dy: -margin)) }

    /// Whether any part of `box` lies in a complication's area.
    func overlaps(_ box: Rect) -> Bool {
        rects.contains { $0.x < box.maxX && box.x < $0.maxX && $0.y < box.maxY && box.y < $0.maxY }
            || circles.contains { circle in
                let nearest = Point(x: min(max(circle.center.x, box.x), box.maxX), y: min(max(circle.center.y, box.y), box.maxY))
                return distance(nearest, circle.center) < circle.radius
            }
    }

    /// Whether any part of the segment from `start` to `end`, `width` wide, lies in a complication's area.
    func overlaps(from start: Point, to end: Point, width: Double) -> Bool {
        let steps = max(2, Int((distance(start, end) / max(1, width / 2)).rounded(.up)))
        return (0...steps).contains { step in
            let t = Double(step) / Double(steps)
            let point = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            return overlaps(Rect(x: point.x - width / 2, y: point.y - width / 2, width: width, height: width))
        }
    }

    private func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}

import Foundation

/// The parts of the screen the face's complications take, as the dial sees them: numerals and ticks that would
/// reach into one are not drawn, as on Apple's faces with subdials, where the dial gives way instead of peeking out
/// from under a complication in slivers.
///
/// Each area is kept apart, with the axis it is symmetric about (the line from the dial's centre through its own
/// centre), so the dial can give way to each one evenly on both sides (`LayoutEngine.dial`).
struct Footprint {
    /// One thing the dial gives way to.
    private enum Area {
        case circle(center: Point, radius: Double)
        case rect(Rect)
        /// The angles a bezel's text takes along the dial's edge, about the dial's centre.
        case angles(ClosedRange<Double>)
    }

    private var areas: [Area] = []
    private let margin: Double
    private let dialCenter: Point

    /// What each placement takes: a circle's disc, a bezel's inner circle (a bezel along the dial's edge makes its own
    /// gap in the ticks, `add(angles:)`; one elsewhere, in a custom frame, takes the whole circle its text runs
    /// around), a rectangle's or an inline's band. Corners lie outside the dial.
    init(_ placements: [SlotPlacement], dialCenter: Point, margin: Double) {
        self.margin = margin
        self.dialCenter = dialCenter
        for placement in placements {
            switch placement {
            case .circle(let center, let diameter):
                areas.append(.circle(center: center, radius: diameter / 2 + margin))
            case .bezel(let center, let diameter, let ring):
                areas.append(.circle(center: center, radius: diameter / 2 + margin))
                if !Self.isDialCenter(ring.center, dialCenter) { areas.append(.circle(center: ring.center, radius: ring.radius + margin)) }
            case .rect(let rect), .inline(let rect):
                areas.append(.rect(rect.insetBy(dx: -margin, dy: -margin)))
            case .corner:
                break
            }
        }
    }

    /// Whether a bezel's ring is centred on the dial (within a pixel): it then runs along the dial's edge.
    static func isDialCenter(_ point: Point, _ center: Point) -> Bool { abs(point.x - center.x) <= 1 && abs(point.y - center.y) <= 1 }

    /// Another area the dial gives way to, with the same margin.
    mutating func add(_ area: Rect) { areas.append(.rect(area.insetBy(dx: -margin, dy: -margin))) }

    /// The angles a bezel's text takes along the dial's edge: every mark at an angle among them gives way.
    mutating func add(angles: ClosedRange<Double>) { areas.append(.angles(angles)) }

    /// How many areas there are; `areas(hitBy:)` numbers them from 0.
    var count: Int { areas.count }

    /// The areas a mark at `angle` (about the dial's centre, screen angle) reaches into, where `box` is what it covers.
    func areas(hitBy box: Rect, at angle: Double) -> [Int] {
        areas.indices.filter { hits($0, box, at: angle) }
    }

    /// Whether a mark at `angle` covering `box` reaches into area `index`.
    private func hits(_ index: Int, _ box: Rect, at angle: Double) -> Bool {
        switch areas[index] {
        case .rect(let rect):
            rect.x < box.maxX && box.x < rect.maxX && rect.y < box.maxY && box.y < rect.maxY
        case .circle(let center, let radius):
            distance(Point(x: min(max(center.x, box.x), box.maxX), y: min(max(center.y, box.y), box.maxY)), center) < radius
        case .angles(let range):
            reaches(range, box, at: angle)
        }
    }

    /// Whether `box` takes any of the angles in `range`: all the angles it takes, not only its middle's (a wide
    /// numeral, VIII, beside the end of a bezel's text reaches in). Written about the mark's own `angle`, which may be
    /// a turn away from the range's.
    private func reaches(_ range: ClosedRange<Double>, _ box: Rect, at angle: Double) -> Bool {
        let corners = [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.y), Point(x: box.x, y: box.maxY), Point(x: box.maxX, y: box.maxY)]
            .map { angle + remainder(atan2($0.y - dialCenter.y, $0.x - dialCenter.x) - angle, 2 * .pi) }
        let (low, high) = (corners.min()!, corners.max()!)
        return [0, 2 * Double.pi, -2 * .pi].contains { range.overlaps((low + $0)...(high + $0)) }
    }

    /// The areas a segment from `start` to `end`, `width` wide, at `angle` about the dial's centre, reaches into.
    ///
    /// A dial asks this of each of its 60 ticks every frame: an area a box round the whole segment misses is not
    /// asked about at each step (a box inside another reaches into no more areas than it does).
    func areas(hitFrom start: Point, to end: Point, width: Double, at angle: Double) -> [Int] {
        let steps = max(2, Int((distance(start, end) / max(1, width / 2)).rounded(.up)))
        let whole = Rect(x: min(start.x, end.x) - width / 2, y: min(start.y, end.y) - width / 2,
                         width: abs(end.x - start.x) + width, height: abs(end.y - start.y) + width)
        var hit: [Int] = []
        for index in areas.indices {
            if case .angles = areas[index] {} else if !hits(index, whole, at: angle) { continue }
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let point = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
                if hits(index, Rect(x: point.x - width / 2, y: point.y - width / 2, width: width, height: width), at: angle) {
                    hit.append(index)
                    break
                }
            }
        }
        return hit
    }

    /// The angle, about the dial's centre, of the line an area is symmetric about; nil for one centred on the dial,
    /// which is symmetric about every line through it.
    func axis(of index: Int) -> Double? {
        let center: Point
        switch areas[index] {
        case .circle(let circle, _): center = circle
        case .rect(let rect): center = rect.center
        case .angles(let range): return (range.lowerBound + range.upperBound) / 2
        }
        guard distance(center, dialCenter) >= 1 else { return nil }
        return atan2(center.y - dialCenter.y, center.x - dialCenter.x)
    }

    private func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}

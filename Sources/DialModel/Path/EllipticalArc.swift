import Foundation

/// An SVG elliptical arc (endpoint form) as cubic Béziers, following the SVG 1.1 implementation notes: F.6.2 for
/// out-of-range parameters, F.6.5 for the conversion to the centre form, F.6.6 for radii too small to reach the end.
/// Each cubic spans at most a quarter turn, where the standard approximation errs by under 0.03 % of the radius.
struct EllipticalArc {
    let elements: [PathData.Element]

    init(from start: (x: Double, y: Double), to end: (x: Double, y: Double), rx: Double, ry: Double,
         rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        // Identical end points: the segment is omitted. A zero radius: a straight line.
        if start == end {
            elements = []
            return
        }
        var rx = rx.magnitude, ry = ry.magnitude
        guard rx > 0, ry > 0 else {
            elements = [.line(x: end.x, y: end.y)]
            return
        }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))

        // The start point in a frame centred on the chord's midpoint, with the ellipse's axes as axes.
        let halfDx = (start.x - end.x) / 2, halfDy = (start.y - end.y) / 2
        let x1 = cosPhi * halfDx + sinPhi * halfDy
        let y1 = -sinPhi * halfDx + cosPhi * halfDy

        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let (rx2, ry2) = (rx * rx, ry * ry)
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        // Scaled radii make the numerator zero in exact arithmetic; rounding may leave it slightly negative.
        let root = (max(0, numerator) / denominator).squareRoot() * (largeArc == sweep ? -1 : 1)
        let cx1 = root * rx * y1 / ry
        let cy1 = -root * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2

        let theta1 = Self.angle(from: (1, 0), to: ((x1 - cx1) / rx, (y1 - cy1) / ry))
        var delta = Self.angle(from: ((x1 - cx1) / rx, (y1 - cy1) / ry), to: ((-x1 - cx1) / rx, (-y1 - cy1) / ry))
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }

        func point(_ t: Double) -> (x: Double, y: Double) {
            (cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func tangent(_ t: Double) -> (x: Double, y: Double) {
            (-rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }

        let count = max(1, Int((delta.magnitude / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var result: [PathData.Element] = []
        result.reserveCapacity(count)
        for segment in 0..<count {
            let t1 = theta1 + Double(segment) * step
            let t2 = t1 + step
            let (p1, d1) = (point(t1), tangent(t1))
            // The last segment ends exactly where the path data says, not where trigonometry rounds to.
            let p2 = segment == count - 1 ? end : point(t2)
            let d2 = tangent(t2)
            result.append(.cubic(x1: p1.x + k * d1.x, y1: p1.y + k * d1.y, x2: p2.x - k * d2.x, y2: p2.y - k * d2.y,
                                 x: p2.x, y: p2.y))
        }
        elements = result
    }

    /// The signed angle from `u` to `v`, in (-π, π].
    private static func angle(from u: (Double, Double), to v: (Double, Double)) -> Double {
        atan2(u.0 * v.1 - u.1 * v.0, u.0 * v.0 + u.1 * v.1)
    }
}

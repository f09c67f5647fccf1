import DialModel
import Foundation

/// Where a corner complication draws (docs/geometry.md, "corner text"): its text in a band along the dial's edge,
/// centred on the diagonal to its screen corner, and a gauge's arc outside that band.
struct CornerBand {
    /// Whether the corner is at the top of the screen, where text reads clockwise with its tops outwards.
    let top: Bool
    /// The diagonal from the screen's centre to the corner, in radians (y grows downwards).
    let midAngle: Double
    /// The radius the text band starts at, just outside the dial's ticks.
    let text: Double
    /// The radius a gauge's arc starts at, outside the text band.
    let arc: Double
    /// The width of a gauge's arc.
    let arcWidth: Double
    /// The widest angle the text may take (about 48° is as far as the dark rim Always On keeps allows): top corners
    /// stop short of the inline slot between them, at 46°.
    let preferredTextSpan: Double
    /// The gap, in units of the screen (`FaceFrame.unit`, 3 pt at 45 mm), between two bands along the dial: a
    /// corner's text band and a template's gauge arc beyond it, and (Dial) a bezel's text and a corner's beyond the
    /// ring, ink to ink. 4.9 px on 40 mm, 6.2 on 49: about a quarter of the corner's size, two stems of its semibold.
    /// Apple publishes no figure. The 2 units kept between a bezel's ink and a corner's before left 3.2 px from a
    /// corner's comma to a Georgian bezel's "ქ" on 40 mm, a pixel or two of dark once antialiased, and the two lines
    /// read as one block (stranger22 #9). A fixed share of the screen, not of either text: the two lines are of two
    /// sizes (a hidden one's is its bar's), and what one keeps from the other depends on neither. `dial lint` reports
    /// curved lines of two complications nearer than this as an `overlap` (`NearCurvedLines`).
    static let bandGap = 6.0
    /// The gap, in the same units, between all a `widgetLabel` draws and the view's curved content beyond it
    /// (`widgetCurvesContent`): 2 pt at 45 mm, less than `bandGap`, since every point further out costs the content its
    /// size where the screen's corner narrows; both are the one complication's, set as one.
    static let contentGap = 4.0
    /// The widest angle a gauge's arc may take.
    static let preferredArcSpan = 36.0 * .pi / 180
    /// (Dial) The least share of a corner gauge's arc its track keeps beside its end labels: two fifths, about 13.5° of
    /// the 34° a 45 mm corner has (the labels took three quarters, leaving an 8° stub: stranger16 #2). Apple's corner
    /// gauges write short ends, a figure or two, and give the track the larger part of the corner; two fifths is the
    /// most that still leaves two- and three-figure ends ("70" and "180", "0" and "300 U") legible at 6 pt on 40 mm,
    /// the smallest screen. Longer ends shrink to 6 pt in their share, then are left out, both, and reported.
    static let leastTrack = 0.4
    /// The least radius any of a corner's text may ink: 3 units outside the dial, whatever its script reaches below or
    /// above its capitals (Burmese's medials under a top corner's line, an accent over a bottom corner's). A bezel's
    /// text inks at most `bezelReach` outside its ring, so the two never share a pixel where the bezel runs round the
    /// dial (#23: a Burmese bezel and corner interleaved on 45 mm), and no corner touches a tick's end.
    let inkFloor: Double
    /// The least radius a corner's text may ink, in units outside the dial (`inkFloor`).
    static let floorReach = 3.0
    /// (Dial) How far outside its ring a bezel's text may ink, in units: `bandGap` short of a corner's `inkFloor`, so
    /// a bezel's line and a corner's read as two. Negative: the bezel's ink ends 1.5 pt inside its ring at 45 mm. Its
    /// capitals, 2 units inside the ring before, move in by a unit; a line that inks above its capitals (an accent on a
    /// capital, Georgian's ascenders, Devanagari's headline) by as much more as it reaches.
    static let bezelReach = floorReach - bandGap

    /// `arcAlongDial`: the arc in the text band instead, where a view's `widgetLabel` gauge stands for its text.
    init(_ corner: ScreenCorner, frame: FaceFrame, capHeight: Double, arcAlongDial: Bool = false) {
        top = corner == .topLeft || corner == .topRight
        let cornerX = corner == .topLeft || corner == .bottomLeft ? 0 : frame.width
        midAngle = atan2((top ? 0 : frame.height) - frame.center.y, cornerX - frame.center.x)
        let unit = frame.unit
        text = frame.dialRadius + 10 * unit
        arcWidth = (8 * unit).rounded()
        arc = arcAlongDial ? text : text + capHeight + Self.bandGap * unit
        preferredTextSpan = (top ? 46.0 : 50.0) * .pi / 180
        inkFloor = frame.dialRadius + Self.floorReach * unit
    }

    /// The radius the middle of a gauge's arc runs along.
    var arcRadius: Double { arc + arcWidth / 2 }

    /// Of the two ends of a span about the diagonal, the one nearer 12 or 6 o'clock: where the corner comes closest to
    /// the inline slot between the top corners.
    func innerEnd(span: Double) -> Double {
        let ends = [midAngle - span / 2, midAngle + span / 2]
        let towards = top ? -Double.pi / 2 : Double.pi / 2
        return ends.min { abs(($0 - towards).remainder(dividingBy: 2 * .pi)) < abs(($1 - towards).remainder(dividingBy: 2 * .pi)) }!
    }

    /// How far, at most, a rectangle spanning `rows` across the screen's middle may reach to either side of `centre` without
    /// crossing the band's edge at `angle` (from the dial at `inner` out to `outer`): the edge's nearest approach to the
    /// middle within those rows; infinity where the edge passes above or below them.
    static func clearance(of angle: Double, from inner: Double, to outer: Double, centre: Point,
                          rows: ClosedRange<Double>) -> Double {
        let (cosine, sine) = (cos(angle), sin(angle))
        // The edge's rows, from where it leaves the dial to where it ends.
        let ys = [centre.y + inner * sine, centre.y + outer * sine]
        let (low, high) = (max(rows.lowerBound, ys.min()!), min(rows.upperBound, ys.max()!))
        guard low <= high, abs(sine) > 1e-9 else { return .infinity }
        // Along the edge, the distance across from the middle grows with the radius: the row nearest the dial.
        let nearest = sine < 0 ? high : low
        let radius = max(inner, min(outer, (nearest - centre.y) / sine))
        return radius * abs(cosine)
    }
}

import DialModel
import DialText
import Foundation

/// Two complications' curved lines whose ink comes nearer than the gap two curved lines keep
/// (`CornerBand.bandGap`): what `dial lint` reports as an `overlap` though no pixel is shared. Dial's own
/// placement keeps the gap between a bezel's text and a corner's, and between a `widgetLabel` and its curved content;
/// what it cannot keep is where the face places the lines (a custom face's bezel frames side by side). Measured from
/// what is drawn, on points along the glyphs' outlines, placed and turned as drawn: the nearest two points of two
/// complications, at least one of them on curved text. Only what the tree draws is looked at: a hidden line, drawn as
/// a bar, is none, so nothing hidden is measured.
package struct NearCurvedLines: Hashable, Sendable {
    /// The two complications' ids, in the layout's order.
    package var first: String
    package var second: String
    /// The texts of the two runs that come nearest, as drawn.
    package var firstText: String
    package var secondText: String
    /// How near their ink comes, in pixels, rounded down to a tenth.
    package var distance: Double
    /// The gap two curved lines keep on this screen, in pixels, to a tenth.
    package var gap: Double

    /// (Dial) What rounding may take from the gap the layout keeps, in pixels, before it is reported: the layout
    /// measures a line's ink by its glyphs' boxes along the ring, and a glyph's straight box leaves the ring at its
    /// ends by a little under a tenth of a pixel.
    static let slack = 0.25

    /// Every pair of complications in `tree` whose curved lines come nearer than the gap, each pair once.
    package static func find(in tree: LayoutTree, shaper: TextShaper) -> [NearCurvedLines] {
        let kept = CornerBand.bandGap * FaceFrame.unit(width: Double(tree.width))
        let gap = kept - slack
        var owners: [String] = []
        var glyphs: [String: [(text: String, curved: Bool, box: Rect, points: [Point])]] = [:]
        for owned in tree.owners {
            guard case .complication(let id) = owned.owner else { continue }
            if glyphs[id] == nil { owners.append(id) }
            for index in owned.nodes { collect(tree.nodes[index], shaper: shaper) { glyphs[id, default: []].append($0) } }
        }
        var found: [NearCurvedLines] = []
        for (firstIndex, first) in owners.enumerated() {
            for second in owners[(firstIndex + 1)...] {
                var nearest: NearCurvedLines?
                for a in glyphs[first] ?? [] {
                    for b in glyphs[second] ?? [] where a.curved || b.curved {
                        // Boxes further apart than the gap hold no nearer points.
                        guard a.box.x - b.box.maxX < gap, b.box.x - a.box.maxX < gap,
                              a.box.y - b.box.maxY < gap, b.box.y - a.box.maxY < gap else { continue }
                        var least = Double.infinity
                        for p in a.points {
                            for q in b.points { least = min(least, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()) }
                        }
                        if least < gap, least < nearest?.distance ?? .infinity {
                            nearest = NearCurvedLines(first: first, second: second, firstText: a.text, secondText: b.text, distance: least,
                                                      gap: (kept * 10).rounded() / 10)
                        }
                    }
                }
                if var near = nearest {
                    near.distance = (near.distance * 10).rounded(.down) / 10
                    found.append(near)
                }
            }
        }
        return found
    }

    /// Each glyph `node` draws: its run's text, whether the run is curved, and points along its outline as drawn.
    private static func collect(_ node: LayoutNode, shaper: TextShaper,
                                _ add: ((text: String, curved: Bool, box: Rect, points: [Point])) -> Void) {
        switch node {
        case .clip(_, let nodes), .mask(let nodes, _):
            for node in nodes { collect(node, shaper: shaper, add) }
        case .glyphs(let run, _):
            let curved = run.glyphs.contains { $0.rotation != 0 }
            for glyph in run.glyphs {
                let outline = shaper.outline(of: glyph.id, font: run.font)
                let scale = run.size / Double(outline.unitsPerEm)
                let (cosine, sine) = (cos(glyph.rotation), sin(glyph.rotation))
                let points = outlinePoints(outline).map { point in
                    let (dx, dy) = (point.x * scale, -point.y * scale)
                    return Point(x: glyph.origin.x + dx * cosine - dy * sine, y: glyph.origin.y + dx * sine + dy * cosine)
                }
                guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { continue }
                add((run.text, curved, Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), points))
            }
        case .fill, .stroke, .image:
            return
        }
    }

    /// Points along an outline, in design units (y up): each segment cut in eight, so that a long straight edge
    /// (Devanagari's headline, a dash) is measured along its length, not only at its ends.
    static func outlinePoints(_ outline: GlyphOutline) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        var pen = (x: 0.0, y: 0.0)
        let steps = 8
        for element in outline.elements {
            switch element {
            case .move(let x, let y):
                pen = (Double(x), Double(y))
                points.append(pen)
            case .line(let x, let y):
                let end = (x: Double(x), y: Double(y))
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    points.append((pen.x + (end.x - pen.x) * t, pen.y + (end.y - pen.y) * t))
                }
                pen = end
            case .quadratic(let x1, let y1, let x, let y):
                let (c, end) = ((x: Double(x1), y: Double(y1)), (x: Double(x), y: Double(y)))
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    points.append((u * u * pen.x + 2 * u * t * c.x + t * t * end.x, u * u * pen.y + 2 * u * t * c.y + t * t * end.y))
                }
                pen = end
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                let (c1, c2, end) = ((x: Double(x1), y: Double(y1)), (x: Double(x2), y: Double(y2)), (x: Double(x), y: Double(y)))
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append((a * pen.x + b * c1.x + c * c2.x + d * end.x, a * pen.y + b * c1.y + c * c2.y + d * end.y))
                }
                pen = end
            case .close:
                break
            }
        }
        return points
    }
}

import DialModel
import DialText
import Foundation

extension LayoutCanvas {
    /// The characters of a straight line, placed as `place` places it, whose ink `mask` cuts away: in part (sliced)
    /// or whole (hidden). For `dial lint` and `dial explain`, which must say what a family's mask cuts of a view's text.
    ///
    /// Measured on each glyph's ink box, which its outline touches on all four sides: where one side of the box lies
    /// wholly outside the mask, so does some ink, and the glyph is sliced; where the whole box lies outside, it is
    /// hidden. The mask is convex (a circle, a rounded rectangle), so a box with no side outside may still lose a
    /// corner, where a round glyph has no ink: such a glyph is not reported, rather than a whole one said to be cut.
    /// A cut of less than `tolerance` px (anti-aliasing's half-lit fringe) is none.
    func cutByMask(_ shaped: ShapedLine, x: Double, baseline: Double, alignment: Alignment, maxWidth: Double, mask: Shape,
                   tolerance: Double = 1) -> (sliced: [String], hidden: [String]) {
        let start = Self.lineStart(shaped, x: x, alignment: alignment, maxWidth: maxWidth)
        // Characters by the UTF-8 offset each starts at, to name the glyphs' characters.
        var characters: [(offset: Int, character: Character)] = []
        var offset = 0
        for character in shaped.text {
            characters.append((offset, character))
            offset += character.utf8.count
        }
        func character(at cluster: Int) -> Int? { characters.lastIndex { $0.offset <= cluster } }
        var cut: [Int: (sliced: Bool, hidden: Bool, inside: Bool)] = [:]
        for run in shaped.runs where !run.font.hasColorGlyphs {
            for glyph in run.glyphs {
                guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size), let index = character(at: glyph.cluster) else { continue }
                let box = Rect(x: start + glyph.x + ink.left, y: baseline + glyph.y + ink.top, width: ink.right - ink.left,
                               height: ink.bottom - ink.top)
                let outside = { (point: Point) in Self.distance(from: point, outside: mask) > tolerance }
                // The mask is convex: a box whose corners are inside it is inside it (most glyphs, measured in four steps).
                let corners = [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.y), Point(x: box.x, y: box.maxY),
                               Point(x: box.maxX, y: box.maxY)]
                if !corners.contains(where: outside) {
                    cut[index, default: (false, false, false)].inside = true
                    continue
                }
                let edges = Self.edges(of: box).map { $0.allSatisfy(outside) }
                let hidden = Self.samples(of: box).allSatisfy(outside)
                var state = cut[index] ?? (false, false, false)
                if hidden { state.hidden = true } else if edges.contains(true) { state.sliced = true } else { state.inside = true }
                cut[index] = state
            }
        }
        var sliced: [String] = [], hidden: [String] = []
        for index in cut.keys.sorted() {
            let state = cut[index]!
            let name = String(characters[index].character)
            // A character some of whose glyphs are hidden and others not is cut, not gone.
            if state.hidden, !state.sliced, !state.inside { hidden.append(name) } else if state.sliced || state.hidden { sliced.append(name) }
        }
        return (sliced, hidden)
    }

    /// How far `point` lies outside `shape` (0 or less inside it): for the shapes a view is masked or clipped to.
    static func distance(from point: Point, outside shape: Shape) -> Double {
        switch shape {
        case .circle(let center, let radius):
            return hypot(point.x - center.x, point.y - center.y) - radius
        case .rect(let rect):
            return distance(from: point, outside: .roundedRect(rect, radius: 0))
        case .roundedRect(let rect, let radius):
            // Outside the rectangle inset by the radius, less the radius.
            let dx = max(rect.x + radius - point.x, 0, point.x - (rect.maxX - radius))
            let dy = max(rect.y + radius - point.y, 0, point.y - (rect.maxY - radius))
            return hypot(dx, dy) - radius
        case .arc, .line, .path:
            // Not a mask a view is drawn in; nothing is said to be outside it.
            return -.infinity
        }
    }

    /// Points along each side of `box`: top, bottom, left, right.
    private static func edges(of box: Rect) -> [[Point]] {
        let steps = (0...8).map { Double($0) / 8 }
        return [steps.map { Point(x: box.x + $0 * box.width, y: box.y) }, steps.map { Point(x: box.x + $0 * box.width, y: box.maxY) },
                steps.map { Point(x: box.x, y: box.y + $0 * box.height) }, steps.map { Point(x: box.maxX, y: box.y + $0 * box.height) }]
    }

    /// A grid of points over `box`, its corners and middle included.
    private static func samples(of box: Rect) -> [Point] {
        let steps = (0...4).map { Double($0) / 4 }
        return steps.flatMap { across in steps.map { down in Point(x: box.x + across * box.width, y: box.y + down * box.height) } }
    }
}

import DialModel
import DialText
import Foundation

extension LayoutCanvas {
    /// The characters of a straight line, placed as `place` places it, whose ink `mask` cuts away: in part (sliced)
    /// or whole (hidden). For `dial lint` and `dial explain`, which must say what a family's mask cuts of a view's text.
    ///
    /// Measured on each glyph's ink box first: a box whose corners are all inside the mask is inside it (the mask is
    /// convex: a circle, a rounded rectangle). Otherwise on the glyph's outline, the points on its ink (each segment's
    /// ends and middle): where some lie outside the mask, the glyph is sliced; where all do, hidden. The box alone
    /// would not tell: a round "0" has no ink in its box's corners, yet a circle that takes a corner of its box cuts
    /// its curve ("01:40:45" in a 49 mm circular, stranger7 #1). A cut of less than `tolerance` px (anti-aliasing's
    /// half-lit fringe) is none.
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
        for run in shaped.runs {
            if run.font.hasColorGlyphs {
                // An emoji is a picture that fills most of its square: the square, 10 % in from each side for its clear
                // margin, is its ink.
                for glyph in run.glyphs {
                    guard let picture = shaper.colorGlyph(glyph.id, size: run.size), let index = character(at: glyph.cluster) else { continue }
                    let (width, height) = (Double(picture.width), Double(picture.height))
                    let box = Rect(x: start + glyph.x + picture.left + width * 0.1, y: baseline + glyph.y - picture.top + height * 0.1,
                                   width: width * 0.8, height: height * 0.8)
                    let outside = { (point: Point) in Self.distance(from: point, outside: mask) > tolerance }
                    let corners = [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.y), Point(x: box.x, y: box.maxY),
                                   Point(x: box.maxX, y: box.maxY), box.center]
                    let outsideCount = corners.filter(outside).count
                    var state = cut[index] ?? (false, false, false)
                    if outsideCount == corners.count { state.hidden = true } else if outsideCount > 0 { state.sliced = true } else { state.inside = true }
                    cut[index] = state
                }
                continue
            }
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
                let outline = shaper.outline(of: glyph.id, font: run.font)
                let scale = run.size / Double(max(1, outline.unitsPerEm))
                let points = Self.inkPoints(of: outline).map {
                    Point(x: start + glyph.x + $0.x * scale, y: baseline + glyph.y - $0.y * scale)
                }
                let outsideCount = points.filter(outside).count
                var state = cut[index] ?? (false, false, false)
                if !points.isEmpty, outsideCount == points.count { state.hidden = true } else if outsideCount > 0 { state.sliced = true } else { state.inside = true }
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

    /// Points on an outline's ink, in design units (y up): each segment's end, and the middle of each curve, which a
    /// curve's control points are not.
    static func inkPoints(of outline: GlyphOutline) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        var pen = (x: 0.0, y: 0.0)
        for element in outline.elements {
            switch element {
            case .move(let x, let y), .line(let x, let y):
                pen = (Double(x), Double(y))
                points.append(pen)
            case .quadratic(let x1, let y1, let x, let y):
                let end = (x: Double(x), y: Double(y))
                points.append(((pen.x + 2 * Double(x1) + end.x) / 4, (pen.y + 2 * Double(y1) + end.y) / 4))
                pen = end
                points.append(pen)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                let end = (x: Double(x), y: Double(y))
                points.append(((pen.x + 3 * Double(x1) + 3 * Double(x2) + end.x) / 8, (pen.y + 3 * Double(y1) + 3 * Double(y2) + end.y) / 8))
                pen = end
                points.append(pen)
            case .close:
                break
            }
        }
        return points
    }
}

import DialText

/// Two lines of one complication drawn so close that their ink touches: what `dial lint` reports as an `overlap`
/// within a complication. Measured from what is drawn, glyph by glyph, so that it sees any layout that brings lines
/// together (a view's spacing, rows pressed together rather than one left out), not only the stacks Dial spaces by
/// their ink. Lines are the straight runs of one complication that share a baseline; two lines touch where a glyph
/// of one comes closer than `closest` to a glyph of the other in the same columns (a Telugu subscript over the next
/// line's digits). Only what the tree draws is looked at: a hidden line, drawn as a bar, is none.
package struct TouchingLines: Hashable, Sendable {
    /// The complication's id.
    package var complication: String
    /// The text of the upper line, and of the lower, as drawn.
    package var upper: String
    package var lower: String

    /// (Dial) Less than ¾ of a pixel between two glyphs' ink boxes: their antialiased edges share a row of pixels, or
    /// meet, and read as one mark. Below what the layout keeps (`LayoutEngine.inkGap`, and the 1 px of rows closed up
    /// rather than one left out), with room for rounding, so that Dial's own spacing is never reported: a box holds more
    /// than its glyph's outline, and rows two pixels apart by their boxes are seen apart (stranger20's Telugu headline
    /// over its second row, two dark rows between them, 1.9 px by the boxes).
    package static let closest = 0.75

    /// Every pair of touching lines in `tree`, in the layout's order, each pair once.
    package static func find(in tree: LayoutTree, shaper: TextShaper) -> [TouchingLines] {
        var found: [TouchingLines] = []
        for owned in tree.owners {
            guard case .complication(let id) = owned.owner else { continue }
            let lines = lines(of: Array(tree.nodes[owned.nodes]), shaper: shaper)
            for (upperIndex, upper) in lines.enumerated() {
                for lower in lines[(upperIndex + 1)...] where touch(upper.boxes, lower.boxes) {
                    let pair = TouchingLines(complication: id, upper: upper.text, lower: lower.text)
                    if !found.contains(pair) { found.append(pair) }
                }
            }
        }
        return found
    }

    /// A complication's straight lines, top to bottom: the text of the runs on each baseline and their glyphs' ink.
    private static func lines(of nodes: [LayoutNode], shaper: TextShaper) -> [(baseline: Double, text: String, boxes: [Rect])] {
        var lines: [(baseline: Double, text: String, boxes: [Rect])] = []
        func visit(_ node: LayoutNode) {
            switch node {
            case .clip(_, let nodes), .mask(let nodes, _):
                nodes.forEach(visit)
            case .glyphs(let run, _):
                // Curved text turns glyph by glyph round the bezel: it has no baseline to compare.
                guard let first = run.glyphs.first, run.glyphs.allSatisfy({ $0.rotation == 0 }) else { return }
                let boxes = run.glyphs.compactMap { glyph -> Rect? in
                    guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size),
                          ink.right > ink.left, ink.bottom > ink.top else { return nil }
                    return Rect(x: glyph.origin.x + ink.left, y: glyph.origin.y + ink.top,
                                width: ink.right - ink.left, height: ink.bottom - ink.top)
                }
                // Runs of one line (a script's font beside Inter's digits) share its baseline to well within a pixel.
                if let index = lines.firstIndex(where: { abs($0.baseline - first.origin.y) < 0.5 }) {
                    lines[index].text += run.text
                    lines[index].boxes += boxes
                } else {
                    lines.append((first.origin.y, run.text, boxes))
                }
            case .fill, .stroke, .image:
                return
            }
        }
        nodes.forEach(visit)
        return lines.sorted { $0.baseline < $1.baseline }
    }

    /// Whether a glyph of `upper` comes closer than `closest` above (or reaches past) a glyph of `lower` in the
    /// columns both ink.
    private static func touch(_ upper: [Rect], _ lower: [Rect]) -> Bool {
        upper.contains { above in
            lower.contains { below in
                min(above.maxX, below.maxX) > max(above.x, below.x) && below.y - above.maxY < closest
                    && below.maxY > above.y
            }
        }
    }
}

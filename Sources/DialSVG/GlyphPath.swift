import DialText

/// A glyph's outline as SVG path data in font units (y up), written once and kept by the writer that made it.
struct GlyphPath {
    /// The `d` attribute's value; empty for a glyph without contours.
    let data: [UInt8]
    let unitsPerEm: Int

    init(_ outline: GlyphOutline) {
        unitsPerEm = outline.unitsPerEm
        var out = SVGBuffer(capacity: outline.elements.count * 16)
        for element in outline.elements {
            switch element {
            case .move(let x, let y):
                out.append("M")
                Self.point(x, y, &out)
            case .line(let x, let y):
                out.append("L")
                Self.point(x, y, &out)
            case .quadratic(let x1, let y1, let x, let y):
                out.append("Q")
                Self.point(x1, y1, &out)
                out.append(" ")
                Self.point(x, y, &out)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                out.append("C")
                Self.point(x1, y1, &out)
                out.append(" ")
                Self.point(x2, y2, &out)
                out.append(" ")
                Self.point(x, y, &out)
            case .close:
                out.append("Z")
            }
        }
        data = out.bytes
    }

    var isEmpty: Bool { data.isEmpty }

    private static func point(_ x: Int, _ y: Int, _ out: inout SVGBuffer) {
        out.integer(x)
        out.append(" ")
        out.integer(y)
    }
}

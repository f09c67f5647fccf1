import CCairo
import DialText

/// Glyph outlines at a size, kept per backend: text along the bezel turns every glyph by its own angle, and cairo
/// would make (and cache, and soon evict) a scaled font for each angle to draw it. An outline taken once upright and
/// turned here is filled with the rest of its run in one go.
final class GlyphOutlines {
    /// One outline: cairo's path data for the glyph with its origin at (0, 0), upright.
    struct Outline {
        enum Element {
            case move(Double, Double)
            case line(Double, Double)
            case curve(Double, Double, Double, Double, Double, Double)
            case close
        }

        var elements: [Element]
    }

    private struct Key: Hashable {
        var font: PinnedFont
        var sizeBits: UInt64
        var glyph: UInt32
    }

    /// Faces × sizes × glyphs stay few in practice; past this the cache starts again rather than grow without end.
    private static let capacity = 4096
    private var outlines: [Key: Outline] = [:]

    /// The outline of `glyph`, with the font face and size already set on `cr`; leaves `cr` without a path.
    func outline(of glyph: UInt32, font: PinnedFont, size: Double, cr: OpaquePointer) -> Outline {
        let key = Key(font: font, sizeBits: size.bitPattern, glyph: glyph)
        if let outline = outlines[key] { return outline }
        if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
        // Taken in user space at the identity: with hinting off the outline does not depend on the device scale.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        var upright = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_glyph_path(cr, &upright, 1)
        let path = cairo_copy_path(cr)!
        cairo_new_path(cr)
        cairo_restore(cr)
        defer { cairo_path_destroy(path) }

        var elements: [Outline.Element] = []
        if path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data {
            var index = 0
            while index < Int(path.pointee.num_data) {
                let header = data[index].header
                let point = { (offset: Int) in (data[index + offset].point.x, data[index + offset].point.y) }
                switch header.type {
                case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1).0, point(1).1))
                case CAIRO_PATH_LINE_TO: elements.append(.line(point(1).0, point(1).1))
                case CAIRO_PATH_CURVE_TO:
                    elements.append(.curve(point(1).0, point(1).1, point(2).0, point(2).1, point(3).0, point(3).1))
                default: elements.append(.close)
                }
                index += Int(header.length)
            }
        }
        let outline = Outline(elements: elements)
        outlines[key] = outline
        return outline
    }
}

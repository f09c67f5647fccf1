import CCairo
import DialCore
import DialModel
import DialText
import Foundation

/// A cairo drawing context over a surface it owns. Translates Dial's shapes, strokes and glyph runs to cairo calls.
final class CairoContext {
    let surface: OpaquePointer
    let cr: OpaquePointer
    private let fonts: CairoFonts
    private let outliner: GlyphOutliner

    init(surface: OpaquePointer, fonts: CairoFonts, outliner: GlyphOutliner) throws(CairoError) {
        try Self.check(cairo_surface_status(surface), "create surface")
        self.surface = surface
        self.cr = cairo_create(surface)
        self.fonts = fonts
        self.outliner = outliner
        try Self.check(cairo_status(cr), "create context")
        cairo_set_font_options(cr, fonts.options)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Draws a display list: the frame painted black (whatever it held before), each command, then whatever lies
    /// outside the screen's rounded corners erased. Erasing once costs far less than clipping every command to the
    /// corners, where each command would be composited through a mask of the whole screen; the edge pixels come out as
    /// the clip gave them to within a shade.
    func draw(_ list: DisplayList) throws(CairoError) {
        set(Color.black)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let pixel = 1 / max(abs(matrix.xx), abs(matrix.yy), 1e-9)
        var batch: StrokeBatch?
        for command in list.commands {
            if case .stroke(let shape, let stroke, let color) = command {
                if let current = batch, current.admits(shape, stroke, color) {
                    batch?.add(shape)
                    append(shape)
                    continue
                }
                flush(batch)
                batch = nil
                if StrokeBatch.admits(shape, color: color) {
                    batch = StrokeBatch(stroke: stroke, color: color, pixel: pixel)
                    batch?.add(shape)
                    cairo_new_path(cr)
                    append(shape)
                    continue
                }
            } else {
                flush(batch)
                batch = nil
            }
            switch command {
            case .fill(let shape, let color):
                path(shape)
                set(color)
                cairo_fill(cr)
            case .stroke(let shape, let stroke, let color):
                path(shape)
                self.stroke(stroke, color)
            case .glyphs(let run, let color):
                try glyphs(run, color)
            case .image(let bitmap, let frame, let mask):
                try image(bitmap, frame: frame, mask: mask)
            }
        }
        flush(batch)
        eraseCorners(of: list)
        try Self.check(cairo_status(cr), "draw")
    }

    /// Strokes the current path.
    private func stroke(_ stroke: Stroke, _ color: Color) {
        set(color)
        cairo_set_line_width(cr, stroke.width)
        cairo_set_line_cap(cr, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_stroke(cr)
    }

    /// Strokes the batch's path, the shapes appended since it began.
    private func flush(_ batch: StrokeBatch?) {
        guard let batch, !batch.isEmpty else { return }
        stroke(batch.stroke, batch.color)
    }

    /// Clears the four pieces between the frame's corners and the screen's rounded ones, each a corner square less
    /// its quarter disc, so the work stays in those squares.
    private func eraseCorners(of list: DisplayList) {
        let (width, height) = (Double(list.width), Double(list.height))
        let r = min(list.screenCornerRadius, width / 2, height / 2)
        guard r > 0 else { return }
        cairo_new_path(cr)
        for (corner, center, start) in [((0.0, 0.0), (r, r), Double.pi), ((width, 0), (width - r, r), 1.5 * .pi),
                                        ((width, height), (width - r, height - r), 0), ((0, height), (r, height - r), 0.5 * .pi)] {
            cairo_move_to(cr, corner.0, corner.1)
            cairo_arc(cr, center.0, center.1, r, start, start + .pi / 2)
            cairo_close_path(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    private func glyphs(_ run: GlyphRun, _ color: Color) throws(CairoError) {
        cairo_set_font_face(cr, try fonts.face(run.font))
        cairo_set_font_size(cr, run.size)
        set(color)
        // Upright glyphs go to cairo in one call; turned ones (text along the bezel) as outlines, turned here and
        // filled together.
        let upright = run.glyphs.filter { $0.rotation == 0 }.map {
            cairo_glyph_t(index: UInt($0.id), x: $0.origin.x, y: $0.origin.y)
        }
        if !upright.isEmpty { cairo_show_glyphs(cr, upright, Int32(upright.count)) }
        let turned = run.glyphs.filter { $0.rotation != 0 }
        guard !turned.isEmpty else { return }
        cairo_new_path(cr)
        for glyph in turned {
            let outline: GlyphOutline
            do {
                outline = try outliner.outline(of: glyph.id, in: run.font)
            } catch {
                switch error {
                case .fontMissing(let path): throw .fontUnreadable(path: path, code: 0)
                case .fontUnreadable(let path, let code): throw .fontUnreadable(path: path, code: code)
                }
            }
            // Design units, y up, to pixels turned about the glyph's origin: x' = x0 + s(x cos θ + y sin θ),
            // y' = y0 + s(x sin θ − y cos θ).
            let scale = run.size / Double(outline.unitsPerEm)
            let (a, b) = (scale * cos(glyph.rotation), scale * sin(glyph.rotation))
            let (x0, y0) = (glyph.origin.x, glyph.origin.y)
            func x(_ x: Int, _ y: Int) -> Double { x0 + a * Double(x) + b * Double(y) }
            func y(_ x: Int, _ y: Int) -> Double { y0 + b * Double(x) - a * Double(y) }
            var last = (0, 0)
            for element in outline.elements {
                switch element {
                case .move(let px, let py):
                    cairo_move_to(cr, x(px, py), y(px, py))
                    last = (px, py)
                case .line(let px, let py):
                    cairo_line_to(cr, x(px, py), y(px, py))
                    last = (px, py)
                case .quadratic(let x1, let y1, let px, let py):
                    // The cubic that is this quadratic: control points two thirds of the way to its one.
                    let c1 = (Double(last.0) + 2 * Double(x1 - last.0) / 3, Double(last.1) + 2 * Double(y1 - last.1) / 3)
                    let c2 = (Double(px) + 2 * Double(x1 - px) / 3, Double(py) + 2 * Double(y1 - py) / 3)
                    cairo_curve_to(cr, x0 + a * c1.0 + b * c1.1, y0 + b * c1.0 - a * c1.1,
                                   x0 + a * c2.0 + b * c2.1, y0 + b * c2.0 - a * c2.1, x(px, py), y(px, py))
                    last = (px, py)
                case .cubic(let x1, let y1, let x2, let y2, let px, let py):
                    cairo_curve_to(cr, x(x1, y1), y(x1, y1), x(x2, y2), y(x2, y2), x(px, py), y(px, py))
                    last = (px, py)
                case .close:
                    cairo_close_path(cr)
                }
            }
        }
        cairo_fill(cr)
    }

    /// Aspect fill: scaled by the larger of the two ratios, centred, so the frame is covered and the overflow clipped.
    /// GOOD filters by area when shrinking and bilinearly when enlarging, the same bytes on every run; PAD repeats the
    /// edge pixels, so the frame's edges are not faded by samples from outside the picture.
    private func image(_ bitmap: Bitmap, frame: Rect, mask: Shape) throws(CairoError) {
        guard frame.width > 0, frame.height > 0 else { return }
        let source = try Self.surface(bitmap)
        defer { cairo_surface_destroy(source) }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        path(mask)
        cairo_clip(cr)
        let scale = max(frame.width / Double(bitmap.width), frame.height / Double(bitmap.height))
        cairo_translate(cr, frame.center.x, frame.center.y)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, source, -Double(bitmap.width) / 2, -Double(bitmap.height) / 2)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A cairo-owned copy of the pixels, so that no cairo object can outlive the memory it reads (cairo may keep a
    /// source surface in its caches after the drawing call).
    private static func surface(_ bitmap: Bitmap) throws(CairoError) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        do {
            try check(cairo_surface_status(surface), "create image surface")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        bitmap.pixels.withUnsafeBytes { pixels in
            let rowBytes = bitmap.width * 4
            for row in 0..<bitmap.height {
                (data + row * stride).copyMemory(from: pixels.baseAddress! + row * rowBytes, byteCount: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private func set(_ color: Color) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255)
    }

    private func path(_ shape: Shape) {
        cairo_new_path(cr)
        append(shape)
    }

    /// Adds `shape` to the current path as subpaths of its own (an arc would otherwise begin with a line from the
    /// path's current point).
    private func append(_ shape: Shape) {
        cairo_new_sub_path(cr)
        switch shape {
        case .rect(let rect):
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        case .roundedRect(let rect, let radius):
            let r = min(radius, rect.width / 2, rect.height / 2)
            cairo_arc(cr, rect.maxX - r, rect.y + r, r, -.pi / 2, 0)
            cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
            cairo_arc(cr, rect.x + r, rect.maxY - r, r, .pi / 2, .pi)
            cairo_arc(cr, rect.x + r, rect.y + r, r, .pi, 1.5 * .pi)
            cairo_close_path(cr)
        case .circle(let center, let radius):
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
            cairo_close_path(cr)
        case .arc(let center, let radius, let start, let end):
            cairo_arc(cr, center.x, center.y, radius, start, end)
        case .line(let from, let to):
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
        case .path(let data):
            for element in data.elements {
                switch element {
                case .move(let x, let y): cairo_move_to(cr, x, y)
                case .line(let x, let y): cairo_line_to(cr, x, y)
                case .cubic(let x1, let y1, let x2, let y2, let x, let y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                case .close: cairo_close_path(cr)
                }
            }
        }
    }

    static func check(_ status: cairo_status_t, _ operation: String) throws(CairoError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }
}

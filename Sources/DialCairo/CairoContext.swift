import CCairo
import DialCore
import DialModel
import DialText
import Foundation

/// A cairo drawing context over a surface it owns. Translates Dial's shapes, strokes and glyph runs to cairo calls.
/// Shapes and bezel text are drawn through coverage masks (see `CoverageCache`); upright text goes to cairo's own
/// glyph cache; pictures are painted.
final class CairoContext {
    let surface: OpaquePointer
    let cr: OpaquePointer
    private let fonts: CairoFonts
    private let outliner: GlyphOutliner
    private let coverage: CoverageCache
    /// The current frame's user-to-device transform and the device pixels it covers.
    private var transform = CoverageCache.Transform(cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0))
    private var canvas = CoverageCache.PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)
    /// One device pixel in user units, which a stroke batch needs.
    private var pixel = 1.0

    init(surface: OpaquePointer, fonts: CairoFonts, outliner: GlyphOutliner, coverage: CoverageCache) throws(CairoError) {
        try Self.check(cairo_surface_status(surface), "create surface")
        self.surface = surface
        self.cr = cairo_create(surface)
        self.fonts = fonts
        self.outliner = outliner
        self.coverage = coverage
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
        transform = CoverageCache.Transform(matrix)
        canvas = deviceBox(minX: 0, minY: 0, maxX: Double(list.width), maxY: Double(list.height))
        pixel = 1 / max(abs(matrix.xx), abs(matrix.yy), 1e-9)
        try draw(list.commands)
        let radius = min(list.screenCornerRadius, Double(list.width) / 2, Double(list.height) / 2)
        if radius > 0 {
            // Four small masks rather than one the size of the frame.
            for corner in CoverageCache.Corner.allCases {
                try cover(.corner(corner, width: list.width, height: list.height, radius: radius), in: .black,
                          operator: CAIRO_OPERATOR_CLEAR)
            }
        }
        try Self.check(cairo_status(cr), "draw")
    }

    /// Draws the commands in order, strokes that may share a path batched; a clip's commands under its clip.
    private func draw(_ commands: [DrawCommand]) throws(CairoError) {
        var batch: StrokeBatch?
        for command in commands {
            if case .stroke(let shape, let stroke, let color) = command {
                if let current = batch, current.admits(shape, stroke, color) {
                    batch?.add(shape)
                    continue
                }
                try flush(batch)
                batch = nil
                if StrokeBatch.admits(shape, color: color) {
                    batch = StrokeBatch(stroke: stroke, color: color, pixel: pixel)
                    batch?.add(shape)
                    continue
                }
            } else {
                try flush(batch)
                batch = nil
            }
            switch command {
            case .fill(let shape, let color):
                try cover(.fill(shape), in: color)
            case .stroke(let shape, let stroke, let color):
                try cover(.stroke([shape], stroke), in: color)
            case .glyphs(let run, let color):
                try glyphs(run, color)
            case .image(let bitmap, let frame, let mask):
                try image(bitmap, frame: frame, mask: mask)
            case .clip(let shape, let inner):
                cairo_save(cr)
                cairo_new_path(cr)
                Self.append(shape, on: cr)
                cairo_clip(cr)
                defer { cairo_restore(cr) }
                try draw(inner)
            case .mask(let inner, let mask):
                try masked(inner, by: mask)
            }
        }
        try flush(batch)
    }

    /// Draws `inner` in a group, `mask` in a group of alpha only, then the first through the second: the commands
    /// drawn as much as the mask's alpha lets through (SwiftUI's `mask`).
    private func masked(_ inner: [DrawCommand], by mask: [DrawCommand]) throws(CairoError) {
        cairo_push_group(cr)
        var failure: CairoError?
        do { try draw(inner) } catch { failure = error }
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        if let failure { throw failure }
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        do { try draw(mask) } catch { failure = error }
        let alpha = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(alpha) }
        if let failure { throw failure }
        cairo_save(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_restore(cr)
    }

    /// Strokes the batch's shapes as one path.
    private func flush(_ batch: StrokeBatch?) throws(CairoError) {
        guard let batch, !batch.isEmpty else { return }
        try cover(.stroke(batch.shapes, batch.stroke), in: batch.color)
    }

    /// Composites `coverage`'s mask in `color` with `operator`, at device pixel positions.
    private func cover(_ coverage: CoverageCache.Coverage, in color: Color,
                       operator: cairo_operator_t = CAIRO_OPERATOR_OVER) throws(CairoError) {
        let key = CoverageCache.Key(coverage: coverage, transform: transform, canvas: canvas)
        guard let mask = try self.coverage.mask(key, make: { () throws(CairoError) in try makeMask(coverage) }) else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        set(color)
        cairo_set_operator(cr, `operator`)
        cairo_mask_surface(cr, mask.surface, Double(mask.x), Double(mask.y))
        cairo_restore(cr)
    }

    /// Rasterises `coverage` under the frame's transform into an A8 surface over the device pixels it touches
    /// (within the frame), or nil when it touches none.
    private func makeMask(_ coverage: CoverageCache.Coverage) throws(CairoError) -> CoverageCache.Mask? {
        guard let bounds = try bounds(of: coverage) else { return nil }
        let box = deviceBox(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY).intersection(canvas)
        guard !box.isEmpty else { return nil }
        let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let mask = CoverageCache.Mask(surface: surface, x: box.minX, y: box.minY,
                                      bytes: Int(cairo_image_surface_get_stride(surface)) * height)
        try Self.check(cairo_surface_status(surface), "create mask")
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_translate(context, -Double(box.minX), -Double(box.minY))
        var matrix = transform.matrix
        cairo_transform(context, &matrix)
        try trace(coverage, on: context)
        if case .stroke(_, let stroke) = coverage {
            style(stroke, on: context)
            cairo_stroke(context)
        } else {
            cairo_fill(context)
        }
        try Self.check(cairo_status(context), "draw mask")
        cairo_surface_flush(surface)
        return mask
    }

    /// A user-space box holding every pixel `coverage` can touch (cairo's own extents would stroke the path once more
    /// to find them): control points hold their curves, and a stroke reaches half its width beyond its path, or as
    /// far as a miter join can where it has corners (√2 half-widths at a right angle, 10 at cairo's default limit). A pixel more on
    /// every side leaves room for antialiasing.
    private func bounds(of coverage: CoverageCache.Coverage) throws(CairoError) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        func add(_ x: Double, _ y: Double, _ reach: Double = 0) {
            box = (min(box.minX, x - reach), min(box.minY, y - reach), max(box.maxX, x + reach), max(box.maxY, y + reach))
        }
        func add(_ element: PathData.Element, _ reach: Double) {
            switch element {
            case .move(let x, let y), .line(let x, let y): add(x, y, reach)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                add(x1, y1, reach)
                add(x2, y2, reach)
                add(x, y, reach)
            case .close: break
            }
        }
        func add(_ shape: Shape, stroke: Stroke?) {
            let half = (stroke?.width ?? 0) / 2
            switch shape {
            case .rect(let rect), .roundedRect(let rect, _):
                // A right-angled miter (a radius of 0) reaches √2 half-widths out.
                add(rect.x, rect.y, half * 1.5)
                add(rect.maxX, rect.maxY, half * 1.5)
            case .circle(let center, let radius):
                add(center.x, center.y, radius + half)
            case .arc(let center, let radius, let start, var end):
                // Cairo draws from `start` onwards to `end`, a turn later if it comes first: the ends, and every
                // quarter turn passed on the way, bound the arc.
                if end < start { end += (((start - end) / (2 * .pi)).rounded(.up)) * 2 * .pi }
                end = min(end, start + 2 * .pi)
                func point(_ angle: Double) { add(center.x + radius * cos(angle), center.y + radius * sin(angle), half) }
                point(start)
                point(end)
                let first = (start / (.pi / 2)).rounded(.up)
                for step in 0..<4 where (first + Double(step)) * (.pi / 2) < end {
                    point((first + Double(step)) * (.pi / 2))
                }
            case .line(let from, let to):
                add(from.x, from.y, half)
                add(to.x, to.y, half)
            case .path(let data):
                for element in data.elements { add(element, half * 10) }
            }
        }
        switch coverage {
        case .fill(let shape):
            add(shape, stroke: nil)
        case .stroke(let shapes, let stroke):
            for shape in shapes { add(shape, stroke: stroke) }
        case .outlines(let run):
            try forEachOutlineElement(of: run) { add($0, 0) }
        case .corner(let corner, let width, let height, let radius):
            let (x, y) = switch corner {
            case .topLeft: (0.0, 0.0)
            case .topRight: (Double(width) - radius, 0.0)
            case .bottomRight: (Double(width) - radius, Double(height) - radius)
            case .bottomLeft: (0.0, Double(height) - radius)
            }
            add(x, y)
            add(x + radius, y + radius)
        }
        guard box.minX <= box.maxX, box.minY <= box.maxY else { return nil }
        return (box.minX - 1, box.minY - 1, box.maxX + 1, box.maxY + 1)
    }

    /// Adds `coverage`'s outline to the current path of `context`.
    private func trace(_ coverage: CoverageCache.Coverage, on context: OpaquePointer) throws(CairoError) {
        switch coverage {
        case .fill(let shape):
            Self.append(shape, on: context)
        case .stroke(let shapes, _):
            for shape in shapes { Self.append(shape, on: context) }
        case .outlines(let run):
            try outlines(of: run, on: context)
        case .corner(let corner, let width, let height, let r):
            let (w, h) = (Double(width), Double(height))
            let (point, center, start): ((Double, Double), (Double, Double), Double) = switch corner {
            case .topLeft: ((0, 0), (r, r), .pi)
            case .topRight: ((w, 0), (w - r, r), 1.5 * .pi)
            case .bottomRight: ((w, h), (w - r, h - r), 0)
            case .bottomLeft: ((0, h), (r, h - r), 0.5 * .pi)
            }
            cairo_move_to(context, point.0, point.1)
            cairo_arc(context, center.0, center.1, r, start, start + .pi / 2)
            cairo_close_path(context)
        }
    }

    private func style(_ stroke: Stroke, on context: OpaquePointer) {
        cairo_set_line_width(context, stroke.width)
        cairo_set_line_cap(context, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    }

    /// The device pixels touched by the user-space box.
    private func deviceBox(minX: Double, minY: Double, maxX: Double, maxY: Double) -> CoverageCache.PixelBox {
        var (left, top, right, bottom) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)] {
            var (dx, dy) = (x, y)
            cairo_user_to_device(cr, &dx, &dy)
            (left, top, right, bottom) = (min(left, dx), min(top, dy), max(right, dx), max(bottom, dy))
        }
        // Far outside any surface cairo can make; also keeps the conversions below in range.
        let limit = 1e6
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -limit), limit) }
        return CoverageCache.PixelBox(minX: Int(clamp(left).rounded(.down)), minY: Int(clamp(top).rounded(.down)),
                                      maxX: Int(clamp(right).rounded(.up)), maxY: Int(clamp(bottom).rounded(.up)))
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
        guard run.glyphs.contains(where: { $0.rotation != 0 }) else { return }
        try cover(.outlines(run), in: color)
    }

    /// Adds the outlines of the run's turned glyphs (text along the bezel) to the current path of `context`.
    private func outlines(of run: GlyphRun, on context: OpaquePointer) throws(CairoError) {
        try forEachOutlineElement(of: run) { Self.append($0, on: context) }
    }

    /// The outlines of the run's turned glyphs in user space, each glyph turned about its origin; quadratic curves
    /// come as the cubics they are.
    private func forEachOutlineElement(of run: GlyphRun, _ body: (PathData.Element) -> Void) throws(CairoError) {
        for glyph in run.glyphs where glyph.rotation != 0 {
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
            outline.forEachPathElement(placing: { x, y in (x0 + a * x + b * y, y0 + b * x - a * y) }, body)
        }
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
        cairo_new_path(cr)
        Self.append(mask, on: cr)
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

    /// Adds `shape` to the current path as subpaths of its own (an arc would otherwise begin with a line from the
    /// path's current point).
    private static func append(_ shape: Shape, on cr: OpaquePointer) {
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
            for element in data.elements { append(element, on: cr) }
        }
    }

    private static func append(_ element: PathData.Element, on cr: OpaquePointer) {
        switch element {
        case .move(let x, let y): cairo_move_to(cr, x, y)
        case .line(let x, let y): cairo_line_to(cr, x, y)
        case .cubic(let x1, let y1, let x2, let y2, let x, let y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
        case .close: cairo_close_path(cr)
        }
    }

    static func check(_ status: cairo_status_t, _ operation: String) throws(CairoError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialCore
import DialModel
import DialPNG
import DialText
import Foundation

/// Writes display lists as SVG documents, directly, in pixel units: the same picture as the PNG backend draws.
///
/// Text is glyph outlines from the pinned font files (never `<text>`, which a viewer would draw in its own fonts):
/// each glyph a document uses is defined once in `<defs>`, in font units, and placed by `<use>` with a transform
/// (scale to the size, flip y, turn, move to the origin). Ids are numbered in order of first use within the document
/// (`g1`, `g2`… for glyphs, `c1`, `c2`… for clip paths), and numbers are written at fixed precision by integer code,
/// so the same list always gives the same bytes, whatever this or any other writer wrote before.
///
/// Holds glyph outlines and encoded pictures between documents: not thread-safe, make one per thread and reuse it.
package final class SVGWriter {
    private let outliner: GlyphOutliner
    /// Every glyph written so far, as path data in font units.
    private var glyphs: [GlyphKey: GlyphPath] = [:]
    /// Every picture written so far, as the base64 of its PNG.
    private var pictures: [Bitmap: [UInt8]] = [:]
    private var pictureBytes = 0

    /// This document's glyphs: each one's number (0 for a glyph without outline, which is not written), in order of
    /// first use, with its em's size in font units; and their outlines in that order. Kept with the number, so that
    /// writing a glyph looks it up once (a frame writes some 60 glyphs, each lookup a SipHash of its key).
    private var glyphNumbers: [GlyphKey: (number: Int, unitsPerEm: Int)] = [:]
    private var glyphOrder: [GlyphPath] = []
    private var clipCount = 0
    private var maskCount = 0
    /// This document's width and height in px: a mask's region.
    private var canvas = (width: 0, height: 0)

    /// Past these, the caches start again (at the start of a document, so no document ever lacks an entry).
    static let glyphCacheLimit = 16_384
    static let pictureCacheLimit = 32 << 20

    /// `outliner` gives the glyph outlines; pass the one the same thread's PNG backend uses, so the fonts are opened
    /// once (by default the writer opens its own).
    package init(fonts: FontFiles = .system, outliner: GlyphOutliner? = nil) {
        self.outliner = outliner ?? GlyphOutliner(files: fonts)
    }

    /// The frame as an SVG document: `width` × `height` px with a matching viewBox; the screen's rounded rectangle
    /// filled black and clipping everything drawn after it, each command in order.
    ///
    /// - Throws: `SVGError.font` when a glyph run's font file cannot be read, `.png` when a picture cannot be
    ///   encoded.
    package func svg(_ list: DisplayList) throws(SVGError) -> [UInt8] {
        let capacity = try prepare(list)
        clipCount = 0
        maskCount = 0
        canvas = (list.width, list.height)
        return SVGBuffer.document(capacity: capacity) { out in
            out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
            out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"")
            out.integer(list.width)
            out.append("px\" height=\"")
            out.integer(list.height)
            out.append("px\" viewBox=\"0 0 ")
            out.integer(list.width)
            out.append(" ")
            out.integer(list.height)
            out.append("\">\n<defs>\n")
            let screen = clipPath(list.screen, &out)
            for (index, path) in glyphOrder.enumerated() {
                out.append("<path id=\"g")
                out.integer(index + 1)
                out.append("\" d=\"")
                out.append(path.data)
                out.append("\"/>\n")
            }
            out.append("</defs>\n<g clip-path=\"url(#c")
            out.integer(screen)
            // Cairo's default miter limit; SVG's is 4.
            out.append(")\" stroke-miterlimit=\"10\">\n")
            // The whole canvas under the clip, as cairo_paint: filling the screen's own outline would lose its edge twice.
            out.append("<path d=\"M0 0H")
            out.integer(list.width)
            out.append("V")
            out.integer(list.height)
            out.append("H0Z\" fill=\"#000000\"/>\n")

            write(list.commands, &out)
            out.append("</g>\n</svg>\n")
        }
    }

    /// The commands as elements; a clip's as a group under a clip path numbered in order, so the same list writes
    /// the same ids.
    private func write(_ commands: [DrawCommand], _ out: inout SVGBuffer) {
        for command in commands {
            switch command {
            case .clip(let shape, let inner):
                let clip = clipPath(shape, &out)
                out.append("<g clip-path=\"url(#c")
                out.integer(clip)
                out.append(")\">\n")
                write(inner, &out)
                out.append("</g>\n")
            case .mask(let inner, let mask):
                // A luminance mask (SVG's default, read by every viewer) of white at the mask's alpha, as the Painter
                // writes a mask, is its alpha: the look of Cairo's alpha mask. Its region is the whole canvas.
                maskCount += 1
                let number = maskCount
                out.append("<mask id=\"m")
                out.integer(number)
                out.append("\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"")
                out.integer(canvas.width)
                out.append("\" height=\"")
                out.integer(canvas.height)
                out.append("\">\n")
                write(mask, &out)
                out.append("</mask>\n<g mask=\"url(#m")
                out.integer(number)
                out.append(")\">\n")
                write(inner, &out)
                out.append("</g>\n")
            case .fill(let shape, let color):
                Self.shape(shape, &out)
                out.paint("fill", opacity: "fill-opacity", color)
                out.append("/>\n")
            case .stroke(let shape, let stroke, let color):
                Self.shape(shape, &out)
                out.append(" fill=\"none\"")
                out.paint("stroke", opacity: "stroke-opacity", color)
                out.attribute("stroke-width", stroke.width)
                out.append(stroke.cap == .round ? " stroke-linecap=\"round\"/>\n" : "/>\n")
            case .glyphs(let run, let color):
                glyphs(run, color, &out)
            case .image(let bitmap, let frame, let mask):
                image(bitmap, frame: frame, mask: mask, &out)
            }
        }
    }

    // MARK: - Before writing

    /// Numbers this document's glyphs in order of first use, makes sure every outline and picture it needs is at
    /// hand, and estimates the document's size.
    private func prepare(_ list: DisplayList) throws(SVGError) -> Int {
        if glyphs.count > Self.glyphCacheLimit { glyphs.removeAll() }
        if pictureBytes > Self.pictureCacheLimit {
            pictures.removeAll()
            pictureBytes = 0
        }
        glyphNumbers.removeAll(keepingCapacity: true)
        glyphOrder.removeAll(keepingCapacity: true)
        return try prepare(list.commands, size: 1024)
    }

    /// `prepare` for the commands (a clip's too), adding to `size`.
    private func prepare(_ commands: [DrawCommand], size: Int) throws(SVGError) -> Int {
        var size = size
        for command in commands {
            switch command {
            case .clip(let shape, let inner):
                size += 240
                if case .path(let data) = shape { size += data.elements.count * 64 }
                size = try prepare(inner, size: size)
            case .mask(let inner, let mask):
                size = try prepare(mask, size: try prepare(inner, size: size + 240))
            case .fill(let shape, _), .stroke(let shape, _, _):
                size += 160
                if case .path(let data) = shape { size += data.elements.count * 64 }
            case .glyphs(let run, _):
                size += 64 + run.glyphs.count * 112
                for glyph in run.glyphs {
                    let key = GlyphKey(font: run.font, id: glyph.id)
                    guard glyphNumbers[key] == nil else { continue }
                    let path = try glyphPath(key)
                    if path.isEmpty {
                        glyphNumbers[key] = (0, path.unitsPerEm)
                    } else {
                        glyphOrder.append(path)
                        glyphNumbers[key] = (glyphOrder.count, path.unitsPerEm)
                        size += path.data.count + 32
                    }
                }
            case .image(let bitmap, _, let mask):
                size += try picture(bitmap).count + 640
                if case .path(let data) = mask { size += data.elements.count * 64 }
            }
        }
        return size
    }

    private func glyphPath(_ key: GlyphKey) throws(SVGError) -> GlyphPath {
        if let path = glyphs[key] { return path }
        let path: GlyphPath
        do {
            path = GlyphPath(try outliner.outline(of: key.id, in: key.font))
        } catch {
            throw .font(error)
        }
        glyphs[key] = path
        return path
    }

    private func picture(_ bitmap: Bitmap) throws(SVGError) -> [UInt8] {
        if let data = pictures[bitmap] { return data }
        let encoded = bitmap.pixels.withUnsafeBytes { words in
            Result { () throws(PNGError) in
                try PNGEncoder.encode(premultipliedARGB32: words, width: bitmap.width, height: bitmap.height,
                                      bytesPerRow: bitmap.width * 4)
            }
        }
        let png: [UInt8]
        do {
            png = try encoded.get()
        } catch {
            throw .png(error)
        }
        // Foundation's base64 (RFC 4648, with padding), for the picture's `data:` URI.
        let data = [UInt8](Data(png).base64EncodedData())
        pictures[bitmap] = data
        pictureBytes += data.count
        return data
    }

    // MARK: - Text

    /// One group in the run's colour, one `<use>` a glyph with an outline: font units scaled to the size, y flipped,
    /// turned about the origin by the glyph's rotation, moved to the origin (an upright one at a whole pixel, as in
    /// the PNG; a turned one exactly where layout put it, as the PNG backend fills its outline).
    private func glyphs(_ run: GlyphRun, _ color: Color, _ out: inout SVGBuffer) {
        var opened = false
        for glyph in run.glyphs {
            let key = GlyphKey(font: run.font, id: glyph.id)
            let (number, unitsPerEm) = glyphNumbers[key]!
            guard number != 0 else { continue }
            if !opened {
                out.append("<g")
                out.paint("fill", opacity: "fill-opacity", color)
                out.append(">\n")
                opened = true
            }
            let scale = run.size / Double(unitsPerEm)
            let (a, b) = glyph.rotation == 0 ? (scale, 0) : (scale * cos(glyph.rotation), scale * sin(glyph.rotation))
            out.append("<use xlink:href=\"#g")
            out.integer(number)
            out.append("\" transform=\"matrix(")
            out.coefficient(a)
            out.append(" ")
            out.coefficient(b)
            out.append(" ")
            out.coefficient(b)
            out.append(" ")
            out.coefficient(-a)
            out.append(" ")
            let upright = glyph.rotation == 0
            out.number(upright ? Self.wholePixel(glyph.origin.x) : glyph.origin.x)
            out.append(" ")
            out.number(upright ? Self.wholePixel(glyph.origin.y) : glyph.origin.y)
            out.append(")\"/>\n")
        }
        if opened { out.append("</g>\n") }
    }

    /// Where Cairo 1.16's image backend puts an upright glyph's origin, and so where the PNG shows it: the nearest whole pixel,
    /// halves rounded up (`_cairo_lround`). Placing glyphs there too makes the SVG show the PNG's picture, text
    /// included: rasterised by rsvg-convert, the 73 SVG goldens differ from their PNGs in 7 pixels in all (pixelmatch,
    /// threshold 0.1), against 5,785 with the origins left where layout put them. Only origins move, by at most half
    /// a pixel; outlines keep their exact shape and size.
    static func wholePixel(_ value: Double) -> Double {
        (value + 0.5).rounded(.down)
    }

    // MARK: - Pictures

    /// Aspect fill, as the PNG backend draws it: scaled by the larger of the two ratios and centred on the frame,
    /// clipped to `mask` and to the frame (the frame's clip left out when the mask or the picture lies inside it).
    private func image(_ bitmap: Bitmap, frame: Rect, mask: Shape, _ out: inout SVGBuffer) {
        guard frame.width > 0, frame.height > 0 else { return }
        let scale = max(frame.width / Double(bitmap.width), frame.height / Double(bitmap.height))
        let placed = Rect(center: frame.center, width: Double(bitmap.width) * scale, height: Double(bitmap.height) * scale)
        let frameClip = Self.contains(frame, placed) || Self.contains(frame, Self.bounds(mask))
            ? nil : clipPath(.rect(frame), &out)
        let maskClip = clipPath(mask, &out)
        if let frameClip {
            out.append("<g clip-path=\"url(#c")
            out.integer(frameClip)
            out.append(")\">\n")
        }
        out.append("<image clip-path=\"url(#c")
        out.integer(maskClip)
        out.append(")\"")
        out.attribute("x", placed.x)
        out.attribute("y", placed.y)
        out.attribute("width", placed.width)
        out.attribute("height", placed.height)
        out.append(" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,")
        out.append(pictures[bitmap]!)
        out.append("\"/>\n")
        if frameClip != nil { out.append("</g>\n") }
    }

    /// Writes a clip path of `shape` and returns its number.
    private func clipPath(_ shape: Shape, _ out: inout SVGBuffer) -> Int {
        clipCount += 1
        out.append("<clipPath id=\"c")
        out.integer(clipCount)
        out.append("\">")
        Self.shape(shape, &out)
        out.append("/></clipPath>\n")
        return clipCount
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    /// A rectangle holding everything `shape` could cover.
    private static func bounds(_ shape: Shape) -> Rect {
        switch shape {
        case .rect(let rect), .roundedRect(let rect, _):
            Rect(x: min(rect.x, rect.maxX), y: min(rect.y, rect.maxY), width: abs(rect.width), height: abs(rect.height))
        case .circle(let center, let radius), .arc(let center, let radius, _, _):
            Rect(center: center, width: 2 * abs(radius), height: 2 * abs(radius))
        case .line(let from, let to):
            Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
        case .path(let data):
            data.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    // MARK: - Shapes

    /// The element's start, up to its geometry: `<circle cx=".." cy=".." r=".."` or `<path d=".."`, the outline cairo
    /// would trace for the shape (CairoContext.path), point for point.
    static func shape(_ shape: Shape, _ out: inout SVGBuffer) {
        if case .circle(let center, let radius) = shape, radius > 0 {
            out.append("<circle")
            out.attribute("cx", center.x)
            out.attribute("cy", center.y)
            out.attribute("r", radius)
            return
        }
        out.append("<path d=\"")
        switch shape {
        case .rect(let rect):
            point("M", rect.x, rect.y, &out)
            coordinate("H", rect.maxX, &out)
            coordinate("V", rect.maxY, &out)
            coordinate("H", rect.x, &out)
            out.append("Z")
        case .roundedRect(let rect, let radius):
            let r = min(radius, rect.width / 2, rect.height / 2)
            if r > 0 {
                point("M", rect.maxX - r, rect.y, &out)
                arc(r, to: rect.maxX, rect.y + r, &out)
                coordinate("V", rect.maxY - r, &out)
                arc(r, to: rect.maxX - r, rect.maxY, &out)
                coordinate("H", rect.x + r, &out)
                arc(r, to: rect.x, rect.maxY - r, &out)
                coordinate("V", rect.y + r, &out)
                arc(r, to: rect.x + r, rect.y, &out)
            } else {
                // cairo_arc with no radius draws a line to the centre: the corners' centres, in the same order.
                point("M", rect.maxX - r, rect.y + r, &out)
                point("L", rect.maxX - r, rect.maxY - r, &out)
                point("L", rect.x + r, rect.maxY - r, &out)
                point("L", rect.x + r, rect.y + r, &out)
            }
            out.append("Z")
        case .circle(let center, _):
            point("M", center.x, center.y, &out)
            out.append("Z")
        case .arc(let center, let radius, let start, let end):
            guard radius > 0, start.isFinite, end.isFinite else {
                point("M", center.x, center.y, &out)
                break
            }
            // cairo_arc: clockwise on screen from `start`, `end` brought past `start` by whole turns. More than a
            // turn covers nothing more, so one turn at most, in two halves when over half of one (an SVG arc from
            // a point back to itself would draw nothing).
            var span = end - start
            if span < 0 { span += ((-span) / (2 * .pi)).rounded(.up) * 2 * .pi }
            span = min(span, 2 * .pi)
            point("M", center.x + radius * cos(start), center.y + radius * sin(start), &out)
            let pieces = span > .pi ? 2 : (span > 0 ? 1 : 0)
            for piece in stride(from: 1, through: pieces, by: 1) {
                let angle = start + span * Double(piece) / Double(pieces)
                arc(radius, to: center.x + radius * cos(angle), center.y + radius * sin(angle), &out)
            }
        case .line(let from, let to):
            point("M", from.x, from.y, &out)
            point("L", to.x, to.y, &out)
        case .path(let data):
            for element in data.elements {
                switch element {
                case .move(let x, let y): point("M", x, y, &out)
                case .line(let x, let y): point("L", x, y, &out)
                case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                    point("C", x1, y1, &out)
                    point(" ", x2, y2, &out)
                    point(" ", x, y, &out)
                case .close: out.append("Z")
                }
            }
        }
        out.append("\"")
    }

    private static func point(_ command: StaticString, _ x: Double, _ y: Double, _ out: inout SVGBuffer) {
        out.append(command)
        out.number(x)
        out.append(" ")
        out.number(y)
    }

    private static func coordinate(_ command: StaticString, _ value: Double, _ out: inout SVGBuffer) {
        out.append(command)
        out.number(value)
    }

    /// A clockwise arc of radius `r`, at most half a turn, to (x, y).
    private static func arc(_ r: Double, to x: Double, _ y: Double, _ out: inout SVGBuffer) {
        out.append("A")
        out.number(r)
        out.append(" ")
        out.number(r)
        point(" 0 0 1 ", x, y, &out)
    }
}

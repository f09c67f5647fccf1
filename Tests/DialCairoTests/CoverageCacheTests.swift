import CCairo
@testable import DialCairo
@testable import DialCore
import DialModel
import DialPNG
import DialText
import Foundation
import Testing

/// Masks are kept and retired by generation, and a frame's pixels never depend on what the cache held.
@Suite struct CoverageCacheTests {
    static let frame = CoverageCache.PixelBox(minX: 0, minY: 0, maxX: 100, maxY: 100)
    static let identity = CoverageCache.Transform(cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0))

    static func key(_ radius: Double) -> CoverageCache.Key {
        CoverageCache.Key(coverage: .fill(.circle(center: Point(x: 50, y: 50), radius: radius)),
                          transform: identity, canvas: frame)
    }

    /// A mask of `bytes` bytes (one row of that many pixels; cairo rounds the stride up to 4).
    static func mask(bytes: Int) -> CoverageCache.Mask {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(bytes), 1)!
        return CoverageCache.Mask(surface: surface, x: 0, y: 0, bytes: bytes)
    }

    /// Asks for `key`, counting in `made` whether a new mask had to be made.
    static func request(_ cache: CoverageCache, _ key: CoverageCache.Key, bytes: Int = 100, made: inout Int) throws -> CoverageCache.Mask? {
        var count = made
        let mask = try cache.mask(key) { () throws(CairoError) in
            count += 1
            return Self.mask(bytes: bytes)
        }
        made = count
        return mask
    }

    @Test func aMaskIsKeptFromItsSecondUse() throws {
        let cache = CoverageCache(budget: 1_000)
        var made = 0
        let first = try Self.request(cache, Self.key(10), made: &made)
        let second = try Self.request(cache, Self.key(10), made: &made)
        let third = try Self.request(cache, Self.key(10), made: &made)
        #expect(made == 2)
        #expect(first !== second)
        #expect(second === third)
        _ = try Self.request(cache, Self.key(11), made: &made)
        #expect(made == 3)
    }

    /// Asks for each key twice, so that it is kept.
    static func keep(_ cache: CoverageCache, _ radii: ClosedRange<Int>, made: inout Int) throws {
        for radius in radii {
            for _ in 0..<2 { _ = try request(cache, key(Double(radius)), made: &made) }
        }
    }

    @Test func aMaskUsedSinceTheLastGenerationSurvivesTheNext() throws {
        // Generations of 500 bytes: five masks of 100 fill one.
        let cache = CoverageCache(budget: 1_000)
        var made = 0
        try Self.keep(cache, 1...5, made: &made)
        #expect(made == 10)
        // The sixth retires the first five; asking for radius 1 brings it back without making it.
        try Self.keep(cache, 6...6, made: &made)
        _ = try Self.request(cache, Self.key(1), made: &made)
        #expect(made == 12)
        // Three more fill the current generation (6, 1, 7, 8, 9) and one more retires it, dropping 2...5.
        try Self.keep(cache, 7...10, made: &made)
        #expect(made == 20)
        _ = try Self.request(cache, Self.key(1), made: &made)
        #expect(made == 20)
        _ = try Self.request(cache, Self.key(2), made: &made)
        #expect(made == 21)
    }

    @Test func aMaskLargerThanAGenerationIsDrawnButNotKept() throws {
        let cache = CoverageCache(budget: 1_000)
        var made = 0
        for _ in 0..<3 { _ = try Self.request(cache, Self.key(40), bytes: 501, made: &made) }
        #expect(made == 3)
    }

    @Test func nothingToCoverIsNoMask() throws {
        let cache = CoverageCache(budget: 1_000)
        #expect(try cache.mask(Self.key(3)) { () throws(CairoError) in nil } == nil)
    }

    // MARK: - Frames

    static let red = Color(red: 255, green: 59, blue: 48)
    static let translucent = Color(red: 90, green: 200, blue: 250, alpha: 77)

    /// Two frames with every kind of coverage: fills, rings, capped arcs, a batch of ticks, a path, bezel text,
    /// translucent colours, shapes partly and wholly off the screen, and rounded corners.
    static func frames() throws -> [DisplayList] {
        let line = try TextShaper().shape("BEZEL", font: .interRegular, size: 20)
        let turned = GlyphRun(font: line.runs[0].font, size: 20, text: "BEZEL", glyphs: line.runs[0].glyphs.enumerated().map {
            PlacedGlyph(id: $0.element.id, origin: Point(x: 30 + $0.element.x, y: 40 + 2 * Double($0.offset)), rotation: 0.3)
        })
        let ticks: [DrawCommand] = (0..<12).map { hour in
            let angle = Double(hour) * .pi / 6
            return .stroke(.line(from: Point(x: 100 + 80 * cos(angle), y: 120 + 80 * sin(angle)),
                                 to: Point(x: 100 + 90 * cos(angle), y: 120 + 90 * sin(angle))),
                           Stroke(width: 2, cap: .butt), .white)
        }
        let path = try SVGPathParser.parse("M20 200L60 170L90 190L130 150C150 140 170 160 180 150")
        let first = DisplayList(width: 200, height: 240, screenCornerRadius: 40, commands: ticks + [
            .fill(.circle(center: Point(x: 100.3, y: 120.7), radius: 50), Color(red: 28, green: 28, blue: 30)),
            .stroke(.circle(center: Point(x: 100.3, y: 120.7), radius: 41.5), Stroke(width: 9, cap: .butt), translucent),
            .stroke(.arc(center: Point(x: 100.3, y: 120.7), radius: 41.5, start: -.pi / 2, end: 2.1), Stroke(width: 9, cap: .round), red),
            .stroke(.path(path), Stroke(width: 3, cap: .round), red),
            .glyphs(turned, .white),
            .fill(.rect(Rect(x: 180, y: -20, width: 60, height: 40)), red),
            .fill(.circle(center: Point(x: -500, y: 1e9), radius: 30), red),
        ])
        let second = DisplayList(width: 200, height: 240, screenCornerRadius: 40, commands: [
            .fill(.roundedRect(Rect(x: 10, y: 10, width: 180, height: 60), radius: 12), translucent),
            .stroke(.arc(center: Point(x: 100.3, y: 120.7), radius: 41.5, start: -.pi / 2, end: 1.2), Stroke(width: 9, cap: .round), red),
        ] + ticks)
        return [first, second]
    }

    @Test func framesAreTheSameWhateverWasDrawnBefore() throws {
        let lists = try Self.frames()
        let alone = try lists.map { try CairoBackend().png($0) }
        let shared = CairoBackend()
        for order in [[0, 1, 0, 1], [1, 1, 0, 0], [1, 0]] {
            for index in order {
                #expect(try shared.png(lists[index]) == alone[index])
            }
        }
        // A cache that keeps nothing draws every mask afresh, and the same bytes.
        let forgetful = CairoBackend(keptCoverage: 0)
        for index in [0, 1, 0] {
            #expect(try forgetful.png(lists[index]) == alone[index])
        }
    }

    @Test func coverageLandsWhereTheShapesAre() throws {
        let image = try CairoBackend().rgba(try Self.frames()[0])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let value = image[x, y]
            return [value.r, value.g, value.b, value.a]
        }
        // The disc's grey inside the ring; the ring itself, red where the arc covers it; the screen outside.
        #expect(pixel(100, 120) == [28, 28, 30, 255])
        #expect(pixel(141, 121) == [255, 59, 48, 255])
        #expect(pixel(100, 60) == [0, 0, 0, 255])
        // The rounded corner is erased; the rectangle reaching past the top edge is drawn up to it.
        #expect(pixel(2, 2) == [0, 0, 0, 0])
        #expect(pixel(185, 15) == [255, 59, 48, 255])
    }

    /// Each mask is sized from Dial's own bounds of its shape: a shape cut by its mask would lose the tips of its
    /// miter joins or caps. Drawn straight onto a surface by cairo, the same shapes must give the same pixels, to
    /// within the rounding of coverage through an 8-bit mask.
    @Test func masksHoldTheirWholeShapes() throws {
        let spike = try SVGPathParser.parse("M20 80L100 74L20 68M120 20L130 90L140 20")
        let shapes: [(Shape, Stroke?)] = [
            (.path(spike), Stroke(width: 6, cap: .butt)),
            (.rect(Rect(x: 30, y: 100, width: 50, height: 30)), Stroke(width: 12, cap: .butt)),
            (.roundedRect(Rect(x: 100, y: 100, width: 60, height: 40), radius: 0), Stroke(width: 10, cap: .round)),
            (.line(from: Point(x: 20.3, y: 170.6), to: Point(x: 180.2, y: 200.1)), Stroke(width: 15, cap: .round)),
            (.arc(center: Point(x: 100, y: 120), radius: 90, start: 0.2, end: 2.9), Stroke(width: 9, cap: .round)),
            (.arc(center: Point(x: 100, y: 120), radius: 70, start: 5.5, end: 0.4), Stroke(width: 9, cap: .butt)),
            (.arc(center: Point(x: 100, y: 120), radius: 50, start: -2.5, end: -0.6), Stroke(width: 9, cap: .round)),
            (.circle(center: Point(x: 150.5, y: 60.5), radius: 30), nil),
        ]
        for (shape, stroke) in shapes {
            let command: DrawCommand = stroke.map { .stroke(shape, $0, .white) } ?? .fill(shape, .white)
            let drawn = try CairoBackend().rgba(DisplayList(width: 200, height: 240, screenCornerRadius: 0, commands: [command]))

            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 240)!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            switch shape {
            case .path(let data):
                for element in data.elements {
                    switch element {
                    case .move(let x, let y): cairo_move_to(cr, x, y)
                    case .line(let x, let y): cairo_line_to(cr, x, y)
                    case .cubic(let x1, let y1, let x2, let y2, let x, let y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                    case .close: cairo_close_path(cr)
                    }
                }
            case .rect(let rect), .roundedRect(let rect, _): cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            case .line(let from, let to):
                cairo_move_to(cr, from.x, from.y)
                cairo_line_to(cr, to.x, to.y)
            case .arc(let center, let radius, let start, let end): cairo_arc(cr, center.x, center.y, radius, start, end)
            case .circle(let center, let radius): cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
            }
            if let stroke {
                cairo_set_line_width(cr, stroke.width)
                cairo_set_line_cap(cr, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            let stride = Int(cairo_image_surface_get_stride(surface))
            var worst = 0
            for y in 0..<240 {
                for x in 0..<200 {
                    // Opaque grey on black: every channel is the coverage.
                    let expected = Int(data[y * stride + x * 4])
                    worst = max(worst, abs(Int(drawn[x, y].r) - expected))
                }
            }
            #expect(worst <= 2, "\(shape): \(worst) levels apart")
        }
    }
}

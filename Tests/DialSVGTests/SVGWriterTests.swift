@testable import DialCore
import DialModel
import DialPNG
@testable import DialSVG
import DialText
import Foundation
import Testing

/// The documents the writer makes of small display lists: elements, colours, transforms, clips, ids, bytes.
@Suite struct SVGWriterTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    static func list(_ commands: [DrawCommand], width: Int = 80, height: Int = 60, radius: Double = 0) -> DisplayList {
        DisplayList(width: width, height: height, screenCornerRadius: radius, commands: commands)
    }

    static func svg(_ list: DisplayList, _ writer: SVGWriter = SVGWriter()) throws -> String {
        String(decoding: try writer.svg(list), as: UTF8.self)
    }

    /// The lines between the black background and the end: one per command (a glyph run: its group and uses).
    static func body(_ svg: String) -> [String] {
        let lines = svg.split(separator: "\n").map(String.init)
        let start = lines.firstIndex { $0.hasSuffix("fill=\"#000000\"/>") }!
        return Array(lines[(start + 1)..<(lines.count - 2)])
    }

    // MARK: - The document

    @Test func pixelUnitsTheScreenAndItsClip() throws {
        let svg = try Self.svg(Self.list([], width: 396, height: 484, radius: 76))
        #expect(svg == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="396px" height="484px" viewBox="0 0 396 484">
            <defs>
            <clipPath id="c1"><path d="M320 0A76 76 0 0 1 396 76V408A76 76 0 0 1 320 484H76A76 76 0 0 1 0 408V76A76 76 0 0 1 76 0Z"/></clipPath>
            </defs>
            <g clip-path="url(#c1)" stroke-miterlimit="10">
            <path d="M0 0H396V484H0Z" fill="#000000"/>
            </g>
            </svg>

            """)
    }

    // MARK: - Shapes

    @Test func aFillGivesItsOutlineAndColour() throws {
        let svg = try Self.svg(Self.list([
            .fill(.rect(Rect(x: 10, y: 20.5, width: 30, height: 40)), Self.red),
            .fill(.circle(center: Point(x: 30, y: 30), radius: 12.25), Color(red: 1, green: 2, blue: 3, alpha: 128)),
        ]))
        #expect(Self.body(svg) == [
            "<path d=\"M10 20.5H40V60.5H10Z\" fill=\"#FF0000\"/>",
            "<circle cx=\"30\" cy=\"30\" r=\"12.25\" fill=\"#010203\" fill-opacity=\"0.502\"/>",
        ])
    }

    /// A clip is a group under a clip path, numbered after the screen's, in the order written.
    @Test func aClipGroupsWhatItHoldsUnderAClipPath() throws {
        let svg = try Self.svg(Self.list([
            .clip(.circle(center: Point(x: 30, y: 30), radius: 10), [.fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40)), Self.red)]),
            .clip(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), [.fill(.rect(Rect(x: 1, y: 1, width: 9, height: 9)), Self.blue)]),
        ]))
        #expect(Self.body(svg) == [
            "<clipPath id=\"c2\"><circle cx=\"30\" cy=\"30\" r=\"10\"/></clipPath>",
            "<g clip-path=\"url(#c2)\">",
            "<path d=\"M10 10H50V50H10Z\" fill=\"#FF0000\"/>",
            "</g>",
            "<clipPath id=\"c3\"><path d=\"M0 0H5V5H0Z\"/></clipPath>",
            "<g clip-path=\"url(#c3)\">",
            "<path d=\"M1 1H10V10H1Z\" fill=\"#0000FF\"/>",
            "</g>",
        ])
    }

    @Test func strokesHaveWidthCapAndOpacity() throws {
        let svg = try Self.svg(Self.list([
            .stroke(.line(from: Point(x: 1, y: 2), to: Point(x: 3.0004, y: -4)), Stroke(width: 2.5, cap: .round), Self.blue),
            .stroke(.circle(center: Point(x: 30, y: 30), radius: 20), Stroke(width: 1, cap: .butt),
                    Color(red: 255, green: 255, blue: 255, alpha: 51)),
        ]))
        #expect(Self.body(svg) == [
            "<path d=\"M1 2L3 -4\" fill=\"none\" stroke=\"#0000FF\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>",
            "<circle cx=\"30\" cy=\"30\" r=\"20\" fill=\"none\" stroke=\"#FFFFFF\" stroke-opacity=\"0.2\" stroke-width=\"1\"/>",
        ])
    }

    /// cairo_arc: from `start` clockwise on screen; over half a turn in two halves, at most one turn.
    @Test func arcsGoClockwiseFromTheirStart() throws {
        let center = Point(x: 50, y: 50)
        let svg = try Self.svg(Self.list([
            .stroke(.arc(center: center, radius: 10, start: 0, end: .pi / 2), Stroke(width: 1, cap: .butt), .white),
            .stroke(.arc(center: center, radius: 10, start: -.pi / 2, end: .pi), Stroke(width: 1, cap: .butt), .white),
            .stroke(.arc(center: center, radius: 10, start: 0, end: 5 * .pi), Stroke(width: 1, cap: .butt), .white),
        ]))
        let paths = Self.body(svg).map { String($0.split(separator: "\"")[1]) }
        #expect(paths == [
            "M60 50A10 10 0 0 1 50 60",
            "M50 40A10 10 0 0 1 57.071 57.071A10 10 0 0 1 40 50",
            "M60 50A10 10 0 0 1 40 50A10 10 0 0 1 60 50",
        ])
    }

    /// The radius is limited to half the shorter side, as CairoContext does; no radius is a plain rectangle.
    @Test func roundedRectangles() throws {
        let svg = try Self.svg(Self.list([
            .fill(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), radius: 40), .white),
            .fill(.roundedRect(Rect(x: 1, y: 2, width: 3, height: 4), radius: 0), .white),
        ]))
        let paths = Self.body(svg).map { String($0.split(separator: "\"")[1]) }
        #expect(paths == [
            "M75 0A25 25 0 0 1 100 25V25A25 25 0 0 1 75 50H25A25 25 0 0 1 0 25V25A25 25 0 0 1 25 0Z",
            "M4 2L4 6L1 6L1 2Z",
        ])
    }

    @Test func pathDataKeepsMovesLinesCubicsAndCloses() throws {
        let data = try SVGPathParser.parse("M10 10L20 10C25 10 30 15 30 20ZM-1.5 0h2")
        let svg = try Self.svg(Self.list([.fill(.path(data), .white)]))
        #expect(Self.body(svg) == ["<path d=\"M10 10L20 10C25 10 30 15 30 20ZM-1.5 0L0.5 0\" fill=\"#FFFFFF\"/>"])
    }

    // MARK: - Text

    func glyphRun(_ text: String, font: PinnedFont = .interRegular, size: Double = 20, at origin: Point, rotation: Double = 0)
        throws -> GlyphRun {
        let line = try TextShaper().shape(text, font: font, size: size)
        // The first run's font: CJK text falls back to another font.
        return GlyphRun(font: line.runs[0].font, size: size, text: text, glyphs: line.runs[0].glyphs.map {
            PlacedGlyph(id: $0.id, origin: Point(x: origin.x + $0.x, y: origin.y), rotation: rotation)
        })
    }

    static func scale(_ size: Double, _ font: PinnedFont) throws -> String {
        var buffer = SVGBuffer(capacity: 16)
        buffer.coefficient(size / Double(try GlyphOutliner().unitsPerEm(of: font)))
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// Each glyph defined once, in font units; placed scaled, flipped and moved; a space has no outline and no use.
    @Test func glyphsAreDefinedOnceAndPlacedByUse() throws {
        let run = try glyphRun("a a", at: Point(x: 10, y: 40))
        let svg = try Self.svg(Self.list([.glyphs(run, Self.red)]))
        let s = try Self.scale(20, .interRegular)
        let defs = svg.split(separator: "\n").filter { $0.hasPrefix("<path id=") }
        #expect(defs.count == 1 && defs[0].hasPrefix("<path id=\"g1\" d=\"M"))
        // The origin at the nearest whole pixel, where Cairo's image backend, and so the PNG, puts it.
        let second = run.glyphs[2].origin.x
        #expect(second != second.rounded())
        var x = SVGBuffer(capacity: 16)
        x.number((second + 0.5).rounded(.down))
        #expect(Self.body(svg) == [
            "<g fill=\"#FF0000\">",
            "<use xlink:href=\"#g1\" transform=\"matrix(\(s) 0 0 -\(s) 10 40)\"/>",
            "<use xlink:href=\"#g1\" transform=\"matrix(\(s) 0 0 -\(s) \(String(decoding: x.bytes, as: UTF8.self)) 40)\"/>",
            "</g>",
        ])
    }

    /// Turned a quarter clockwise (text down the right of the bezel): x goes down the screen, the glyph's up goes right.
    /// A turned glyph stays exactly where layout put it, as the PNG backend fills its outline there.
    @Test func aRotatedGlyphGetsItsRotationInTheTransform() throws {
        let run = try glyphRun("A", size: 16, at: Point(x: 100.25, y: 7), rotation: .pi / 2)
        let svg = try Self.svg(Self.list([.glyphs(run, .white)]))
        let s = try Self.scale(16, .interRegular)
        #expect(Self.body(svg)[1] == "<use xlink:href=\"#g1\" transform=\"matrix(0 \(s) \(s) 0 100.25 7)\"/>")
        let half = try Self.svg(Self.list([.glyphs(try glyphRun("A", size: 16, at: Point(x: 0, y: 0), rotation: .pi / 6), .white)]))
        var expected = SVGBuffer(capacity: 64)
        let scale = 16 / Double(try GlyphOutliner().unitsPerEm(of: .interRegular))
        for value in [scale * cos(Double.pi / 6), scale * 0.5, scale * 0.5, -scale * cos(Double.pi / 6)] {
            expected.coefficient(value)
            expected.append(" ")
        }
        #expect(Self.body(half)[1] == "<use xlink:href=\"#g1\" transform=\"matrix(\(String(decoding: expected.bytes, as: UTF8.self))0 0)\"/>")
    }

    /// Glyphs are numbered in order of first use across runs and fonts; a run of spaces draws nothing.
    @Test func glyphIdsFollowFirstUse() throws {
        let svg = try Self.svg(Self.list([
            .glyphs(try glyphRun("ba", at: Point(x: 0, y: 20)), .white),
            .glyphs(try glyphRun("   ", at: Point(x: 0, y: 30)), .white),
            .glyphs(try glyphRun("ab", font: .dejaVuSans, at: Point(x: 0, y: 40)), .white),
            .glyphs(try glyphRun("a", at: Point(x: 0, y: 50)), .white),
        ]))
        let uses = Self.body(svg).filter { $0.hasPrefix("<use") }.map { $0.split(separator: "\"")[1] }
        #expect(uses == ["#g1", "#g2", "#g3", "#g4", "#g2"])
        #expect(Self.body(svg).filter { $0.hasPrefix("<g") }.count == 3)
    }

    // MARK: - Pictures

    /// Four columns by two rows: red, red, blue, blue.
    static let halves = Bitmap(width: 4, height: 2, straightRGBA: (0..<8).flatMap { index -> [UInt8] in
        index % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255]
    })

    static func dataURI(_ line: String) throws -> RGBAImage {
        let prefix = "data:image/png;base64,"
        let start = try #require(line.range(of: prefix)).upperBound
        let end = try #require(line[start...].firstIndex(of: "\""))
        return try PNGDecoder.decode(try #require(Data(base64Encoded: String(line[start..<end]))))
    }

    /// Aspect fill: the 4 × 2 picture fills a 40 × 40 frame at 80 × 40, centred; the circle lies inside the frame,
    /// so it alone clips.
    @Test func aPictureIsClippedToItsMaskAndEmbeddedAsPNG() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let svg = try Self.svg(Self.list([.image(Self.halves, frame: frame, mask: .circle(center: frame.center, radius: 20))]))
        let body = Self.body(svg)
        #expect(body.count == 2)
        #expect(body[0] == "<clipPath id=\"c2\"><circle cx=\"30\" cy=\"30\" r=\"20\"/></clipPath>")
        #expect(body[1].hasPrefix("<image clip-path=\"url(#c2)\" x=\"-10\" y=\"10\" width=\"80\" height=\"40\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"))
        let image = try Self.dataURI(body[1])
        #expect(image.width == 4 && image.height == 2)
        for x in 0..<4 {
            for y in 0..<2 {
                #expect(image[x, y] == (x < 2 ? (255, 0, 0, 255) : (0, 0, 255, 255)))
            }
        }
    }

    /// A mask reaching past the frame: the frame clips too, around the masked picture.
    @Test func theFrameClipsWhenTheMaskReachesPastIt() throws {
        let frame = Rect(x: 0, y: 0, width: 20, height: 20)
        let translucent = Bitmap(width: 1, height: 1, straightRGBA: [10, 20, 30, 40])
        let svg = try Self.svg(Self.list([
            .image(Self.halves, frame: frame, mask: .roundedRect(Rect(x: -5, y: 0, width: 30, height: 20), radius: 4)),
            .image(translucent, frame: Rect(x: 1, y: 2, width: 3, height: 3), mask: .rect(Rect(x: 0, y: 0, width: 9, height: 9))),
        ]))
        let body = Self.body(svg)
        #expect(body[0] == "<clipPath id=\"c2\"><path d=\"M0 0H20V20H0Z\"/></clipPath>")
        #expect(body[1].hasPrefix("<clipPath id=\"c3\"><path d=\"M21 0A4 4"))
        #expect(body[2] == "<g clip-path=\"url(#c2)\">")
        #expect(body[3].hasPrefix("<image clip-path=\"url(#c3)\" x=\"-10\" y=\"0\" width=\"40\" height=\"20\" "))
        #expect(body[4] == "</g>")
        // The 1 × 1 picture fills its frame exactly: no frame clip.
        #expect(body[5] == "<clipPath id=\"c4\"><path d=\"M0 0H9V9H0Z\"/></clipPath>")
        #expect(body[6].hasPrefix("<image clip-path=\"url(#c4)\" x=\"1\" y=\"2\" width=\"3\" height=\"3\" "))
        // Straight alpha comes back from the premultiplied bitmap within rounding.
        let pixel = try Self.dataURI(body[6])[0, 0]
        #expect(pixel.a == 40 && abs(Int(pixel.r) - 10) <= 3 && abs(Int(pixel.g) - 20) <= 3 && abs(Int(pixel.b) - 30) <= 3)
        #expect(body.count == 7)
    }

    @Test func anEmptyFrameDrawsNothing() throws {
        let svg = try Self.svg(Self.list([.image(Self.halves, frame: Rect(x: 5, y: 5, width: 0, height: 10), mask: .rect(Rect(x: 0, y: 0, width: 9, height: 9)))]))
        #expect(Self.body(svg).isEmpty)
    }

    // MARK: - Same list, same bytes

    static func mixed(_ text: String, _ picture: Bitmap, radius: Double) throws -> DisplayList {
        list([
            .fill(.circle(center: Point(x: 40, y: 30), radius: 20), Color(red: 30, green: 30, blue: 30)),
            .glyphs(try SVGWriterTests().glyphRun(text, at: Point(x: 5, y: 40)), .white),
            .image(picture, frame: Rect(x: 3.3, y: 4.7, width: 51.2, height: 33.1),
                   mask: .roundedRect(Rect(x: 3.3, y: 4.7, width: 51.2, height: 33.1), radius: 6)),
            .glyphs(try SVGWriterTests().glyphRun(text.uppercased(), font: .dejaVuSansBold, at: Point(x: 5, y: 55), rotation: 0.1), .white),
        ], radius: radius)
    }

    /// Ids start again with every document, and nothing the writer drew before shows in the bytes.
    @Test func theSameListGivesTheSameBytesWhateverCameBefore() throws {
        let list = try Self.mixed("Dial", Self.halves, radius: 12)
        let writer = SVGWriter()
        let alone = try writer.svg(list)
        for (index, text) in ["quartz", "Zebra 12:30", "日本"].enumerated() {
            let other = Bitmap(width: index + 1, height: 2, straightRGBA: [UInt8](repeating: UInt8(60 * index), count: (index + 1) * 8))
            let svg = try Self.svg(try Self.mixed(text, other, radius: Double(index)), writer)
            #expect(svg.contains("<path id=\"g1\" ") && svg.contains("<clipPath id=\"c1\">") && svg.contains("<clipPath id=\"c2\">"))
            #expect(!svg.contains("id=\"c3\""))
        }
        #expect(try writer.svg(list) == alone)
        #expect(try SVGWriter().svg(list) == alone)
    }
}

extension SVGWriterTests {
    /// Halves go up, as `_cairo_lround` rounds them (floor(x + 0.5)), negative ones included.
    @Test(arguments: [(0.0, 0.0), (0.49, 0.0), (0.5, 1.0), (1.5, 2.0), (2.5, 3.0), (-0.5, 0.0), (-1.5, -1.0), (-1.51, -2.0),
                      (123.4999, 123.0)])
    func glyphOriginsGoToTheNearestWholePixel(value: Double, pixel: Double) {
        #expect(SVGWriter.wholePixel(value) == pixel)
    }
}

/// A mask (issue #27, R1): a `<mask>` over the whole canvas holding the mask's commands (white at their alpha, a
/// luminance mask that reads as their alpha), then a group under it holding the view's; numbered per document.
@Suite struct SVGWriterMaskTests {
    @Test func aMaskIsAMaskElementAndAGroupUnderIt() throws {
        let mask = DrawCommand.mask([.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), SVGWriterTests.red)],
                                    by: [.fill(.circle(center: Point(x: 2, y: 2), radius: 2), Color(red: 255, green: 255, blue: 255, alpha: 128))])
        let writer = SVGWriter()
        let svg = try SVGWriterTests.svg(SVGWriterTests.list([mask, mask]), writer)
        let body = SVGWriterTests.body(svg)
        #expect(body[0] == #"<mask id="m1" maskUnits="userSpaceOnUse" x="0" y="0" width="80" height="60">"#)
        #expect(body[1].contains(##"fill="#FFFFFF""##) && body[1].contains("fill-opacity"))
        #expect(body[2] == "</mask>" && body[3] == ##"<g mask="url(#m1)">"##)
        #expect(body[4].contains(##"fill="#FF0000""##) && body[5] == "</g>")
        #expect(body[6].hasPrefix(#"<mask id="m2""#))
        #expect(try SVGWriterTests.svg(SVGWriterTests.list([mask, mask]), writer) == svg, "the same list, the same bytes")
    }
}

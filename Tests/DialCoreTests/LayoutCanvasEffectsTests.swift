@testable import DialCore
import DialModel
import Foundation
import Testing

/// A view's drawing effects (issue #27): `rotationEffect` turns what its leaves drew about the frame's centre, and a
/// gradient foreground paints their glyphs band by band; neither moves the layout, and neither reads what is shown.
struct LayoutCanvasEffectsTests {
    static let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    /// A quarter turn clockwise about (10, 10): a glyph at (20, 10) goes to (10, 20), turned a quarter; a circle's
    /// centre turns with it, an arc's angles turn, a rectangle becomes its turned outline; a picture stays upright.
    @Test func aTurnMovesEveryNodeAboutTheCentre() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let bitmap = Bitmap(width: 1, height: 1, straightRGBA: [255, 255, 255, 255])
        let picture = PlacedImage(bitmap: bitmap, frame: Rect(x: 0, y: 0, width: 4, height: 4), mask: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), accentable: false)
        canvas.turning(about: Point(x: 10, y: 10), by: .pi / 2) { canvas in
            canvas.fill(.circle(center: Point(x: 20, y: 10), radius: 2), .content(.white))
            canvas.stroke(.arc(center: Point(x: 10, y: 0), radius: 3, start: 0, end: 1), width: 1, .content(.white))
            canvas.fill(.rect(Rect(x: 10, y: 10, width: 10, height: 2)), .content(.white))
        }
        canvas.turning(about: Point(x: 10, y: 10), by: .pi / 2) { canvas in
            canvas.fill(.circle(center: Point(x: 20, y: 10), radius: 2), .content(.white))
        }
        let nodes = canvas.nodes
        func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        guard case .fill(.circle(let center, _), _) = nodes[0] else { Issue.record("\(nodes[0])"); return }
        #expect(close(center, Point(x: 10, y: 20)))
        guard case .stroke(.arc(let arcCenter, _, let start, let end), _, _) = nodes[1] else { Issue.record("\(nodes[1])"); return }
        #expect(close(arcCenter, Point(x: 20, y: 10)) && abs(start - .pi / 2) < 1e-9 && abs(end - 1 - .pi / 2) < 1e-9)
        guard case .fill(.path(let path), _) = nodes[2], let box = path.bounds else { Issue.record("\(nodes[2])"); return }
        #expect(abs(box.x - 8) < 1e-9 && abs(box.y - 10) < 1e-9 && abs(box.width - 2) < 1e-9 && abs(box.height - 10) < 1e-9)
        var turned = LayoutCanvas(shaper: try Fixtures.shaper)
        turned.turning(about: Point(x: 10, y: 10), by: 1) { $0.image(RedactedImage(content: .bitmap(bitmap), accentable: false), in: picture.frame, mask: picture.mask) }
        #expect(turned.nodes == [.image(picture)], "a picture is drawn upright")
    }

    /// A glyph's origin and its own rotation turn together (the glyph stands turned on its turned baseline).
    @Test func aTurnedGlyphIsTurnedAboutItsOrigin() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let line = try Fixtures.shaper.shape("N", font: .interBold, size: 20)
        canvas.turning(about: Point(x: 0, y: 0), by: .pi / 6) { canvas in
            canvas.place(line, RedactedText(font: TextFont(font: .interBold, size: 20), color: .white, content: .text("N")),
                         x: 10, baseline: 0, alignment: .leading, maxWidth: 100)
        }
        guard case .glyphs(let run, _) = canvas.nodes.first else { Issue.record("\(canvas.nodes)"); return }
        let glyph = try #require(run.glyphs.first)
        #expect(abs(glyph.rotation - .pi / 6) < 1e-9)
        #expect(abs(glyph.origin.x - 10 * cos(.pi / 6)) < 1e-9 && abs(glyph.origin.y - 10 * sin(.pi / 6)) < 1e-9)
    }

    /// Painted across a 20-point-wide frame from leading to trailing, a white fill is drawn once in each one-point band,
    /// cut to it, from red at the leading edge to blue at the trailing one; the bands beyond the frame take the ends'
    /// colours, so ink past the frame is still painted.
    @Test func aGradientPaintsEachBandInItsColour() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let frame = Rect(x: 0, y: 0, width: 20 * Device.scale, height: 10)
        canvas.painting(ViewGradient(colors: [Self.red, Self.blue]), across: frame) { canvas in
            canvas.fill(.rect(Rect(x: -5, y: 0, width: frame.width + 10, height: 10)), .content(.white, accentable: true))
        }
        let bands = canvas.nodes.compactMap { node -> (Rect, Color, Bool)? in
            guard case .clip(.path(let path), let inner) = node, let box = path.bounds, case .fill(_, let ink) = inner.first else { return nil }
            return (box, ink.color, ink.accentable)
        }
        #expect(bands.count == canvas.nodes.count && bands.count == 20)
        #expect(bands.allSatisfy { $0.2 }, "the ink's accentable flag is kept")
        #expect(bands.first!.1.red > 240 && bands.last!.1.blue > 240)
        #expect(bands.first!.0.x < -5 && bands.last!.0.maxX > frame.maxX + 5, "the end bands reach past the frame")
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.1.red >= $1.1.red && $0.1.blue <= $1.1.blue })
    }
}

/// `scaleEffect` and `mask` on the canvas (issue #27, R1 and R4).
struct LayoutCanvasScaleAndMaskTests {
    /// Halved about (10, 10): a circle at (20, 10) of radius 4 goes to (15, 10) of radius 2, a stroke's width halves, a
    /// glyph's origin moves halfway to the anchor and its size halves, a picture's frame scales with it.
    @Test func anEvenScaleMovesAndShrinksEveryNode() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let line = try Fixtures.shaper.shape("N", font: .interBold, size: 20)
        let bitmap = Bitmap(width: 1, height: 1, straightRGBA: [255, 255, 255, 255])
        canvas.scaling(about: Point(x: 10, y: 10), x: 0.5, y: 0.5) { canvas in
            canvas.fill(.circle(center: Point(x: 20, y: 10), radius: 4), .content(.white))
            canvas.stroke(.roundedRect(Rect(x: 10, y: 10, width: 8, height: 4), radius: 2), width: 2, .content(.white))
            canvas.place(line, RedactedText(font: TextFont(font: .interBold, size: 20), color: .white, content: .text("N")),
                         x: 30, baseline: 30, alignment: .leading, maxWidth: 100)
            canvas.image(RedactedImage(content: .bitmap(bitmap), accentable: false), in: Rect(x: 0, y: 0, width: 4, height: 4), mask: .rect(Rect(x: 0, y: 0, width: 4, height: 4)))
        }
        let nodes = canvas.nodes
        #expect(nodes[0] == .fill(.circle(center: Point(x: 15, y: 10), radius: 2), .content(.white)))
        #expect(nodes[1] == .stroke(.roundedRect(Rect(x: 10, y: 10, width: 4, height: 2), radius: 1), Stroke(width: 1, cap: .butt), .content(.white)))
        guard case .glyphs(let run, _) = nodes[2], case .image(let image) = nodes[3] else { Issue.record("\(nodes)"); return }
        #expect(run.size == 10 && run.glyphs[0].origin.y == 20 && abs(run.glyphs[0].origin.x - (10 + (30 + line.runs[0].glyphs[0].x - 10) / 2)) < 1e-9)
        #expect(image.frame == Rect(x: 5, y: 5, width: 2, height: 2))
    }

    /// Scaled unevenly, a circle is an ellipse's outline (a path twice as wide as tall), and a text is its glyphs'
    /// outlines, stretched: twice as wide as the same text scaled by 1, as tall.
    @Test func anUnevenScaleStretchesShapesAndGlyphs() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        canvas.scaling(about: Point(x: 0, y: 0), x: 2, y: 1) { $0.fill(.circle(center: Point(x: 10, y: 10), radius: 5), .content(.white)) }
        guard case .fill(.path(let path), _) = canvas.nodes.first, let box = path.bounds else { Issue.record("\(canvas.nodes)"); return }
        #expect(abs(box.width - 20) < 0.1 && abs(box.height - 10) < 0.1 && abs(box.center.x - 20) < 1e-6 && abs(box.center.y - 10) < 1e-6)
        let line = try Fixtures.shaper.shape("WIDE", font: .interBold, size: 20)
        let text = RedactedText(font: TextFont(font: .interBold, size: 20), color: .white, content: .text("WIDE"))
        func drawn(_ x: Double) throws -> Rect? {
            var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
            canvas.scaling(about: Point(x: 0, y: 0), x: x, y: 1.0000001) { $0.place(line, text, x: 0, baseline: 20, alignment: .leading, maxWidth: 200) }
            guard case .fill(.path(let path), let ink) = canvas.nodes.first, ink.color == .white else { return nil }
            return path.bounds
        }
        let plain = try #require(try drawn(1)), wide = try #require(try drawn(2))
        #expect(abs(wide.width - 2 * plain.width) < 0.01 && abs(wide.x - 2 * plain.x) < 0.01 && abs(wide.height - plain.height) < 0.01)
        #expect(plain.height > 10 && plain.maxY <= 20.5, "the capitals' outline, on the baseline")
    }

    /// A mask is one node holding what the view drew and what its mask drew; a mask that draws nothing lets nothing
    /// through, so nothing is added; a scale of 1 changes nothing.
    @Test func aMaskHoldsTheViewAndItsMask() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let disc = LayoutNode.fill(.circle(center: Point(x: 5, y: 5), radius: 3), .content(.white))
        let bar = LayoutNode.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 2)), .content(.red))
        canvas.masking({ $0.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 2)), .content(.red)) },
                       by: { $0.fill(.circle(center: Point(x: 5, y: 5), radius: 3), .content(.white)) })
        #expect(canvas.nodes == [.mask([bar], by: [disc])])
        canvas.masking({ $0.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 2)), .content(.red)) }, by: { _ in })
        canvas.scaling(about: Point(x: 0, y: 0), x: 1, y: 1) { $0.fill(.circle(center: Point(x: 5, y: 5), radius: 3), .content(.white)) }
        #expect(canvas.nodes == [.mask([bar], by: [disc]), disc])
    }
}

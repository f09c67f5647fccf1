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

@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// What a family's mask cuts of a view's text: the measure behind lint's and explain's "drawn cut by the circle".
@Suite struct LayoutCanvasMaskTests {
    @Test(arguments: [
        (Point(x: 0, y: 0), Shape.circle(center: Point(x: 0, y: 0), radius: 10), -10.0),
        (Point(x: 13, y: 4), .circle(center: Point(x: 0, y: 4), radius: 10), 3),
        (Point(x: 5, y: -2), .rect(Rect(x: 0, y: 0, width: 10, height: 10)), 2),
        (Point(x: 5, y: 5), .rect(Rect(x: 0, y: 0, width: 10, height: 10)), 0),
        // A rounded corner: the point on the diagonal just past the arc.
        (Point(x: 0, y: 0), .roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 4), 32.0.squareRoot() - 4),
    ])
    func distanceOutsideAMask(point: Point, shape: Shape, distance: Double) {
        #expect(abs(LayoutCanvas.distance(from: point, outside: shape) - distance) < 1e-9)
    }

    /// A line in the middle of a large circle loses nothing; moved so that the slot's left edge runs through the
    /// middle of its second letter, the first is hidden whole, the second sliced, and the rest kept; raised past the
    /// slot's top, every capital is sliced.
    @Test func charactersPastTheMaskAreNamed() throws {
        let canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let shaped = canvas.shaper.shape("HOME", font: .interRegular, size: 40)
        let circle = Shape.circle(center: Point(x: 0, y: 0), radius: 300)
        let whole = canvas.cutByMask(shaped, x: 0, baseline: 0, alignment: .center, maxWidth: 1000, mask: circle)
        #expect(whole.sliced.isEmpty && whole.hidden.isEmpty)
        let second = try #require(shaped.runs.first?.glyphs[1])
        let ink = try #require(canvas.shaper.inkBox(of: second.id, font: .interRegular, size: 40))
        let slot = Shape.rect(Rect(x: 0, y: -100, width: 1000, height: 200))
        let early = canvas.cutByMask(shaped, x: -(second.x + (ink.left + ink.right) / 2), baseline: 0, alignment: .leading,
                                     maxWidth: 1000, mask: slot)
        #expect(early.hidden == ["H"], "\(early)")
        #expect(early.sliced == ["O"], "\(early)")
        let high = canvas.cutByMask(shaped, x: 10, baseline: -85, alignment: .leading, maxWidth: 1000, mask: slot)
        #expect(high.sliced == ["H", "O", "M", "E"] && high.hidden.isEmpty, "\(high)")
    }

    /// A large circle (nearly a straight line) across the bottom-left corner of a "0"'s ink box, at `left` of the way
    /// down its left side and `bottom` of the way along its bottom: the box loses a corner but no whole side.
    static func cornerCut(_ canvas: LayoutCanvas, _ shaped: ShapedLine, left: Double, bottom: Double) throws -> Shape {
        let glyph = try #require(shaped.runs.first?.glyphs.first)
        let ink = try #require(canvas.shaper.inkBox(of: glyph.id, font: .interRegular, size: 200))
        let (x0, y0, width, height) = (glyph.x + ink.left, ink.top, ink.right - ink.left, ink.bottom - ink.top)
        let one = Point(x: x0, y: y0 + left * height), two = Point(x: x0 + bottom * width, y: y0 + height)
        let middle = Point(x: (one.x + two.x) / 2, y: (one.y + two.y) / 2)
        let chord = hypot(two.x - one.x, two.y - one.y)
        // The normal to the chord that points into the box (up and to the right).
        let normal = Point(x: (two.y - one.y) / chord, y: -(two.x - one.x) / chord)
        let radius = 100_000.0
        let reach = (radius * radius - chord * chord / 4).squareRoot()
        return .circle(center: Point(x: middle.x + normal.x * reach, y: middle.y + normal.y * reach), radius: radius)
    }

    /// A mask that takes a corner of a round glyph's box is looked at on the glyph's outline: where it cuts the curve
    /// the glyph is sliced (stranger7 #1: the "0" of "01:40:45" cut by a 49 mm circular's circle was called whole, as
    /// no side of its box lay wholly outside); where it takes only the empty corner, the glyph is whole.
    @Test func aCornerCutIsJudgedOnTheInk() throws {
        let canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let shaped = canvas.shaper.shape("0", font: .interRegular, size: 200)
        let deep = canvas.cutByMask(shaped, x: 0, baseline: 0, alignment: .leading, maxWidth: 1000,
                                    mask: try Self.cornerCut(canvas, shaped, left: 0.6, bottom: 0.4))
        #expect(deep.sliced == ["0"] && deep.hidden.isEmpty, "\(deep)")
        let shallow = canvas.cutByMask(shaped, x: 0, baseline: 0, alignment: .leading, maxWidth: 1000,
                                       mask: try Self.cornerCut(canvas, shaped, left: 0.9, bottom: 0.1))
        #expect(shallow.sliced.isEmpty && shallow.hidden.isEmpty, "\(shallow)")
    }
}

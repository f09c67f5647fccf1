@testable import DialCore
import DialModel
import Testing

/// A gradient-filled shape is cut into upright strips of its outline (issue #27: gradients drawn in full).
struct ViewShapeGradientTests {
    static let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]

    @Test func clippingKeepsTheSideAsked() {
        let right = ViewShape.clipped(Self.square, keeping: { $0.x >= 4 }, at: 4)
        #expect(Set(right) == [Point(x: 4, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 4, y: 10)])
        #expect(ViewShape.clipped(Self.square, keeping: { $0.x >= 20 }, at: 20).isEmpty)
    }

    @Test(arguments: [ViewShape.Kind.circle, .capsule, .rectangle, .roundedRectangle(cornerRadius: 6)])
    func anOutlineStaysInItsFrameAndTouchesItsSides(kind: ViewShape.Kind) {
        let frame = Rect(x: 10, y: 20, width: 40, height: 24)
        let outline = ViewShape.outline(kind, in: frame)
        let epsilon = 1e-9
        #expect(outline.allSatisfy { $0.x >= frame.x - epsilon && $0.x <= frame.maxX + epsilon && $0.y >= frame.y - epsilon && $0.y <= frame.maxY + epsilon })
        // Every shape reaches its frame's top and bottom; all but the circle (as wide as it is tall) its sides too.
        #expect(abs(outline.map(\.y).min()! - frame.y) < 1e-6 && abs(outline.map(\.y).max()! - frame.maxY) < 1e-6)
        if kind != .circle { #expect(abs(outline.map(\.x).min()! - frame.x) < 1e-6 && abs(outline.map(\.x).max()! - frame.maxX) < 1e-6) }
    }

    /// A gradient's strips meet on whole pixels and never overlap (issue #27, ports3's D5: a translucent gradient was
    /// painted twice where the strips overlapped, in stripes): a rectangle from x 10.5 to 31.3 is cut at 12, 14, ... 30,
    /// each strip in the colour at its middle, the first from 10.5 and the last to 31.3.
    @Test func theStripsMeetOnWholePixelsWithoutOverlapping() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let frame = Rect(x: 10.5, y: 0, width: 20.8, height: 6)
        ViewShape.fill(.rectangle, gradient: [Color(red: 255, green: 0, blue: 0, alpha: 102), Color(red: 0, green: 0, blue: 255, alpha: 102)],
                       accentable: false, in: frame, on: &canvas)
        let spans = canvas.nodes.compactMap { node -> (Double, Double)? in
            guard case .fill(.path(let path), _) = node, let box = path.bounds else { return nil }
            return (box.x, box.maxX)
        }
        let expected = [10.5] + stride(from: 12.0, through: 30, by: 2) + [31.3]
        #expect(spans.count == expected.count - 1)
        for (index, span) in spans.enumerated() {
            #expect(abs(span.0 - expected[index]) < 1e-9 && abs(span.1 - expected[index + 1]) < 1e-9, "strip \(index): \(span)")
        }
    }
}

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
}

import DialCore
import DialModel
import Testing

@Suite struct PathGeometryTests {
    let square = PathData(elements: [.move(x: 0, y: 0), .line(x: 24, y: 0), .line(x: 24, y: 24), .line(x: 0, y: 24), .close])

    @Test func fittingScalesToTheShorterSideAndCentres() {
        // 24 × 24 into 100 × 50: scale 50/24, 50 px wide, centred with 25 px either side.
        let fitted = square.fitted(.standard, into: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(fitted.bounds == Rect(x: 35, y: 20, width: 50, height: 50))
        #expect(fitted.elements.first == .move(x: 35, y: 20))
        #expect(fitted.elements.last == .close)
    }

    @Test func aWideBoxIsCentredVertically() {
        let wide = PathData(elements: [.move(x: 0, y: 0), .line(x: 48, y: 24)])
        // 48 × 24 into 30 × 30: scale 0.625, 30 × 15, 7.5 px above and below.
        let fitted = wide.fitted(ViewBox(width: 48, height: 24), into: Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(fitted.elements == [.move(x: 0, y: 7.5), .line(x: 30, y: 22.5)])
    }

    @Test func curvesAreFittedByTheirControlPointsToo() {
        let curve = PathData(elements: [.move(x: 0, y: 0), .cubic(x1: 2, y1: 4, x2: 6, y2: 8, x: 12, y: 12)])
        let fitted = curve.fitted(.standard, into: Rect(x: 100, y: 0, width: 48, height: 48))
        #expect(fitted.elements == [.move(x: 100, y: 0), .cubic(x1: 104, y1: 8, x2: 112, y2: 16, x: 124, y: 24)])
    }

    /// Reversing runs each subpath backwards from its end: lines to the earlier points, curves with their controls
    /// swapped, a closed subpath still closed, an open one still open.
    @Test func reversingRunsEachSubpathBackwards() {
        let path = PathData(elements: [
            .move(x: 0, y: 0), .line(x: 10, y: 0), .cubic(x1: 12, y1: 2, x2: 12, y2: 8, x: 10, y: 10), .close,
            .move(x: 20, y: 20), .line(x: 30, y: 20),
        ])
        #expect(path.reversed.elements == [
            .move(x: 10, y: 10), .cubic(x1: 12, y1: 8, x2: 12, y2: 2, x: 10, y: 0), .line(x: 0, y: 0), .close,
            .move(x: 30, y: 20), .line(x: 20, y: 20),
        ])
        // Twice is the path again.
        #expect(path.reversed.reversed == path)
        #expect(square.reversed.bounds == square.bounds)
    }

    @Test func boundsFollowTheCurveNotItsControlPoints() throws {
        // Controls at y = −10 pull the curve to its extreme at t = ½: ¾ of −10 = −7.5.
        let arch = PathData(elements: [.move(x: 0, y: 0), .cubic(x1: 0, y1: -10, x2: 10, y2: -10, x: 10, y: 0)])
        let bounds = try #require(arch.bounds)
        #expect(bounds.x == 0 && bounds.maxX == 10 && bounds.maxY == 0)
        #expect(abs(bounds.y + 7.5) < 1e-12)
        // An S bend overshoots both ends sideways.
        let bend = PathData(elements: [.move(x: 0, y: 0), .cubic(x1: 12, y1: 4, x2: -12, y2: 8, x: 0, y: 12)])
        let sideways = try #require(bend.bounds)
        #expect(sideways.x < -2 && sideways.maxX > 2 && sideways.y == 0 && sideways.maxY == 12)
    }

    @Test func emptyPathsHaveNoBounds() {
        #expect(PathData(elements: []).bounds == nil)
        #expect(PathData(elements: [.close]).bounds == nil)
        #expect(PathData(elements: [.move(x: 3, y: 4)]).bounds == Rect(x: 3, y: 4, width: 0, height: 0))
    }
}

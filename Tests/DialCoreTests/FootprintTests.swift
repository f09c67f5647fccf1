@testable import DialCore
import Foundation
import Testing

/// The areas a dial's mark gives way to.
@Suite struct FootprintTests {
    /// A tick's areas are those any box along it reaches, each once and in order, whether or not a box round the
    /// whole tick is asked first: ticks of every length and width, at every angle, beside circles, rectangles and a
    /// bezel's angles, some crossing several areas, some grazing one at their ends.
    @Test func aTicksAreasAreThoseOfEveryStepAlongIt() {
        let center = Point(x: 198, y: 242)
        var footprint = Footprint([.circle(center: Point(x: 198, y: 150), diameter: 90), .circle(center: Point(x: 120, y: 242), diameter: 90),
                                   .rect(Rect(x: 100, y: 300, width: 196, height: 60)), .inline(Rect(x: 60, y: 20, width: 276, height: 30))],
                                  dialCenter: center, margin: 4)
        footprint.add(angles: -2.2 ... -1.9)
        var hitSome = 0
        for mark in 0..<240 {
            let angle = Double(mark) / 240 * 2 * .pi - .pi
            for (inner, outer, width) in [(150.0, 180.0, 2.0), (90, 185, 7), (60, 62, 1), (170, 171, 12)] {
                let start = center.offset(radius: inner, angle: angle)
                let end = center.offset(radius: outer, angle: angle)
                let steps = max(2, Int((hypot(end.x - start.x, end.y - start.y) / max(1, width / 2)).rounded(.up)))
                var expected = Set<Int>()
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    let point = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
                    expected.formUnion(footprint.areas(hitBy: Rect(x: point.x - width / 2, y: point.y - width / 2, width: width, height: width),
                                                       at: angle))
                }
                let found = footprint.areas(hitFrom: start, to: end, width: width, at: angle)
                #expect(found == expected.sorted(), "mark \(mark), \(inner)...\(outer) × \(width)")
                if !found.isEmpty { hitSome += 1 }
            }
        }
        // The table reaches into areas, and misses them, often enough to mean something.
        #expect(hitSome > 100 && hitSome < 900)
    }
}

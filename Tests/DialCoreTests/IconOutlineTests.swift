import DialCore
import DialModel
import Testing

@Suite struct IconOutlineTests {
    @Test(arguments: IconName.allCases)
    func everyIconIsAClosedOutlineInsideItsBox(_ icon: IconName) throws {
        let outline = icon.outline
        #expect(outline.elements.count >= 4)
        #expect(outline.elements.last == .close)
        let bounds = try #require(outline.bounds)
        #expect(bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= 24 && bounds.maxY <= 24, "\(icon): \(bounds)")
        // Big enough to read at 20 px: the longer side spans most of the box.
        #expect(max(bounds.width, bounds.height) >= 16, "\(icon): \(bounds)")
    }

    @Test func noTwoIconsAreTheSame() {
        #expect(Set(IconName.allCases.map(\.outline)).count == IconName.allCases.count)
    }

    /// Points that must be lit and points that must be holes, under the nonzero rule the backends fill with.
    @Test(arguments: [
        (IconName.heart, [(12.0, 12.0), (7, 7), (17, 7)], [(12.0, 3.5), (3, 17)]),
        (.flame, [(12, 6), (7, 16)], [(12, 17.5)]),
        (.drop, [(12, 16)], [(6, 6)]),
        (.sun, [(12, 12), (12, 3)], [(12, 6.2), (6.5, 12)]),
        (.moon, [(5, 12), (12, 19)], [(15, 9), (12, 12)]),
        (.cloud, [(12, 14), (5, 16), (19, 16)], [(3, 8), (12, 22)]),
        (.rain, [(12, 9), (12, 19.5)], [(10, 19.5)]),
        (.snow, [(12, 12), (12, 3)], [(10.8, 7.7)]),
        (.bolt, [(12, 12)], [(6, 6), (18, 18)]),
        (.wind, [(8, 12.4), (8, 8.4)], [(8, 10.4), (8, 14.4)]),
        (.calendar, [(3.6, 12), (7.9, 12.6)], [(12, 10.3), (10.3, 12.6)]),
        (.clock, [(6, 12), (12, 18)], [(12, 8), (14.5, 12)]),
        (.bell, [(12, 10), (12, 19.8)], [(3, 10)]),
        (.lock, [(7, 13), (12, 3.5)], [(12, 16), (12, 8.5)]),
        (.key, [(14.9, 9.1), (10.3, 18.7)], [(7.24, 16.76), (4, 4), (20, 20)]),
        (.mail, [(12, 17), (6, 12), (12, 12.2)], [(12, 13.8), (12, 3)]),
        (.message, [(12, 11), (7, 19)], [(12, 21)]),
        (.phone, [(6, 6), (18, 18)], [(12, 12)]),
        (.location, [(12, 11)], [(6, 18), (18, 18)]),
        (.walking, [(13.6, 4), (11.8, 10.5)], [(6, 6)]),
        (.battery, [(2.2, 12), (10, 12), (21.5, 12)], [(3.8, 12), (17.4, 12)]),
        (.timer, [(12, 2.6), (12, 21), (10.07, 10.1)], [(12, 16), (17, 9), (12, 4.2)]),
        (.stopwatch, [(12, 2.5), (17, 17)], [(12, 10)]),
        (.music, [(6.6, 18.4), (15, 5.4)], [(14, 12)]),
    ] as [(IconName, [(Double, Double)], [(Double, Double)])])
    func solidPartsAndHolesAreWhereTheyShouldBe(_ icon: IconName, _ lit: [(Double, Double)], _ holes: [(Double, Double)]) {
        for (x, y) in lit {
            #expect(winding(icon.outline, x, y) != 0, "\(icon) should be lit at (\(x), \(y))")
        }
        for (x, y) in holes {
            #expect(winding(icon.outline, x, y) == 0, "\(icon) should be dark at (\(x), \(y))")
        }
    }

    /// The winding number of the outline about (x, y): each subpath flattened into 64 chords a curve, crossings of
    /// the horizontal ray to the right counted +1 downwards and −1 upwards.
    func winding(_ path: PathData, _ x: Double, _ y: Double) -> Int {
        var segments: [((Double, Double), (Double, Double))] = []
        var current = (0.0, 0.0), start = (0.0, 0.0)
        for element in path.elements {
            switch element {
            case .move(let px, let py):
                if current != start { segments.append((current, start)) }
                current = (px, py)
                start = current
            case .line(let px, let py):
                segments.append((current, (px, py)))
                current = (px, py)
            case .cubic(let x1, let y1, let x2, let y2, let px, let py):
                var previous = current
                for step in 1...64 {
                    let t = Double(step) / 64, u = 1 - t
                    let point = (u * u * u * current.0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * px,
                                 u * u * u * current.1 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * py)
                    segments.append((previous, point))
                    previous = point
                }
                current = (px, py)
            case .close:
                segments.append((current, start))
                current = start
            }
        }
        var count = 0
        for (a, b) in segments where (a.1 <= y) != (b.1 <= y) {
            let crossing = a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0)
            if crossing > x { count += b.1 > a.1 ? 1 : -1 }
        }
        return count
    }
}

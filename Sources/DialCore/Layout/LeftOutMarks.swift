import Foundation

/// Which of a ring of evenly spaced clock marks (60 ticks, 12 hour ticks or 12 numerals) the dial leaves out, so that
/// it gives way evenly, as Apple's faces do (docs/face-format.md, "How the dial gives way"):
///
/// 1. every mark that reaches into an area a complication takes (`Footprint`) is left out;
/// 2. so is its mirror image about that area's axis (the line from the dial's centre through the area's), so the
///    dial opens symmetrically about what takes the room: a bezel's text centred on 12 removes XI with I, a subdial
///    that reaches the wide VII removes V too, rather than leaving a lopsided half-dial;
/// 3. for ticks (`dropsLoneMarks`), a tick left standing alone, both its neighbours left out, goes too: a lone tick
///    reads as something else (the numeral I). A numeral standing alone still reads as itself, and stays.
///
/// Mark `i` sits at `i / count` of a turn clockwise from 12 o'clock.
struct LeftOutMarks: Equatable {
    let count: Int
    private(set) var indices: Set<Int>

    /// - Parameters:
    ///   - hits: for each mark, the areas it reaches into (none for most).
    ///   - axes: each area's axis, as a screen angle about the dial's centre; nil for an area centred on the dial.
    ///   - dropsLoneMarks: whether a mark both of whose neighbours are left out is left out too.
    ///   - also: marks left out for another reason, already even (hour ticks whose numerals gave way).
    init(count: Int, hits: [Int: [Int]], axes: [Double?], dropsLoneMarks: Bool, also: Set<Int> = []) {
        self.count = count
        var byArea: [Int: Set<Int>] = [:]
        for (mark, areas) in hits { for area in areas { byArea[area, default: []].insert(mark) } }
        var left = also
        for (area, marks) in byArea {
            left.formUnion(marks)
            guard axes.indices.contains(area), let axis = axes[area] else { continue }
            // The axis in marks from 12 o'clock: mark i's image is 2 × axis − i.
            let position = (axis + .pi / 2) / (2 * .pi) * Double(count)
            for mark in marks { left.insert(Self.wrapped(Int((2 * position - Double(mark)).rounded()), count)) }
        }
        // A dial that gives way nowhere (most do) has no lone mark to look for.
        let lone = !dropsLoneMarks || left.isEmpty ? [] : (0..<count).filter { mark in
            !left.contains(mark) && left.contains(Self.wrapped(mark - 1, count)) && left.contains(Self.wrapped(mark + 1, count))
        }
        indices = left.union(lone)
    }

    func contains(_ mark: Int) -> Bool { !indices.isEmpty && indices.contains(Self.wrapped(mark, count)) }

    private static func wrapped(_ mark: Int, _ count: Int) -> Int { ((mark % count) + count) % count }
}

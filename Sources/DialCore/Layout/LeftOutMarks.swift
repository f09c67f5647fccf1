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
    /// By mark, whether it is left out: a dial asks about each of its marks every frame, and hashing them was most of
    /// what giving way cost.
    private let isLeftOut: [Bool]

    /// The marks left out.
    var indices: Set<Int> { Set((0..<count).filter { isLeftOut[$0] }) }

    /// - Parameters:
    ///   - hits: for each mark, the areas it reaches into (none for most).
    ///   - axes: each area's axis, as a screen angle about the dial's centre; nil for an area centred on the dial.
    ///   - dropsLoneMarks: whether a mark both of whose neighbours are left out is left out too.
    ///   - also: marks left out for another reason, already even (hour ticks whose numerals gave way).
    init(count: Int, hits: [Int: [Int]], axes: [Double?], dropsLoneMarks: Bool, also: Set<Int> = []) {
        self.count = count
        var byArea: [Int: Set<Int>] = [:]
        for (mark, areas) in hits { for area in areas { byArea[area, default: []].insert(mark) } }
        var left = [Bool](repeating: false, count: count)
        for mark in also { left[Self.wrapped(mark, count)] = true }
        for (area, marks) in byArea {
            for mark in marks { left[Self.wrapped(mark, count)] = true }
            guard axes.indices.contains(area), let axis = axes[area] else { continue }
            // The axis in marks from 12 o'clock: mark i's image is 2 × axis − i.
            let position = (axis + .pi / 2) / (2 * .pi) * Double(count)
            for mark in marks { left[Self.wrapped(Int((2 * position - Double(mark)).rounded()), count)] = true }
        }
        let lone = !dropsLoneMarks ? [] : (0..<count).filter { mark in
            !left[mark] && left[Self.wrapped(mark - 1, count)] && left[Self.wrapped(mark + 1, count)]
        }
        for mark in lone { left[mark] = true }
        isLeftOut = left
    }

    func contains(_ mark: Int) -> Bool { isLeftOut[Self.wrapped(mark, count)] }

    private static func wrapped(_ mark: Int, _ count: Int) -> Int { ((mark % count) + count) % count }
}

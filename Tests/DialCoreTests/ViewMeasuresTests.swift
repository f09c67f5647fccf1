@testable import DialCore
import DialModel
import Testing

/// A view is measured once per proposal in a layout pass (`ViewMeasures`), so layout's work grows with the number of
/// views, not as a power of their depth: a 16×16 grid in three stacks did not render in five minutes (stranger14 §2).
/// Work is counted (`WorkProbe`), never timed.
struct ViewMeasuresTests {
    /// A face whose view is an `cells`×`cells` grid of short texts inside `depth` vertical stacks, each with a line of
    /// its own under what it holds (stranger14's `repro/grid*-d*.json`).
    static func face(cells: Int, depth: Int) -> String {
        let rows = (0..<cells).map { row in
            #"{"gridRow": ["# + (0..<cells).map { #"{"text": "ሀ\#(row)\#($0) ၉၉", "font": {"size": 4}}"# }.joined(separator: ", ") + "]}"
        }
        var view = #"{"grid": ["# + rows.joined(separator: ", ") + "]}"
        for level in 0..<depth { view = #"{"vstack": [\#(view), {"text": "ཨོཾ་མ་ཎི \#(level)", "font": {"size": 4}}]}"# }
        // In a font small enough that the view fits its slot at every depth, so that one layout pass is counted: a
        // view taller than its slot whose texts the edge would cut is laid out again at a few scales of its texts
        // (`ViewLayout.fittedToSlot`), each pass measured as this one is.
        return Fixtures.modular(#"{"id": "v", "slot": "center", "family": "accessoryRectangular", "content": {"view": \#(view)}}"#)
    }

    /// Sizes measured laying out a face's view, in active.
    static func measured(cells: Int, depth: Int) throws -> Int {
        let probe = WorkProbe()
        _ = try WorkProbe.$current.withValue(probe) { try Fixtures.layout(json: face(cells: cells, depth: depth)) }
        return probe.count(.viewSizesMeasured)
    }

    /// Each stack around the grid adds the measuring of its own two views for the proposals it passes on, a bounded
    /// amount, where unremembered it tripled the whole (3^6 times the grid's own measuring at this depth). The
    /// grid's 16 cells are each measured for a few proposals (its columns' smallest, largest and share, its rows'),
    /// not for every proposal every stack above makes.
    @Test func eachStackAroundAGridAddsABoundedAmountOfMeasuring() throws {
        let counts = try (0...6).map { try Self.measured(cells: 4, depth: $0) }
        let added = zip(counts, counts.dropFirst()).map { $1 - $0 }
        // The views: 16 texts and a grid, then a stack and a text for each level.
        let views = 16 + 1 + 2 * 6
        // 113 alone and 132 in six stacks as written (142 at the texts' default size, where the view overflowed its
        // slot); unremembered, 225 alone and 209,507 in six stacks.
        #expect(counts[6] <= 6 * views, "measured \(counts)")
        // Growth is linear: each stack and its text are measured for a few proposals, a bounded number at every level.
        #expect(added.allSatisfy { $0 <= 24 }, "added \(added)")
    }

    /// Remembering changes no layout: the measured tree places every leaf where the unremembered one does.
    @Test func aMeasuredTreeIsPlacedAsTheUnmeasuredOne() {
        func text(_ id: Int, _ count: Int) -> ViewNode { ViewNodeLayoutTests.text(id, count) }
        func tree(measured: Bool) -> ViewNode {
            func wrap(_ node: ViewNode) -> ViewNode { measured ? node.measuredOnce : node }
            let rows = (0..<3).map { row in
                ViewGrid<ViewNode>.Row(cells: (0..<3).map { wrap(text(row * 3 + $0, 2 + ($0 + row) % 4)) }, spans: [1, 1, 1])
            }
            var node = wrap(.grid(ViewGrid(rows: rows)))
            for level in 0..<3 {
                node = wrap(.stack(level % 2 == 0 ? .vertical : .horizontal, alignment: .center, spacing: nil,
                                   [node, wrap(text(100 + level, 7)), .spacer(minLength: 4)]))
            }
            return node
        }
        for (width, height) in [(120.0, 200.0), (300, 90), (40, 40)] {
            let proposal = ProposedSize(width: width, height: height)
            let origin = Point(x: 0, y: 0)
            #expect(tree(measured: true).place(for: proposal, at: origin) == tree(measured: false).place(for: proposal, at: origin))
            #expect(tree(measured: true).size(for: proposal) == tree(measured: false).size(for: proposal))
        }
    }
}

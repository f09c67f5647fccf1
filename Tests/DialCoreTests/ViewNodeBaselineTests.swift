@testable import DialCore
import DialModel
import Testing

/// Text-baseline alignment in a horizontal stack, as SwiftUI's `HStack(alignment: .firstTextBaseline)` lines its
/// children up, on worked examples computed from its default guides: a text's baseline is its line's, a view without
/// text has its baseline at its bottom, and the stack is as tall as from its highest top to its lowest bottom.
struct ViewNodeBaselineTests {
    /// A text of `lines` lines, each `lineHeight` high with its baseline `ascent` below the line's top, 40 wide.
    static func text(_ id: Int, lines: Int = 1, lineHeight: Double, ascent: Double) -> ViewNode {
        .leaf(ViewLeaf(id: id, size: { _ in Rect.Size(width: 40, height: Double(lines) * lineHeight) },
                       baseline: { _, which in ascent + (which == .last ? Double(lines - 1) * lineHeight : 0) }))
    }

    static func frames(_ view: ViewNode) -> [Int: Rect] {
        Dictionary(uniqueKeysWithValues: view.place(for: ProposedSize(width: nil, height: nil), at: Point(x: 0, y: 0)).map { ($0.id, $0.frame) })
    }

    /// A large number (30 high, baseline 24) beside a small unit (12 high, baseline 9) and a 10-high symbol: the
    /// unit's top is 24 − 9 = 15 down, the symbol's 24 − 10 = 14, and the stack is 30 high (the number's bottom is the
    /// lowest, 30, against the unit's 27). Its own first baseline is the line, 24.
    @Test func firstBaselinesShareALine() {
        let stack = ViewNode.stack(.horizontal, alignment: .firstTextBaseline, spacing: 2, [
            Self.text(1, lineHeight: 30, ascent: 24), Self.text(2, lineHeight: 12, ascent: 9), ViewNodeLayoutTests.shape(3),
        ])
        let placed = Self.frames(stack)
        #expect(placed[1]?.y == 0 && placed[2]?.y == 15 && placed[3]?.y == 14)
        #expect(placed[1]?.x == 0 && placed[2]?.x == 42 && placed[3]?.x == 84)
        #expect(stack.size(for: ProposedSize(width: nil, height: nil)) == Rect.Size(width: 94, height: 30))
        #expect(stack.baseline(for: ProposedSize(width: nil, height: nil), .first) == 24)
        // Centred, the unit would sit 9 down and its baseline 6 above the number's.
        let centred = Self.frames(.stack(.horizontal, alignment: .center, spacing: 2, [
            Self.text(1, lineHeight: 30, ascent: 24), Self.text(2, lineHeight: 12, ascent: 9),
        ]))
        #expect(centred[2]?.y == 9)
    }

    /// A spacer between them changes nothing across the stack, however tall the room offered: Shia Companion's
    /// `HStack(alignment: .firstTextBaseline) { Text(count); Spacer(minLength: 2); Text("21 / 33") }` in a row 100 high.
    @Test func aSpacerTakesNoPartInTheLine() {
        let stack = ViewNode.stack(.horizontal, alignment: .firstTextBaseline, spacing: 4, [
            Self.text(1, lineHeight: 30, ascent: 24), .spacer(minLength: 2), Self.text(2, lineHeight: 12, ascent: 9),
        ])
        let proposal = ProposedSize(width: 200, height: 100)
        #expect(stack.size(for: proposal) == Rect.Size(width: 200, height: 30))
        let placed = Dictionary(uniqueKeysWithValues: stack.place(for: proposal, at: Point(x: 0, y: 0)).map { ($0.id, $0.frame) })
        #expect(placed[1]?.y == 0 && placed[2]?.y == 15 && placed[2]?.maxX == 200)
        #expect(stack.baseline(for: proposal, .first) == 24)
    }

    /// The last baselines: a two-line text (lines 20 high, baseline 16 into each) ends its last line 36 down; a
    /// one-line text beside it (14 high, baseline 11) sits at 36 − 11 = 25; aligned on first baselines it would sit at
    /// 16 − 11 = 5.
    @Test func lastBaselinesShareALine() {
        let children = [Self.text(1, lines: 2, lineHeight: 20, ascent: 16), Self.text(2, lineHeight: 14, ascent: 11)]
        let last = Self.frames(.stack(.horizontal, alignment: .lastTextBaseline, spacing: 0, children))
        #expect(last[1]?.y == 0 && last[2]?.y == 25)
        let first = Self.frames(.stack(.horizontal, alignment: .firstTextBaseline, spacing: 0, children))
        #expect(first[1]?.y == 0 && first[2]?.y == 5)
    }

    /// A view whose own text is lower down brings its baseline with it: a text padded 6 at the top has its baseline
    /// 6 lower, a vstack's first baseline is its first child's and its last its last child's, below what is before
    /// it, and an offset moves no baseline (it moves drawing, not layout).
    @Test func containersCarryTheirChildrensBaselines() {
        let padded = ViewNode.padding(ViewInsets(top: 6, leading: 0, bottom: 0, trailing: 0), Self.text(1, lineHeight: 20, ascent: 16))
        #expect(padded.baseline(for: ProposedSize(width: nil, height: nil), .first) == 22)
        let column = ViewNode.stack(.vertical, alignment: .start, spacing: 4, [
            Self.text(1, lineHeight: 20, ascent: 16), Self.text(2, lineHeight: 10, ascent: 8),
        ])
        #expect(column.baseline(for: ProposedSize(width: nil, height: nil), .first) == 16)
        #expect(column.baseline(for: ProposedSize(width: nil, height: nil), .last) == 20 + 4 + 8)
        let moved = ViewNode.offset(x: 0, y: 30, Self.text(1, lineHeight: 20, ascent: 16))
        #expect(moved.baseline(for: ProposedSize(width: nil, height: nil), .first) == 16)
        // A shape has no text: its baseline is its bottom.
        #expect(ViewNodeLayoutTests.shape(1).baseline(for: ProposedSize(width: nil, height: nil), .first) == 10)
    }

    /// Shia Companion's time row: `HStack(alignment: .firstTextBaseline) { Text("12:15").font(.system(size: 18,
    /// weight: .bold)); Text("in 2 h").font(.system(size: 10)) }` draws both texts on one baseline, on every screen;
    /// centred, the small text's baseline is higher.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func textsOfTwoSizesShareTheirBaseline(device: DeviceID) throws {
        func baselines(_ alignment: String) throws -> (large: Double, small: Double) {
            let view = #"{"hstack": [{"text": "12:15", "font": {"size": 18, "weight": "bold"}}, {"text": "in 2 h", "font": {"size": 10}}], "alignment": "\#(alignment)"}"#
            let runs = ViewLayoutTests.runs(ViewLayoutTests.nodes(try Fixtures.layout(json: ViewLayoutTests.modular("center", "accessoryRectangular", view), device: device)))
            let large = try #require(runs.first { $0.run.text == "12:15" }), small = try #require(runs.first { $0.run.text == "in 2 h" })
            return (large.run.glyphs[0].origin.y, small.run.glyphs[0].origin.y)
        }
        for alignment in ["firstTextBaseline", "lastTextBaseline"] {
            let aligned = try baselines(alignment)
            #expect(abs(aligned.large - aligned.small) < 1e-6, "\(alignment): \(aligned)")
        }
        let centred = try baselines("center")
        #expect(centred.small < centred.large - 2, "\(centred)")
    }
}

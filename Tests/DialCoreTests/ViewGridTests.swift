@testable import DialCore
import DialModel
import Testing

/// SwiftUI's `Grid` (issue #27), on examples worked by hand from Apple's description of it: every column as wide as
/// its widest cell, every row as tall as its tallest, a cell aligned in its room by the grid's alignment (and its row's),
/// a spanning cell offered its columns and the gaps between them.
struct ViewGridTests {
    /// A leaf of a fixed size, whatever it is offered.
    static func box(_ id: Int, _ width: Double, _ height: Double) -> ViewNode {
        .leaf(ViewLeaf(id: id) { _ in Rect.Size(width: width, height: height) })
    }

    static func frames(_ grid: ViewGrid<ViewNode>, width: Double? = nil, height: Double? = nil) -> [Int: Rect] {
        ViewNodeLayoutTests.frames(.grid(grid), width: width, height: height)
    }

    /// Two rows of two cells, 8 between columns and 4 between rows: columns 30 and 40 wide (each its widest cell),
    /// rows 20 and 10 tall; each cell centred in its room. The grid is 30 + 8 + 40 by 20 + 4 + 10.
    @Test func columnsAreTheirWidestCellAndRowsTheirTallest() {
        let grid = ViewGrid<ViewNode>(rows: [
            .init(cells: [Self.box(1, 30, 10), Self.box(2, 10, 20)], spans: [1, 1]),
            .init(cells: [Self.box(3, 20, 10), Self.box(4, 40, 10)], spans: [1, 1]),
        ], horizontalSpacing: 8, verticalSpacing: 4)
        #expect(ViewNode.grid(grid).size(for: .unspecified) == Rect.Size(width: 78, height: 34))
        let placed = Self.frames(grid)
        #expect(placed[1] == Rect(x: 0, y: 5, width: 30, height: 10))
        #expect(placed[2] == Rect(x: 53, y: 0, width: 10, height: 20))
        #expect(placed[3] == Rect(x: 5, y: 24, width: 20, height: 10))
        #expect(placed[4] == Rect(x: 38, y: 24, width: 40, height: 10))
    }

    /// `Grid(alignment: .topLeading)` puts every cell at its room's top leading corner; a row's own alignment
    /// (`GridRow(alignment: .bottom)`) overrides the grid's across.
    @Test func alignmentIsTheGridsAndTheRowsAcross() {
        let grid = ViewGrid<ViewNode>(rows: [
            .init(cells: [Self.box(1, 30, 10), Self.box(2, 10, 20)], spans: [1, 1]),
            .init(cells: [Self.box(3, 20, 10), Self.box(4, 40, 30)], spans: [1, 1], alignment: .end),
        ], alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 4)
        let placed = Self.frames(grid)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(placed[2] == Rect(x: 38, y: 0, width: 10, height: 20))
        #expect(placed[3] == Rect(x: 0, y: 44, width: 20, height: 10), "bottom of the 30-high row")
        #expect(placed[4] == Rect(x: 38, y: 24, width: 40, height: 30))
    }

    /// A cell spanning two columns (`gridCellColumns(2)`) is offered both columns and the gap between them and centred
    /// there; a view written outside a `GridRow` spans every column. A spanning cell wider than its columns widens
    /// them evenly.
    @Test func aSpanningCellTakesItsColumnsAndTheGaps() {
        let grid = ViewGrid<ViewNode>(rows: [
            .init(cells: [Self.box(1, 30, 10), Self.box(2, 40, 10)], spans: [1, 1]),
            .init(cells: [Self.box(3, 60, 6)], spans: [2]),
            .init(cells: [Self.box(4, 10, 2)], spans: [1], across: true),
        ], horizontalSpacing: 8, verticalSpacing: 4)
        let placed = Self.frames(grid)
        #expect(placed[3] == Rect(x: 9, y: 14, width: 60, height: 6))
        #expect(placed[4] == Rect(x: 34, y: 24, width: 10, height: 2))
        let wide = ViewGrid<ViewNode>(rows: [
            .init(cells: [Self.box(1, 30, 10), Self.box(2, 40, 10)], spans: [1, 1]),
            .init(cells: [Self.box(3, 98, 6)], spans: [2]),
        ], horizontalSpacing: 8, verticalSpacing: 4)
        // 20 more than 30 + 8 + 40: each column 10 wider.
        #expect(ViewNode.grid(wide).size(for: .unspecified).width == 98)
        #expect(Self.frames(wide)[2] == Rect(x: 53, y: 0, width: 40, height: 10))
    }

    /// Offered a width, the columns share it as a row's views do: the fixed column keeps its cell's width, the column of
    /// a shape (which takes what it is offered) the rest.
    @Test func columnsShareTheWidthOfferedByFlexibility() {
        let grid = ViewGrid<ViewNode>(rows: [
            .init(cells: [Self.box(1, 30, 10), ViewNodeLayoutTests.shape(2)], spans: [1, 1]),
        ], horizontalSpacing: 8, verticalSpacing: 0)
        let placed = Self.frames(grid, width: 100, height: 10)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(placed[2] == Rect(x: 38, y: 0, width: 62, height: 10))
    }

    /// (Dial) A column of readings is offered its ideal width before the others share what is left: a name cut to
    /// whatever it is offered (ideal 120) beside a score that shrinks below its ideal 60 (never cut, at least 30). In
    /// 100 - 8, shared by flexibility the score would be offered half (46) and shrink; as a reading it takes its 60
    /// and the name the 32 left. Where even the name's least (10) and the score's ideal do not fit, the score takes
    /// what the name's least leaves.
    @Test func aColumnOfReadingsTakesItsWidthBeforeTheNamesBesideIt() {
        func name(_ id: Int) -> ViewNode {
            .leaf(ViewLeaf(id: id, isText: true) { Rect.Size(width: Swift.max(10, Swift.min(120, $0.width ?? 120)), height: 10) })
        }
        func score(_ id: Int, reading: Bool) -> ViewNode {
            var leaf = ViewLeaf(id: id, isText: true) { Rect.Size(width: Swift.max(30, Swift.min(60, $0.width ?? 60)), height: 10) }
            leaf.isReading = reading
            return .leaf(leaf)
        }
        func grid(reading: Bool) -> ViewGrid<ViewNode> {
            ViewGrid<ViewNode>(rows: [.init(cells: [name(1), score(2, reading: reading)], spans: [1, 1])],
                               horizontalSpacing: 8, verticalSpacing: 0)
        }
        #expect(Self.frames(grid(reading: false), width: 100, height: 10)[2]?.width == 46)
        let placed = Self.frames(grid(reading: true), width: 100, height: 10)
        #expect(placed[2]?.width == 60 && placed[1]?.width == 32, "\(placed)")
        let narrow = Self.frames(grid(reading: true), width: 60, height: 10)
        #expect(narrow[2]?.width == 42 && narrow[1]?.width == 10, "\(narrow)")
    }

    /// (Dial) Every column keeps its least drawn width before a column of readings grows (stranger14's japan-train: the
    /// trains' names were offered nothing beside their platforms and not drawn). A name drawn only from 40 wide (its
    /// least, narrower it is not drawn) beside a score that takes whatever it is offered, up to 100: in 100 - 8 the
    /// score takes the 52 the name's 40 leaves, where it took all 92 and the name nothing. Where not even the least
    /// widths fit (40 - 8), the score goes first as before and the name is the one not drawn.
    @Test func everyColumnKeepsItsLeastBeforeTheReadingsGrow() {
        var nameLeaf = ViewLeaf(id: 1, isText: true) { proposal in
            let offered = proposal.width ?? 120
            return Rect.Size(width: offered >= 40 ? Swift.min(120, offered) : 0, height: 10)
        }
        nameLeaf.leastWidth = { _ in 40 }
        var scoreLeaf = ViewLeaf(id: 2, isText: true) { Rect.Size(width: Swift.min(100, $0.width ?? 100), height: 10) }
        scoreLeaf.isReading = true
        let grid = ViewGrid<ViewNode>(rows: [.init(cells: [.leaf(nameLeaf), .leaf(scoreLeaf)], spans: [1, 1])],
                                      horizontalSpacing: 8, verticalSpacing: 0)
        let placed = Self.frames(grid, width: 100, height: 10)
        #expect(placed[1]?.width == 40 && placed[2]?.width == 52, "\(placed)")
        let narrow = Self.frames(grid, width: 40, height: 10)
        #expect(narrow[1]?.width == 0 && narrow[2]?.width == 32, "\(narrow)")
    }

    /// (Dial) The leasts a grid keeps come in tiers (stranger19's marathi-fish: a price per kilo, a reading, took its
    /// whole width first and left the day's change "▲₹80" 4.5 pt beside a name whole at 11 pt). A name drawn only from
    /// 40 wide, then two columns of readings: prices up to 100 wide and changes up to 60, each legible from 30 wide
    /// and drawn at all from 10, with no spacing. (a) In 120, the names' least and the readings' legible leasts fit
    /// (100): the prices take 50, leaving the changes their legible 30 and the name its 40. (b) In 90 they do not, but
    /// the readings' leasts at any size do (60): the prices take 40, the changes 10, the name 40. (c) In 50 not even
    /// those fit: the readings go first, the prices take all 50 and the name and the changes nothing.
    @Test func readingsKeepALegibleLeastWhereTheNamesLeastsLeaveIt() {
        var nameLeaf = ViewLeaf(id: 1, isText: true) { proposal in
            let offered = proposal.width ?? 120
            return Rect.Size(width: offered >= 40 ? Swift.min(120, offered) : 0, height: 10)
        }
        nameLeaf.leastWidth = { _ in 40 }
        func reading(_ id: Int, upTo largest: Double) -> ViewNode {
            var leaf = ViewLeaf(id: id, isText: true) { proposal in
                let offered = proposal.width ?? largest
                return Rect.Size(width: offered >= 10 ? Swift.min(largest, offered) : 0, height: 10)
            }
            leaf.isReading = true
            leaf.leastWidth = { $0 == .readingsShrunk ? 10 : 30 }
            return .leaf(leaf)
        }
        let grid = ViewGrid<ViewNode>(rows: [.init(cells: [.leaf(nameLeaf), reading(2, upTo: 100), reading(3, upTo: 60)], spans: [1, 1, 1])],
                                      horizontalSpacing: 0, verticalSpacing: 0)
        let tiers: [(width: Double, widths: [Int: Double])] = [(120, [1: 40, 2: 50, 3: 30]), (90, [1: 40, 2: 40, 3: 10]), (50, [1: 0, 2: 50, 3: 0])]
        for tier in tiers {
            let placed = Self.frames(grid, width: tier.width, height: 10)
            #expect(placed.mapValues(\.width) == tier.widths, "\(tier.width): \(placed)")
        }
    }

    /// (Dial) A column is never narrower than its least, though its cells answer its offer narrower (a name that would
    /// wrap onto two rows there, which the grid's height cannot hold): it is offered that least at placement.
    @Test func aColumnIsNeverNarrowerThanItsLeast() {
        var nameLeaf = ViewLeaf(id: 1, isText: true) { proposal in
            // Wrapped onto two rows of 30 where it is offered less than its one line of 70.
            let offered = proposal.width ?? 70
            return offered >= 70 ? Rect.Size(width: 70, height: 10) : Rect.Size(width: Swift.min(30, offered), height: 20)
        }
        nameLeaf.leastWidth = { _ in 50 }
        var scoreLeaf = ViewLeaf(id: 2, isText: true) { Rect.Size(width: Swift.min(100, $0.width ?? 100), height: 10) }
        scoreLeaf.isReading = true
        let grid = ViewGrid<ViewNode>(rows: [.init(cells: [.leaf(nameLeaf), .leaf(scoreLeaf)], spans: [1, 1])],
                                      horizontalSpacing: 0, verticalSpacing: 0)
        let placed = Self.frames(grid, width: 120, height: 20)
        #expect(placed[2]?.x == 50 && placed[2]?.width == 70, "\(placed)")
    }

    /// Without spacing given, columns are the default 8 points apart and rows sit as a column's views do: two rows of
    /// texts flush, a row of shapes under texts the texts' edge below them.
    @Test func theDefaultSpacingIsAColumnsBetweenRows() {
        func text(_ id: Int) -> ViewNode {
            var leaf = ViewLeaf(id: id, isText: true) { _ in Rect.Size(width: 20, height: 10) }
            leaf.textEdges = TextEdges(above: 3, below: 5)
            return .leaf(leaf)
        }
        let grid = ViewGrid<ViewNode>(rows: [
            .init(cells: [text(1), text(2)], spans: [1, 1]),
            .init(cells: [text(3), text(4)], spans: [1, 1]),
            .init(cells: [Self.box(5, 20, 10), Self.box(6, 20, 10)], spans: [1, 1]),
        ])
        let placed = Self.frames(grid)
        #expect(placed[2]?.x == 20 + StackLayout.defaultSpacing)
        #expect(placed[3]?.y == 10, "texts over texts: flush")
        #expect(placed[5]?.y == 25, "a shape under a text: the text's 5 below")
    }

    /// A row aligned on its first text baseline puts its cells' baselines on one line; a grid's first baseline is its
    /// first row's.
    @Test func aRowAlignedOnTheBaselineLinesItsTextsUp() {
        func text(_ id: Int, height: Double, baseline: Double) -> ViewNode {
            .leaf(ViewLeaf(id: id, isText: true, size: { _ in Rect.Size(width: 20, height: height) }, baseline: { _, _ in baseline }))
        }
        let grid = ViewGrid<ViewNode>(rows: [
            .init(cells: [text(1, height: 30, baseline: 24), text(2, height: 12, baseline: 9)], spans: [1, 1], alignment: .firstTextBaseline),
        ], horizontalSpacing: 0, verticalSpacing: 0)
        let placed = Self.frames(grid)
        #expect(placed[1]!.y + 24 == placed[2]!.y + 9)
        #expect(ViewNode.grid(grid).baseline(for: .unspecified, .first) == 24)
    }

    /// (Dial) A privacy-marked cell that becomes its bar moves nothing shown: its column keeps its bar's room in both
    /// displays and the other columns share the rest alike wrist up and wrist down, and wrist down whatever it hides
    /// (new-user dungan-lockers: a grid of lockers, each a name, "PIN" and its PIN; active set the PINs first as
    /// readings, the labels at 8.9 pt, where Always On, the PINs bars, drew the labels at 19.5 pt and cut the names).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aPrivacyMarkedCellMovesNothingShownWhereItHides(device: DeviceID) throws {
        func layout(_ pins: [String], _ display: Display) throws -> LayoutTree {
            let rows = zip(["Шүәшон чүйзы", "Ляңзы", "Хуэйзў җёнгуй"], pins).map { name, pin in
                ##"{"gridRow": [{"text": "\##(name)"}, {"text": "PIN", "foregroundStyle": "secondary"}, {"text": "\##(pin)", "font": {"size": 19.5, "weight": "semibold"}, "privacySensitive": true}], "alignment": "firstTextBaseline"}"##
            }
            let view = ##"{"grid": [\##(rows.joined(separator: ", "))], "alignment": "leading", "horizontalSpacing": 4}"##
            let json = ViewLayoutTests.hiding(##"{"id": "v", "slot": "center", "family": "accessoryRectangular", "content": {"view": \##(view)}}"##)
            return try Fixtures.layout(json: json, device: device, display)
        }
        // The names and labels: what they say, at what size, where across (and, `down`, where down too).
        func shown(_ tree: LayoutTree, down: Bool = true) -> [String] {
            ViewLayoutTests.runs(ViewLayoutTests.nodes(tree)).map(\.run).filter { !$0.text.contains(where: \.isNumber) }
                .map { "\($0.text) \($0.size) at \($0.glyphs.first?.origin.x ?? 0)" + (down ? ",\($0.glyphs.first?.origin.y ?? 0)" : "") }
        }
        let pins = ["4817", "0392", "7265"]
        let active = try layout(pins, .active)
        #expect(shown(active).count == 6, "\(device): \(shown(active))")
        let alwaysOn = try layout(pins, .alwaysOn)
        // Across and in size alike wrist up and down. Down, a row may move by a fraction of a pixel where a PIN's line
        // is the row's tallest cell, as tall as its text wrist up and as its bar wrist down (40 mm, under 0.5 px).
        #expect(shown(alwaysOn, down: false) == shown(active, down: false),
                "\(device): Always On \(shown(alwaysOn)), active \(shown(active))")
        let other = try layout(["1", "99999999", "5"], .alwaysOn)
        #expect(shown(other) == shown(alwaysOn) && ViewLayoutTests.bars(other) == ViewLayoutTests.bars(alwaysOn),
                "\(device): wrist down, the grid moves with what its PINs say")
    }
}

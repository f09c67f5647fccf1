/// SwiftUI's `Grid` over children of one stage (resolved or redacted views, then layout's nodes): rows of cells, each
/// cell in a column (or spanning several), every column as wide as its widest cell and every row as tall as its
/// tallest, as Apple documents `Grid`.
package struct ViewGrid<Child> {
    package struct Row {
        /// Its cells, in column order.
        package var cells: [Child]
        /// How many columns each cell spans (`gridCellColumns`); a row across the grid spans them all (`across`).
        package var spans: [Int]
        /// `GridRow(alignment:)`: where its cells sit in its height; nil for the grid's.
        package var alignment: ViewAlignment.Position?
        /// A view written outside a `GridRow`: one cell as wide as the grid.
        package var across: Bool

        package init(cells: [Child], spans: [Int], alignment: ViewAlignment.Position? = nil, across: Bool = false) {
            self.cells = cells
            self.spans = spans
            self.alignment = alignment
            self.across = across
        }
    }

    package var rows: [Row]
    /// `Grid(alignment:)`: where each cell sits in its column's width and its row's height.
    package var alignment: ViewAlignment
    /// Between columns and between rows, in pixels; nil for SwiftUI's default.
    package var horizontalSpacing: Double?
    package var verticalSpacing: Double?

    package init(rows: [Row], alignment: ViewAlignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's columns: as many as its fullest row spans (at least one).
    package var columnCount: Int {
        Swift.max(1, rows.filter { !$0.across }.map { $0.spans.reduce(0, +) }.max() ?? 1)
    }

    /// The same grid with every cell replaced by `transform`'s.
    package func map<Other, Failure: Error>(_ transform: (Child) throws(Failure) -> Other) throws(Failure) -> ViewGrid<Other> {
        var mapped: [ViewGrid<Other>.Row] = []
        for row in rows {
            var cells: [Other] = []
            for cell in row.cells { cells.append(try transform(cell)) }
            mapped.append(ViewGrid<Other>.Row(cells: cells, spans: row.spans, alignment: row.alignment, across: row.across))
        }
        return ViewGrid<Other>(rows: mapped, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// Each cell with its row, its first column and the columns it spans (a row across the grid: all of them).
    var cells: [(row: Int, cell: Int, column: Int, span: Int)] {
        var found: [(row: Int, cell: Int, column: Int, span: Int)] = []
        let columns = columnCount
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for index in row.cells.indices {
                let span = row.across ? columns : row.spans[index]
                found.append((rowIndex, index, column, span))
                column += span
            }
        }
        return found
    }
}

extension ViewGrid.Row: Equatable where Child: Equatable {}
extension ViewGrid.Row: Hashable where Child: Hashable {}
extension ViewGrid.Row: Sendable where Child: Sendable {}
extension ViewGrid: Equatable where Child: Equatable {}
extension ViewGrid: Hashable where Child: Hashable {}
extension ViewGrid: Sendable where Child: Sendable {}

/// How a grid of layout nodes is sized and placed. Columns share the width offered as a row's views do (an `HStack` of
/// the columns: the least flexible first, each an equal share of what is left), each as wide as its widest cell for
/// its share; rows then share the height as a column's views do, each as tall as its tallest cell in its columns'
/// width. A cell that spans columns (`gridCellColumns`, or a view outside a `GridRow`) is offered their width and the
/// spacing between them, and widens them evenly where it needs more and the width offered allows. Between columns,
/// SwiftUI's default is the default spacing (8 points); between rows, a row sits against the next as a column's
/// views do (`StackLayout.spacing`: two rows of texts flush, a text and a shape its edge apart), each row as an
/// `HStack` of its cells.
struct GridLayout {
    var grid: ViewGrid<ViewNode>

    struct Measure {
        var widths: [Double]
        var heights: [Double]
        var columnGap: Double
        var rowGaps: [Double]
        /// What each cell is offered and the size it takes, by row and cell.
        var offers: [[(proposal: ProposedSize, size: Rect.Size)]]

        var size: Rect.Size {
            Rect.Size(width: Swift.max(0, widths.reduce(0, +) + columnGap * Double(Swift.max(0, widths.count - 1))),
                      height: Swift.max(0, heights.reduce(0, +) + rowGaps.reduce(0, +)))
        }

        /// A cell's width: its columns' and the gaps between them.
        func width(from column: Int, span: Int) -> Double {
            widths[column..<(column + span)].reduce(0, +) + columnGap * Double(span - 1)
        }

        func x(of column: Int) -> Double {
            widths[0..<column].reduce(0, +) + columnGap * Double(column)
        }
    }

    func measure(_ proposal: ProposedSize) -> Measure {
        let columns = grid.columnCount
        let cells = grid.cells
        let columnGap = grid.horizontalSpacing ?? StackLayout.defaultSpacing
        // Columns: each as wide as its widest one-column cell, for the width it is offered.
        func columnWidth(_ column: Int, _ offered: Double?) -> Double {
            cells.filter { $0.column == column && $0.span == 1 }
                .map { grid.rows[$0.row].cells[$0.cell].size(for: ProposedSize(width: offered, height: nil)).width }.max() ?? 0
        }
        // (Dial) A column holding a text a display may hide is shared as its bars (the widest of its cells'), whatever it
        // says and whether it is shown or is its bar: it goes first, as a column of readings does, its bars' room at
        // its least (half of it in the last tier, where the names shrink at any size too, as a number shrinks to half
        // its size before it goes), and the other columns share the rest alike wrist up and wrist down (new-user
        // dungan-lockers: the PIN, a reading wrist up and a bar wrist down, made the grid readings-first in one display
        // and names-first in the other, and redrew its names and labels). It then grows into what they leave, up to
        // its bars' room. Only a shown text wider than its bar takes more, as it goes first (wrist up, where what it
        // says is drawn anyway: "14番線・11号車 12E" is drawn whole beside the trains' names, never left out for a bar's
        // room); then the columns after it sit further right wrist up than wrist down.
        let kept: [Double?] = (0..<columns).map { column in
            cells.filter { $0.column == column && $0.span == 1 }.compactMap { grid.rows[$0.row].cells[$0.cell].keptWidth }.max()
        }
        // (Dial) A number is the last thing a row gives up: a column of readings is offered its width before the others,
        // whose names are cut first (stranger14 #8: on 41 mm alone, scores at 8 pt beside names whole at 16 pt).
        let readings = Set((0..<columns).filter { column in
            let own = cells.filter { $0.column == column && $0.span == 1 }
            return kept[column] == nil && !own.isEmpty && own.allSatisfy { grid.rows[$0.row].cells[$0.cell].isReading }
        })
        let first = readings.union((0..<columns).filter { kept[$0] != nil })
        // (Dial) Every column keeps its least drawn width before the readings grow (stranger14's japan-train: the
        // trains' names were offered nothing beside their platforms), in the first tier whose leasts fit (`GridLeast`):
        // asked for only where a column goes first and the columns do not all have their largest, since each least
        // costs a text set about ten times.
        let leasts: [() -> [Double]] = first.isEmpty ? [] : GridLeast.allCases.map { tier in
            {
                (0..<columns).map { column in
                    let least = cells.filter { $0.column == column && $0.span == 1 }
                        .map { grid.rows[$0.row].cells[$0.cell].leastWidth(tier) }.max() ?? 0
                    // A bar's least is nothing: the column's is its bars' room, or a shown text's where wider.
                    return kept[column].map { Swift.max(tier == .namesShrunk ? $0 * ViewLayout.leastNumberScale : $0, least) } ?? least
                }
            }
        }
        let offered = proposal.width.map { $0 - columnGap * Double(columns - 1) }
        var widths = Self.share(offered, count: columns, first: first, leasts: leasts) { column, offer in
            kept[column].map { Swift.max(Swift.min($0, offer ?? $0), columnWidth(column, offer)) } ?? columnWidth(column, offer)
        }
        var left = offered.map { $0 - widths.reduce(0, +) }
        for column in 0..<columns {
            guard let room = kept[column] else { continue }
            let grown = Swift.min(room, widths[column] + Swift.max(0, left ?? 0))
            let width = Swift.max(widths[column], grown, columnWidth(column, left.map { $0 + widths[column] }))
            left = left.map { $0 + widths[column] - width }
            widths[column] = width
        }
        // Spanning cells widen their columns evenly where they need more, within the width offered.
        for cell in cells where cell.span > 1 {
            let measure = Measure(widths: widths, heights: [], columnGap: columnGap, rowGaps: [], offers: [])
            let room = measure.width(from: cell.column, span: cell.span)
            // What it needs is its ideal width: offered its columns' width, a text would fit itself into them, cut.
            let needed = grid.rows[cell.row].cells[cell.cell].size(for: .unspecified).width
            var extra = needed - room
            if let offered = proposal.width { extra = Swift.min(extra, offered - measure.size.width) }
            guard extra > 1e-9 else { continue }
            for column in cell.column..<(cell.column + cell.span) { widths[column] += extra / Double(cell.span) }
        }
        let columnsMeasure = Measure(widths: widths, heights: [], columnGap: columnGap, rowGaps: [], offers: [])
        // Rows: each as tall as its tallest cell in its columns' width, for the height it is offered.
        let rowCells = grid.rows.indices.map { row in cells.filter { $0.row == row } }
        func cellProposal(_ cell: (row: Int, cell: Int, column: Int, span: Int), _ height: Double?) -> ProposedSize {
            ProposedSize(width: columnsMeasure.width(from: cell.column, span: cell.span), height: height)
        }
        let rowGaps = grid.rows.indices.dropFirst().map { row in
            grid.verticalSpacing ?? StackLayout.spacing(between: .stack(.horizontal, alignment: .center, spacing: nil, grid.rows[row - 1].cells),
                                                        and: .stack(.horizontal, alignment: .center, spacing: nil, grid.rows[row].cells),
                                                        spacing: nil, axis: .vertical)
        }
        let heights = Self.share(proposal.height.map { $0 - rowGaps.reduce(0, +) }, count: grid.rows.count) { row, offered in
            rowCells[row].map { grid.rows[row].cells[$0.cell].size(for: cellProposal($0, offered)).height }.max() ?? 0
        }
        let offers = rowCells.enumerated().map { row, cells in
            cells.map { cell in
                let offer = cellProposal(cell, heights[row])
                return (offer, grid.rows[row].cells[cell.cell].size(for: offer))
            }
        }
        return Measure(widths: widths, heights: heights, columnGap: columnGap, rowGaps: rowGaps, offers: offers)
    }

    /// Lengths for `count` parts sharing `offered` (nil: each its ideal), as a stack shares its length: from the least
    /// flexible part to the most, each an equal share of what is left (`StackLayout.isLessFlexible`). (Dial) The parts
    /// in `first` (columns of readings) are offered their largest length before that, as far as every other part keeps
    /// its least, and the others then share what is left, each offered at least its least. The least lengths are the
    /// first of `leasts` (tiers, most wanted first: `GridLeast`) that fit together. Where none fits (or none are
    /// given), the readings still go first, as far as the others keep their smallest (a text's is nothing): a number
    /// is the last thing a row gives up, a name the first.
    static func share(_ offered: Double?, count: Int, first: Set<Int> = [], leasts: [() -> [Double]] = [],
                      length: (Int, Double?) -> Double) -> [Double] {
        guard let offered else { return (0..<count).map { length($0, nil) } }
        let smallest = (0..<count).map { length($0, 0) }
        let largest = (0..<count).map { length($0, .infinity) }
        // A tier is measured only where the one before it does not fit, and none where every part has its largest.
        var least: [Double]?
        if largest.reduce(0, +) > offered {
            for tier in leasts {
                let lengths = tier()
                if lengths.reduce(0, +) <= offered + 1e-9 {
                    least = lengths
                    break
                }
            }
        }
        let keeps = least != nil
        let kept = least ?? smallest
        var left = offered
        var lengths = [Double](repeating: 0, count: count)
        var unsized = Set(0..<count)
        for part in first.sorted() {
            unsized.remove(part)
            let others = unsized.map { kept[$0] }.reduce(0, +)
            lengths[part] = length(part, Swift.max(0, Swift.min(largest[part], left - others)))
            left -= lengths[part]
        }
        let order = unsized.sorted { StackLayout.isLessFlexible(($0, smallest[$0], largest[$0]), than: ($1, smallest[$1], largest[$1])) }
        var rest = order.map { kept[$0] }.reduce(0, +)
        for (position, part) in order.enumerated() {
            rest -= kept[part]
            var share = Swift.max(0, left) / Double(order.count - position)
            // Each at least its least, and no more than leaves the parts after it theirs.
            if keeps { share = Swift.max(kept[part], Swift.min(share, left - rest)) }
            // Never narrower than its least: a name that would wrap there onto rows the grid's height cannot hold is
            // offered the room it is drawn in on one line.
            lengths[part] = keeps ? Swift.max(kept[part], length(part, share)) : length(part, share)
            left -= lengths[part]
        }
        return lengths
    }

    /// Each cell's top-left corner in the grid, by row and cell: in its cell's room, where the grid's alignment (and
    /// its row's, across) puts it; a row aligned on a text baseline puts its cells' baselines on one line.
    func origins(_ measure: Measure) -> [[Point]] {
        var y = 0.0
        var origins: [[Point]] = []
        let cells = grid.cells
        for (row, gridRow) in grid.rows.enumerated() {
            if row > 0 { y += measure.rowGaps[row - 1] }
            let placing = cells.filter { $0.row == row }
            let vertical = gridRow.alignment ?? grid.alignment.vertical
            let offers = measure.offers[row]
            let tops: [Double] = if let baseline = vertical.baseline {
                StackLayout.baselineOffsets(gridRow.cells, offers, baseline).offsets
            } else {
                offers.map { vertical.offset(of: $0.size.height, in: measure.heights[row]) }
            }
            origins.append(placing.enumerated().map { index, cell in
                let room = measure.width(from: cell.column, span: cell.span)
                return Point(x: measure.x(of: cell.column) + grid.alignment.horizontal.offset(of: offers[index].size.width, in: room),
                             y: y + tops[index])
            })
            y += measure.heights[row]
        }
        return origins
    }
}

extension ViewNode {
    /// A grid's size for a proposal.
    static func gridSize(_ grid: ViewGrid<ViewNode>, _ proposal: ProposedSize) -> Rect.Size {
        GridLayout(grid: grid).measure(proposal).size
    }

    /// A grid's leaves, placed.
    static func placeGrid(_ grid: ViewGrid<ViewNode>, _ proposal: ProposedSize, at origin: Point) -> [Placed] {
        let layout = GridLayout(grid: grid)
        let measure = layout.measure(proposal)
        let origins = layout.origins(measure)
        var placed: [Placed] = []
        for (row, gridRow) in grid.rows.enumerated() {
            for (index, cell) in gridRow.cells.enumerated() {
                placed += cell.place(for: measure.offers[row][index].proposal, at: origin + origins[row][index])
            }
        }
        return placed
    }

    /// A grid's first or last baseline: its first (last) row's, as a column's is its first (last) child's.
    static func gridBaseline(_ grid: ViewGrid<ViewNode>, _ proposal: ProposedSize, _ which: TextBaseline) -> Double {
        let layout = GridLayout(grid: grid)
        let measure = layout.measure(proposal)
        let origins = layout.origins(measure)
        let row = which == .first ? 0 : grid.rows.count - 1
        let lines = grid.rows[row].cells.indices.map { index in
            origins[row][index].y + grid.rows[row].cells[index].baseline(for: measure.offers[row][index].proposal, which)
        }
        return (which == .first ? lines.min() : lines.max()) ?? 0
    }
}

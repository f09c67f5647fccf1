/// SwiftUI's `Grid` as a view (issue #27): `{"grid": [rows], "alignment": "leading", "horizontalSpacing": 6,
/// "verticalSpacing": 2}`. Each row is a `GridRow`, `{"gridRow": [views], "alignment": "firstTextBaseline"}`, or any
/// other view, which spans every column as SwiftUI's grid sets a view written outside a `GridRow`. A cell may span
/// columns with `"gridCellColumns": 2` beside its kind, as `.gridCellColumns(2)` does: a trait the grid reads from its
/// cell, not a modifier that wraps it.
package struct GridViewDocument: Sendable, Equatable {
    package var rows: [GridRowDocument]
    /// `Grid(alignment:)`: where each cell sits in its column's width and its row's height. Default: `center`.
    package var alignment: AlignmentDocument?
    /// Points between columns; nil for SwiftUI's default.
    package var horizontalSpacing: Double?
    /// Points between rows; nil for SwiftUI's default, which spaces each pair of rows as a column spaces its views.
    package var verticalSpacing: Double?

    package init(rows: [GridRowDocument], alignment: AlignmentDocument? = nil, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// (Dial) At most this many rows, and cells in a row: more than any complication has room for.
    package static let maxRows = 16

    private static let alignment = ViewKey(stringValue: "alignment"), horizontalSpacing = ViewKey(stringValue: "horizontalSpacing"),
        verticalSpacing = ViewKey(stringValue: "verticalSpacing")

    init(key: ViewKey, from container: KeyedDecodingContainer<ViewKey>) throws {
        let rows = try container.decode([GridRowDocument].self, forKey: key)
        guard (1...Self.maxRows).contains(rows.count) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "1 to \(Self.maxRows) rows")
        }
        func spacing(_ key: ViewKey) throws -> Double? {
            guard let value = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard value.isFinite, abs(value) <= ViewModifierDocument.maxLength else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: ViewKindDocument.spacingExpectation)
            }
            return value
        }
        self.init(rows: rows, alignment: try container.decodeIfPresent(AlignmentDocument.self, forKey: Self.alignment),
                  horizontalSpacing: try spacing(Self.horizontalSpacing), verticalSpacing: try spacing(Self.verticalSpacing))
    }

    /// The same grid with each of its views replaced by `transform`'s.
    package func mapViews(_ transform: (ViewDocument) -> ViewDocument) -> GridViewDocument {
        var grid = self
        grid.rows = rows.map { row in
            switch row {
            case .row(let cells, let alignment): .row(cells.map { GridCellDocument(transform($0.view), columns: $0.columns) }, alignment: alignment)
            case .across(let view): .across(transform(view))
            }
        }
        return grid
    }

    func encode(key: ViewKey, into container: inout KeyedEncodingContainer<ViewKey>) throws {
        try container.encode(rows, forKey: key)
        try container.encodeIfPresent(alignment, forKey: Self.alignment)
        try container.encodeIfPresent(horizontalSpacing, forKey: Self.horizontalSpacing)
        try container.encodeIfPresent(verticalSpacing, forKey: Self.verticalSpacing)
    }
}

/// One row of a grid: a `GridRow`'s cells, or a view across every column.
package enum GridRowDocument: Codable, Sendable, Equatable {
    /// `{"gridRow": [views], "alignment": "top"}`: `GridRow(alignment:)`, a cell per column (or more, by span).
    case row([GridCellDocument], alignment: VerticalAlignmentDocument?)
    /// A view written outside a `GridRow`: as wide as the grid.
    case across(ViewDocument)

    private enum CodingKeys: String, CodingKey, CaseIterable { case gridRow, alignment }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.contains(.gridRow) else {
            self = .across(try ViewDocument(from: decoder))
            return
        }
        let cells = try container.decode([GridCellDocument].self, forKey: .gridRow)
        guard (1...GridViewDocument.maxRows).contains(cells.count) else {
            throw DecodingError.dataCorruptedError(forKey: .gridRow, in: container, debugDescription: "1 to \(GridViewDocument.maxRows) views")
        }
        self = .row(cells, alignment: try container.decodeIfPresent(VerticalAlignmentDocument.self, forKey: .alignment))
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .row(let cells, let alignment):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cells, forKey: .gridRow)
            try container.encodeIfPresent(alignment, forKey: .alignment)
        case .across(let view):
            try view.encode(to: encoder)
        }
    }

    /// The views of the row, each with its path from the row (`gridRow[1]`, or the row itself).
    package var views: [(view: ViewDocument, path: JSONPath)] {
        switch self {
        case .row(let cells, _): cells.enumerated().map { ($0.element.view, JSONPath([.key("gridRow"), .index($0.offset)])) }
        case .across(let view): [(view, JSONPath([]))]
        }
    }
}

/// A cell of a `GridRow`: its view, and how many columns it spans (`gridCellColumns`).
package struct GridCellDocument: Codable, Sendable, Equatable {
    package var view: ViewDocument
    /// `.gridCellColumns(_:)`: 1 to 16. Default: 1.
    package var columns: Int?

    package init(_ view: ViewDocument, columns: Int? = nil) {
        self.view = view
        self.columns = columns
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case gridCellColumns }

    package init(from decoder: any Decoder) throws {
        // The span is read beside the view's own keys, from the same object.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        columns = try container.decodeIfPresent(Int.self, forKey: .gridCellColumns)
        if let columns, !(1...GridViewDocument.maxRows).contains(columns) {
            throw DecodingError.dataCorruptedError(forKey: .gridCellColumns, in: container,
                                                   debugDescription: "1 to \(GridViewDocument.maxRows) columns")
        }
        view = try ViewDocument(from: decoder)
    }

    package func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(columns, forKey: .gridCellColumns)
    }
}

extension GridRowDocument: DocumentShaped {
    /// `{"gridRow": [cells], "alignment": …}`, or a view across the grid (whose reader asked for `gridRow` too).
    static let shape = DocumentShape.chosen { object in
        object[CodingKeys.gridRow.stringValue] == nil ? across : row
    }

    private static let row = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .gridRow: .array(of: GridCellDocument.self)
        case .alignment: .value
        }
    }

    private static let across = ViewDocument.shape(with: DocumentShape.Keys([CodingKeys.gridRow.stringValue: .value]))
}

extension GridCellDocument: DocumentShaped {
    /// A view, with its span beside the view's own keys.
    static let shape = ViewDocument.shape(with: DocumentShape.Keys(CodingKeys.self) { _ in .value })
}

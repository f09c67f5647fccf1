import DialModel

/// SwiftUI's `Grid`: `{"grid": [{"gridRow": [...]}, ...], "alignment": "leading", "horizontalSpacing": 6}`. Each
/// `GridRow` in `content` is a row of cells; any other view is a row of its own across every column, as SwiftUI's grid
/// sets a view written outside a `GridRow`.
public struct Grid: PrimitiveView {
    let alignment: Alignment?
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: any View

    /// The rows `content` builds; each column as wide as its widest cell, each row as tall as its tallest.
    public init(alignment: Alignment? = nil, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.grid(GridViewDocument(rows: try gridRows(of: content), alignment: alignment?.document,
                                             horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)))]
    }
}

/// SwiftUI's `GridRow`: a row of a `Grid`, a cell for each of its views. Outside a grid its views are a `Group`'s.
public struct GridRow: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: any View

    /// The cells `content` builds, lined up in the row by `alignment` (the grid's where nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.content = content()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        try DialViews.documents(of: content)
    }

    func cells() throws(FaceError) -> [GridCellDocument] {
        try gridCells(of: content)
    }
}

/// `.gridCellColumns(_:)`: the view spans that many columns of the grid row it is in; elsewhere it changes nothing.
struct GridCellSpanned: PrimitiveView {
    let content: any View
    let columns: Int

    func documents() throws(FaceError) -> [ViewDocument] {
        try DialViews.documents(of: content)
    }
}

extension View {
    /// `"gridCellColumns": 2` on a cell of a `GridRow`: it spans that many columns.
    public func gridCellColumns(_ count: Int) -> some View { GridCellSpanned(content: self, columns: count) }
}

/// The rows a grid's content builds: a `GridRow` for each, through groups and the modifiers on them (applied to each of
/// a row's cells, as SwiftUI applies a group's), and a row across the grid for each other view.
private func gridRows(of view: any View) throws(FaceError) -> [GridRowDocument] {
    if let row = view as? GridRow { return [.row(try row.cells(), alignment: row.alignment?.document)] }
    if let group = view as? Group {
        var rows: [GridRowDocument] = []
        for view in group.views { rows += try gridRows(of: view) }
        return rows
    }
    if let modified = view as? ModifiedContent {
        let modifier = try modified.modifier()
        return try gridRows(of: modified.content).map { row in
            guard let modifier else { return row }
            switch row {
            case .row(let cells, let alignment):
                return .row(cells.map { var cell = $0; cell.view.modifiers.append(modifier); return cell }, alignment: alignment)
            case .across(var view):
                view.modifiers.append(modifier)
                return .across(view)
            }
        }
    }
    if !(view is any PrimitiveView) { return try gridRows(of: body(of: view)) }
    return try DialViews.documents(of: view).map { .across($0) }
}

/// The cells a grid row's content builds, each with the columns it spans.
private func gridCells(of view: any View) throws(FaceError) -> [GridCellDocument] {
    if let spanned = view as? GridCellSpanned {
        return try gridCells(of: spanned.content).map { GridCellDocument($0.view, columns: spanned.columns) }
    }
    if let group = view as? Group {
        var cells: [GridCellDocument] = []
        for view in group.views { cells += try gridCells(of: view) }
        return cells
    }
    if let modified = view as? ModifiedContent {
        let modifier = try modified.modifier()
        return try gridCells(of: modified.content).map { cell in
            var cell = cell
            if let modifier { cell.view.modifiers.append(modifier) }
            return cell
        }
    }
    if !(view is any PrimitiveView) { return try gridCells(of: body(of: view)) }
    return try DialViews.documents(of: view).map { GridCellDocument($0) }
}

/// A custom view's body, so that a `GridRow` (or a spanned cell) it returns is read as one.
private func body(of view: some View) -> any View { view.body }

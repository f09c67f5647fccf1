@testable import DialModel
import DialViews
import Testing

/// `Grid` and `GridRow` are written as the file's `grid` of `gridRow`s, a view outside a `GridRow` as a row across the
/// grid, `.gridCellColumns` beside its cell's kind, and each reads back through the face decoder unchanged (issue #27).
@Suite struct GridTests {
    @Test func aGridOfRowsPastesFromSwiftUI() throws {
        let tree = try ViewTree(Grid(alignment: .leading, horizontalSpacing: 6) {
            GridRow(alignment: .firstTextBaseline) {
                Text("BG")
                Text("142").bold()
            }
            Rectangle().frame(height: 1)
            GridRow {
                Text("Updated").gridCellColumns(2)
            }
        })
        #expect(tree.json == #"{"alignment":"leading","grid":[{"alignment":"firstTextBaseline","gridRow":[{"text":"BG"},{"fontWeight":"bold","text":"142"}]},"#
            + #"{"frame":{"height":1},"shape":"rectangle"},{"gridRow":[{"gridCellColumns":2,"text":"Updated"}]}],"horizontalSpacing":6}"#)
        #expect(tree.document == (try ViewTreeTests.grammar(tree.json)))
    }

    /// A modifier on a `GridRow` reaches each of its cells, as a group's does; a custom view's body that is a row is a row.
    @Test func aRowsModifiersReachItsCells() throws {
        struct Pair: View {
            var body: some View { GridRow { Text("A"); Text("B") } }
        }
        let tree = try ViewTree(Grid { Pair().font(.caption2) })
        #expect(tree.json == #"{"grid":[{"gridRow":[{"font":"caption2","text":"A"},{"font":"caption2","text":"B"}]}]}"#)
    }

    /// A span the file refuses is refused here, with its path.
    @Test func aSpanOfNoColumnsIsRefused() {
        let error = #expect(throws: FaceError.self) { try ViewTree(Grid { GridRow { Text("A").gridCellColumns(0) } }) }
        #expect(error?.path.description == "grid[0].gridRow[0].gridCellColumns")
    }
}

@testable import DialModel
import Foundation
import Testing

/// `grid` views as a file writes them (issue #27): rows of `gridRow` cells or views across, spans beside a cell's kind,
/// read back as written, and bad values refused at their own JSON path.
struct GridViewDocumentTests: ViewReading {
    @Test func aGridReadsAsItsSwiftUI() throws {
        let grid = try Self.view(##"""
            {"grid": [{"gridRow": [{"text": "BG"}, {"text": "142", "gridCellColumns": 2}], "alignment": "firstTextBaseline"},
                      {"shape": "rectangle", "frame": {"height": 1}}],
             "alignment": "leading", "horizontalSpacing": 6, "verticalSpacing": -2}
            """##)
        guard case .grid(let document) = grid.kind else { Issue.record("not a grid"); return }
        #expect(document.alignment == .leading && document.horizontalSpacing == 6 && document.verticalSpacing == -2)
        #expect(document.rows.count == 2)
        guard case .row(let cells, let alignment) = document.rows[0], case .across(let across) = document.rows[1] else {
            Issue.record("a row, then a view across"); return
        }
        #expect(cells.map(\.columns) == [nil, 2] && alignment == .firstTextBaseline)
        #expect(cells[1].view.kind == .text("142") && across.kind == .shape(.rectangle))
        // Its cells are the view's subviews, by their paths.
        #expect(grid.subviews.map(\.path.description) == ["grid[0].gridRow[0]", "grid[0].gridRow[1]", "grid[1]"])
        let written = try JSONEncoder().encode(grid)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == grid)
    }

    @Test(arguments: [
        (##"{"grid": []}"##, "grid", "1 to 16 rows"),
        (##"{"grid": [{"gridRow": []}]}"##, "grid[0].gridRow", "1 to 16 views"),
        (##"{"grid": [{"gridRow": [{"text": "A", "gridCellColumns": 17}]}]}"##, "grid[0].gridRow[0].gridCellColumns", "1 to 16 columns"),
        (##"{"grid": [{"gridRow": [{"text": "A"}], "alignment": "leading"}]}"##, "grid[0].alignment", nil),
        (##"{"grid": [{"text": "A"}], "horizontalSpacing": 2000}"##, "horizontalSpacing", nil),
        (##"{"grid": [{"gridRow": [{"text": "A"}], "spacing": 3}]}"##, "grid[0].spacing", nil),
    ] as [(String, String, String?)])
    func badGridsNameTheirPath(json: String, path: String, expected: String?) throws {
        let error = try #require(Self.error(json))
        #expect(error.path.description == path, "\(error)")
        if let expected { #expect(error.expected == expected, "\(error)") }
    }

    /// A span is a grid row's cell's: on a view elsewhere it is an unknown key, as the other layout traits are.
    @Test func aSpanOutsideAGridRowIsAnUnknownKey() {
        #expect(Self.error(##"{"text": "A", "gridCellColumns": 2}"##)?.kind == .unknownKey)
        #expect(Self.error(##"{"grid": [{"text": "A", "gridCellColumns": 2}]}"##)?.kind == .unknownKey)
    }
}

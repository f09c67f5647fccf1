import DialCairo
import DialCore
import DialModel
import DialPNG
import DialTestSupport
import DialText
import Foundation
import Testing

/// Every symbol drawn by the backend as a face draws it, to look at: `.artifacts/symbols/contact-sheet.png`, twelve a
/// row in the order of docs/views.md's table, each 40 px on a dark cell (the size of a circular's symbol), with its
/// 16 px rendering below it (a rectangular's line).
@Suite struct SymbolContactSheetTests {
    static let installed = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .materialIcons))
    static let columns = 12, cell = 56.0

    @Test(.enabled(if: TestEnvironment.runs(needing: installed), "the icon font is not installed (scripts/setup.sh installs fonts-material-design-icons-iconfont)"))
    func everySymbolIsDrawnInItsCell() throws {
        let outliner = GlyphOutliner()
        let symbols = SymbolName.allCases
        let rows = (symbols.count + Self.columns - 1) / Self.columns
        var commands: [DrawCommand] = []
        for (index, symbol) in symbols.enumerated() {
            let origin = Point(x: Double(index % Self.columns) * Self.cell, y: Double(index / Self.columns) * Self.cell * 1.5)
            let box = Rect(x: origin.x + 2, y: origin.y + 2, width: Self.cell - 4, height: Self.cell * 1.5 - 4)
            commands.append(.fill(.roundedRect(box, radius: 6), Color(red: 0x1C, green: 0x1C, blue: 0x1E)))
            let outline = try symbol.outline(with: outliner)
            let unit = ViewBox(width: 1, height: 1)
            commands.append(.fill(.path(outline.fitted(unit, into: Rect(x: origin.x + 8, y: origin.y + 6, width: 40, height: 40))), .white))
            commands.append(.fill(.path(outline.fitted(unit, into: Rect(x: origin.x + 20, y: origin.y + 56, width: 16, height: 16))), .orange))
        }
        let list = DisplayList(width: Self.columns * Int(Self.cell), height: Int(Double(rows) * Self.cell * 1.5),
                               screenCornerRadius: 0, commands: commands)
        let backend = CairoBackend()
        let image = try backend.rgba(list)
        // Each large symbol lights pixels in the middle of its cell's 40 px square, and the same list draws the same bytes.
        for index in symbols.indices {
            let x0 = (index % Self.columns) * Int(Self.cell) + 8, y0 = (index / Self.columns) * Int(Self.cell * 1.5) + 6
            var lit = 0
            for y in y0..<y0 + 40 {
                for x in x0..<x0 + 40 where image.pixels[(y * image.width + x) * 4] > 200 { lit += 1 }
            }
            #expect(lit > 40, "\(symbols[index]) draws almost nothing (\(lit) px)")
        }
        let png = try backend.png(list)
        #expect(try backend.png(list) == png)
        let folder = TestEnvironment.repositoryRoot.appendingPathComponent(".artifacts/symbols")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(png).write(to: folder.appendingPathComponent("contact-sheet.png"))
    }
}

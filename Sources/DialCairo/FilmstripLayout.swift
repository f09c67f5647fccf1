import DialCore
import DialModel
import DialText

/// Where everything of a filmstrip goes, in pixels: the rules of its look in one place.
struct FilmstripLayout {
    static let margin = 20.0
    static let frameGap = 6.0
    static let cellGap = (x: 16.0, y: 14.0)
    static let labelTop = 5.0
    static let background = Color(red: 0x1C, green: 0x1C, blue: 0x1E)

    /// Font, size, line height and colour of each style.
    static func font(_ style: FilmstripSheet.Label.Style) -> (font: PinnedFont, size: Double, lineHeight: Double, color: Color) {
        switch style {
        case .title: (.interSemiBold, 16, 22, Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        case .time: (.interSemiBold, 13, 17, Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        case .note: (.interRegular, 11, 14, Color(red: 0x8E, green: 0x8E, blue: 0x93))
        case .alert: (.interMedium, 11, 14, Color(red: 0xFF, green: 0x9F, blue: 0x0A))
        }
    }

    let frameWidth: Double
    let frameHeight: Double
    let cellWidth: Double
    let cellHeight: Double
    let titleHeight: Double
    let columns: Int
    let width: Int
    let height: Int

    init(_ sheet: FilmstripSheet) {
        let framesPerCell = sheet.cells.map(\.frames.count).max() ?? 1
        let frames = sheet.cells.flatMap(\.frames)
        frameWidth = (Double(frames.map(\.width).max() ?? 0) * sheet.scale).rounded()
        frameHeight = (Double(frames.map(\.height).max() ?? 0) * sheet.scale).rounded()
        let labelHeight = sheet.cells.map { $0.labels.reduce(0) { $0 + Self.font($1.style).lineHeight } }.max() ?? 0
        cellWidth = Double(framesPerCell) * frameWidth + Double(max(0, framesPerCell - 1)) * Self.frameGap
        cellHeight = frameHeight + (labelHeight > 0 ? Self.labelTop + labelHeight : 0)
        titleHeight = sheet.title.isEmpty ? 0 : sheet.title.reduce(0) { $0 + Self.font($1.style).lineHeight } + 10
        let fitting = Int((FilmstripSheet.targetWidth - 2 * Self.margin + Self.cellGap.x) / (cellWidth + Self.cellGap.x))
        let columns = max(1, min(sheet.columns ?? fitting, sheet.cells.count))
        self.columns = columns
        let rows = (sheet.cells.count + columns - 1) / columns
        let contentWidth = max(Double(columns) * cellWidth + Double(columns - 1) * Self.cellGap.x, 240)
        width = Int((2 * Self.margin + contentWidth).rounded(.up))
        height = Int((2 * Self.margin + titleHeight + Double(rows) * cellHeight + Double(max(0, rows - 1)) * Self.cellGap.y).rounded(.up))
    }

    /// The top left corner of cell `index`.
    func cellOrigin(_ index: Int) -> Point {
        Point(x: Self.margin + Double(index % columns) * (cellWidth + Self.cellGap.x),
              y: Self.margin + titleHeight + Double(index / columns) * (cellHeight + Self.cellGap.y))
    }

    /// The top left corner of frame `frame` in cell `index`.
    func frameOrigin(cell index: Int, frame: Int) -> Point {
        let cell = cellOrigin(index)
        return Point(x: cell.x + Double(frame) * (frameWidth + Self.frameGap), y: cell.y)
    }
}

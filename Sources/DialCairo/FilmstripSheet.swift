import DialCore
import DialModel

/// What a filmstrip shows: frames in cells, each cell's frames side by side over its labels, cells in rows.
public struct FilmstripSheet: Sendable {
    /// One moment: its frames (one per display) and the lines under them.
    public struct Cell: Sendable {
        public var frames: [DisplayList]
        public var labels: [Label]

        public init(frames: [DisplayList], labels: [Label]) {
            self.frames = frames
            self.labels = labels
        }
    }

    /// A line of text, cut with "…" where it is wider than its cell.
    public struct Label: Sendable {
        public enum Style: Sendable {
            /// The sheet's heading.
            case title
            /// A cell's time.
            case time
            /// What changed, quietly.
            case note
            /// Something wrong: stale data.
            case alert
        }

        public var text: String
        public var style: Style

        public init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// Lines above the cells.
    public var title: [Label]
    public var cells: [Cell]
    /// Cells per row; nil: as many as fit in `targetWidth`.
    public var columns: Int?
    /// Frames are drawn at this fraction of their size.
    public var scale: Double

    /// How wide a sheet that picks its own columns grows, in pixels: about a laptop screen.
    public static let targetWidth = 1300.0

    public init(title: [Label], cells: [Cell], columns: Int? = nil, scale: Double) {
        self.title = title
        self.cells = cells
        self.columns = columns.map { max(1, $0) }
        self.scale = scale
    }
}

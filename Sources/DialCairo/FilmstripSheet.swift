import DialCore
import DialModel

/// What a filmstrip shows: frames in cells, each cell's frames side by side over its labels, cells in rows.
public struct FilmstripSheet: Sendable {
    /// One moment: its frames (one per display) and the lines under them.
    public struct Cell: Sendable {
        /// The moment's frames, one per display, drawn side by side.
        public var frames: [DisplayList]
        /// The lines under the frames: the time, what changed, warnings.
        public var labels: [Label]

        /// A cell of frames over labels.
        public init(frames: [DisplayList], labels: [Label]) {
            self.frames = frames
            self.labels = labels
        }
    }

    /// A line of text, cut with "…" where it is wider than its cell.
    public struct Label: Sendable {
        /// How a label is set: the sheet's heading, a time, a quiet note or an alert.
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

        /// What the label says.
        public var text: String
        /// How it is set.
        public var style: Style

        /// A label of `text` in `style`.
        public init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// Lines above the cells.
    public var title: [Label]
    /// The moments, in order.
    public var cells: [Cell]
    /// Cells per row; nil: as many as fit in `targetWidth`.
    public var columns: Int?
    /// Frames are drawn at this fraction of their size.
    public var scale: Double

    /// How wide a sheet that picks its own columns grows, in pixels: about a laptop screen.
    public static let targetWidth = 1300.0

    /// A sheet of `cells` under `title`, in `columns` columns (at least one) or as many as fit.
    public init(title: [Label], cells: [Cell], columns: Int? = nil, scale: Double) {
        self.title = title
        self.cells = cells
        self.columns = columns.map { max(1, $0) }
        self.scale = scale
    }
}

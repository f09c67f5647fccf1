import DialCore
import DialModel

/// What a filmstrip shows: frames in cells, each cell's frames side by side over its labels, cells in rows.
package struct FilmstripSheet: Sendable {
    /// One moment: its frames (one per display) and the lines under them.
    package struct Cell: Sendable {
        /// The moment's frames, one per display, drawn side by side.
        package var frames: [DisplayList]
        /// The lines under the frames: the time, what changed, warnings.
        package var labels: [Label]

        /// A cell of frames over labels.
        package init(frames: [DisplayList], labels: [Label]) {
            self.frames = frames
            self.labels = labels
        }
    }

    /// A line of text, cut with "…" where it is wider than its cell.
    package struct Label: Sendable {
        /// How a label is set: the sheet's heading, a time, a quiet note or an alert.
        package enum Style: Sendable {
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
        package var text: String
        /// How it is set.
        package var style: Style

        /// A label of `text` in `style`.
        package init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// Lines above the cells.
    package var title: [Label]
    /// The moments, in order.
    package var cells: [Cell]
    /// Cells per row; nil: as many as fit in `targetWidth`.
    package var columns: Int?
    /// Frames are drawn at this fraction of their size.
    package var scale: Double

    /// How wide a sheet that picks its own columns grows, in pixels: about a laptop screen.
    package static let targetWidth = 1300.0

    /// A sheet of `cells` under `title`, in `columns` columns (at least one) or as many as fit.
    package init(title: [Label], cells: [Cell], columns: Int? = nil, scale: Double) {
        self.title = title
        self.cells = cells
        self.columns = columns.map { max(1, $0) }
        self.scale = scale
    }
}

import Dial
import DialCore
import DialModel

/// What the page needs to draw a face's controls: its own settings, its complications' ids, and the span of its
/// timeline. Only the face's structure, as its author wrote it: no complication's content, and of the timelines only
/// those the page's active view draws unredacted (with the page's lock), which it shows anyway.
struct FaceDetail: Codable, Sendable {
    struct Timeline: Codable, Sendable {
        /// Seconds since 1970, what the slider moves through.
        var start: Int64
        var end: Int64
        /// The face's own time, where the slider starts.
        var time: Int64
        /// When a timeline entry begins, for the slider's marks: the entries of the timelines the active view shows.
        var marks: [Int64]
        /// The offset the face's clock reads (seconds east of UTC), to label the slider in the face's own wall time.
        var utcOffset: Int
    }

    var index: Int
    var name: String
    var file: String
    var status: FaceStatus
    var device: String
    var devices: [String]
    var views: [String]
    var complications: [String]
    var lock: String
    var hideSensitiveComplications: Bool
    var perComplication: [String: String]
    var renderingMode: String
    var renderingModes: [String]
    var lockStates: [String]
    var timeline: Timeline

    /// Slider ends beyond the first and last entries, and the span of a face without a timeline.
    static let margin: Int64 = 3600
    static let day: Int64 = 86_400

    /// The detail for the page's active view on a watch in `pageLock` (nil: the face's own lock).
    init(face: Face, file: String, status: FaceStatus, pageLock: LockState? = nil) {
        let document = face.document
        let shown = Resolver.timeShown(document, overrides: RenderOverrides())
        // The author's own view marks the timelines it draws: one it hides (behind the lock's placeholder, or by
        // privacy when locked) gives nothing, neither dates nor span, as the locked and hidden views beside it keep
        // back theirs (docs/preview.md). The face decoded, so it resolves; were it not to, no marks.
        let dates = (try? face.timelineDates(shownIn: RenderContext(display: .active, lock: pageLock))) ?? []
        let time = shown.secondsSinceEpoch
        let start = dates.isEmpty ? time - Self.day / 2 : min(time, dates.first!) - Self.margin
        let end = dates.isEmpty ? time + Self.day / 2 : max(time, dates.last!) + Self.margin
        index = status.index
        name = face.displayName
        self.file = file
        self.status = status
        device = (document.device ?? Resolver.defaultDevice).rawValue
        devices = DeviceID.allCases.map(\.rawValue)
        views = PreviewView.allCases.map(\.rawValue)
        complications = (document.complications ?? []).map(\.id)
        lock = (document.settings?.lock ?? .unlocked).rawValue
        hideSensitiveComplications = document.settings?.hideSensitiveComplications ?? false
        perComplication = (document.settings?.perComplication ?? [:]).mapValues(\.rawValue)
        renderingMode = (document.settings?.renderingMode ?? .fullColor).rawValue
        renderingModes = RenderingMode.allCases.map(\.rawValue)
        lockStates = LockState.allCases.map(\.rawValue)
        timeline = Timeline(start: start, end: end, time: time, marks: dates, utcOffset: shown.utcOffsetSeconds)
    }
}

/// The list the grid page and the face page start from.
struct FaceSummary: Codable, Sendable {
    var index: Int
    var name: String
    var file: String
    var device: String?
    var status: FaceStatus
}

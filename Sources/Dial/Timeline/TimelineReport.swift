import DialCore
import DialModel

/// The schedule and the moments drawn, in the shape `dial timeline --json` prints.
public struct TimelineReport: Encodable, Sendable {
    /// A moment drawn: its time, what changed and what is stale, and its frame files.
    public struct Moment: Encodable, Sendable {
        /// When.
        public var time: Timestamp
        /// The complications whose drawing changed since the moment before.
        public var changed: [String]
        /// The complications showing stale content.
        public var stale: [String]
        /// The frame file of each display, when frames are written.
        public var frames: [String: String]

        /// `moment`, with its frame `files` by display.
        package init(_ moment: TimelineMoment, files: [String: String]) {
            time = moment.time
            changed = moment.changed
            stale = moment.stale
            frames = files
        }
    }

    /// What each complication shows over the range, its reloads and budget.
    public var schedule: Schedule
    /// How moments were chosen: `changes`, or `every 15m`.
    public var stepping: String
    /// The displays drawn side by side.
    public var displays: [String]
    /// The moments drawn.
    public var moments: [Moment]
    /// The filmstrip's file name.
    public var filmstrip: String
    /// Every file written, the filmstrip first.
    public var files: [String]

    /// The report of `moments` drawn in `displays`, chosen by `stepping`.
    package init(schedule: Schedule, stepping: FrameStepping, displays: [Display], moments: [Moment], filmstrip: String, files: [String]) {
        self.schedule = schedule
        self.stepping = switch stepping {
        case .every(let span): "every \(span)"
        case .changes: "changes"
        }
        self.displays = displays.map(\.rawValue)
        self.moments = moments
        self.filmstrip = filmstrip
        self.files = files
    }

    /// The moments drawn, a line each, to follow the schedule's text.
    package func momentsText(_ format: WallTimeFormat) -> String {
        var lines = ["", "Frames (\(stepping), \(displays.joined(separator: " and "))): \(moments.count) moment\(moments.count == 1 ? "" : "s")"]
        for (index, moment) in moments.enumerated() {
            let changed = index == 0 ? "start" : moment.changed.isEmpty ? "no change" : moment.changed.joined(separator: ", ")
            lines.append("  \(format.text(moment.time))  \(changed)" + (moment.stale.isEmpty ? "" : "  [stale: \(moment.stale.joined(separator: ", "))]"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

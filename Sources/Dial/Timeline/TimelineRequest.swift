import DialCore
import DialModel

/// What `dial timeline` draws: a range of a face's day, the moments within it, the displays, the context.
public struct TimelineRequest: Sendable {
    public var from: Timestamp
    public var to: Timestamp
    public var stepping: FrameStepping
    /// In the order frames are drawn side by side.
    public var displays: [Display]
    /// The context (device, privacy, lock) over the face's own; its time is ignored: each moment sets its own.
    public var overrides: RenderOverrides
    /// Every complication's reloads per day, over the face's budgets.
    public var reloadsPerDay: Int?

    public init(from: Timestamp, to: Timestamp, stepping: FrameStepping, displays: [Display],
                overrides: RenderOverrides = RenderOverrides(), reloadsPerDay: Int? = nil) {
        self.from = from
        self.to = to
        self.stepping = stepping
        self.displays = displays
        self.overrides = overrides
        self.reloadsPerDay = reloadsPerDay
    }
}

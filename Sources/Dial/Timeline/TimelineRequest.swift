import DialCore
import DialModel

/// What `dial timeline` draws: a range of a face's day, the moments within it, the displays, the context.
public struct TimelineRequest: Sendable {
    /// The first moment drawn.
    public var from: Timestamp
    /// The last moment drawn, when a step lands on it.
    public var to: Timestamp
    /// Which moments of the range are drawn: every so long, or each change.
    public var stepping: FrameStepping
    /// In the order frames are drawn side by side.
    public var displays: [Display]
    /// The context (device, privacy, lock) over the face's own; its display and time are not used: `displays` and
    /// each moment set their own.
    public var context: RenderContext
    /// Every complication's reloads per day, over the face's budgets.
    public var reloadsPerDay: Int?

    /// A range of the face's day to draw, in the given displays and context.
    public init(from: Timestamp, to: Timestamp, stepping: FrameStepping, displays: [Display],
                context: RenderContext = .active, reloadsPerDay: Int? = nil) {
        self.from = from
        self.to = to
        self.stepping = stepping
        self.displays = displays
        self.context = context
        self.reloadsPerDay = reloadsPerDay
    }
}

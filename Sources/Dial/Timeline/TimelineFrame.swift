import DialCore
import DialModel

/// One display of the face at one moment.
public struct TimelineFrame: Sendable {
    /// When the frame is drawn, and what changed then.
    public var moment: TimelineMoment
    /// Active or Always On.
    public var display: Display
    /// What the frame draws, ready to encode.
    public var list: DisplayList

    /// `NAME-20261122-095900+0100-active.png`: sorts by time; the offset keeps apart the two 02:30s of a night
    /// the clocks go back.
    package func fileName(slug: String, format: OutputFormat) -> String {
        let text = moment.time.description
        let digits = text.prefix(19).filter { $0 != "-" && $0 != ":" }.replacingOccurrences(of: "T", with: "-")
        let offset = text.count > 20 ? String(text.dropFirst(19)).replacingOccurrences(of: ":", with: "") : "Z"
        return "\(slug)-\(digits)\(offset)-\(display.rawValue).\(format.rawValue)"
    }
}

import DialCore
import DialModel

/// Why a timeline request is refused before anything is drawn. Messages name the request's parameters (`from`, `to`,
/// `maximumFrames`); the command line speaks of its own flags instead.
public enum TimelineProblem: Hashable, Sendable, CustomStringConvertible {
    /// The range ends at or before its start.
    case emptyRange(from: Timestamp, to: Timestamp)
    /// The range is longer than `TimelineRenderer.maximumRange`: more likely a typo than a question.
    case rangeTooLong(from: Timestamp, to: Timestamp)
    /// Drawing the range would take more frames than allowed: how many, the limit, and how moments were chosen.
    case tooManyFrames(count: Int64, maximum: Int, stepping: FrameStepping, from: Timestamp, to: Timestamp)

    /// What is wrong, naming the request's parameters.
    public var description: String {
        switch self {
        case .emptyRange(let from, let to):
            "to: expected a time after from (\(from)), found \(to)"
        case .rangeTooLong(let from, let to):
            "from and to: expected a range of at most \(TimelineRenderer.maximumRange.seconds / 86_400) days, found \(from) to \(to)"
        case .tooManyFrames(let count, let maximum, let stepping, let from, let to):
            "\(Self.what(stepping, from: from, to: to)) makes \(count) frames, more than maximumFrames \(maximum)"
        }
    }

    /// The frames counted: each step of the range, or its changes.
    public static func what(_ stepping: FrameStepping, from: Timestamp, to: Timestamp) -> String {
        switch stepping {
        case .every(let span): "every \(span) from \(from) to \(to)"
        case .changes: "the changes from \(from) to \(to)"
        }
    }
}

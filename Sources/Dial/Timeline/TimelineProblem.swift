import DialCore
import DialModel

/// Why a timeline request is refused before anything is drawn. Messages name the request's parameters (`from`, `to`,
/// `every`, `maximumFrames`); `description(naming:)` lets the command line say its flags instead.
public enum TimelineProblem: Hashable, Sendable, CustomStringConvertible {
    /// The range ends at or before its start.
    case emptyRange(from: Timestamp, to: Timestamp)
    /// The range is longer than `TimelineRenderer.maximumRange`: more likely a typo than a question.
    case rangeTooLong(from: Timestamp, to: Timestamp)
    /// Drawing the range would take more frames than allowed: how many, the limit, and how moments were chosen.
    case tooManyFrames(count: Int64, maximum: Int, stepping: FrameStepping, from: Timestamp, to: Timestamp)

    /// How a message names the request's settings.
    package struct SettingNames: Sendable {
        /// The range's start.
        package var from: String
        /// The range's end.
        package var to: String
        /// The step between frames.
        package var every: String
        /// The most frames allowed.
        package var maximumFrames: String

        /// Names of your own, such as flags.
        package init(from: String, to: String, every: String, maximumFrames: String) {
            self.from = from
            self.to = to
            self.every = every
            self.maximumFrames = maximumFrames
        }

        /// `TimelineRequest`'s parameters and `TimelineRenderer.files`'s limit.
        package static let parameters = SettingNames(from: "from", to: "to", every: "every", maximumFrames: "maximumFrames")
    }

    /// What is wrong, naming the request's parameters.
    public var description: String { description(naming: .parameters) }

    /// What is wrong, with the request's settings called by `names`.
    ///
    /// - Parameter names: What to call the settings.
    /// - Returns: The message, as `description` but for those names.
    package func description(naming names: SettingNames) -> String {
        switch self {
        case .emptyRange(let from, let to):
            "\(names.to): expected a time after \(names.from) (\(from)), found \(to)"
        case .rangeTooLong(let from, let to):
            "\(names.from) and \(names.to): expected a range of at most \(TimelineRenderer.maximumRange.seconds / 86_400) days, "
                + "found \(from) to \(to)"
        case .tooManyFrames(let count, let maximum, let stepping, let from, let to):
            Self.what(stepping, from: from, to: to, every: names.every) + " makes \(count) frames, more than "
                + "\(names.maximumFrames) \(maximum): draw at each change, take a longer \(names.every) step or a shorter range, "
                + "or raise \(names.maximumFrames)"
        }
    }

    /// The frames counted: each step of the range, or its changes.
    private static func what(_ stepping: FrameStepping, from: Timestamp, to: Timestamp, every: String) -> String {
        switch stepping {
        case .every(let span): "\(every) \(span) from \(from) to \(to)"
        case .changes: "the changes from \(from) to \(to)"
        }
    }
}

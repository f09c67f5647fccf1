import DialModel

/// When a complication asks for a new timeline (WidgetKit's `TimelineReloadPolicy`), resolved.
package enum ReloadPolicy: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// When the last entry's date has passed.
    case atEnd
    /// Only when the app asks (WidgetCenter), which a face file cannot: no reload is ever due.
    case never
    /// At this instant.
    case afterDate(Timestamp)
    /// This long after each load.
    case afterInterval(TimeSpan)

    /// WidgetKit's default.
    package static let `default` = ReloadPolicy.atEnd

    /// The policy a file wrote, or WidgetKit's default, `atEnd`.
    package init(_ document: ReloadPolicyDocument?) {
        switch document ?? .atEnd {
        case .atEnd: self = .atEnd
        case .never: self = .never
        case .afterDate(let date): self = .afterDate(date)
        case .afterInterval(let span): self = .afterInterval(span)
        }
    }

    /// When the timeline loaded at `loadedAt` asks for the next one, or nil. A moment at or before `loadedAt`
    /// is not asked for: the file is the provider's only answer, and reloading for it again would give the same
    /// timeline with the same passed moment, round and round.
    package func due(afterLoadAt loadedAt: Int64, lastEntry: Int64?) -> Int64? {
        let due: Int64? = switch self {
        case .atEnd: lastEntry
        case .never: nil
        case .afterDate(let date): date.secondsSinceEpoch
        case .afterInterval(let span): loadedAt + span.seconds
        }
        return due.flatMap { $0 > loadedAt ? $0 : nil }
    }

    /// `atEnd`, `never`, `after 2026-11-22T12:00:00+01:00`, `after 15m`.
    package var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .never: "never"
        case .afterDate(let date): "after \(date)"
        case .afterInterval(let span): "after \(span)"
        }
    }

    /// Writes the policy as its description, for `dial timeline --json`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

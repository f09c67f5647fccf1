/// The date of a live time text: `"now"`, the moment drawn (a world clock), or an instant (a countdown's end).
public enum TextDate: Codable, Sendable, Hashable, ExpectedValues {
    /// The moment the face is drawn at.
    case now
    /// A fixed instant.
    case instant(Timestamp)

    /// What an error says the date should be.
    public static let expectation = "\"now\" or " + Timestamp.expectation

    /// Reads `"now"` or an ISO 8601 instant with its offset.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "now" {
            self = .now
        } else if let instant = Timestamp(iso8601: text) {
            self = .instant(instant)
        } else {
            throw ValueError(expected: Self.expectation, found: "\"\(text)\"")
        }
    }

    /// Writes it as it is read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .now: try container.encode("now")
        case .instant(let instant): try container.encode(instant)
        }
    }

    /// The instant shown at `now`.
    public func instant(at now: Timestamp) -> Timestamp {
        switch self {
        case .now: now
        case .instant(let instant): instant
        }
    }
}

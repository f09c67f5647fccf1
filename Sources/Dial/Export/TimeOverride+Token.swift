import DialCore

extension TimeOverride {
    /// The canonical spelling: `16:45`, `16:45:10`, or an ISO 8601 instant; `TimeOverride(token)` reads it back.
    public var token: String {
        switch self {
        case .instant(let instant): instant.description
        case .timeOfDay(let hour, let minute, let second):
            [hour, minute].map(Self.twoDigits).joined(separator: ":") + (second == 0 ? "" : ":" + Self.twoDigits(second))
        }
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

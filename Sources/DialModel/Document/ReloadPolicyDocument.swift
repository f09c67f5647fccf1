/// When a complication asks for a new timeline (WidgetKit's `TimelineReloadPolicy`), as written in a face file:
/// `"atEnd"`, `"never"`, `{"after": "2026-11-22T12:00:00+01:00"}` or `{"after": "15m"}`.
public enum ReloadPolicyDocument: Codable, Sendable, Equatable, ExpectedValues {
    /// After the last entry's date has passed.
    case atEnd
    /// Only when the app asks; never on a schedule.
    case never
    /// At this instant.
    case afterDate(Timestamp)
    /// This long after each reload: the common `.after(now + 15 minutes)` of a provider.
    case afterInterval(TimeSpan)

    /// What an error says a reload policy should be.
    public static let expectation = "\"atEnd\", \"never\", or {\"after\": an ISO 8601 date-time or a duration like \"15m\"}"

    /// What an error says the value of `after` should be.
    static let afterExpectation = "an ISO 8601 date-time with offset, like \"2026-11-22T12:00:00+01:00\", "
        + "or a duration longer than 0 like \"15m\" or \"1h30m\""

    /// Every rule of a policy at once, for a fault inside private data, where which rule broke (a keyword misspelt, a
    /// date malformed, a duration of 0) would tell what the hidden policy is (`FieldExpectation`).
    static let fullExpectation = "\"atEnd\", \"never\", or {\"after\": \(afterExpectation)}"

    private enum Keyword: String, ClosedSet { case atEnd, never }
    private enum CodingKeys: String, CodingKey, CaseIterable { case after }

    /// Reads `"atEnd"`, `"never"` or `{"after": ...}`: a date-time with offset, or a duration longer than 0.
    public init(from decoder: any Decoder) throws {
        if let keyword = try? decoder.singleValueContainer().decode(String.self) {
            guard let known = Keyword(rawValue: keyword) else { throw ValueError(expected: Self.expectation, found: "\"\(keyword)\"") }
            self = known == .atEnd ? .atEnd : .never
            return
        }
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch var error as FaceError {
            error.expected = Self.expectation
            throw error
        }
        self = try container.decode(After.self, forKey: .after).policy
    }

    /// Writes the policy as a file gives it: a keyword, or `{"after": ...}` with the date or the duration.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .atEnd, .never:
            var container = encoder.singleValueContainer()
            try container.encode(self == .atEnd ? Keyword.atEnd : Keyword.never)
        case .afterDate(let date):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .after)
        case .afterInterval(let span):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(span, forKey: .after)
        }
    }

    /// The value of `after`: a date-time, or a duration counted from each reload.
    private struct After: Decodable {
        var policy: ReloadPolicyDocument

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            if let date = Timestamp(iso8601: text) {
                policy = .afterDate(date)
            } else if let span = TimeSpan(text), span.seconds > 0 {
                policy = .afterInterval(span)
            } else {
                throw ValueError(expected: ReloadPolicyDocument.afterExpectation, found: "\"\(text)\"")
            }
        }
    }
}

extension ReloadPolicyDocument: DocumentShaped {
    /// A keyword, or `{"after": …}`.
    static let shape = DocumentShape.values(CodingKeys.self)
}

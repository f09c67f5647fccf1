/// How relevant an entry is for the Smart Stack (WidgetKit's `TimelineEntryRelevance`).
public struct RelevanceDocument: Codable, Sendable, Equatable {
    /// Required: on a scale of the app's choosing, compared with the scores of every other entry; higher ranks first.
    public var score: Double
    /// From the entry's date, how long the score holds. Default: 0, which Dial reads as "while the entry is shown",
    /// until the next entry's date (Apple does not say what 0 means).
    public var duration: TimeSpan?

    /// A relevance of `score`, holding for `duration` if given.
    public init(score: Double, duration: TimeSpan? = nil) {
        self.score = score
        self.duration = duration
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case score, duration }
}

extension RelevanceDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

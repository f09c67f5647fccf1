extension TimelineEntryDocument {
    private enum Field: String, CodingKey { case date, content, relevance }

    /// Reads `date`, `content` and `relevance`, in that order. From a face file (`FaceDecoder`) it reads by hand,
    /// without Codable's boxed container and generic calls per key: a face reads every entry of every timeline, also
    /// those a context hides, and the time that took told a long hidden timeline from a short one (docs/privacy.md,
    /// "Timing"). The messages are the same either way.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? NodeDecoder {
            try self.init(reading: decoder)
            return
        }
        let container = try decoder.container(keyedBy: Field.self)
        self.init(date: try container.decode(Timestamp.self, forKey: .date),
                  content: try container.decode(ContentDocument.self, forKey: .content),
                  relevance: try container.decodeIfPresent(RelevanceDocument.self, forKey: .relevance))
    }

    init(reading decoder: NodeDecoder, family: Family? = nil) throws(FaceError) {
        let object = try decoder.object()
        self.init(date: try object.required(Field.date, of: Timestamp.self).decode(Timestamp.self),
                  content: try ContentDocument(reading: try object.required(Field.content), family: family),
                  relevance: try object.optional(Field.relevance)?.decode(RelevanceDocument.self))
    }
}

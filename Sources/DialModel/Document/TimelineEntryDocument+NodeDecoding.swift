extension TimelineEntryDocument {
    /// Numbered, for `NodeObject.present`.
    private enum Field: Int, CodingKey, CaseIterable { case date, content, relevance }

    private static let fieldNames = FieldNames(Field.self)

    /// Reads `date`, `content` and `relevance`, in that order, by hand, from a face file (`FaceDocument.decode`), its
    /// only reader, as `ComplicationDocument`'s: without Codable's boxed container and generic calls per key, since a
    /// face reads every entry of every timeline, also those a context hides (docs/privacy.md, "Timing").
    public init(from decoder: any Decoder) throws {
        try self.init(reading: try NodeDecoder.faceFile(decoder, reading: Self.self))
    }

    init(reading decoder: NodeDecoder, family: Family? = nil) throws(FaceError) {
        let object = try decoder.object()
        let keys = object.present(Self.fieldNames)
        self.init(date: try Timestamp(reading: try object.required(Field.date, in: keys, of: Timestamp.self)),
                  content: try ContentDocument(reading: try object.required(Field.content, in: keys), family: family),
                  relevance: try object.optional(Field.relevance, in: keys)?.decode(RelevanceDocument.self))
    }
}

extension TimelineEntryDocument: DocumentShaped {
    static let shape = DocumentShape.object(Field.self) { key in
        switch key {
        case .date: .value
        case .content: .reader(ContentDocument.self)
        case .relevance: .reader(RelevanceDocument.self)
        }
    }
}

extension TimelineEntryDocument {
    /// Numbered, for `NodeObject.present`.
    enum Field: Int, CodingKey, CaseIterable { case date, content, relevance }

    static let fieldNames = FieldNames(Field.self)

    /// Reads `date`, `content` and `relevance`, in that order, by hand, from a face file (`FaceDocument.decode`), its
    /// only reader, as `ComplicationDocument`'s: without Codable's boxed container and generic calls per key, since a
    /// face reads every entry of every timeline, also those a context hides (docs/privacy.md, "Timing").
    public init(from decoder: any Decoder) throws {
        try self.init(reading: try NodeDecoder.faceFile(decoder, reading: Self.self))
    }

    /// Reads an entry from a face file. One the grammar knows (`PlainEntry`: a stack of texts, most entries a face
    /// holds) is checked by it alone and its content left in the file, built when asked for: a face reads every entry,
    /// and a context that hides one never asks (docs/performance.md, "Session 22: a hidden entry checked by its
    /// grammar alone").
    init(reading decoder: NodeDecoder, family: Family? = nil) throws(FaceError) {
        // A session that keeps the names of the keys asked about (an unknown key's message lists them) reads by the
        // readers, which ask about each by name.
        if !decoder.session.recordsNames, let plain = decoder.reading({ PlainEntry(in: $0, at: decoder.index) }) {
            decoder.session.noteRead(decoder.index)
            self.init(date: plain.date, file: PlainEntry.Content(tree: decoder.tree, entry: plain))
            return
        }
        try self.init(building: decoder, family: family)
    }

    /// Reads the entry by its readers, its content built: what the grammar leaves to them, and what it is held to
    /// (`PlainEntryTests`).
    init(building decoder: NodeDecoder, family: Family? = nil) throws(FaceError) {
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

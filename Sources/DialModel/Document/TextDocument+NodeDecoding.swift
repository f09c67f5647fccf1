extension TextDocument {
    /// The keys its `Codable` conformance reads, in the order it reads them (numbered, for `NodeObject.present`).
    private enum Field: Int, CodingKey, CaseIterable {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }

    private static let fieldNames = FieldNames(Field.self)

    /// Reads a line as its `Codable` conformance does, field by field in the same order, so the first fault and its
    /// message are the same; without a boxed container and a generic call per key, which a face of many timeline
    /// entries paid for every line of every entry (docs/performance.md, "A timeline's entries read by hand").
    /// A stack's line whose family is known is held to its `room` where its `maxLines` is read (`LineRoom`).
    init(reading decoder: NodeDecoder, room: LineRoom? = nil) throws(FaceError) {
        // A line written as its string (`TextDocument+Decoding`).
        if case .string(let text) = decoder.node.value {
            self.init(text: text)
            return
        }
        let object = try decoder.object()
        // The keys present, in one pass; then each read in the order above, so the first fault is the same. Read into
        // locals and made in one initialisation: a line is a large value, and assigning its fields one by one after
        // `init(text:)` copied it (docs/performance.md, "Hidden timelines, eighth round").
        let keys = object.present(Self.fieldNames)
        let text = try object.optional(Field.text, in: keys)?.decodeString()
        let date = try object.optional(Field.date, in: keys)?.decode(TextDate.self)
        let style = try object.optional(Field.style, in: keys)?.decode(DateTextStyle.self)
        let timeZone = try object.optional(Field.timeZone, in: keys)?.decode(TimeZoneName.self)
        let shortText = try object.optional(Field.shortText, in: keys)?.decode(ShortTextDocument.self)
        if let misfit = Self.misfit(text: text, date: date, style: style, timeZone: timeZone, shortText: shortText) {
            let location = object.object.index(of: misfit.key).map { object.object.members[$0].value.location } ?? decoder.node.location
            throw FaceError(kind: .invalidValue, path: decoder.path.appending(key: misfit.key), location: location,
                            expected: misfit.expected, found: misfit.found)
        }
        let font = try object.optional(Field.font, in: keys)?.decode(TextStyle.self)
        let color = try object.optional(Field.color, in: keys)?.decode(Color.self)
        let privacySensitive = try object.optional(Field.privacySensitive, in: keys)?.decodeBool()
        let unredacted = try object.optional(Field.unredacted, in: keys)?.decodeBool()
        let accentable = try object.optional(Field.accentable, in: keys)?.decodeBool()
        let minimumScale = try object.optional(Field.minimumScale, in: keys)?.decode(MinimumScale.self)
        var maxLines: Int?
        if let value = object.optional(Field.maxLines, in: keys) {
            if let room { maxLines = try room.read(value) } else { maxLines = try value.decodeInteger(Int.self) }
        }
        let alwaysOn = try object.optional(Field.alwaysOn, in: keys)?.decode(ElementAlwaysOnDocument.self)
        self.init(text: text, shortText: shortText, font: font, color: color, privacySensitive: privacySensitive,
                  unredacted: unredacted, accentable: accentable, minimumScale: minimumScale, maxLines: maxLines,
                  alwaysOn: alwaysOn, date: date, style: style, timeZone: timeZone)
    }
}

extension TextDocument: DocumentShaped {
    /// A string, or an object of its keys.
    static let shape = DocumentShape.object(Field.self) { key in
        switch key {
        case .text, .date, .style, .timeZone, .shortText, .font, .color, .privacySensitive, .unredacted, .accentable,
             .minimumScale, .maxLines: .value
        case .alwaysOn: .reader(ElementAlwaysOnDocument.self)
        }
    }
}

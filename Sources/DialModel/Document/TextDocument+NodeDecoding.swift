extension TextDocument {
    /// The keys its `Codable` conformance reads, in the order it reads them (numbered, for `NodeObject.present`).
    enum Field: Int, CodingKey, CaseIterable {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }

    static let fieldNames = FieldNames(Field.self)

    /// Reads a line as its `Codable` conformance does, field by field in the same order, so the first fault and its
    /// message are the same; without a boxed container and a generic call per key, which a face of many timeline
    /// entries paid for every line of every entry (docs/performance.md, "A timeline's entries read by hand").
    /// A stack's line whose family is known is held to its `room` where its `maxLines` is read (`LineRoom`).
    init(reading decoder: NodeDecoder, room: LineRoom? = nil) throws(FaceError) {
        // A line written as its string (`TextDocument+Decoding`): its kind asked first, without making its value.
        if decoder.kind == .string {
            self.init(text: try decoder.decodeString())
            return
        }
        try self.init(reading: try decoder.object(), room: room)
    }

    /// Reads a line's object. The keys present, in one pass; then each read in the order above, so the first fault is
    /// the same, straight into its field: a line is a large value, and one made by `init(text:…)` from locals retained
    /// each field's value into it and released the locals, for every line of every entry (docs/performance.md,
    /// "Session 20: decoding").
    private init(reading object: NodeObject, room: LineRoom?) throws(FaceError) {
        let decoder = object.decoder
        let keys = object.present(Self.fieldNames)
        text = try object.optional(Field.text, in: keys)?.decodeString()
        date = try object.optional(Field.date, in: keys)?.decode(TextDate.self)
        style = try object.optional(Field.style, in: keys)?.decode(DateTextStyle.self)
        timeZone = try object.optional(Field.timeZone, in: keys)?.decode(TimeZoneName.self)
        shortText = try object.optional(Field.shortText, in: keys)?.decode(ShortTextDocument.self)
        if let misfit = Self.misfit(text: text, date: date, style: style, timeZone: timeZone, shortText: shortText) {
            let location = object.object.index(of: misfit.key).map { object.object.members[$0].value.location } ?? decoder.node.location
            throw FaceError(kind: .invalidValue, path: decoder.path.appending(key: misfit.key), location: location,
                            expected: misfit.expected, found: misfit.found)
        }
        font = try object.optional(Field.font, in: keys)?.decode(TextStyle.self)
        color = try object.optional(Field.color, in: keys)?.decode(Color.self)
        privacySensitive = try object.optional(Field.privacySensitive, in: keys)?.decodeBool()
        unredacted = try object.optional(Field.unredacted, in: keys)?.decodeBool()
        accentable = try object.optional(Field.accentable, in: keys)?.decodeBool()
        minimumScale = try object.optional(Field.minimumScale, in: keys)?.decode(MinimumScale.self)
        if let value = object.optional(Field.maxLines, in: keys) {
            if let room { maxLines = try room.read(value) } else { maxLines = try value.decodeInteger(Int.self) }
        } else {
            maxLines = nil
        }
        alwaysOn = try object.optional(Field.alwaysOn, in: keys)?.decode(ElementAlwaysOnDocument.self)
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

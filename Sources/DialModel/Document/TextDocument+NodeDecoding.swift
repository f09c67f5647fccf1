extension TextDocument {
    /// The keys its `Codable` conformance reads, in the order it reads them (numbered, for `NodeObject.present`).
    private enum Field: Int, CodingKey {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }

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
        // The keys present, in one pass; then each read in the order above, so the first fault is the same.
        let keys = object.present(Field.self)
        self.init(text: try object.optional(Field.text, in: keys)?.decodeString())
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
        }
        alwaysOn = try object.optional(Field.alwaysOn, in: keys)?.decode(ElementAlwaysOnDocument.self)
    }
}

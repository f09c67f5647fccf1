extension StackDocument {
    /// The keys its `Codable` conformance reads, in the order it reads them.
    private enum Field: String, CodingKey { case lines, icon, privacySensitive, unredacted }

    /// Reads a stack from its content's object (which holds `template` too) as its `Codable` conformance does, field by
    /// field in the same order, its lines by `TextDocument(reading:room:)`, held to the room of `family` where it is known.
    init(reading object: NodeObject, family: Family?) throws(FaceError) {
        let lines = try object.required(Field.lines).array { line, index, count throws(FaceError) in
            try TextDocument(reading: line, room: family.map { LineRoom(line: index, of: count, in: $0) })
        }
        self.init(lines: lines,
                  icon: try object.optional(Field.icon)?.decode(ImageDocument.self),
                  privacySensitive: try object.optional(Field.privacySensitive)?.decodeBool(),
                  unredacted: try object.optional(Field.unredacted)?.decodeBool())
    }
}

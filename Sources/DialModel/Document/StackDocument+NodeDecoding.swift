extension StackDocument {
    /// The keys its `Codable` conformance reads, in the order it reads them (numbered, for `NodeObject.present`).
    enum Field: Int, CodingKey, CaseIterable { case lines, icon, privacySensitive, unredacted }

    static let fieldNames = FieldNames(Field.self)

    /// Reads a stack from its content's object (which holds `template` too) as its `Codable` conformance does, field by
    /// field in the same order, its lines by `TextDocument(reading:room:)`, held to the room of `family` where it is known.
    init(reading object: NodeObject, family: Family?) throws(FaceError) {
        let keys = object.present(Self.fieldNames)
        let lines = try object.required(Field.lines, in: keys).array { line, index, count throws(FaceError) in
            try TextDocument(reading: line, room: family.map { LineRoom(line: index, of: count, in: $0) })
        }
        self.init(lines: lines,
                  icon: try object.optional(Field.icon, in: keys)?.decode(ImageDocument.self),
                  privacySensitive: try object.optional(Field.privacySensitive, in: keys)?.decodeBool(),
                  unredacted: try object.optional(Field.unredacted, in: keys)?.decodeBool())
    }
}

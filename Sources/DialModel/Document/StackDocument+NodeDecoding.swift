extension StackDocument {
    /// The keys its `Codable` conformance reads, in the order it reads them.
    private enum Field: String, CodingKey { case lines, icon, privacySensitive, unredacted }

    /// Reads a stack from its content's object (which holds `template` too) as its `Codable` conformance does, field by
    /// field in the same order, its lines by `TextDocument(reading:)`.
    init(reading object: NodeObject) throws(FaceError) {
        let lines = try object.required(Field.lines).array { line throws(FaceError) in try TextDocument(reading: line) }
        self.init(lines: lines,
                  icon: try object.optional(Field.icon)?.decode(ImageDocument.self),
                  privacySensitive: try object.optional(Field.privacySensitive)?.decodeBool(),
                  unredacted: try object.optional(Field.unredacted)?.decodeBool())
    }
}

extension Decoder {
    /// The object this value holds, for a type written either as a plain value or as an object (`"padding": 4` or
    /// `{"horizontal": 6}`): read after the plain form was not found, so a value of neither form is refused as not
    /// `expected`, which names both, rather than as "not an object" (stranger22 #11: `"padding": "4"` was told
    /// "expected an object", though a number is the form most write).
    func container<Key: CodingKey>(keyedBy type: Key.Type, elseExpected expected: String) throws -> KeyedDecodingContainer<Key> {
        // A value the parser could not read keeps its own fault, which `container(keyedBy:)` throws.
        if let node = self as? NodeDecoder, node.kind != .object, node.kind != .unreadable {
            throw node.mismatch(expected: expected)
        }
        do {
            return try container(keyedBy: type)
        } catch DecodingError.typeMismatch(let type, let context) {
            throw DecodingError.typeMismatch(type, DecodingError.Context(codingPath: context.codingPath, debugDescription: expected))
        }
    }
}

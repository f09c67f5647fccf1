/// The keyed container over one JSON object; every key it is asked about is recorded as known.
struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: NodeObject
    var decoder: NodeDecoder { reader.decoder }
    var object: JSONNode.Object { reader.object }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        // A caller enumerating keys (a dictionary, an enum with payloads) accepts whatever is there.
        decoder.session.noteAllKeysRead(object)
        return object.members.compactMap { Key(stringValue: $0.key) }
    }

    func contains(_ key: Key) -> Bool {
        reader.contains(key)
    }

    /// The decoder for the value at `key`, which must be present.
    private func valueDecoder(for key: Key) throws(FaceError) -> NodeDecoder {
        try reader.required(key)
    }

    /// The decoder for the value at `key`, or nil where the key is absent or its value is null.
    private func presentDecoder(for key: Key) -> NodeDecoder? {
        reader.optional(key)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentDecoder(for: key)?.decodeBool()
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentDecoder(for: key)?.decodeString()
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentDecoder(for: key)?.decodeFloatingPoint(Double.self)
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try presentDecoder(for: key)?.decodeFloatingPoint(Float.self)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentDecoder(for: key)?.decodeInteger(Int.self)
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try presentDecoder(for: key)?.decodeInteger(Int8.self)
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try presentDecoder(for: key)?.decodeInteger(Int16.self)
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try presentDecoder(for: key)?.decodeInteger(Int32.self)
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try presentDecoder(for: key)?.decodeInteger(Int64.self)
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try presentDecoder(for: key)?.decodeInteger(UInt.self)
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try presentDecoder(for: key)?.decodeInteger(UInt8.self)
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try presentDecoder(for: key)?.decodeInteger(UInt16.self)
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try presentDecoder(for: key)?.decodeInteger(UInt32.self)
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try presentDecoder(for: key)?.decodeInteger(UInt64.self)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentDecoder(for: key)?.decode(T.self)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try valueDecoder(for: key).isNull
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try valueDecoder(for: key).decodeBool()
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try valueDecoder(for: key).decodeString()
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try valueDecoder(for: key).decodeFloatingPoint(Double.self)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try valueDecoder(for: key).decodeFloatingPoint(Float.self)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try valueDecoder(for: key).decodeInteger(Int.self)
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try valueDecoder(for: key).decodeInteger(Int8.self)
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try valueDecoder(for: key).decodeInteger(Int16.self)
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try valueDecoder(for: key).decodeInteger(Int32.self)
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try valueDecoder(for: key).decodeInteger(Int64.self)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try valueDecoder(for: key).decodeInteger(Int128.self)
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try valueDecoder(for: key).decodeInteger(UInt.self)
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try valueDecoder(for: key).decodeInteger(UInt8.self)
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try valueDecoder(for: key).decodeInteger(UInt16.self)
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try valueDecoder(for: key).decodeInteger(UInt32.self)
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try valueDecoder(for: key).decodeInteger(UInt64.self)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try valueDecoder(for: key).decodeInteger(UInt128.self)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try valueDecoder(for: key).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try valueDecoder(for: key).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try valueDecoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(at: JSONCodingKey.superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(at: key)
    }

    /// Like Foundation, an absent key yields a decoder over null, so a superclass may treat it as optional.
    private func superDecoder(at key: some CodingKey) -> NodeDecoder {
        let index = reader.index(of: key)
        let absent = JSONNode(value: .null, location: decoder.node.location)
        return decoder.child(index.map { object.members[$0].value } ?? absent, key: key)
    }
}

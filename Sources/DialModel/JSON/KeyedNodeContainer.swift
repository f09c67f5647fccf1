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

    /// The decoder for the value at `key`, which must be present: a value of `type`, which a missing key's error
    /// describes where it can.
    private func valueDecoder<T>(for key: Key, of type: T.Type = Never.self) throws(FaceError) -> NodeDecoder {
        try reader.required(key, of: type)
    }

    /// The decoder for the value at `key`, or nil where the key is absent or its value is null.
    private func presentDecoder(for key: Key) -> NodeDecoder? {
        reader.optional(key)
    }

    // The protocol's default for an optional asks three times (contains, decodeNil, decode); the commonest scalars
    // are read with one look-up. A generic method cannot take the place of these: the default would be chosen over it.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try presentDecoder(for: key)?.decodeBool() }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try presentDecoder(for: key)?.decodeString() }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try presentDecoder(for: key)?.decodeFloatingPoint(Double.self) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentDecoder(for: key)?.decodeInteger(Int.self) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentDecoder(for: key)?.decode(T.self)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try valueDecoder(for: key).isNull
    }

    // Generic methods answer the protocol's requirement for each scalar type (Bool, String, every floating-point and
    // integer type), so that each kind of value is read by one piece of code.

    func decode<F: BinaryFloatingPoint & LosslessStringConvertible & Decodable>(_ type: F.Type, forKey key: Key) throws -> F {
        try valueDecoder(for: key).decodeFloatingPoint(F.self)
    }

    func decode<I: FixedWidthInteger & Decodable>(_ type: I.Type, forKey key: Key) throws -> I {
        try valueDecoder(for: key).decodeInteger(I.self)
    }

    // Int128 and UInt128 came with defaults that throw "not implemented", which a generic method does not replace.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try valueDecoder(for: key).decodeInteger(Int128.self) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try valueDecoder(for: key).decodeInteger(UInt128.self) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try valueDecoder(for: key, of: T.self).decode(T.self)
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
        if let index = reader.index(of: key) { return decoder.child(member: index) }
        return decoder.child(absent: key.stringValue)
    }
}

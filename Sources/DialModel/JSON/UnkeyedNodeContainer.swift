/// The unkeyed container over one JSON array.
struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let elements: [JSONNode]
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, elements: [JSONNode]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder for the current element, which must exist.
    private func currentDecoder() throws(FaceError) -> NodeDecoder {
        guard !isAtEnd else {
            let noun = elements.count == 1 ? "element" : "elements"
            throw FaceError(
                kind: .missingKey, path: decoder.path.appending(index: currentIndex), location: decoder.node.location,
                expected: "a value at index \(currentIndex)", found: "the end of the array (\(elements.count) \(noun))")
        }
        return decoder.child(elements[currentIndex], key: JSONCodingKey(index: currentIndex))
    }

    /// Decodes the current element with `body` and moves past it only on success, as Foundation does, so a
    /// caller may catch the error and try again with another type.
    private mutating func next<T>(_ body: (NodeDecoder) throws -> T) throws -> T {
        let value = try body(try currentDecoder())
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try currentDecoder().isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try next { decoder throws(FaceError) in try decoder.decodeBool() }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try next { decoder throws(FaceError) in try decoder.decodeString() }
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        try next { decoder throws(FaceError) in
            try decoder.decodeFloatingPoint(Double.self)
        }
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        try next { decoder throws(FaceError) in
            try decoder.decodeFloatingPoint(Float.self)
        }
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(Int.self) }
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(Int8.self) }
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(Int16.self) }
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(Int32.self) }
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(Int64.self) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(Int128.self) }
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt.self) }
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt8.self) }
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt16.self) }
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt32.self) }
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt64.self) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt128.self) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next { decoder throws(FaceError) in try decoder.decode(T.self) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next { decoder in try decoder.container(keyedBy: NestedKey.self) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next { decoder in try decoder.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next { decoder in decoder }
    }
}

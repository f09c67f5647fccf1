/// The unkeyed container over one JSON array.
struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let elements: JSONNode.Elements
    private(set) var currentIndex = 0
    /// The current element's record.
    private var current: Int

    init(decoder: NodeDecoder, elements: JSONNode.Elements) {
        self.decoder = decoder
        self.elements = elements
        current = elements.startIndex
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
        return decoder.child(element: current)
    }

    /// Decodes the current element with `body` and moves past it only on success, as Foundation does, so a
    /// caller may catch the error and try again with another type.
    private mutating func next<T>(_ body: (NodeDecoder) throws -> T) throws -> T {
        let value = try body(try currentDecoder())
        advance()
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try currentDecoder().isNull else { return false }
        advance()
        return true
    }

    private mutating func advance() {
        currentIndex += 1
        current = elements.index(after: current)
    }

    // Generic methods answer the protocol's requirement for each scalar type (Bool, String, every floating-point and
    // integer type), so that each kind of value is read by one piece of code.

    mutating func decode<F: BinaryFloatingPoint & LosslessStringConvertible & Decodable>(_ type: F.Type) throws -> F {
        try next { decoder throws(FaceError) in try decoder.decodeFloatingPoint(F.self) }
    }

    mutating func decode<I: FixedWidthInteger & Decodable>(_ type: I.Type) throws -> I {
        try next { decoder throws(FaceError) in try decoder.decodeInteger(I.self) }
    }

    // Int128 and UInt128 came with defaults that throw "not implemented", which a generic method does not replace.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try next { decoder throws(FaceError) in try decoder.decodeInteger(Int128.self) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try next { decoder throws(FaceError) in try decoder.decodeInteger(UInt128.self) } }

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

/// The single-value container over one JSON value of any kind.
struct SingleValueNodeContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }

    // Generic methods answer the protocol's requirement for every floating-point and every integer type. Bool and
    // String stay concrete: the generic `decode<T>` reaches here through `T(from:)` for anything it does not read itself.
    func decode<F: BinaryFloatingPoint & LosslessStringConvertible & Decodable>(_ type: F.Type) throws -> F {
        try decoder.decodeFloatingPoint(F.self)
    }

    func decode<I: FixedWidthInteger & Decodable>(_ type: I.Type) throws -> I { try decoder.decodeInteger(I.self) }

    // Int128 and UInt128 came with defaults that throw "not implemented", which a generic method does not replace.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decoder.decodeInteger(Int128.self) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decoder.decodeInteger(UInt128.self) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self) }
}

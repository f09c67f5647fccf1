/// A `Decoder` over one value of a parsed document.
///
/// Every error it throws is a `FaceError` naming this value's path and location, so a model type's mistakes and the
/// document's mistakes reach the user in the same form.
struct NodeDecoder: Decoder {
    let node: JSONNode
    let path: JSONPath
    let codingPath: [any CodingKey]
    let session: DecodingSession

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder for the whole document.
    init(root: JSONNode, session: DecodingSession) {
        self.init(node: root, path: .root, codingPath: [], session: session)
    }

    private init(node: JSONNode, path: JSONPath, codingPath: [any CodingKey], session: DecodingSession) {
        self.node = node
        self.path = path
        self.codingPath = codingPath
        self.session = session
    }

    /// A decoder for `node`, found one step (`key`) below this decoder's value.
    func child(_ node: JSONNode, key: any CodingKey) -> NodeDecoder {
        let component = JSONCodingKey.pathComponent(for: key)
        return NodeDecoder(node: node, path: path.appending(component), codingPath: codingPath + [key], session: session)
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = node.value else { throw mismatch(expected: "an object") }
        session.noteOpened(object)
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(decoder: self, object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node.value else { throw mismatch(expected: "an array") }
        return UnkeyedNodeContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueNodeContainer(decoder: self)
    }

    // MARK: Values

    /// Decodes `T` from this value, turning whatever `T.init(from:)` throws into a `FaceError`.
    func decode<T: Decodable>(_ type: T.Type) throws(FaceError) -> T {
        // Going straight to the scalar spares a container per array element; the result is the same.
        switch type {
        case is String.Type: return try decodeString() as! T
        case is Int.Type: return try decodeInteger(Int.self) as! T
        case is Double.Type: return try decodeFloatingPoint(Double.self) as! T
        case is Bool.Type: return try decodeBool() as! T
        default: break
        }
        do {
            return try T(from: self)
        } catch {
            throw session.faceError(from: error, decoding: self)
        }
    }

    var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    func decodeBool() throws(FaceError) -> Bool {
        guard case .bool(let flag) = node.value else { throw mismatch(expected: "true or false") }
        return flag
    }

    func decodeString() throws(FaceError) -> String {
        guard case .string(let string) = node.value else { throw mismatch(expected: "a string") }
        return string
    }

    /// Rounds the literal exactly once, as `F(String)` does; infinity is refused because no face means it.
    func decodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: F.Type
    ) throws(FaceError) -> F {
        guard case .number(let number) = node.value else { throw mismatch(expected: "a number") }
        guard let value = F(number.text), value.isFinite else {
            let expected = F.self == Double.self
                ? "a finite number" : "a finite number within \(F.self) range (±\(F.greatestFiniteMagnitude))"
            throw invalid(expected: expected, found: MessageText.truncated(number.text))
        }
        return value
    }

    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws(FaceError) -> I {
        guard case .number(let number) = node.value else { throw mismatch(expected: "an integer") }
        if let value = I(number.text) { return value }
        let literal = MessageText.truncated(number.text)
        switch number.integerDigits() {
        case .fraction:
            throw invalid(expected: "an integer", found: "\(literal), which has a fractional part")
        case .digits(let digits):
            if let value = I(digits) { return value }
            fallthrough
        case .tooLong:
            throw invalid(expected: "an integer from \(I.min) to \(I.max)", found: literal)
        }
    }

    // MARK: Errors

    func mismatch(expected: String) -> FaceError {
        FaceError(kind: .typeMismatch, path: path, location: node.location, expected: expected, found: node.summary)
    }

    func invalid(expected: String, found: String) -> FaceError {
        FaceError(kind: .invalidValue, path: path, location: node.location, expected: expected, found: found)
    }
}

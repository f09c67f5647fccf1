/// A `Decoder` over one value of a parsed document.
///
/// Every error it throws is a `FaceError` naming this value's path and location, so a model type's mistakes and the
/// document's mistakes reach the user in the same form.
struct NodeDecoder: Decoder {
    let node: JSONNode
    /// A key the document does not hold, where this decoder reads one in its place (`superDecoder` where it is absent).
    private let absentKey: AbsentKey?
    let session: DecodingSession

    /// A key the document does not hold: its name, below the object whose record is `object`. A class, so that a
    /// decoder without one, every decoder but `superDecoder`'s, holds a null reference: copying a decoder, once per
    /// value read, copied a string's storage and an optional's tag besides (docs/performance.md, "Session 20: decoding").
    private final class AbsentKey {
        init(object: Int, name: String) {
            self.object = object
            self.name = name
        }

        let object: Int
        let name: String
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The keys from the document's top down to this value, read off the table (each record names its container and
    /// its place in it) when asked: an error, or a model type that reads `codingPath`. A decoder keeps no path of its
    /// own, so making one for every value a face holds, hidden ones too, allocates nothing (docs/performance.md,
    /// "Hidden timelines, eighth round").
    var codingPath: [any CodingKey] {
        guard let absentKey else { return node.codingKeys }
        return JSONNode(tree: session.root.tree, index: absentKey.object).codingKeys + [JSONCodingKey(stringValue: absentKey.name)]
    }

    /// Where this value sits in the document.
    var path: JSONPath {
        JSONPath(codingPath.map(JSONCodingKey.pathComponent(for:)))
    }

    /// A decoder for the whole document.
    init(root: JSONNode, session: DecodingSession) {
        self.init(node: root, absentKey: nil, session: session)
    }

    private init(node: JSONNode, absentKey: AbsentKey?, session: DecodingSession) {
        self.node = node
        self.absentKey = absentKey
        self.session = session
    }

    /// `decoder` as a face file's decoder, for the types read only by hand from one (`ComplicationDocument`,
    /// `TimelineEntryDocument`); any other decoder is refused, naming the reader to use.
    static func faceFile(_ decoder: any Decoder, reading type: Any.Type) throws -> NodeDecoder {
        guard let decoder = decoder as? NodeDecoder else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "a \(type) is read from a face file, by FaceDocument.decode(_:file:) or Face.decode, "
                    + "which know what a context may hide"))
        }
        return decoder
    }

    /// A decoder for the value of the member of this decoder's object whose key is record `key`.
    func child(member key: Int) -> NodeDecoder {
        NodeDecoder(node: JSONNode(tree: node.tree, index: key + 1), absentKey: nil, session: session)
    }

    /// A decoder for `element`, one of this decoder's array's.
    func child(_ element: JSONNode) -> NodeDecoder {
        NodeDecoder(node: element, absentKey: nil, session: session)
    }

    /// A decoder for `node`, read in place of `name`, a key this decoder's object does not hold.
    func child(_ node: JSONNode, named name: String) -> NodeDecoder {
        NodeDecoder(node: node, absentKey: AbsentKey(object: self.node.index, name: name), session: session)
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedNodeContainer<Key>(reader: try object()))
    }

    /// The object this value holds, opened as a keyed container opens it: its keys are checked for unknown ones.
    func object() throws(FaceError) -> NodeObject {
        guard node.kind == .object else { throw mismatch(expected: "an object") }
        let object = JSONNode.Object(tree: node.tree, id: node.index)
        session.noteOpened(object)
        return NodeObject(decoder: self, object: object)
    }

    /// The array this value holds, each element read by `body`, first to last, as `Array`'s own `Decodable`
    /// conformance reads it through an unkeyed container; `body` is told the element's index and the array's count.
    func array<Element>(_ body: (NodeDecoder, Int, Int) throws(FaceError) -> Element) throws(FaceError) -> [Element] {
        guard node.kind == .array else { throw mismatch(expected: "an array") }
        let elements = JSONNode.Elements(tree: node.tree, array: node.index)
        let count = elements.count
        var values: [Element] = []
        values.reserveCapacity(count)
        for (index, element) in elements.enumerated() {
            values.append(try body(child(element), index, count))
        }
        return values
    }

    /// A `ClosedSet`'s value, read as its own `init(from:)` reads it, with the same message for an unknown one.
    func decodeCase<T: ClosedSet>(of type: T.Type) throws(FaceError) -> T {
        let raw = try decodeString()
        guard let value = T(rawValue: raw) else {
            throw invalid(expected: T.expectation, found: "\"\(raw)\"")
        }
        return value
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .array else { throw mismatch(expected: "an array") }
        return UnkeyedNodeContainer(decoder: self, elements: JSONNode.Elements(tree: node.tree, array: node.index))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueNodeContainer(decoder: self)
    }

    // MARK: Values

    /// Decodes `T` from this value, turning whatever `T.init(from:)` throws into a `FaceError`.
    func decode<T: Decodable>(_ type: T.Type) throws(FaceError) -> T {
        // Going straight to the scalar spares a container per array element; the result is the same.
        // Metatypes compared, not cast: this runs for every value.
        if T.self == String.self { return try decodeString() as! T }
        if T.self == Int.self { return try decodeInteger(Int.self) as! T }
        if T.self == Double.self { return try decodeFloatingPoint(Double.self) as! T }
        if T.self == Bool.self { return try decodeBool() as! T }
        do {
            return try T(from: self)
        } catch {
            throw session.faceError(from: error, decoding: self)
        }
    }

    var isNull: Bool {
        node.kind == .null
    }

    func decodeBool() throws(FaceError) -> Bool {
        switch node.kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(expected: "true or false")
        }
    }

    func decodeString() throws(FaceError) -> String {
        guard node.kind == .string else { throw mismatch(expected: "a string") }
        return node.tree.string(at: node.index)
    }

    /// What `body` makes of this string's UTF-8, read in place from the file where the string holds no escape; nil for
    /// any other value, or a string with an escape, which a reader takes as `decodeString()` gives it. `body` sees the
    /// bytes `decodeString()` would make its string of: the parser accepts only well-formed UTF-8.
    func withUnescapedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        let tree = node.tree
        let record = tree.records[node.index]
        guard record.kind == .string, !record.escaped else { return nil }
        return tree.bytes.withUnsafeBufferPointer { bytes in
            let start = Int(record.start)
            return body(UnsafeBufferPointer(rebasing: bytes[start..<start + Int(record.size)]))
        }
    }

    /// Rounds the literal exactly once, as `F(String)` does; infinity is refused because no face means it.
    func decodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: F.Type
    ) throws(FaceError) -> F {
        guard node.kind == .number else { throw mismatch(expected: "a number") }
        let number = JSONNumber(text: node.tree.string(at: node.index))
        guard let value = F(number.text), value.isFinite else {
            let expected = F.self == Double.self
                ? "a finite number" : "a finite number within \(F.self) range (±\(F.greatestFiniteMagnitude))"
            throw invalid(expected: expected, found: MessageText.truncated(number.text))
        }
        return value
    }

    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws(FaceError) -> I {
        guard node.kind == .number else { throw mismatch(expected: "an integer") }
        let number = JSONNumber(text: node.tree.string(at: node.index))
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

    // A value the parser kept unread is wrong for every type: whatever a type asked of it, its own fault is told.

    func mismatch(expected: String) -> FaceError {
        if node.kind == .unreadable, case .unreadable(let fault) = node.value { return fault }
        return FaceError(kind: .typeMismatch, path: path, location: node.location, expected: expected, found: node.summary)
    }

    func invalid(expected: String, found: String) -> FaceError {
        if node.kind == .unreadable, case .unreadable(let fault) = node.value { return fault }
        return FaceError(kind: .invalidValue, path: path, location: node.location, expected: expected, found: found)
    }
}

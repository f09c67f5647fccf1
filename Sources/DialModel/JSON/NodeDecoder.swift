/// A `Decoder` over one value of a parsed document.
///
/// Every error it throws is a `FaceError` naming this value's path and location, so a model type's mistakes and the
/// document's mistakes reach the user in the same form.
struct NodeDecoder: Decoder {
    /// The session of the `DecodingSession.withDecoder` call that made this decoder's root, held without a count: a
    /// decoder is copied once per value read, and each copy retained and released its session and its document, for
    /// every value of every entry a face holds, hidden ones too (docs/performance.md, "Session 21: decoding"). Safe
    /// because no decoder outlives that call: `withDecoder` holds the session for its length and makes the only root,
    /// every other decoder is made from one by `child`, and no reader keeps a decoder, or a container holding one,
    /// past its own `init(from:)` or `init(reading:)`.
    unowned(unsafe) let session: DecodingSession
    /// The document this value is in, held by `session`, without a count, as `session` is: the session's own document,
    /// or the null read in place of an absent key (`DecodingSession.noteAbsentKey`), which the session keeps.
    private let document: Unmanaged<JSONTree>
    /// The value's record in `tree`.
    let index: Int
    /// A key the document does not hold, where this decoder reads one in its place (`superDecoder` where it is absent):
    /// its number in the session (`DecodingSession.absentKey(_:)`).
    private let absentKey: Int?

    /// The document this value is in.
    var tree: JSONTree { document.takeUnretainedValue() }

    /// This value, as a node of its document.
    var node: JSONNode { JSONNode(tree: tree, index: index) }

    /// What `body` reads of the document, lent to it as it is held, without a count: the way to read what every value
    /// of every entry is read for (its kind, its members' keys, a string). Through `tree`, each read of the document's
    /// tables retained and released them (docs/performance.md, "Session 21: decoding").
    func reading<Result>(_ body: (JSONTree) -> Result) -> Result {
        document._withUnsafeGuaranteedRef(body)
    }

    /// What this value is: its record's kind, read without making its node.
    var kind: JSONTree.Kind { reading { $0.records[index].kind } }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The keys from the document's top down to this value, read off the table (each record names its container and
    /// its place in it) when asked: an error, or a model type that reads `codingPath`. A decoder keeps no path of its
    /// own, so making one for every value a face holds, hidden ones too, allocates nothing (docs/performance.md,
    /// "Hidden timelines, eighth round").
    var codingPath: [any CodingKey] {
        guard let absentKey else { return node.codingKeys }
        let (object, name) = session.absentKey(absentKey)
        return object.codingKeys + [JSONCodingKey(stringValue: name)]
    }

    /// Where this value sits in the document.
    var path: JSONPath {
        JSONPath(codingPath.map(JSONCodingKey.pathComponent(for:)))
    }

    /// A decoder for the whole document of `session`: made by `DecodingSession.withDecoder` alone, which holds the
    /// session while it is used.
    init(root session: DecodingSession) {
        self.init(session: session, tree: session.root.tree, index: session.root.index, absentKey: nil)
    }

    private init(session: DecodingSession, tree: JSONTree, index: Int, absentKey: Int?) {
        self.session = session
        document = Unmanaged.passUnretained(tree)
        self.index = index
        self.absentKey = absentKey
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
        NodeDecoder(session: session, tree: tree, index: key + 1, absentKey: nil)
    }

    /// A decoder for the element whose record is `element`, one of this decoder's array's.
    func child(element: Int) -> NodeDecoder {
        NodeDecoder(session: session, tree: tree, index: element, absentKey: nil)
    }

    /// A decoder for a null read in place of `name`, a key this decoder's object does not hold.
    func child(absent name: String) -> NodeDecoder {
        let (number, null) = session.noteAbsentKey(named: name, in: node)
        return NodeDecoder(session: session, tree: null, index: 0, absentKey: number)
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedNodeContainer<Key>(reader: try object()))
    }

    /// The object this value holds, opened as a keyed container opens it: its keys are checked for unknown ones.
    func object() throws(FaceError) -> NodeObject {
        guard kind == .object else { throw mismatch(expected: "an object") }
        session.noteOpened(record: index)
        return NodeObject(decoder: self)
    }

    /// The array this value holds, each element read by `body`, first to last, as `Array`'s own `Decodable`
    /// conformance reads it through an unkeyed container; `body` is told the element's index and the array's count.
    func array<Element>(_ body: (NodeDecoder, Int, Int) throws(FaceError) -> Element) throws(FaceError) -> [Element] {
        guard kind == .array else { throw mismatch(expected: "an array") }
        // Walked by record, as `Elements` walks, without a copy of the document per element.
        let count = reading { Int($0.records[index].size) }
        var values: [Element] = []
        values.reserveCapacity(count)
        var element = index + 1
        for position in 0..<count {
            values.append(try body(child(element: element), position, count))
            element = reading { Int($0.records[element].end) }
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
        guard kind == .array else { throw mismatch(expected: "an array") }
        return UnkeyedNodeContainer(decoder: self, elements: JSONNode.Elements(tree: tree, array: index))
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
        kind == .null
    }

    func decodeBool() throws(FaceError) -> Bool {
        switch kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(expected: "true or false")
        }
    }

    func decodeString() throws(FaceError) -> String {
        guard kind == .string else { throw mismatch(expected: "a string") }
        return reading { $0.string(at: index) }
    }

    /// What `body` makes of this string's UTF-8, read in place from the file where the string holds no escape; nil for
    /// any other value, or a string with an escape, which a reader takes as `decodeString()` gives it. `body` sees the
    /// bytes `decodeString()` would make its string of: the parser accepts only well-formed UTF-8.
    func withUnescapedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        reading { tree in
            let record = tree.records[index]
            guard record.kind == .string, !record.escaped else { return nil }
            return tree.bytes.withUnsafeBufferPointer { bytes in
                let start = Int(record.start)
                return body(UnsafeBufferPointer(rebasing: bytes[start..<start + Int(record.size)]))
            }
        }
    }

    /// Rounds the literal exactly once, as `F(String)` does; infinity is refused because no face means it.
    func decodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: F.Type
    ) throws(FaceError) -> F {
        guard kind == .number else { throw mismatch(expected: "a number") }
        let number = JSONNumber(text: tree.string(at: index))
        guard let value = F(number.text), value.isFinite else {
            let expected = F.self == Double.self
                ? "a finite number" : "a finite number within \(F.self) range (±\(F.greatestFiniteMagnitude))"
            throw invalid(expected: expected, found: MessageText.truncated(number.text))
        }
        return value
    }

    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws(FaceError) -> I {
        guard kind == .number else { throw mismatch(expected: "an integer") }
        let number = JSONNumber(text: tree.string(at: index))
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
        if kind == .unreadable, case .unreadable(let fault) = node.value { return fault }
        return FaceError(kind: .typeMismatch, path: path, location: node.location, expected: expected, found: node.summary)
    }

    /// What `DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: expected)` becomes, where
    /// `container` is `object`'s keyed container and a reader of this value throws it: the error a reader by hand
    /// throws in its place, in the same words at the same path (`ChartMarkDocument.init(reading:)`).
    func corrupted(at object: NodeDecoder, key: String, expected: String) -> FaceError {
        let context = DecodingError.Context(codingPath: object.codingPath + [JSONCodingKey(stringValue: key)], debugDescription: expected)
        return session.faceError(from: DecodingError.dataCorrupted(context), decoding: self)
    }

    func invalid(expected: String, found: String) -> FaceError {
        if kind == .unreadable, case .unreadable(let fault) = node.value { return fault }
        return FaceError(kind: .invalidValue, path: path, location: node.location, expected: expected, found: found)
    }
}

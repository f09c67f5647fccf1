/// A `Decoder` over one value of a parsed document.
///
/// Every error it throws is a `FaceError` naming this value's path and location, so a model type's mistakes and the
/// document's mistakes reach the user in the same form.
struct NodeDecoder: Decoder {
    let node: JSONNode
    /// Where the value sits: how its path is kept.
    private let place: Place
    let session: DecodingSession

    /// A step below a parent's trail. The path is kept as a chain and spelled out only when asked (an error, or a
    /// model type that reads `codingPath`): a value costs at most one small allocation, not a copy of its whole path,
    /// which a face of many values would pay for every one (docs/privacy.md, "Timing").
    private final class Trail {
        let parent: Trail?
        let step: Step

        init(parent: Trail?, step: Step) {
            self.parent = parent
            self.step = step
        }
    }

    /// One step down, as the document spells it: a key is its record, made a `String` only when the path is spelled
    /// (no existential key copied and destroyed with every decoder, as `any CodingKey` was).
    private enum Step {
        /// The member whose key is this record of the document.
        case member(Int)
        /// The element at this position.
        case element(Int)
        /// A key the document does not hold (`superDecoder` where it is absent).
        case named(String)
    }

    /// A value's own step is made a `Trail` only when it has children (a container is opened on it): the scalars,
    /// most of a face's values, never allocate one.
    private enum Place {
        /// The whole document.
        case top
        /// A value whose own trail is made.
        case at(Trail)
        /// A value one `key` below `parent`, its own trail not made yet.
        case below(Trail?, Step)
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The keys from the document's top down to this value.
    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var trail: Trail?
        switch place {
        case .top: trail = nil
        case .at(let own): trail = own
        case .below(let parent, let step):
            keys.append(key(step))
            trail = parent
        }
        while let current = trail {
            keys.append(key(current.step))
            trail = current.parent
        }
        return keys.reversed()
    }

    private func key(_ step: Step) -> any CodingKey {
        switch step {
        case .member(let record): JSONCodingKey(stringValue: session.root.tree.string(at: record))
        case .element(let position): JSONCodingKey(index: position)
        case .named(let name): JSONCodingKey(stringValue: name)
        }
    }

    /// Where this value sits in the document.
    var path: JSONPath {
        JSONPath(codingPath.map(JSONCodingKey.pathComponent(for:)))
    }

    /// A decoder for the whole document.
    init(root: JSONNode, session: DecodingSession) {
        self.init(node: root, place: .top, session: session)
    }

    private init(node: JSONNode, place: Place, session: DecodingSession) {
        self.node = node
        self.place = place
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

    /// This value's own trail, made if it is not yet.
    private var trail: Trail? {
        switch place {
        case .top: nil
        case .at(let trail): trail
        case .below(let parent, let step): Trail(parent: parent, step: step)
        }
    }

    /// This decoder with its own trail made, for a container whose children all share it.
    private func placed() -> NodeDecoder {
        guard case .below = place else { return self }
        return NodeDecoder(node: node, place: .at(trail!), session: session)
    }

    /// A decoder for the value of the member of this decoder's object whose key is record `key`.
    func child(member key: Int) -> NodeDecoder {
        NodeDecoder(node: JSONNode(tree: node.tree, index: key + 1), place: .below(trail, .member(key)), session: session)
    }

    /// A decoder for `element`, at `position` in this decoder's array.
    func child(_ element: JSONNode, at position: Int) -> NodeDecoder {
        NodeDecoder(node: element, place: .below(trail, .element(position)), session: session)
    }

    /// A decoder for `node`, one step (`name`, a key the document does not hold) below this decoder's value.
    func child(_ node: JSONNode, named name: String) -> NodeDecoder {
        NodeDecoder(node: node, place: .below(trail, .named(name)), session: session)
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
        return NodeObject(decoder: placed(), object: object)
    }

    /// The array this value holds, each element read by `body`, first to last, as `Array`'s own `Decodable`
    /// conformance reads it through an unkeyed container; `body` is told the element's index and the array's count.
    func array<Element>(_ body: (NodeDecoder, Int, Int) throws(FaceError) -> Element) throws(FaceError) -> [Element] {
        guard node.kind == .array else { throw mismatch(expected: "an array") }
        let elements = JSONNode.Elements(tree: node.tree, array: node.index)
        let decoder = placed()
        let count = elements.count
        var values: [Element] = []
        values.reserveCapacity(count)
        for (index, element) in elements.enumerated() {
            values.append(try body(decoder.child(element, at: index), index, count))
        }
        return values
    }

    /// A `ClosedSet`'s value, read as its own `init(from:)` reads it, with the same message for an unknown one.
    func decodeCase<T: ClosedSet>(of type: T.Type) throws(FaceError) -> T {
        let raw = try decodeString()
        guard let value = T(rawValue: raw) else {
            if isStoodIn { return T.allCases.first! }
            throw invalid(expected: T.expectation, found: "\"\(raw)\"")
        }
        return value
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .array else { throw mismatch(expected: "an array") }
        return UnkeyedNodeContainer(decoder: placed(), elements: JSONNode.Elements(tree: node.tree, array: node.index))
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
        // A refused private value is not read again, so that no object in it is left half asked (`FaceDecoder`).
        if !session.standIns.isEmpty, let standIn = session.standIn(T.self, at: node) { return standIn }
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
        if isStoodIn { return true }
        switch node.kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(expected: "true or false")
        }
    }

    func decodeString() throws(FaceError) -> String {
        if isStoodIn { return "a" }
        guard node.kind == .string else { throw mismatch(expected: "a string") }
        return node.tree.string(at: node.index)
    }

    /// Rounds the literal exactly once, as `F(String)` does; infinity is refused because no face means it.
    func decodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: F.Type
    ) throws(FaceError) -> F {
        if isStoodIn { return 1 }
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
        if isStoodIn { return 1 }
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

    /// Whether the reading stands in for this value, a refused private one (`DecodingSession.standIns`): a scalar
    /// reads as a fixed one of its type, which its reader may still refuse (a category's empty name); then the
    /// reader's own value is stood in for (`decode(_:)`).
    private var isStoodIn: Bool {
        !session.standIns.isEmpty && session.standIns.contains(node.index)
    }

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

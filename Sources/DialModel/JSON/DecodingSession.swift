/// What one `FaceDecoder.decode` call shares across all its decoders: the document, and which object keys the model
/// types asked about, so that keys nobody asked about can be reported as unknown afterwards.
///
/// A class because containers are value types handed out and copied by Codable; they all must record into one place.
/// It never leaves the decoding call, so it needs no synchronisation.
final class DecodingSession {
    let root: JSONNode
    /// Whether the names of the keys asked about are kept, which only an unknown key's message needs (`expected` and
    /// its "did you mean"): a decoding pass that finds one is run again with them.
    let recordsNames: Bool
    /// By record (`JSONTree`): for an object, whether a keyed container was opened on it (objects never opened were
    /// skipped by the model and are not checked); for a key, whether a model type asked about it, or enumerated its
    /// object's keys, which accepts whatever is there. One byte a record, made once: nothing grows as it is read. Held
    /// as memory of its own, not an array in a variable, so that noting a record is a store, without the exclusivity
    /// and uniqueness checks an array property pays per write, for every object and key of every entry read
    /// (docs/performance.md, "Hidden timelines, eighth round"). Only this session writes it, and frees it. A value
    /// read whole by a grammar (`noteRead`) is noted on its first record alone, as `readWhole`.
    private let noted: UnsafeMutableBufferPointer<UInt8>
    /// What `noted` holds for a record: nothing, asked about or opened, or the first of a value read whole.
    private static let unasked: UInt8 = 0, asked: UInt8 = 1, readWhole: UInt8 = 2
    /// Keys asked about, per object id, when `recordsNames`.
    private(set) var askedNames: [Int: Set<String>] = [:]
    /// The keys read though absent (`superDecoder`), numbered by their place here: each one's object, its name, and
    /// the null read in its place, kept here for the decoders that hold it without a count (`NodeDecoder.tree`).
    private var absentKeys: [(object: JSONNode, name: String, null: JSONTree)] = []

    /// How many keys a reader looked up by name in an object that does not hold them (`NodeObject.index(of:)`):
    /// counted here, a store, and told to a test's probe once per reading (`WorkProbe.Work.absentKeysLookedUp`).
    private(set) var absentKeysLookedUp = 0

    init(root: JSONNode, recordsNames: Bool = false) {
        self.root = root
        self.recordsNames = recordsNames
        noted = .allocate(capacity: root.tree.records.count)
        noted.initialize(repeating: Self.unasked)
    }

    deinit {
        noted.deallocate()
    }

    /// What `body` makes of a decoder for the whole document. The decoders hold this session without a count
    /// (`NodeDecoder.session`): it is held here while `body` runs, and none may be kept past it.
    func withDecoder<Result, Failure: Error>(
        _ body: (NodeDecoder) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(self) { () throws(Failure) -> Result in try body(NodeDecoder(root: self)) }
    }

    // MARK: Absent keys

    /// Notes `name`, absent from `object`, as read by a decoder over a null where `object` starts: its number, and the
    /// null's document, which this session keeps.
    func noteAbsentKey(named name: String, in object: JSONNode) -> (number: Int, null: JSONTree) {
        let null = JSONTree(nullAt: object)
        absentKeys.append((object, name, null))
        return (absentKeys.count - 1, null)
    }

    /// The object and the name of the absent key numbered `number` (`noteAbsentKey`).
    func absentKey(_ number: Int) -> (object: JSONNode, name: String) {
        (absentKeys[number].object, absentKeys[number].name)
    }

    // MARK: Recording

    /// Notes that a reader opened the object whose record is `record`.
    func noteOpened(record: Int) {
        noted[record] = Self.asked
    }

    /// Notes that a reader looked up a key by name in an object that does not hold it.
    func noteAbsentLookUp() {
        absentKeysLookedUp &+= 1
    }

    /// Notes that the member whose key is record `index` was asked about, where names are not kept.
    func noteAsked(at index: Int) {
        noted[index] = Self.asked
    }

    /// Notes that `key` was asked about in the object whose record is `object`, where it is the member whose key is
    /// record `index` (nil: absent).
    func noteAsked(_ key: String, at index: Int?, in object: Int) {
        if let index { noted[index] = Self.asked }
        if recordsNames { askedNames[object, default: []].insert(key) }
    }

    /// Notes the value whose record is `record` as read whole, every object in it opened and every key asked about: a
    /// value read by the grammar alone, which accepts only keys its readers ask about (`PlainEntry`). One store, not
    /// one a record: `hasUnknownKey` steps over it, and `firstUnknownKey`'s session reads by the readers.
    func noteRead(_ record: Int) {
        noted[record] = Self.readWhole
    }

    func noteAllKeysRead(_ object: JSONNode.Object) {
        noteOpened(record: object.id)
        for index in object.members.indices { noted[index] = Self.asked }
        if recordsNames { askedNames[object.id, default: []].formUnion(object.members.map(\.key)) }
    }

    // MARK: Unknown keys

    /// Whether an opened object has a member no model type asked about: one pass over the table, each opened object's
    /// keys looked at once; what `FaceDecoder.decode` asks of every face it reads, before it walks any shape, so it
    /// reads the table through a buffer pointer, without a node, a collection or a closure per object, which a debug
    /// build pays for by the call (docs/performance.md, "Session 19: decoding").
    func hasUnknownKey() -> Bool {
        root.tree.records.withUnsafeBufferPointer { records in
            var index = 0
            while index < records.count {
                if noted[index] == Self.readWhole {
                    index = Int(records[index].end)
                    continue
                }
                if noted[index] == Self.asked, records[index].kind == .object {
                    // Each key's value is the record after it; the next key is where that value ends.
                    var key = index + 1
                    let end = Int(records[index].end)
                    while key < end {
                        if noted[key] == Self.unasked { return true }
                        key = Int(records[key + 1].end)
                    }
                }
                index += 1
            }
            return false
        }
    }

    /// The first key, in document order, of an opened object that no model type asked about; its message names the
    /// keys asked about in its object, so the session must record names.
    func firstUnknownKey() -> FaceError? {
        firstUnknownKey(in: root)
    }

    private func firstUnknownKey(in node: JSONNode) -> FaceError? {
        switch node.value {
        case .array(let elements):
            for element in elements {
                if let error = firstUnknownKey(in: element) { return error }
            }
        case .object(let object):
            if noted[object.id] == Self.readWhole { return nil }
            let checked = noted[object.id] == Self.asked
            for (index, member) in zip(object.members.indices, object.members) {
                if checked, noted[index] == Self.unasked {
                    return DocumentShape.unknownKeyError(member, known: askedNames[object.id] ?? [])
                }
                if let error = firstUnknownKey(in: member.value) { return error }
            }
        case .null, .bool, .number, .string, .unreadable:
            break
        }
        return nil
    }

    // MARK: Converting errors from model types

    /// `error`, thrown while `decoder`'s value was being decoded, as a `FaceError`.
    func faceError(from error: any Error, decoding decoder: NodeDecoder) -> FaceError {
        switch error {
        case let error as FaceError:
            return error
        case let error as ValueError:
            return decoder.invalid(expected: error.expected, found: error.found)
        case let error as DecodingError:
            return faceError(from: error, decoding: decoder)
        default:
            return decoder.invalid(expected: String(describing: error), found: decoder.node.summary)
        }
    }

    private func faceError(from error: DecodingError, decoding decoder: NodeDecoder) -> FaceError {
        let kind: FaceError.Kind
        var codingPath: [any CodingKey]
        let expected: String
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            (kind, codingPath, expected) = (.typeMismatch, context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            (kind, codingPath) = (.missingKey, context.codingPath + [key])
            expected = "a value for required key \(MessageText.quoted(key.stringValue))"
        case .dataCorrupted(let context):
            (kind, codingPath, expected) = (.invalidValue, context.codingPath, context.debugDescription)
        @unknown default:
            (kind, codingPath, expected) = (.invalidValue, decoder.codingPath, String(describing: error))
        }

        var path = JSONPath(codingPath.map(JSONCodingKey.pathComponent(for:)))
        // A hand-built context may carry any path; one outside the value being decoded cannot be right.
        if !path.hasPrefix(decoder.path) {
            path = decoder.path
            codingPath = decoder.codingPath
        }
        let node = root.descendant(at: path)
        if node?.kind == .unreadable, case .unreadable(let fault)? = node?.value { return fault }
        return FaceError(
            kind: kind, path: path, location: root.nearestDescendant(at: path).location,
            expected: expected, found: kind == .missingKey ? "nothing" : node?.summary ?? "nothing")
    }
}

/// One JSON object opened for reading, its keys looked up by name: what `KeyedNodeContainer` does for Codable, and
/// what the decoders written by hand for the values a face holds by the thousand (`TimelineEntryDocument`,
/// `ContentDocument`'s stacks, `TextDocument`) use directly, without a boxed container and a generic call per key
/// (docs/performance.md, "A timeline's entries read by hand").
///
/// Every key looked up is noted as asked about, present or not, so that a key nobody asked about is reported as unknown
/// with the same message whichever decoder read its object.
struct NodeObject {
    /// The decoder of the object itself, its path's step made once for all its members.
    let decoder: NodeDecoder

    /// The object, made when asked: a reader by hand asks only on the way to an error.
    var object: JSONNode.Object { JSONNode.Object(tree: decoder.tree, id: decoder.index) }

    /// The position of `key` among the object's members, noted as asked about either way.
    func index(of key: some CodingKey) -> Int? {
        let name = key.stringValue
        let index = object.index(of: name)
        decoder.session.noteAsked(name, at: index, in: decoder.index)
        if index == nil { decoder.session.noteAbsentLookUp() }
        return index
    }

    /// Whether `key` is present (even as null), noted as asked about.
    func contains(_ key: some CodingKey) -> Bool {
        index(of: key) != nil
    }

    /// The decoder for the value at `key`, which must be present; where it is missing, the error says what a value of
    /// `type` is when the type can say it (`ExpectedValues`).
    func required<T>(_ key: some CodingKey, of type: T.Type = Never.self) throws(FaceError) -> NodeDecoder {
        guard let index = index(of: key) else {
            var expected = "a value for required key \(MessageText.quoted(key.stringValue))"
            // Cast only here, on the way to an error: a present key costs nothing more.
            if let values = type as? any ExpectedValues.Type { expected += ": " + values.expectation }
            throw FaceError(
                kind: .missingKey, path: decoder.path.appending(key: key.stringValue), location: decoder.node.location,
                expected: expected, found: "nothing")
        }
        return decoder.child(member: index)
    }

    /// Which of `Field`'s keys the object holds, and where, found in one pass over its members, each key's bytes
    /// matched to `names`: a reader then reads the keys it takes (`required(_:in:of:)`, `optional(_:in:)`) without
    /// looking each one up among the members, and an absent one without looking at all (a line has thirteen keys,
    /// and a face may hold thousands of lines, hidden ones too). Nothing is noted as asked about here: a key is, as
    /// its reader reads it, as a look-up notes it; unknown members are left unasked.
    func present(_ names: FieldNames) -> PresentKeys {
        var present = PresentKeys()
        fields(names) { field, key in present.note(field, at: key) }
        return present
    }

    /// Each member whose key is one of `names`, told to `body` by the name's number and the key's record, in one pass
    /// over the members, each key's bytes matched to `names` as `present(_:)` matches them: for a reader of more keys
    /// than `PresentKeys` holds (a view's kinds and modifiers, some fifty). Nothing is noted as asked about here.
    @inline(__always)
    func fields(_ names: FieldNames, _ body: (_ field: Int, _ key: Int) -> Void) {
        // Walked by record, as `Members` is, through buffer pointers, without a copy of the object per member.
        decoder.reading { tree in
            tree.records.withUnsafeBufferPointer { records in
                tree.bytes.withUnsafeBufferPointer { bytes in
                    var key = decoder.index + 1
                    let end = Int(records[decoder.index].end)
                    while key < end {
                        let record = records[key]
                        let field: Int?
                        if record.escaped {
                            var name = tree.string(at: key)
                            field = name.withUTF8 { names.field(named: $0) }
                        } else {
                            let start = Int(record.start)
                            field = names.field(named: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(record.size)]))
                        }
                        if let field { body(field, key) }
                        key = Int(records[key + 1].end)
                    }
                }
            }
        }
    }

    /// The decoder for the value at `key`, which must be present, where `present` holds the keys; a missing key's
    /// error is `required(_:of:)`'s.
    func required<T>(
        _ key: some CodingKey & RawRepresentable<Int>, in present: PresentKeys, of type: T.Type = Never.self
    ) throws(FaceError) -> NodeDecoder {
        guard let index = present.index(of: key.rawValue) else { return try required(key, of: type) }
        noteAsked(key, at: index)
        return decoder.child(member: index)
    }

    /// Whether `key` is present (even as null), where `present` holds the keys; noted as asked about either way, as
    /// `contains(_:)` notes it.
    func contains(_ key: some CodingKey & RawRepresentable<Int>, in present: PresentKeys) -> Bool {
        guard let index = present.index(of: key.rawValue) else {
            if decoder.session.recordsNames { decoder.session.noteAsked(key.stringValue, at: nil, in: decoder.index) }
            return false
        }
        noteAsked(key, at: index)
        return true
    }

    /// The decoder for the value at `key` as `optional(_:)` gives it, where `present` holds the keys; an absent key is
    /// not looked up, only noted as asked about where its name is wanted (an unknown key's message lists them).
    @inline(__always)
    func optional(_ key: some CodingKey & RawRepresentable<Int>, in present: PresentKeys) -> NodeDecoder? {
        guard let index = present.index(of: key.rawValue) else {
            if decoder.session.recordsNames { decoder.session.noteAsked(key.stringValue, at: nil, in: decoder.index) }
            return nil
        }
        noteAsked(key, at: index)
        if decoder.reading({ $0.records[index + 1].kind }) == .null { return nil }
        return decoder.child(member: index)
    }

    /// Notes `key`, found at record `index`, as asked about: a store, and its name only where the session keeps names.
    private func noteAsked(_ key: some CodingKey, at index: Int) {
        let session = decoder.session
        if session.recordsNames { session.noteAsked(key.stringValue, at: index, in: decoder.index) } else { session.noteAsked(at: index) }
    }

    /// The decoder for the value at `key`, or nil where the key is absent or its value is null, as Foundation reads
    /// an optional: one look-up, where the protocol's default asks three times.
    func optional(_ key: some CodingKey) -> NodeDecoder? {
        guard let index = index(of: key) else { return nil }
        if object.members[index].value.kind == .null { return nil }
        return decoder.child(member: index)
    }
}

/// The keys of a reader's `Field` (by raw value, from 0, at most 16: `FieldNames`) that one object holds, and each
/// one's record: `NodeObject.present(_:)`. The records are kept in sixteen places of a tuple, not an array, so that
/// reading an object allocates nothing.
struct PresentKeys {
    private var bits: UInt16 = 0
    private var records: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
                          UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The record of the member whose key is field `field`, if the object holds it.
    func index(of field: Int) -> Int? {
        guard bits & 1 << field != 0 else { return nil }
        return withUnsafeBytes(of: records) { Int($0.load(fromByteOffset: field * 4, as: UInt32.self)) }
    }

    /// Notes that the object holds field `field` as the member whose key is record `index`.
    mutating func note(_ field: Int, at index: Int) {
        bits |= 1 << field
        withUnsafeMutableBytes(of: &records) { $0.storeBytes(of: UInt32(index), toByteOffset: field * 4, as: UInt32.self) }
    }
}

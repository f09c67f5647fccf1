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
    let object: JSONNode.Object

    /// The position of `key` among the object's members, noted as asked about either way.
    func index(of key: some CodingKey) -> Int? {
        let name = key.stringValue
        let index = object.index(of: name)
        decoder.session.noteAsked(name, at: index, in: object)
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

    /// Which of `Field`'s keys the object holds, found in one pass over its members: a reader of many optional keys
    /// (a line has thirteen, and a face may hold thousands of lines, hidden ones too) then looks up only those present
    /// (`optional(_:in:)`), not each of its keys in turn. Unknown members are left unasked, as a look-up leaves them.
    func present<Field: CodingKey & RawRepresentable<Int>>(_ type: Field.Type) -> PresentKeys<Field> {
        var bits: UInt64 = 0
        // Walked by record, as `Members` is, without a copy of the object per member.
        let tree = object.tree
        var key = object.id + 1
        let end = Int(tree.records[object.id].end)
        while key < end {
            if let field = Field(stringValue: tree.string(at: key)) { bits |= 1 << field.rawValue }
            key = Int(tree.records[key + 1].end)
        }
        return PresentKeys(bits: bits)
    }

    /// The decoder for the value at `key` as `optional(_:)` gives it, where `present` holds the key; an absent key is
    /// not looked up, only noted as asked about where its name is wanted (an unknown key's message lists them).
    @inline(__always)
    func optional<Field>(_ key: Field, in present: PresentKeys<Field>) -> NodeDecoder? {
        guard present.contains(key) else {
            if decoder.session.recordsNames { decoder.session.noteAsked(key.stringValue, at: nil, in: object) }
            return nil
        }
        return optional(key)
    }

    /// The decoder for the value at `key`, or nil where the key is absent or its value is null, as Foundation reads
    /// an optional: one look-up, where the protocol's default asks three times.
    func optional(_ key: some CodingKey) -> NodeDecoder? {
        guard let index = index(of: key) else { return nil }
        if object.members[index].value.kind == .null { return nil }
        return decoder.child(member: index)
    }
}

/// The keys of a reader's `Field` (numbered from 0, fewer than 64) that one object holds: `NodeObject.present(_:)`.
struct PresentKeys<Field: CodingKey & RawRepresentable<Int>> {
    let bits: UInt64

    func contains(_ key: Field) -> Bool {
        bits & 1 << key.rawValue != 0
    }
}

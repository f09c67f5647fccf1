/// What one `FaceDecoder.decode` call shares across all its decoders: the document, and which object keys the model
/// types asked about, so that keys nobody asked about can be reported as unknown afterwards.
///
/// A class because containers are value types handed out and copied by Codable; they all must record into one place.
/// It never leaves the decoding call, so it needs no synchronisation.
final class DecodingSession {
    let root: JSONNode
    /// Keys asked about, per object id. An object appears here once a keyed container was opened on it; objects
    /// never opened were skipped by the model and are not checked.
    private var askedKeys: [Int: Set<String>] = [:]
    /// Objects whose keys were enumerated, so any key in them is acceptable.
    private var fullyReadObjects: Set<Int> = []

    init(root: JSONNode) {
        self.root = root
    }

    // MARK: Recording

    func noteOpened(_ object: JSONNode.Object) {
        if askedKeys[object.id] == nil { askedKeys[object.id] = [] }
    }

    func noteAsked(_ key: String, in object: JSONNode.Object) {
        askedKeys[object.id, default: []].insert(key)
    }

    func noteAllKeysRead(_ object: JSONNode.Object) {
        noteOpened(object)
        fullyReadObjects.insert(object.id)
    }

    // MARK: Unknown keys

    /// The first key, in document order, of an opened object that no model type asked about.
    func firstUnknownKey() -> FaceError? {
        firstUnknownKey(in: root, at: .root)
    }

    private func firstUnknownKey(in node: JSONNode, at path: JSONPath) -> FaceError? {
        switch node.value {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let error = firstUnknownKey(in: element, at: path.appending(index: index)) { return error }
            }
        case .object(let object):
            let known = fullyReadObjects.contains(object.id) ? nil : askedKeys[object.id]
            for member in object.members {
                if let known, !known.contains(member.key) {
                    return unknownKeyError(member, in: path, known: known)
                }
                if let error = firstUnknownKey(in: member.value, at: path.appending(key: member.key)) { return error }
            }
        case .null, .bool, .number, .string:
            break
        }
        return nil
    }

    private func unknownKeyError(_ member: JSONNode.Object.Member, in path: JSONPath, known: Set<String>) -> FaceError {
        var found = "unknown key \(MessageText.quoted(member.key, maxLength: MessageText.shortLength))"
        if let suggestion = EditDistance.closest(to: member.key, among: known) {
            found += " (did you mean \(MessageText.quoted(suggestion))?)"
        }
        return FaceError(
            kind: .unknownKey, path: path.appending(key: member.key), location: member.keyLocation,
            expected: MessageText.oneOf(known), found: found)
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
        return FaceError(
            kind: kind, path: path, location: root.nearestDescendant(at: path).location,
            expected: expected, found: kind == .missingKey ? "nothing" : node?.summary ?? "nothing")
    }
}

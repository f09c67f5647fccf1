/// One value of a parsed JSON document, with where it starts in the file.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONNode])
        case object(Object)
        /// A string, number or literal the parser could not read (malformed, or past the format's limits), and the
        /// error it makes: reported where a model type reads the value, as that value's fault (`JSONParser.parseScalar`).
        indirect case unreadable(FaceError)
    }

    /// The members of a JSON object, in document order.
    struct Object: Sendable {
        struct Member: Sendable {
            var key: String
            var keyLocation: SourceLocation
            var value: JSONNode
        }

        /// Unique within one document, from 0 up; the decoder records which objects it opened under it.
        var id: Int
        var members: [Member]
        /// The number of `members[0]` among all the document's members, the others following it: the decoder records
        /// which members it asked about under it.
        var firstMember = 0
        /// Position in `members` by key, for objects of more than `linearLookup` members; smaller ones are searched
        /// in order, which is quicker than hashing and spares a table per object (a face has thousands). The parser
        /// rejects duplicate keys, so either is unambiguous.
        private var indexByKey: [String: Int] = [:]
        private static let linearLookup = 12

        init(id: Int) {
            self.id = id
            members = []
        }

        /// The position of `key` in `members`.
        func index(of key: String) -> Int? {
            guard members.count > Self.linearLookup else { return members.firstIndex { $0.key == key } }
            return indexByKey[key]
        }

        subscript(key: String) -> Member? {
            index(of: key).map { members[$0] }
        }

        /// Appends a member whose key is not among those already there.
        mutating func append(_ member: Member) {
            members.append(member)
            if members.count > Self.linearLookup {
                if indexByKey.isEmpty {
                    for (index, member) in members.enumerated() { indexByKey[member.key] = index }
                } else {
                    indexByKey[member.key] = members.count - 1
                }
            }
        }
    }

    var value: Value
    var location: SourceLocation

    /// The value at `path` below this one, or nil if there is none.
    func descendant(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            guard let child = node.child(at: component) else { return nil }
            node = child
        }
        return node
    }

    /// The value at `path` below this one, or else the innermost value on the way there.
    func nearestDescendant(at path: JSONPath) -> JSONNode {
        var node = self
        for component in path.components {
            guard let child = node.child(at: component) else { break }
            node = child
        }
        return node
    }

    private func child(at component: JSONPathComponent) -> JSONNode? {
        switch (value, component) {
        case (.object(let object), .key(let key)):
            return object[key]?.value
        case (.array(let elements), .index(let index)) where elements.indices.contains(index):
            return elements[index]
        default:
            return nil
        }
    }

    /// How the value reads in a "found …" message: its type, and the value itself when that is short.
    var summary: String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return "a number (\(MessageText.truncated(number.text)))"
        case .string(let string): return "a string (\(MessageText.quoted(string, maxLength: MessageText.shortLength)))"
        case .array(let elements): return elements.isEmpty ? "an empty array" : "an array"
        case .object(let object): return object.members.isEmpty ? "an empty object" : "an object"
        case .unreadable: return "a value that is not JSON"
        }
    }

    /// The fault of the first value kept unread (`Value.unreadable`) in document order, at or below this one: what a
    /// file is refused for when no model type read that value.
    func firstUnreadable() -> FaceError? {
        switch value {
        case .unreadable(let fault): return fault
        case .array(let elements): return elements.lazy.compactMap { $0.firstUnreadable() }.first
        case .object(let object): return object.members.lazy.compactMap { $0.value.firstUnreadable() }.first
        case .null, .bool, .number, .string: return nil
        }
    }
}

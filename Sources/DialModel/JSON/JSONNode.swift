/// One value of a parsed JSON document, with where it starts in the file: a record of its `JSONTree`, read as asked.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array(Elements)
        case object(Object)
        /// A string, number or literal the parser could not read (malformed, or past the format's limits), and the
        /// error it makes: reported where a model type reads the value, as that value's fault (`JSONParser.parseScalar`).
        case unreadable(FaceError)
    }

    /// The elements of a JSON array, in document order.
    struct Elements: Collection, Sendable {
        let tree: JSONTree
        /// The array's record.
        let array: Int

        /// An element's record: the first follows the array's, each next one the end of the one before.
        var startIndex: Int { array + 1 }
        var endIndex: Int { Int(tree.records[array].end) }
        var count: Int { Int(tree.records[array].size) }
        var isEmpty: Bool { tree.records[array].size == 0 }

        func index(after index: Int) -> Int {
            Int(tree.records[index].end)
        }

        subscript(index: Int) -> JSONNode {
            JSONNode(tree: tree, index: index)
        }

        /// The element at `position` (0 for the first), walking the elements before it; nil past the last.
        func element(at position: Int) -> JSONNode? {
            guard position >= 0, position < count else { return nil }
            var index = startIndex
            for _ in 0..<position { index = self.index(after: index) }
            return self[index]
        }
    }

    /// The members of a JSON object, in document order.
    struct Object: Sendable {
        /// A key and its value: the key's record, the value's right after it.
        struct Member: Sendable {
            let tree: JSONTree
            /// The key's record.
            let index: Int

            var key: String { tree.string(at: index) }
            var keyLocation: SourceLocation { JSONNode(tree: tree, index: index).location }
            var value: JSONNode { JSONNode(tree: tree, index: index + 1) }
        }

        /// The members, indexed by their keys' records.
        struct Members: Collection, Sendable {
            let tree: JSONTree
            let object: Int

            var startIndex: Int { object + 1 }
            var endIndex: Int { Int(tree.records[object].end) }
            var count: Int { Int(tree.records[object].size) }
            var isEmpty: Bool { tree.records[object].size == 0 }

            /// The next key: past the value of this one.
            func index(after index: Int) -> Int {
                Int(tree.records[index + 1].end)
            }

            subscript(index: Int) -> Member {
                Member(tree: tree, index: index)
            }
        }

        let tree: JSONTree
        /// The object's record: unique within its document; the decoder records which objects it opened by it.
        let id: Int

        var members: Members { Members(tree: tree, object: id) }

        /// The position of `key` in `members` (its key's record), by its bytes: the parser rejects duplicate keys, so
        /// the first found is the only one. An object has a few members, so a look-up is a walk over them.
        func index(of key: String) -> Int? {
            var key = key
            return key.withUTF8 { name in
                let members = self.members
                var index = members.startIndex
                let end = members.endIndex
                while index < end {
                    if tree.key(at: index, is: name) { return index }
                    index = members.index(after: index)
                }
                return nil
            }
        }

        subscript(key: String) -> Member? {
            index(of: key).map { members[$0] }
        }
    }

    let tree: JSONTree
    /// The value's record.
    let index: Int

    var kind: JSONTree.Kind { tree.records[index].kind }

    var value: Value {
        switch kind {
        case .null: .null
        case .false: .bool(false)
        case .true: .bool(true)
        case .number: .number(JSONNumber(text: tree.string(at: index)))
        case .string, .key: .string(tree.string(at: index))
        case .array: .array(Elements(tree: tree, array: index))
        case .object: .object(Object(tree: tree, id: index))
        case .unreadable: .unreadable(tree.faults[Int(tree.records[index].size)])
        }
    }

    /// The keys from the document's top down to this value, read off the table: each record names its container and
    /// its place in it, so no reader keeps a path of its own (`NodeDecoder.codingPath`, an unknown key's error).
    var codingKeys: [JSONCodingKey] {
        var keys: [JSONCodingKey] = []
        var index = self.index
        // The document's own value is record 0.
        while index != 0 {
            let record = tree.records[index]
            let parent = Int(record.parent)
            if tree.records[parent].kind == .object {
                keys.append(JSONCodingKey(stringValue: tree.string(at: index - 1)))
            } else {
                keys.append(JSONCodingKey(index: Int(record.position)))
            }
            index = parent
        }
        return keys.reversed()
    }

    /// Where this value sits in the document.
    var path: JSONPath {
        JSONPath(codingKeys.map(JSONCodingKey.pathComponent(for:)))
    }

    var location: SourceLocation {
        tree.location(of: index)
    }

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
        switch (kind, component) {
        case (.object, .key(let key)):
            return Object(tree: tree, id: index)[key]?.value
        case (.array, .index(let position)):
            return Elements(tree: tree, array: index).element(at: position)
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
}

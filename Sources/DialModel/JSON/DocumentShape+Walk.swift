extension DocumentShape {
    /// The first key in `node`, in document order, that its shape does not take, as an `.unknownKey` error naming the
    /// keys it does take. One walk over the objects and arrays: no value is read (a `chosen` shape reads only what it
    /// declares structure, a content's `template`), so whether a key is unknown depends on the file's structure alone.
    func firstUnknownKey(in node: JSONNode) -> FaceError? {
        WorkProbe.note(.keyWalks, 1)
        let tree = node.tree
        return tree.records.withUnsafeBufferPointer { records in
            tree.bytes.withUnsafeBufferPointer { bytes in
                firstUnknownKey(at: node.index, in: Walk(tree: tree, records: records, bytes: bytes))
            }
        }
    }

    /// The table walked, its records and bytes read through buffer pointers: a face's every object and key is walked,
    /// hidden entries' too, and a node made per value retained and released the table each time (docs/performance.md,
    /// "Session 18").
    struct Walk {
        let tree: JSONTree
        let records: UnsafeBufferPointer<JSONTree.Record>
        let bytes: UnsafeBufferPointer<UInt8>
    }

    private func firstUnknownKey(at index: Int, in walk: Walk) -> FaceError? {
        let record = walk.records[index]
        switch self {
        case .value:
            return nil
        case .reader(let type):
            return type.shape.firstUnknownKey(at: index, in: walk)
        case .chosen(let choose):
            guard record.kind == .object else { return nil }
            return choose(JSONNode.Object(tree: walk.tree, id: index)).firstUnknownKey(at: index, in: walk)
        case .array(let element):
            guard record.kind == .array else { return nil }
            // The elements follow the array's record, each next one at the end of the one before.
            var child = index + 1
            while child < Int(record.end) {
                if let error = element.firstUnknownKey(at: child, in: walk) { return error }
                child = Int(walk.records[child].end)
            }
            return nil
        case .map(let value):
            guard record.kind == .object else { return nil }
            // Each key's value is the record after it; the next key is where that value ends.
            var key = index + 1
            while key < Int(record.end) {
                if let error = value.firstUnknownKey(at: key + 1, in: walk) { return error }
                key = Int(walk.records[key + 1].end)
            }
            return nil
        case .object(let keys):
            guard record.kind == .object else { return nil }
            var key = index + 1
            while key < Int(record.end) {
                guard let shape = keys.shape(ofKeyAt: key, in: walk) else {
                    let member = JSONNode.Object.Member(tree: walk.tree, index: key)
                    // A view's key beside it, where its modifiers go (a view is the object that takes `modifiers`);
                    // elsewhere the message stays the list of keys.
                    let isView = keys.all[ViewKey.modifiers.stringValue] != nil
                    return Self.unknownKeyError(member, known: keys.keyNames, beside: isView
                        ? keys.sibling(taking: member.key, in: JSONNode.Object(tree: walk.tree, id: index), walk) : nil)
                }
                if let error = shape.firstUnknownKey(at: key + 1, in: walk) { return error }
                key = Int(walk.records[key + 1].end)
            }
            return nil
        }
    }

    /// Whether an object at `index` of this shape takes `name`: a key of it, whatever its reader (a view's kind chosen
    /// from its keys). False for anything but an object.
    func takes(_ name: String, at index: Int, in walk: Walk) -> Bool {
        guard walk.records[index].kind == .object else { return false }
        switch self {
        case .object(let keys): return keys.all[name] != nil
        case .reader(let type): return type.shape.takes(name, at: index, in: walk)
        case .chosen(let choose): return choose(JSONNode.Object(tree: walk.tree, id: index)).takes(name, at: index, in: walk)
        case .value, .array, .map: return false
        }
    }

    /// SwiftUI modifiers a view author writes as keys that Dial takes elsewhere, and where: the list of known keys does
    /// not say it, as they are no modifier's (stranger8 #19: `.gaugeStyle(.accessoryCircular)` written beside the gauge;
    /// stranger17 #11: `"style": "circular"` beside a `progress`, as modifiers are written).
    static let writtenElsewhere: [String: String] = [
        "gaugeStyle": "a gauge's style is written inside it: {\"gauge\": {\"value\": 0.6, \"style\": \"accessoryCircular\"}}",
        "progressViewStyle": progressStyle,
        "style": "where a view has a style, it is written inside the view: "
            + "{\"progress\": {\"value\": 3, \"total\": 10, \"style\": \"circular\"}}, "
            + "{\"gauge\": {\"value\": 0.6, \"style\": \"accessoryCircular\"}}",
    ]

    private static let progressStyle =
        "a progress view's style is written inside it: {\"progress\": {\"value\": 3, \"total\": 10, \"style\": \"circular\"}}"

    /// The error for `member`, a key its object's reader does not take, which takes `known`. Where a key beside it
    /// (`beside`) holds an object that takes it, that is where it goes, and the error says so rather than list every
    /// key its object takes (stranger20 #10: `"style": "circular"` beside a `progress`, written as a modifier is, was
    /// answered with the names of every modifier). Which key takes it is the file's structure, never a value.
    static func unknownKeyError(_ member: JSONNode.Object.Member, known: some Collection<String>, beside: String? = nil) -> FaceError {
        let name = MessageText.quoted(member.key, maxLength: MessageText.shortLength)
        if let beside {
            let holder = MessageText.quoted(beside, maxLength: MessageText.shortLength)
            return FaceError(
                kind: .unknownKey, path: JSONNode(tree: member.tree, index: member.index + 1).path, location: member.keyLocation,
                expected: "\(name) inside \(holder), whose key it is: {\(holder): {…, \(name): …}}",
                found: "unknown key \(name) beside \(holder)")
        }
        var found = "unknown key \(name)"
        var meant: String?
        if let elsewhere = writtenElsewhere[member.key] {
            found += " (\(elsewhere))"
        } else if let renamed = renamed[member.key], known.contains(renamed) {
            meant = renamed
            found += " (SwiftUI's deprecated name for \(MessageText.quoted(renamed)): did you mean \(MessageText.quoted(renamed))?)"
        } else if let suggestion = EditDistance.closest(to: member.key, among: known) {
            meant = suggestion
            found += " (did you mean \(MessageText.quoted(suggestion))?)"
        }
        return FaceError(
            kind: .unknownKey, path: JSONNode(tree: member.tree, index: member.index + 1).path,
            location: member.keyLocation, expected: expectedKeys(known, near: member.key, meant: meant), found: found)
    }

    /// SwiftUI's deprecated modifiers, by the name that replaced them, which Dial takes: tutorials and older code still
    /// write `.foregroundColor(.red)`, which no edit of two letters turns into `foregroundStyle` (stranger22 #11).
    static let renamed: [String: String] = ["foregroundColor": "foregroundStyle", "accentColor": "tint"]

    /// Beyond this many keys an object's keys are not all listed: a view takes some 60, and their list made a message
    /// of a kilobyte on one line with the finding at its end (stranger22 #11).
    static let listedKeys = 20

    /// What an unknown key's message expects: every key `known` holds, or where they are more than `listedKeys`, how
    /// many, and those nearest `key` (`EditDistance.nearest`), the one `meant` first where the message suggests one
    /// (a deprecated name's replacement is far from it in letters: `accentColor`, `tint`).
    static func expectedKeys(_ known: some Collection<String>, near key: String, meant: String? = nil) -> String {
        guard known.count > listedKeys else { return MessageText.oneOf(known) }
        let nearest = EditDistance.nearest(to: key, among: known, count: 6)
        let named = meant.map { meant in [meant] + nearest.filter { $0 != meant }.prefix(5) } ?? nearest
        return "one of the \(known.count) keys it takes; the nearest: " + named.map { MessageText.quoted($0) }.joined(separator: ", ")
    }
}

extension DocumentShape {
    /// The first key in `node`, in document order, that its shape does not take, as an `.unknownKey` error naming the
    /// keys it does take. One walk over the objects and arrays: no value is read (a `chosen` shape reads only what it
    /// declares structure, a content's `template`), so whether a key is unknown depends on the file's structure alone.
    func firstUnknownKey(in node: JSONNode) -> FaceError? {
        switch self {
        case .value:
            return nil
        case .reader(let type):
            return type.shape.firstUnknownKey(in: node)
        case .chosen(let choose):
            guard node.kind == .object else { return nil }
            return choose(JSONNode.Object(tree: node.tree, id: node.index)).firstUnknownKey(in: node)
        case .array(let element):
            guard node.kind == .array else { return nil }
            for value in JSONNode.Elements(tree: node.tree, array: node.index) {
                if let error = element.firstUnknownKey(in: value) { return error }
            }
            return nil
        case .map(let value):
            guard node.kind == .object else { return nil }
            for member in JSONNode.Object(tree: node.tree, id: node.index).members {
                if let error = value.firstUnknownKey(in: member.value) { return error }
            }
            return nil
        case .object(let keys):
            guard node.kind == .object else { return nil }
            for member in JSONNode.Object(tree: node.tree, id: node.index).members {
                guard let shape = keys.shape(ofKeyAt: member.index, in: node.tree) else {
                    return Self.unknownKeyError(member, known: keys.keyNames)
                }
                if let error = shape.firstUnknownKey(in: member.value) { return error }
            }
            return nil
        }
    }

    /// SwiftUI modifiers a view author writes as keys that Dial takes elsewhere, and where: the list of known keys does
    /// not say it, as they are no modifier's (stranger8 #19: `.gaugeStyle(.accessoryCircular)` written beside the gauge).
    static let writtenElsewhere: [String: String] = [
        "gaugeStyle": "a gauge's style is written inside it: {\"gauge\": {\"value\": 0.6, \"style\": \"accessoryCircular\"}}",
    ]

    /// The error for `member`, a key its object's reader does not take, which takes `known`.
    static func unknownKeyError(_ member: JSONNode.Object.Member, known: some Collection<String>) -> FaceError {
        var found = "unknown key \(MessageText.quoted(member.key, maxLength: MessageText.shortLength))"
        if let elsewhere = writtenElsewhere[member.key] {
            found += " (\(elsewhere))"
        } else if let suggestion = EditDistance.closest(to: member.key, among: known) {
            found += " (did you mean \(MessageText.quoted(suggestion))?)"
        }
        return FaceError(
            kind: .unknownKey, path: JSONNode(tree: member.tree, index: member.index + 1).path,
            location: member.keyLocation, expected: MessageText.oneOf(known), found: found)
    }
}

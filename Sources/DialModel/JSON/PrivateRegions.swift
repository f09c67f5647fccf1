/// The parts of a face file whose values may be hidden in some context, so that no error message repeats them
/// (spec/redaction.md, "Non-interference": a message about an element under `privacySensitive` names its JSON path
/// and what was expected, never the value found).
///
/// A region is every object marked `"privacySensitive": true` (which covers all it contains), and every content of a
/// complication (`content`, each `timeline[i].content`) that marks nothing sensitive: such a complication is hidden
/// whole. An error inside a region keeps its path, what was expected and its line, but not what was found, nor its
/// column. An error after a region on the same line keeps what was found but not its column either, since columns
/// count the characters of the strings before them.
struct PrivateRegions: Sendable {
    /// Paths of the regions' top values.
    private var roots: [JSONPath] = []
    /// For each line holding a region's value, the first column where one starts.
    private var firstColumn: [Int: Int] = [:]

    /// What a guarded error says it found.
    static let withheld = "a value not repeated here (a complication's data may be private)"

    init(root: JSONNode) {
        collect(root, at: .root)
    }

    /// Whether `path` lies inside a region.
    func covers(_ path: JSONPath) -> Bool {
        roots.contains { path.hasPrefix($0) }
    }

    /// `error` with what it found withheld when it lies in a region, and its column withheld when a region's value
    /// starts before it on its line.
    func guarded(_ error: FaceError) -> FaceError {
        var error = error
        if covers(error.path) {
            error.withholdsColumn = true
            // Keys, missing or unknown, are the file's structure, not its data.
            if Self.repeatsAValue(error.kind) { error.found = Self.withheld }
        }
        if let location = error.location, let first = firstColumn[location.line], first <= location.column {
            error.withholdsColumn = true
        }
        return error
    }

    private static func repeatsAValue(_ kind: FaceError.Kind) -> Bool {
        switch kind {
        case .typeMismatch, .invalidValue, .tooLarge, .io, .syntax: true
        case .missingKey, .unknownKey, .duplicateKey, .tooDeep, .unsupportedVersion: false
        }
    }

    private mutating func collect(_ node: JSONNode, at path: JSONPath) {
        switch node.value {
        case .object(let object):
            if case .bool(true)? = object["privacySensitive"]?.value.value {
                add(node, at: path)
                return
            }
            for member in object.members {
                let child = path.appending(key: member.key)
                if Self.isComplicationContent(child), !Self.marksSensitive(member.value) {
                    add(member.value, at: child)
                } else {
                    collect(member.value, at: child)
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collect(element, at: path.appending(index: index))
            }
        case .null, .bool, .number, .string:
            break
        }
    }

    private mutating func add(_ node: JSONNode, at path: JSONPath) {
        roots.append(path)
        mark(node)
    }

    /// Records where each of the region's values starts.
    private mutating func mark(_ node: JSONNode) {
        let line = node.location.line
        firstColumn[line] = min(firstColumn[line] ?? .max, node.location.column)
        switch node.value {
        case .object(let object): object.members.forEach { mark($0.value) }
        case .array(let elements): elements.forEach { mark($0) }
        case .null, .bool, .number, .string: break
        }
    }

    /// `complications[i].content` or `complications[i].timeline[j].content`.
    private static func isComplicationContent(_ path: JSONPath) -> Bool {
        let steps = path.components
        guard steps.count == 3 || steps.count == 5, steps.first == .key("complications"), steps.last == .key("content"),
              case .index = steps[1] else { return false }
        guard steps.count == 5 else { return true }
        if case .index = steps[3] { return steps[2] == .key("timeline") }
        return false
    }

    /// Whether any object in `node` says `"privacySensitive": true`.
    private static func marksSensitive(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let object):
            if case .bool(true)? = object["privacySensitive"]?.value.value { return true }
            return object.members.contains { marksSensitive($0.value) }
        case .array(let elements):
            return elements.contains(where: marksSensitive)
        case .null, .bool, .number, .string:
            return false
        }
    }
}

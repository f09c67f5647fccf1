/// A face file with every private region's value replaced by a stand-in that holds nothing of it: what the file's
/// public part reads as, whatever its hidden values are, so that a fault outside private data is found even where a
/// hidden value's fault comes first in the file (docs/privacy.md, "Errors, explanations, structure and timing").
///
/// A face with a fault in a hidden value and one outside was refused for whichever came first, so a valid and an
/// invalid hidden colour before a public fault read apart (the known gap, adversary11 #4). A public fault now wins:
/// where the first fault is private, the skeleton is read, and a fault it has outside private data is the one told.
/// The skeleton is made from the file's structure and its public values only, so which public fault is told, or that
/// none is, depends on no hidden value.
///
/// A stand-in is valid where it stands, as far as its place says what belongs there: a stack of one line for a
/// content (curved text in a bezel), a text for a line, a view or a label, an icon for a picture, a timeline of one
/// entry, `"never"` for its reload policy. A region whose place names no stand-in leaves no skeleton, and the private
/// fault is told, as before.
struct PublicSkeleton {
    /// The skeleton's bytes.
    let bytes: [UInt8]

    /// The skeleton of the file `root` was parsed from, whose regions' top values are `regions` at `paths`; nil where
    /// a region's place names no stand-in.
    init?(root: JSONNode, regions: [(path: JSONPath, value: JSONNode)]) {
        let file = root.tree.bytes
        var spans: [(start: Int, end: Int, text: String)] = []
        for (path, value) in regions {
            guard let text = Self.standIn(at: path, for: value, in: root) else { return nil }
            let start = Self.valueStart(value)
            spans.append((start, Self.valueEnd(in: file, from: start), text))
        }
        spans.sort { $0.start < $1.start }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.count)
        var at = 0
        for span in spans where span.start >= at {
            bytes += file[at..<span.start]
            bytes += Array(span.text.utf8)
            at = span.end
        }
        bytes += file[at...]
        self.bytes = bytes
    }

    /// The stand-in for the region at `path`, whose value is `value`.
    private static func standIn(at path: JSONPath, for value: JSONNode, in root: JSONNode) -> String? {
        let steps = path.components
        guard steps.count >= 3, steps[0] == .key("complications"), case .index = steps[1] else { return nil }
        let family = root.descendant(at: JSONPath(Array(steps.prefix(2))).appending(key: "family")).flatMap { node -> String? in
            if case .string(let name) = node.value { name } else { nil }
        }
        let marked = if case .object(let object) = value.value, case .bool(true)? = object["privacySensitive"]?.value.value { true } else { false }
        let mark = marked ? #", "privacySensitive": true"# : ""
        let content = family == "graphicBezel"
            ? #"{"template": "curvedText", "text": "x""# + mark + "}"
            : #"{"template": "stack", "lines": ["x"]"# + mark + "}"
        guard let last = steps.last else { return nil }
        switch last {
        case .key("content") where steps.count == 3 || (steps.count == 5 && steps[2] == .key("timeline")):
            return content
        case .key("timeline") where steps.count == 3:
            return #"[{"date": "2000-01-01T00:00:00Z", "content": "# + content + "}]"
        case .key("reloadPolicy") where steps.count == 3:
            return #""never""#
        case .key("image") where !steps.contains(.key("view")):
            return #"{"icon": "heart", "privacySensitive": true}"#
        case .key("title"), .key("text"), .key("leading"), .key("trailing"):
            return steps.contains(.key("view")) ? #"{"text": "x", "privacySensitive": true}"# : #"{"text": "x"}"#
        case .index where steps.count >= 2 && steps[steps.count - 2] == .key("lines"):
            return #"{"text": "x", "privacySensitive": true}"#
        default:
            // A view, wherever a view stands (a stack's child, a branch, a label, an overlay): a text.
            return steps.contains(.key("view")) ? #"{"text": "x", "privacySensitive": true}"# : nil
        }
    }

    /// Where `value`'s text starts in the file: a string's quote, or its first byte.
    private static func valueStart(_ value: JSONNode) -> Int {
        let start = Int(value.tree.records[value.index].start)
        return value.kind == .string ? start - 1 : start
    }

    /// Where the value starting at `start` ends (the byte after it): the file parsed, so its brackets and quotes match.
    private static func valueEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return index }
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return index
    }
}

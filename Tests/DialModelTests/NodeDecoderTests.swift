@testable import DialModel
import Testing

/// A decoder keeps no path of its own: its path is read off the parsed table (each record's container and place in it)
/// when an error or a model type asks. Every value of each document, reached as the hand readers reach it (a member by
/// its key's record, an element in turn), must have the path its walk from the top spells; and a key the document does
/// not hold (`superDecoder(forKey:)`), its object's path and its name.
@Suite struct NodeDecoderTests {
    static let documents = [
        #"{"a": [1, {"b": [[], [true, {"c": null}]]}], "d": {"e": "x", "f": [[[2]]]}}"#,
        #"[[[0]], {"k": [1, 2, 3]}, [], {}, [{"k": {"k": [{"k": 4}]}}]]"#,
        #"{"a\"b": [1, {"\u00e9": [null, "\n"]}], "": {"": [false]}}"#,
        #"{"complications": [{"timeline": [{"content": {"lines": [{"text": "A"}, {"text": "B"}]}}, {"date": 5}]}]}"#,
        #"7"#,
        #"[]"#,
    ]

    @Test(arguments: documents)
    func everyValueHasThePathOfItsWalk(document: String) throws {
        let tree = try JSONParser.parse(Array(document.utf8))
        let root = JSONNode(tree: tree, index: 0)
        var count = 0
        DecodingSession(root: root).withDecoder { decoder in walk(decoder, expected: .root, count: &count) }
        // Every value was reached: the table's records less its keys.
        #expect(count == tree.records.filter { $0.kind != .key }.count)
    }

    private func walk(_ decoder: NodeDecoder, expected: JSONPath, count: inout Int) {
        count += 1
        #expect(decoder.path == expected)
        #expect(decoder.codingPath.count == expected.components.count)
        switch decoder.node.value {
        case .object(let object):
            for member in object.members {
                walk(decoder.child(member: member.index), expected: expected.appending(key: member.key), count: &count)
            }
        case .array(let elements):
            for (position, element) in elements.enumerated() {
                walk(decoder.child(element: element.index), expected: expected.appending(index: position), count: &count)
            }
        case .null, .bool, .number, .string, .unreadable:
            break
        }
    }

    private enum Key: String, CodingKey { case absent, other, d, e }

    @Test func anAbsentKeyIsNamedBelowItsObject() throws {
        let tree = try JSONParser.parse(Array(#"{"a": [0, {"d": {"e": 1}}]}"#.utf8))
        let root = JSONNode(tree: tree, index: 0)
        try DecodingSession(root: root).withDecoder { top throws(FaceError) in
            let array = top.child(member: 1)
            let object = array.child(element: JSONNode.Elements(tree: tree, array: array.node.index).element(at: 1)!.index)
            do {
                let inner = try object.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: .d)
                let absent = try inner.superDecoder(forKey: .absent)
                #expect(absent.codingPath.map(\.stringValue) == ["a", "Index 1", "d", "absent"])
                #expect(try absent.singleValueContainer().decodeNil())
                // Each absent key is the session's, numbered: a second one does not rename the first.
                let other = try inner.superDecoder(forKey: .other)
                #expect(other.codingPath.map(\.stringValue) == ["a", "Index 1", "d", "other"])
                #expect(absent.codingPath.map(\.stringValue) == ["a", "Index 1", "d", "absent"])
                let present = try inner.superDecoder(forKey: .e)
                #expect(present.codingPath.map(\.stringValue) == ["a", "Index 1", "d", "e"])
                #expect(try present.singleValueContainer().decode(Int.self) == 1)
            } catch {
                Issue.record(error)
            }
        }
    }

    /// A decoder, made for every value a face holds, hidden ones too, and its object are copied without a count: they
    /// hold their session and document unretained (docs/performance.md, "Session 21: decoding").
    @Test func aDecoderIsCopiedWithoutACount() {
        #expect(_isPOD(NodeDecoder.self))
        #expect(_isPOD(NodeObject.self))
    }
}

@testable import DialModel
import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Errors, explanations, structure and timing": unknown keys are found from the file's structure, in one walk that reads
/// no value, by each reader's `DocumentShape`, and told before any value's fault; so that walk must take exactly the keys each reader
/// reads, and a face whose reading asks about every key needs no walk.
@Suite struct DocumentShapeTests {
    /// Every face file in Faces/ and each of its objects a shape describes: the keys its shape takes are the keys its
    /// reader asked about, neither more (a key the walk lets through and the reader ignores would be found only as the
    /// face is read, after its values) nor fewer (a key the reader takes, refused by the walk). A chart mark's reader
    /// takes every key it finds and refuses those not its own itself, so there the shape need only hold what it asked.
    @Test func everyShapeTakesTheKeysItsReaderAsksAbout() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Repository.faces.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted()
        #expect(files.count > 50)
        var objects = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: Repository.faces.appendingPathComponent(file)))
            let root = JSONNode(tree: try JSONParser.parse(bytes, limits: .face), index: 0)
            let session = DecodingSession(root: root, recordsNames: true)
            _ = try session.withDecoder { decoder throws(FaceError) in try decoder.decode(FaceDocument.self) }
            var shapes: [Int: Set<String>] = [:]
            Self.collect(FaceDocument.shape, in: root, into: &shapes)
            for (object, taken) in shapes {
                let asked = session.askedNames[object] ?? []
                let path = JSONNode(tree: root.tree, index: object).path
                #expect(asked.isSubset(of: taken), "\(file) \(path): asked \(asked.subtracting(taken).sorted()) beyond the shape")
                if !path.description.contains("chart[") {
                    #expect(taken.isSubset(of: asked), "\(file) \(path): the shape takes \(taken.subtracting(asked).sorted()) unasked")
                }
                objects += 1
            }
            // Every object a reader opened is one the walk describes: a shape that takes an object for a plain value
            // never looks at its keys, and this test would not see it either (review16 #1: a gradient's stops).
            // Two objects are dictionaries whose keys their readers check as values (a complication's id, a lint rule's
            // name), walked as values on purpose.
            let dictionaries: Set<String> = ["settings.perComplication", "lint.waivers"]
            for object in session.askedNames.keys where shapes[object] == nil {
                let path = JSONNode(tree: root.tree, index: object).path
                #expect(dictionaries.contains(path.description), "\(file) \(path): read as an object, walked as a value")
            }
        }
        #expect(objects > 1_000)
    }

    /// The keys each object below `node` is taken with, walked as `firstUnknownKey` walks.
    private static func collect(_ shape: DocumentShape, in node: JSONNode, into shapes: inout [Int: Set<String>]) {
        switch shape {
        case .value:
            break
        case .reader(let type):
            collect(type.shape, in: node, into: &shapes)
        case .chosen(let choose):
            guard node.kind == .object else { return }
            collect(choose(JSONNode.Object(tree: node.tree, id: node.index)), in: node, into: &shapes)
        case .array(let element):
            guard node.kind == .array else { return }
            for value in JSONNode.Elements(tree: node.tree, array: node.index) { collect(element, in: value, into: &shapes) }
        case .map(let value):
            guard node.kind == .object else { return }
            // A map's keys are data, any of them taken: the object is walked, its keys are the ones it holds.
            let members = JSONNode.Object(tree: node.tree, id: node.index).members
            shapes[node.index] = Set(members.map { node.tree.string(at: $0.index) })
            for member in members { collect(value, in: member.value, into: &shapes) }
        case .object(let keys):
            guard node.kind == .object else { return }
            shapes[node.index] = Set(keys.keyNames)
            for member in JSONNode.Object(tree: node.tree, id: node.index).members {
                if let inner = keys.all[member.key] { collect(inner, in: member.value, into: &shapes) }
            }
        }
    }

    /// An unknown key outside private data is named as precisely as before: file, path, line, column, the keys the
    /// object takes and the nearest of them; wherever it sits (a face's own keys, a template's, a view's modifier, a
    /// chart mark's style, a gradient's stop). The views are shown beside a marked text: in a view hidden whole the
    /// view answers for an unknown key too (session 18, PrivateErrorMessageTests).
    @Test(arguments: [
        (#""clock": { "kind": "analog", "secnds": true }"#, "clock.secnds", 3, "seconds"),
        (#""complications": [{ "id": "a", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": "gauge", "value": 1, "lines": [] } }]"#,
         "complications[0].content.lines", 3, nil),
        (#""complications": [{ "id": "a", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [{ "text": "s", "privacySensitive": true }, { "text": "a", "frame": { "widht": 3 } }] } } }]"#,
         "complications[0].content.view.vstack[1].frame.widht", 3, "width"),
        (#""complications": [{ "id": "a", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [{ "text": "s", "privacySensitive": true }, { "chart": [{ "barMark": { "x": 0, "y": 1 }, "foregroundStyle": { "linearGradient": { "stops": [{ "color": "red", "locaton": 0 }] } } }] }] } } }]"#,
         "complications[0].content.view.vstack[1].chart[0].foregroundStyle.linearGradient.stops[0].locaton", 3, "location"),
    ])
    func anUnknownKeyIsNamedPrecisely(member: String, path: String, line: Int, suggestion: String?) throws {
        let json = "{ \"schemaVersion\": 1, \"style\": \"modular\",\n\n  \(member) }"
        let error = try #require(JSONTestSupport.error(FaceDocument.self, json))
        #expect(error.kind == .unknownKey)
        #expect(error.path.description == path)
        let key = String(path.split(separator: ".").last!)
        let text = json.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let column = text.distance(from: text.startIndex, to: try #require(text.range(of: "\"\(key)\"")).lowerBound) + 1
        #expect(error.location == SourceLocation(line: line, column: column))
        #expect(error.found == "unknown key \"\(key)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""))
        // A complication that marks nothing is private whole: its message writes no index and no column.
        #expect(error.description.hasPrefix("t.json: complications[") || error.description.hasPrefix("t.json: \(path): expected one of "))
        #expect(error.description.contains(".\(key): expected one of "), "\(error)")
    }

    /// A view's SwiftUI modifier by its deprecated name is answered with the name that replaced it, which no edit of
    /// two letters reaches (stranger22 #11: `"foregroundColor": "red"`, in most tutorials); and an object that takes
    /// more keys than a message can list names how many, and the nearest, not all: a view's some 60 keys made a message
    /// of a kilobyte, its finding at the very end.
    @Test(arguments: [("foregroundColor", "foregroundStyle"), ("accentColor", "tint")])
    func aDeprecatedModifierIsAnsweredWithItsNewName(key: String, renamed: String) throws {
        let json = #"{ "schemaVersion": 1, "style": "modular", "complications": [{ "id": "a", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [{ "text": "s", "privacySensitive": true }, { "text": "a", "\#(key)": "red" }] } } }] }"#
        let error = try #require(JSONTestSupport.error(FaceDocument.self, json))
        #expect(error.kind == .unknownKey)
        #expect(error.path.description == "complications[0].content.view.vstack[1].\(key)")
        #expect(error.found == "unknown key \"\(key)\" (SwiftUI's deprecated name for \"\(renamed)\": did you mean \"\(renamed)\"?)")
        #expect(error.expected.hasPrefix("one of the "), "\(error.expected)")
        #expect(error.expected.contains("\"\(renamed)\""), "\(error.expected)")
        #expect(error.description.count < 400, "\(error.description.count) characters: \(error)")
    }

    @Test func aViewsManyKeysAreNotAllListed() throws {
        let json = #"{ "schemaVersion": 1, "style": "modular", "complications": [{ "id": "a", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [{ "text": "s", "privacySensitive": true }, { "text": "a", "privacySenstive": true }] } } }] }"#
        let error = try #require(JSONTestSupport.error(FaceDocument.self, json))
        #expect(error.found == #"unknown key "privacySenstive" (did you mean "privacySensitive"?)"#)
        let count = try #require(Int(error.expected.dropFirst("one of the ".count).prefix { $0.isNumber }))
        #expect(count > DocumentShape.listedKeys)
        #expect(error.expected == "one of the \(count) keys it takes; the nearest: \"privacySensitive\", " + error.expected.split(separator: ": ")[1].split(separator: ", ").dropFirst().joined(separator: ", "))
        #expect(error.expected.split(separator: ", ").count == 6, "\(error.expected)")
        #expect(error.description.count < 400, "\(error.description.count) characters: \(error)")
        // A face's own keys are fewer: all are listed, as before.
        let root = try #require(JSONTestSupport.error(FaceDocument.self, #"{ "schemaVersion": 1, "hologram": true }"#))
        #expect(root.expected.hasPrefix(#"one of "alwaysOn", "clock", "#), "\(root.expected)")
    }

    /// Which template a content is decides its keys: the name is structure, as a key is. A name that is no template's
    /// takes every template's keys, so the name is what is refused.
    @Test func aTemplatesKeysFollowItsName() throws {
        func content(_ template: String, _ member: String) -> String {
            #"{ "schemaVersion": 1, "complications": [{ "id": "a", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": \#(template), \#(member) } }] }"#
        }
        #expect(JSONTestSupport.error(FaceDocument.self, content(#""gauge""#, #""value": 1, "lines": []"#))?.kind == .unknownKey)
        #expect(JSONTestSupport.error(FaceDocument.self, content(#""stack""#, #""lines": [{ "text": "a" }]"#)) == nil)
        let unknownName = try #require(JSONTestSupport.error(FaceDocument.self, content(#""stak""#, #""lines": [{ "text": "a" }]"#)))
        #expect(unknownName.kind != .unknownKey && unknownName.path.description == "complications[0].content.template", "\(unknownName)")
        let neither = try #require(JSONTestSupport.error(FaceDocument.self, content(#""stak""#, #""colr": 1"#)))
        #expect(neither.kind == .unknownKey && neither.path.description == "complications[0].content.colr", "\(neither)")
    }

    /// The walk's key is told before any value's fault: an unknown key after a value's fault is still what a face is
    /// refused for, whichever value is wrong and however, outside private data as inside it.
    @Test func anUnknownKeyComesBeforeEveryValuesFault() throws {
        for value in [##""#FF0000""##, #""red""#, "5", "072", "null"] {
            let json = #"{ "schemaVersion": 1, "clock": { "accent": \#(value) }, "settings": { "lok": "locked" } }"#
            let error = try #require(JSONTestSupport.error(FaceDocument.self, json))
            #expect(error.kind == .unknownKey && error.path.description == "settings.lok", "\(value): \(error)")
        }
    }

    /// The walk is what a refused face pays, not every face: a face whose reading succeeds and asks about every key it
    /// holds needs none (every reader asks about exactly the keys its shape takes, above), so a sound face's hidden
    /// entries add no walk to its reading (docs/performance.md, "Session 19: decoding"). A face that holds an unknown
    /// key, or whose reading stops at a fault, is walked once, so that the unknown key is still told first.
    @Test func onlyAFaceThatReadingRefusesOrLeavesAKeyUnaskedIsWalked() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Repository.faces.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }.sorted()
        #expect(files.count > 50)
        for file in files {
            let bytes = Array(try Data(contentsOf: Repository.faces.appendingPathComponent(file)))
            let probe = WorkProbe()
            let error = WorkProbe.$current.withValue(probe) { JSONTestSupport.error(FaceDocument.self, bytes) }
            #expect(error == nil && probe.count(.keyWalks) == 0, "\(file): \(probe.count(.keyWalks)) walks, \(String(describing: error))")
        }
        let faces: [(json: String, kind: FaceError.Kind?)] = [
            (##"{ "schemaVersion": 1, "clock": { "accent": "#FF0000" } }"##, nil),
            (##"{ "schemaVersion": 1, "clock": { "accent": "#FF0000" }, "settings": { "lok": "locked" } }"##, .unknownKey),
            (#"{ "schemaVersion": 1, "clock": { "accent": 5 } }"#, .typeMismatch),
            (#"{ "schemaVersion": 1, "clock": { "accent": 5 }, "settings": { "lok": "locked" } }"#, .unknownKey),
        ]
        for face in faces {
            let probe = WorkProbe()
            let error = WorkProbe.$current.withValue(probe) { JSONTestSupport.error(FaceDocument.self, face.json) }
            #expect(error?.kind == face.kind, "\(face.json): \(String(describing: error))")
            #expect(probe.count(.keyWalks) == (face.kind == nil ? 0 : 1), "\(face.json)")
        }
    }
}

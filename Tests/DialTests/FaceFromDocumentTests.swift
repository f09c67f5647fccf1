import Dial
import DialModel
import DialTestSupport
import Foundation
import Testing

/// `Face(_:)`: a face built in Swift is checked as a file is, renders as the file does, and is refused with the
/// file's words.
@Suite struct FaceFromDocumentTests {
    /// The same face, written by hand as a file.
    static func fileFace(_ json: String) -> DialError? {
        do {
            _ = try Face.decode(Array(json.utf8), file: "hand.json")
            return nil
        } catch {
            return error
        }
    }

    static func swiftFace(_ document: FaceDocument) -> DialError? {
        do {
            _ = try Face(document, file: "built.swift")
            return nil
        } catch {
            return error
        }
    }

    /// Both refused, for the same value (path), with the same words; only the file's name and location differ.
    static func expectSameRefusal(_ document: FaceDocument, _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard case .face(let fromFile)? = fileFace(json) else {
            Issue.record("the hand-written file was accepted", sourceLocation: sourceLocation)
            return
        }
        guard case .face(let fromSwift)? = swiftFace(document) else {
            Issue.record("the face built in Swift was accepted", sourceLocation: sourceLocation)
            return
        }
        #expect(fromSwift.kind == fromFile.kind, sourceLocation: sourceLocation)
        #expect(fromSwift.path == fromFile.path, sourceLocation: sourceLocation)
        #expect(fromSwift.expected == fromFile.expected, sourceLocation: sourceLocation)
        #expect(fromSwift.found == fromFile.found, sourceLocation: sourceLocation)
        #expect(fromSwift.file == "built.swift", sourceLocation: sourceLocation)
        #expect(fromSwift.location == nil, sourceLocation: sourceLocation)
        #expect(fromFile.location != nil, sourceLocation: sourceLocation)
        // The file's words, less its name and location (and, for a private fault, the pointer to `dial validate FILE`).
        var unplaced = fromFile
        (unplaced.file, unplaced.location) = ("built.swift", nil)
        #expect("\(fromSwift)" == "\(unplaced)", sourceLocation: sourceLocation)
    }

    @Test func aComplicationInASlotThatDoesNotTakeItsFamily() throws {
        try Self.expectSameRefusal(
            FaceDocument(complications: [
                ComplicationDocument(id: "cal", slot: .topLeft, family: .accessoryRectangular, content: .stack(lines: ["Standup"])),
            ]),
            """
            {"schemaVersion": 1, "complications": [
              {"id": "cal", "slot": "topLeft", "family": "accessoryRectangular",
               "content": {"template": "stack", "lines": [{"text": "Standup"}]}}]}
            """)
    }

    @Test func tooManyLinesForTheFamily() throws {
        try Self.expectSameRefusal(
            FaceDocument(complications: [
                ComplicationDocument(id: "heart", slot: .subdialLeft, family: .accessoryCircular,
                                     content: .stack(lines: ["a", "b", "c"])),
            ]),
            """
            {"schemaVersion": 1, "complications": [
              {"id": "heart", "slot": "subdialLeft", "family": "accessoryCircular",
               "content": {"template": "stack", "lines": [{"text": "a"}, {"text": "b"}, {"text": "c"}]}}]}
            """)
    }

    @Test func aSlotNameNoFileCouldHold() throws {
        try Self.expectSameRefusal(
            FaceDocument(complications: [
                ComplicationDocument(id: "x", slot: SlotID("top left"), family: .accessoryCorner, content: .stack(lines: ["a"])),
            ]),
            """
            {"schemaVersion": 1, "complications": [
              {"id": "x", "slot": "top left", "family": "accessoryCorner",
               "content": {"template": "stack", "lines": [{"text": "a"}]}}]}
            """)
    }

    /// A value under `privacySensitive` is not repeated, built in Swift or not.
    @Test func aPrivateValueIsNotRepeated() throws {
        let document = FaceDocument(complications: [
            ComplicationDocument(id: "heart", slot: .subdialLeft, family: .accessoryCircular,
                                 content: .gauge(value: 4_872_000_000, max: 200, privacySensitive: true)),
        ])
        try Self.expectSameRefusal(document, """
            {"schemaVersion": 1, "complications": [
              {"id": "heart", "slot": "subdialLeft", "family": "accessoryCircular",
               "content": {"template": "gauge", "value": 4872000000, "max": 200, "privacySensitive": true}}]}
            """)
        guard case .face(let error)? = Self.swiftFace(document) else { throw Unexpected.accepted }
        #expect(!"\(error)".contains("4872"))
        // The reading is one fault with its scale, at the gauge (docs/privacy.md).
        #expect(error.path.description == "complications[0].content")
    }

    @Test func aNumberJSONCannotHoldIsRefusedWithItsPath() throws {
        let document = FaceDocument(complications: [
            ComplicationDocument(id: "steps", slot: .subdialLeft, family: .accessoryCircular, content: .gauge(value: .infinity)),
        ])
        guard case .face(let error)? = Self.swiftFace(document) else { throw Unexpected.accepted }
        #expect("\(error)" == "built.swift: complications[0].content.value: expected a finite number, found a number JSON cannot hold (not finite)")
    }

    /// Without `file:`, errors name the Swift file and line that built the face.
    @Test func errorsNameTheLineThatBuiltTheFace() throws {
        let line = #line + 2
        do {
            _ = try Face(FaceDocument(style: .digital, complications: [
                ComplicationDocument(id: "a", slot: .topLeft, family: .accessoryInline, content: .stack(lines: ["a"])),
            ]))
            Issue.record("accepted")
        } catch {
            #expect("\(error)".hasPrefix("DialTests/FaceFromDocumentTests.swift:\(line): complications[0].slot: expected "))
        }
    }

    /// The default face built from its own document renders the same bytes as the file, in every format and display.
    @Test(arguments: Display.allCases)
    func rendersWhatTheFileRenders(display: Display) throws {
        let file = try Face.bundledDefault()
        let built = try Face(file.document)
        let renderer = try Renderer()
        let fromFile = try renderer.render(file, in: RenderContext(display: display), formats: OutputFormat.allCases)
        let fromSwift = try renderer.render(built, in: RenderContext(display: display), formats: OutputFormat.allCases)
        #expect(fromFile.map(\.bytes) == fromSwift.map(\.bytes))
        #expect(built.document == file.document)
    }

    /// Every face of Faces/, read from its file and built again from its document: the same PNG and TXT, active and
    /// Always On.
    @Test(arguments: Repository.exampleFaces)
    func everyFaceRendersTheSameBuiltInSwift(name: String) throws {
        let url = Repository.faces.appendingPathComponent("\(name).json")
        let file = try FaceFile.load(url.path, name: "Faces/\(name).json")
        let built = try Face(file.document, folder: url.deletingLastPathComponent())
        #expect(built.document == file.document)
        let renderer = try Renderer()
        for display in Display.allCases {
            let fromFile = try renderer.render(file, in: RenderContext(display: display), formats: [.png, .txt])
            let fromSwift = try renderer.render(built, in: RenderContext(display: display), formats: [.png, .txt])
            #expect(fromFile.map(\.bytes) == fromSwift.map(\.bytes), "\(name) \(display)")
        }
    }

    /// What a test writes in a few lines: a complication with a stack, one line private. It hides that line, and only
    /// that line, in Always On with Hide Sensitive Complications on.
    @Test func aFewLinesMakeAFaceThatHidesItsPrivateLine() throws {
        let face = try Face(FaceDocument(name: "Standup", style: .modular, complications: [
            ComplicationDocument(id: "calendar", slot: .center, family: .accessoryRectangular,
                                 content: .stack(lines: ["Team standup", TextDocument("10:30 Room 4").privacySensitive()])),
        ], settings: SettingsDocument(hideSensitiveComplications: true)))
        #expect(face.slug == "Standup")
        let renderer = try Renderer()
        let active = String(decoding: try renderer.encode(try renderer.displayList(face, in: .active), as: .txt), as: UTF8.self)
        let alwaysOn = String(decoding: try renderer.encode(try renderer.displayList(face, in: .alwaysOn), as: .txt), as: UTF8.self)
        #expect(active.contains("\"Team standup\"") && active.contains("\"10:30 Room 4\""))
        #expect(alwaysOn.contains("\"Team standup\""))
        #expect(!alwaysOn.contains("10:30"))
    }

    @Test func jsonIsTheFileDialReads() throws {
        let face = try Face.bundledDefault()
        let again = try Face.decode(try face.json(), file: "again.json")
        #expect(again.document == face.document)
    }

    enum Unexpected: Error { case accepted }
}

@testable import DialModel
import Foundation
import Testing

/// `"content": {"view": ...}` in a face (issue #27): read as a view, written back the same, and every bad value an error
/// with its JSON path from the face's root and what was expected.
struct ViewContentDocumentTests {
    static func face(content: String) -> String {
        ##"{"schemaVersion": 1, "complications": [{"id": "c", "slot": "subdialLeft", "family": "accessoryCircular", "content": "## + content + "}]}"
    }

    static func error(_ content: String) -> FaceError? {
        do {
            _ = try FaceDecoder.decode(FaceDocument.self, from: Array(face(content: content).utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aFacesContentMayBeAView() throws {
        let document = try FaceDecoder.decode(FaceDocument.self, from: Array(Self.face(content: ##"{"view": {"text": "812", "font": {"size": 16}}}"##).utf8)).value
        let content = try #require(document.complications?.first?.content)
        #expect(content == .view(ViewContentDocument(ViewDocument(.text("812"), modifiers: [.font(FontDocument(size: 16))]))))
        #expect(content.template == nil)
        let written = try JSONEncoder().encode(content)
        #expect(try FaceDecoder.decode(ContentDocument.self, from: Array(written)).value == content)
    }

    /// The new kinds and modifiers read back as written.
    @Test(arguments: [
        ##"{"gauge": {"value": 0.4, "in": [0, 2], "style": "accessoryCircularCapacity", "currentValueLabel": {"hstack": [{"image": {"systemName": "bolt.fill"}}, {"text": "72"}]}}, "tint": {"gradient": ["#30D158", "#FF453A"]}}"##,
        ##"{"if": {"isLuminanceReduced": true, "widgetFamily": "accessoryCorner"}, "then": {"text": "A"}, "else": {"text": "B", "bold": true}}"##,
        ##"{"progress": {"value": 3, "total": 10}, "containerBackground": "#1C1C1E", "widgetLabel": "Steps", "clipShape": "capsule"}"##,
        ##"{"text": "A", "widgetLabel": {"gauge": {"value": 0.5, "style": "accessoryLinear"}}, "widgetCurvesContent": true, "invalidatableContent": true}"##,
    ])
    func aViewReadsBackAsWritten(json: String) throws {
        let view = try FaceDecoder.decode(ViewDocument.self, from: Array(json.utf8)).value
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
    }

    /// Each error names the path from the face's root, line and all, and what was expected there. The complication
    /// marks nothing, so all of it is private: a reading's or its scale's fault is the gauge's or progress's, and a
    /// child's fault is its stack's, one message at the list (a hidden list's count, and so a child's place, is hidden).
    @Test(arguments: [
        (##"{"view": {"vstack": [{"text": 812}]}}"##, "complications[0].content.view.vstack", "1 to 16 views"),
        (##"{"view": {"gauge": {"value": 1, "in": [2, 1]}}}"##, "complications[0].content.view.gauge", "min below max"),
        (##"{"view": {"gauge": {"value": 1, "style": "ring"}}}"##, "complications[0].content.view.gauge.style", "\"accessoryCircularCapacity\""),
        (##"{"view": {"if": {}, "then": {"text": "A"}}}"##, "complications[0].content.view.if", "at least one of"),
        (##"{"view": {"if": {"isLuminanceReduced": true}}}"##, "complications[0].content.view", "a view"),
        (##"{"view": {"progress": {"value": 1, "total": 0}}}"##, "complications[0].content.view.progress", "above 0"),
        (##"{"view": {"text": "A", "tint": {"gradient": ["#FFFFFF"]}}}"##, "complications[0].content.view.tint", "2 to 8 colours"),
        (##"{"view": {"text": "A", "foregroundStyle": "systemBlue"}}"##, "complications[0].content.view.foregroundStyle", "\"secondary\""),
        (##"{"view": {"hstack": [{"text": "A", "widgetLabel": {"spacer": {}, "text": "B"}}]}}"##, "complications[0].content.view.hstack", "1 to 16 views"),
    ])
    func aBadViewNamesItsPathAndWhatWasExpected(content: String, path: String, expected: String) throws {
        let error = try #require(Self.error(content))
        #expect(error.path.description == path, "\(error)")
        #expect(error.expected.contains(expected), "\(error.expected)")
    }

    /// A complication's view holds at most `maxViews` views, counted through stacks, grid cells and labels: a 16 × 16
    /// grid in a stack is read, and that grid beside three stacks of 16 texts is refused at the view, naming the limit
    /// where the complication is public and in the private region's fixed words where it is not (session 17: an 8 × 8
    /// grid of 8 × 8 grids, within every other limit, laid out for minutes).
    @Test func aViewHoldsAtMostItsLimitOfViews() throws {
        let row = "{\"gridRow\": [" + Array(repeating: "{\"text\": \"a\"}", count: 16).joined(separator: ", ") + "]}"
        let grid = "{\"grid\": [" + Array(repeating: row, count: 16).joined(separator: ", ") + "]}"
        let stack = "{\"vstack\": [" + Array(repeating: "{\"text\": \"b\"}", count: 16).joined(separator: ", ") + "]}"
        #expect(Self.error("{\"view\": {\"vstack\": [\(grid)]}}") == nil)
        let tooMany = "{\"view\": {\"vstack\": [\(grid), \(stack), \(stack), {\"text\": \"c\", \"privacySensitive\": true}, \(stack)]}}"
        let hidden = try #require(Self.error(tooMany))
        #expect(hidden.path.description == "complications[0].content.view", "\(hidden)")
        let publicFace = Self.face(content: tooMany).replacingOccurrences(of: #""family": "accessoryCircular","#,
                                                                          with: #""family": "accessoryCircular", "dataProtection": "none","#)
        #expect(throws: FaceError.self) { try FaceDecoder.decode(FaceDocument.self, from: Array(publicFace.utf8)) }
        do {
            _ = try FaceDecoder.decode(FaceDocument.self, from: Array(publicFace.utf8))
        } catch {
            #expect(error.path.description == "complications[0].content.view", "\(error)")
            #expect(error.expected.contains("at most \(ViewContentDocument.maxViews) views"), "\(error.expected)")
        }
    }

    /// `template` and `view` are two ways of saying what a content is: beside a template, `view` is a key it does not take.
    @Test func aTemplateAndAViewTogetherAreRefused() throws {
        let error = try #require(Self.error(##"{"template": "stack", "lines": [{"text": "A"}], "view": {"text": "B"}}"##))
        #expect(error.kind == .unknownKey)
        #expect(error.path.description == "complications[0].content.view")
        let missing = try #require(Self.error(##"{"lines": [{"text": "A"}]}"##))
        #expect(missing.expected.contains("\"view\", or \"template\""))
    }

    /// Privacy hides the whole of a view whose elements are none of them marked, and not of one that marks any.
    @Test(arguments: [
        (##"{"vstack": [{"text": "A"}, {"gauge": {"value": 1}}]}"##, true),
        (##"{"vstack": [{"text": "A"}, {"text": "B", "privacySensitive": true}]}"##, false),
        (##"{"vstack": [{"text": "A"}], "unredacted": true}"##, false),
        (##"{"spacer": {}, "privacySensitive": true}"##, true),
        (##"{"if": {"isLuminanceReduced": true}, "then": {"text": "A"}, "else": {"text": "B", "privacySensitive": true}}"##, false),
    ])
    func privacyHidesWholeOnlyAViewWithNoMarkedElement(json: String, whole: Bool) throws {
        let view = try FaceDecoder.decode(ViewDocument.self, from: Array(json.utf8)).value
        #expect(ContentDocument.view(ViewContentDocument(view)).privacyHidesWhole == whole)
    }

    @Test func pictureFilesInAViewAreFoundWithTheirPaths() throws {
        let document = try FaceDecoder.decode(FaceDocument.self, from: Array(Self.face(content: ##"{"view": {"zstack": [{"text": "A"}, {"image": {"file": "a.png"}, "background": {"image": {"file": "b.png"}}}]}}"##).utf8)).value
        #expect(document.imageFiles.map { "\($0.path)=\($0.file)" } == [
            "complications[0].content.view.zstack[1].image.file=a.png",
            "complications[0].content.view.zstack[1].background.image.file=b.png",
        ])
    }
}

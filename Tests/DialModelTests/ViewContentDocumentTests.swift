@testable import DialModel
import Foundation
import Testing

/// `"content": {"view": ...}` in a face (issue #27): read as a view, written back the same, and every bad value an error
/// with its JSON path from the face's root and what was expected.
struct ViewContentDocumentTests {
    static func face(content: String, protection: String? = nil) -> String {
        let protection = protection.map { ##""dataProtection": "\##($0)", "## } ?? ""
        return ##"{"schemaVersion": 1, "complications": [{"id": "c", "slot": "subdialLeft", "family": "accessoryCircular", "## + protection
            + ##""content": "## + content + "}]}"
    }

    static func error(_ content: String, protection: String? = nil) -> FaceError? {
        do {
            _ = try FaceDecoder.decode(FaceDocument.self, from: Array(face(content: content, protection: protection).utf8))
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

    /// Each error names the path from the face's root, line and all, and what was expected there, where the view is
    /// public: beside a marked text, in a complication that shows its content when locked. Where the complication marks
    /// nothing, all of it is private, and the view answers for every fault in it, in words fixed for every view
    /// (session 18: a path below it names the kinds of the views it holds).
    @Test(arguments: [
        (##"{"vstack": [{"text": 812}]}"##, "vstack[1].vstack[0].text", "an object"),
        (##"{"gauge": {"value": 1, "in": [2, 1]}}"##, "vstack[1].gauge.in", "min below max"),
        (##"{"gauge": {"value": 1, "style": "ring"}}"##, "vstack[1].gauge.style", "\"accessoryCircularCapacity\""),
        (##"{"if": {}, "then": {"text": "A"}}"##, "vstack[1].if", "at least one of"),
        (##"{"if": {"isLuminanceReduced": true}}"##, "vstack[1].then", "a value for required key \"then\""),
        (##"{"progress": {"value": 1, "total": 0}}"##, "vstack[1].progress.total", "above 0"),
        (##"{"text": "A", "tint": {"gradient": ["#FFFFFF"]}}"##, "vstack[1].tint", "2 to 8 colours"),
        (##"{"text": "A", "foregroundStyle": "systemBlue"}"##, "vstack[1].foregroundStyle", "\"secondary\""),
        (##"{"hstack": [{"text": "A", "widgetLabel": {"spacer": {}, "text": "B"}}]}"##, "vstack[1].hstack[0].widgetLabel", "exactly one of"),
    ])
    func aBadViewNamesItsPathAndWhatWasExpected(view: String, path: String, expected: String) throws {
        // A public text last keeps it hidden in part whatever the view holds (every element marked, it is hidden whole).
        let shown = try #require(Self.error(##"{"view": {"vstack": [{"text": "s", "privacySensitive": true}, "## + view + ##", {"text": "t"}]}}"##, protection: "none"))
        #expect(shown.path.description == "complications[0].content.view." + path, "\(shown)")
        #expect(shown.expected.contains(expected), "\(shown.expected)")
        let hidden = try #require(Self.error(##"{"view": "## + view + "}"))
        #expect(hidden.path.description == "complications[0].content.view", "\(hidden)")
        #expect(hidden.expected == FieldExpectation.privateView, "\(hidden.expected)")
    }

    /// A reversed gauge range says the pair it found where the view is public, and nothing of it where the view is
    /// private: the pair is the complication's data (stranger16 #9 gave the range a value of its own to say it).
    @Test func aReversedRangeSaysWhatItFoundOnlyWhereTheViewIsPublic() throws {
        let gauge = ##"{"gauge": {"value": 1, "in": [37, 12]}}"##
        let shown = try #require(Self.error(##"{"view": {"vstack": [{"text": "s", "privacySensitive": true}, "## + gauge + "]}}", protection: "none"))
        #expect(shown.path.description == "complications[0].content.view.vstack[1].gauge.in" && shown.found == "[37.0, 12.0]", "\(shown)")
        let hidden = try #require(Self.error(##"{"view": "## + gauge + "}"))
        #expect(hidden.path.description == "complications[0].content.view", "\(hidden)")
        #expect(!hidden.description.contains("37") && !hidden.description.contains("12.0"), "\(hidden)")
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
        // The private view's words name the limit, never the count.
        #expect(hidden.expected == FieldExpectation.privateView && hidden.expected.contains("at most \(ViewContentDocument.maxViews) views"))
        let publicFace = Self.face(content: tooMany).replacingOccurrences(of: #""family": "accessoryCircular","#,
                                                                          with: #""family": "accessoryCircular", "dataProtection": "none","#)
        #expect(throws: FaceError.self) { try FaceDecoder.decode(FaceDocument.self, from: Array(publicFace.utf8)) }
        do {
            _ = try FaceDecoder.decode(FaceDocument.self, from: Array(publicFace.utf8))
        } catch {
            #expect(error.path.description == "complications[0].content.view", "\(error)")
            #expect(error.expected.contains("at most \(ViewContentDocument.maxViews) views"), "\(error.expected)")
        }
        // Where the views a marked view holds take it past the limit, that view answers, as for any fault in it, in
        // words that name the limit (session 18): its views are what privacy hides.
        let markedMany = "{\"view\": {\"vstack\": [{\"text\": \"s\"}, {\"vstack\": [\(grid), \(stack), \(stack), \(stack)], \"privacySensitive\": true}]}}"
        let marked = try #require(Self.error(markedMany, protection: "none"))
        #expect(marked.path.description == "complications[0].content.view.vstack[1]", "\(marked)")
        #expect(marked.expected == FieldExpectation.privateView, "\(marked.expected)")
        // A marked view in an ordered `modifiers` list answers at its place in the file, not as if written on its view.
        let listed = "{\"view\": {\"vstack\": [{\"text\": \"s\", \"privacySensitive\": true}, {\"text\": \"y\", \"modifiers\": [{\"background\": "
            + "{\"vstack\": [\(grid), \(stack), \(stack), \(stack)], \"privacySensitive\": true}}]}]}}"
        let inList = try #require(Self.error(listed, protection: "none"))
        #expect(inList.path.description == "complications[0].content.view.vstack[1].modifiers[0].background", "\(inList)")
        #expect(inList.expected == FieldExpectation.privateView, "\(inList.expected)")
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

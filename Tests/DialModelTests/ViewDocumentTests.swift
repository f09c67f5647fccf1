@testable import DialModel
import Foundation
import Testing

/// Views as a file writes them (issue #27): one kind key, its parameters, modifiers as keys in a fixed order or as an
/// ordered list, and errors with the path and what was expected.
struct ViewDocumentTests {
    static func view(_ json: String) throws(FaceError) -> ViewDocument {
        try FaceDecoder.decode(ViewDocument.self, from: Array(json.utf8)).value
    }

    static func error(_ json: String) -> FaceError? {
        do {
            _ = try view(json)
            return nil
        } catch {
            return error
        }
    }

    /// The issue's own example: "812" at 16 pt semibold rounded above "STEPS" at 10 pt in blue.
    @Test func theStepCountReadsAsItsSwiftUI() throws {
        let steps = try Self.view(##"""
            {"vstack": [{"text": "812", "font": {"size": 16, "weight": "semibold", "design": "rounded"}},
                        {"text": "STEPS", "font": {"size": 10}, "foregroundStyle": "#0A84FF"}]}
            """##)
        #expect(steps == ViewDocument(.vstack([
            ViewDocument(.text("812"), modifiers: [.font(FontDocument(size: 16, weight: .semibold, design: .rounded))]),
            ViewDocument(.text("STEPS"), modifiers: [.font(FontDocument(size: 10)),
                                                     .foregroundStyle(.color(Color(red: 0x0A, green: 0x84, blue: 0xFF)))]),
        ], spacing: nil, alignment: nil)))
    }

    /// Keys apply in `keyOrder` (padding inside background); a `modifiers` list applies in the order written.
    @Test func modifierOrderIsTheKeyOrderOrTheListOrder() throws {
        let keys = try Self.view(##"{"text": "A", "background": "#000000", "padding": 4}"##)
        #expect(keys.modifiers.map(\.name) == [.padding, .background])
        let list = try Self.view(##"{"text": "A", "modifiers": [{"background": "#000000"}, {"padding": 4}, {"frame": {"width": 20}}, {"frame": {"maxWidth": "infinity"}}]}"##)
        #expect(list.modifiers.map(\.name) == [.background, .padding, .frame, .frame])
        #expect(list.modifiers[3] == .frame(try Self.frame(##"{"maxWidth": "infinity"}"##)))
    }

    static func frame(_ json: String) throws -> ViewFrameDocument {
        try FaceDecoder.decode(ViewFrameDocument.self, from: Array(json.utf8)).value
    }

    @Test(arguments: [
        ##"{"hstack": [{"image": {"systemName": "heart.fill"}, "foregroundStyle": "secondary"}, {"spacer": {"minLength": 2}}, {"text": "72"}], "spacing": 3, "alignment": "top"}"##,
        ##"{"zstack": [{"shape": {"roundedRectangle": {"cornerRadius": 4}}, "opacity": 0.5}, {"accessoryWidgetBackground": {}}], "alignment": "bottomTrailing"}"##,
        ##"{"text": "A", "font": "caption2", "lineLimit": 2, "minimumScaleFactor": 0.4, "fixedSize": {"horizontal": true}, "offset": {"x": 1, "y": -2}, "overlay": {"shape": "circle"}, "privacySensitive": true}"##,
        ##"{"image": {"file": "logo.png"}, "renderingMode": "template", "padding": {"horizontal": 6, "top": 2}, "frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": 40, "alignment": "leading"}, "widgetAccentable": true}"##,
    ])
    func aViewReadsBackAsWritten(json: String) throws {
        let view = try Self.view(json)
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
    }

    @Test func aViewIsExactlyOneKind() {
        #expect(Self.error(##"{"text": "A", "shape": "circle"}"##)?.expected.hasPrefix("a view: exactly one of") == true)
        #expect(Self.error(##"{"padding": 4}"##)?.found == "none of them")
    }

    /// A key of another kind, or a misspelt modifier, is a key the view does not take.
    @Test(arguments: [##"{"text": "A", "spacing": 4}"##, ##"{"text": "A", "paddding": 4}"##, ##"{"vstack": [{"text": "A"}], "renderingMode": "template"}"##])
    func aKeyTheViewDoesNotTakeIsRefused(json: String) {
        #expect(Self.error(json)?.kind == .unknownKey)
    }

    @Test func badValuesNameTheirPathAndWhatWasExpected() {
        let both = Self.error(##"{"vstack": [{"text": "A", "frame": {"width": 10, "maxWidth": 20}}]}"##)
        #expect(both?.path.description == "vstack[0].frame")
        #expect(both?.expected.contains("not both") == true)
        #expect(Self.error(##"{"spacer": {"minLength": -1}}"##)?.expected.contains("from 0") == true)
        #expect(Self.error(##"{"text": "A", "modifiers": [{"padding": 4, "opacity": 1}]}"##)?.found == "2 modifiers")
        #expect(Self.error(##"{"text": "A", "font": "huge"}"##)?.expected.contains("\"caption2\"") == true)
        #expect(Self.error(##"{"text": "A", "privacySensitive": false}"##)?.found == "false")
        #expect(Self.error(##"{"vstack": []}"##)?.expected == "1 to 16 views")
    }
}
